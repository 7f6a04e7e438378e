/**
 * One cookie's value from `document.cookie`, without js-cookie: for the first-load shell, which
 * reads a cookie or two and writes none. Undefined on the server or when the cookie is not set.
 */
export function readDocumentCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const match = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(document.cookie);
  return match ? decodeURIComponent(match[1] ?? '') : undefined;
}
