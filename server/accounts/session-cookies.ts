import type { ServerResponse } from 'node:http';
import { COOKIE_KEYS } from '@/lib/constants/storage-keys';
import { REFRESH_TOKEN_TTL_MS } from './sign-in-limits';

/*
 * The refresh token lives only in a cookie the server sets (issue 21 item 2, decision 0045):
 * HttpOnly so no script reads it, SameSite=Strict so no other site's request carries it, and
 * scoped to the sign-in and sign-out calls so no page or other API request carries it either.
 * Beside it, `dh_session` (no secret, readable by the page) tells the page and the server-side
 * render that a session can be renewed after the 15-minute access token has gone.
 */

export const REFRESH_COOKIE_PATH = '/api/v1/customers';

function secureFlag(): string {
  // Browsers drop Secure cookies on plain http except for localhost: development and the e2e
  // servers run production builds on http://127.0.0.1, which Chromium treats as secure.
  return process.env.NODE_ENV === 'production' ? '; Secure' : '';
}

function cookie(name: string, value: string, attributes: string): string {
  return `${name}=${encodeURIComponent(value)}${attributes}${secureFlag()}`;
}

export function sessionCookies(refreshToken: string): string[] {
  const maxAge = Math.floor(REFRESH_TOKEN_TTL_MS / 1000);
  return [
    cookie(COOKIE_KEYS.REFRESH_TOKEN, refreshToken, `; Path=${REFRESH_COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict`),
    cookie(COOKIE_KEYS.SESSION, '1', `; Path=/; Max-Age=${maxAge}; SameSite=Lax`),
  ];
}

/** Removes the session's cookies, the refresh cookie of before decision 0045 (Path=/) included. */
export function clearedSessionCookies(): string[] {
  const gone = '; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT';
  return [
    cookie(COOKIE_KEYS.REFRESH_TOKEN, '', `; Path=${REFRESH_COOKIE_PATH}${gone}; HttpOnly; SameSite=Strict`),
    cookie(COOKIE_KEYS.REFRESH_TOKEN, '', `; Path=/${gone}`),
    cookie(COOKIE_KEYS.SESSION, '', `; Path=/${gone}; SameSite=Lax`),
  ];
}

export function appendSetCookies(res: ServerResponse, cookies: readonly string[]): void {
  const existing = res.getHeader('Set-Cookie');
  const before = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
  res.setHeader('Set-Cookie', [...before, ...cookies]);
}

/**
 * Hands a new session to the client: the refresh token as the cookie, and in the answer only
 * when the client sent its refresh token in the body (an API client that holds it anyway).
 */
export function deliverSession<T extends { refresh_token: string }>(res: ServerResponse, answer: T, options: { tokenInBody: boolean }): Omit<T, 'refresh_token'> & { refresh_token?: string } {
  appendSetCookies(res, sessionCookies(answer.refresh_token));
  if (options.tokenInBody) return answer;
  const { refresh_token: _kept, ...rest } = answer;
  return rest;
}
