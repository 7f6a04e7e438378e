import Cookies from 'js-cookie';
import { COOKIE_KEYS } from '@/lib/constants/storage-keys';
import { readCartId, writeCartId } from '@/services/cart-id';
import type { SessionTokens, TokenStore } from './session-types';

export { CART_ID_COOKIE_DAYS } from '@/services/cart-id';

/** When a JWT cannot be read (it always can from our server), its cookie still lives no longer than a JWT does. */
export const ACCESS_TOKEN_FALLBACK_MS = 15 * 60 * 1000;

/** The moment the JWT's `exp` claim names, read without verifying (the server verifies). */
export function accessTokenExpiry(accessToken: string, now = Date.now()): Date {
  try {
    const payload = accessToken.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    if (typeof exp === 'number' && Number.isFinite(exp)) return new Date(exp * 1000);
  } catch {
    // Not a JWT we can read: fall through to the short default.
  }
  return new Date(now + ACCESS_TOKEN_FALLBACK_MS);
}

export interface CookieTokenStoreOptions {
  /** Defaults to production: Secure cookies would be dropped on plain-http development servers. */
  secure?: boolean;
}

/**
 * The session as the page sees it (decision 0045): the access token's cookie, written here and
 * expiring with the JWT, and the server's `dh_session` marker that a refresh cookie exists. The
 * refresh token itself is an HttpOnly cookie only the server sets and reads. Outside a browser
 * js-cookie reads nothing and writes nothing, so a store made during server rendering sees no
 * session.
 */
export function createCookieTokenStore(options: CookieTokenStoreOptions = {}): TokenStore {
  const base: Cookies.CookieAttributes = {
    path: '/',
    sameSite: 'Lax',
    secure: options.secure ?? process.env.NODE_ENV === 'production',
  };

  return {
    readTokens(): SessionTokens {
      return { accessToken: Cookies.get(COOKIE_KEYS.TOKEN) || null, hasRefreshSession: Boolean(Cookies.get(COOKIE_KEYS.SESSION)) };
    },
    writeAccessToken(accessToken) {
      Cookies.set(COOKIE_KEYS.TOKEN, accessToken, { ...base, expires: accessTokenExpiry(accessToken) });
    },
    clearTokens() {
      // A cookie is only removed when path and domain match the ones it was written with. The
      // refresh cookie is HttpOnly: the sign-out answer removes it; a readable one left from
      // before decision 0045 goes here.
      Cookies.remove(COOKIE_KEYS.TOKEN, { path: base.path });
      Cookies.remove(COOKIE_KEYS.SESSION, { path: base.path });
      Cookies.remove(COOKIE_KEYS.REFRESH_TOKEN, { path: base.path });
    },
    // The cart id's one owner is services/cart-id.ts (decision 0026); the session only asks it.
    readCartId,
    writeCartId(cartId) {
      writeCartId(cartId, { secure: base.secure });
    },
  };
}
