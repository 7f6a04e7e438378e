import { COOKIE_KEYS } from '../../lib/constants/storage-keys';
import { cartOwnerOfSession } from '../../lib/session/page-seed';
import { verifyAccessToken } from '../http/access-token';
import type { Caller } from '../http/request-context';

export interface PageShopper {
  caller: Caller;
  cartId: string | null;
  /** The seed's owner (lib/session/page-seed.ts). */
  owner: string | null;
}

type Cookies = Partial<Record<string, string>>;

/**
 * The shopper a personal page is rendered for, from the cookies the browser's session lives in
 * (decision 0002). Only reading happens here, so taking the token from the cookie opens no CSRF
 * door (the API itself still wants the header). Undefined when the server cannot tell what the
 * browser will find: an expired access token or only a refresh token (the browser's one
 * refresh-token sign-in decides), or a staff token, which shops as a guest in the browser.
 */
export async function pageShopperOf(cookies: Cookies): Promise<PageShopper | undefined> {
  const token = cookies[COOKIE_KEYS.TOKEN];
  if (token) {
    const verified = await verifyAccessToken(token);
    if (!verified.ok || verified.claims.role !== 'customer') return undefined;
    return { caller: { kind: 'user', ...verified.claims }, cartId: null, owner: cartOwnerOfSession(true, null) };
  }
  // The refresh cookie itself never reaches a page (its path is the sign-in call's): the marker does.
  if (cookies[COOKIE_KEYS.SESSION] || cookies[COOKIE_KEYS.REFRESH_TOKEN]) return undefined;
  const cartId = cookies[COOKIE_KEYS.CART_ID] || null;
  return { caller: { kind: 'anonymous' }, cartId, owner: cartOwnerOfSession(false, cartId) };
}
