/**
 * How a review is signed: the first name and the initial of the last ("Robin R."), so a full
 * name is never published. Empty when the customer gave no name; the page then says "a shopper".
 */
export function authorDisplayName(fullname: string): string {
  const parts = fullname.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '';
  const first = parts[0]!.slice(0, 60);
  const last = parts.length > 1 ? parts[parts.length - 1]! : '';
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}
