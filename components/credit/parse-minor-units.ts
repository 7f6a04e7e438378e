/**
 * A money amount as a shopper types it ("5", "12.5", "12,50") to minor units (1250), exactly:
 * read as text, never through a float. Null for anything else (more than two decimals included).
 */
export function parseMinorUnits(text: string): number | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
