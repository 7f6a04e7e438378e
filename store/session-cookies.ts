import Cookies from 'js-cookie';
import { COOKIE_KEYS } from '@/lib/constants/storage-keys';
import { readCartId, writeCartId } from '@/services/cart-id';
import type { SessionTokens, TokenStore } from './session-types';

export { CART_ID_COOKIE_DAYS } from '@/services/cart-id';

export const REFRESH_TOKEN_COOKIE_DAYS = 30;
/**
 * The JWT inside expires after 15 minutes (design §6), but its cookie lives as long as the
 * refresh token: a returning shopper then still "has a token", the profile call answers 401 and
 * the one refresh attempt of spec §4 renews the session instead of signing the shopper out.
 */
export const ACCESS_TOKEN_COOKIE_DAYS = REFRESH_TOKEN_COOKIE_DAYS;

export interface CookieTokenStoreOptions {
  /** Defaults to production: Secure cookies would be dropped on plain-http development servers. */
  secure?: boolean;
}

/**
 * The session cookies, written with js-cookie. Outside a browser js-cookie reads nothing and
 * writes nothing, so a store made during server rendering simply sees no session.
 */
export function createCookieTokenStore(options: CookieTokenStoreOptions = {}): TokenStore {
  const base: Cookies.CookieAttributes = {
    path: '/',
    sameSite: 'Lax',
    secure: options.secure ?? process.env.NODE_ENV === 'production',
  };

  const read = (name: string): string | null => Cookies.get(name) || null;

  return {
    readTokens(): SessionTokens {
      return { accessToken: read(COOKIE_KEYS.TOKEN), refreshToken: read(COOKIE_KEYS.REFRESH_TOKEN) };
    },
    writeTokens({ accessToken, refreshToken }) {
      Cookies.set(COOKIE_KEYS.TOKEN, accessToken, { ...base, expires: ACCESS_TOKEN_COOKIE_DAYS });
      Cookies.set(COOKIE_KEYS.REFRESH_TOKEN, refreshToken, { ...base, expires: REFRESH_TOKEN_COOKIE_DAYS });
    },
    clearTokens() {
      // A cookie is only removed when path and domain match the ones it was written with.
      Cookies.remove(COOKIE_KEYS.TOKEN, { path: base.path });
      Cookies.remove(COOKIE_KEYS.REFRESH_TOKEN, { path: base.path });
    },
    // The cart id's one owner is services/cart-id.ts (decision 0026); the session only asks it.
    readCartId,
    writeCartId(cartId) {
      writeCartId(cartId, { secure: base.secure });
    },
  };
}
