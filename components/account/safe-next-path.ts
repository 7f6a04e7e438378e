/*
 * Where a shopper goes after signing in (`?next=`). Only a path on this site is accepted, never
 * an absolute or protocol-relative URL: a link to /sign-in?next=https://evil.example must not
 * turn the store into an open redirect.
 */

const PROBE_ORIGIN = 'https://deskhaus.invalid';

/** Pages that make no sense to come back to once signed in. */
const SIGN_IN_PATHS = ['/sign-in', '/sign-up', '/otp'];

export const HOME_PATH = '/';

export function safeNextPath(raw: unknown, fallback: string = HOME_PATH): string {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value !== 'string') return fallback;
  const candidate = value.trim();
  // One leading slash, then not a second slash or backslash (browsers read both as "//host").
  if (!/^\/(?![/\\])/.test(candidate)) return fallback;
  // Control characters and backslashes are how "/\t/evil.example" style tricks start.
  if (/[\u0000-\u001f\u007f\\]/.test(candidate)) return fallback;
  let url: URL;
  try {
    url = new URL(candidate, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  if (SIGN_IN_PATHS.some((path) => url.pathname === path || url.pathname.startsWith(`${path}/`))) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/sign-in?next=<path>` for a page that needs a signed-in customer. */
export function signInPathFor(nextPath: string): string {
  const next = safeNextPath(nextPath, '');
  return next && next !== HOME_PATH ? `/sign-in?next=${encodeURIComponent(next)}` : '/sign-in';
}
