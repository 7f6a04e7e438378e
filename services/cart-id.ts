import Cookies from 'js-cookie';
import { COOKIE_KEYS } from '@/lib/constants/storage-keys';

/*
 * The one owner of the browser's cart id: the CART_ID cookie (decision 0026). The server reads
 * it when it renders /cart and /secure-checkout, the API calls send it as ?cart_id=, and it
 * outlives a reload, so nothing else keeps a copy that could disagree with it. The checkout
 * slice's cartId only mirrors it for rendering; it is set right after this cookie is written.
 * Outside a browser js-cookie reads nothing and writes nothing.
 */

/** A cart outlives a sign-in: the shopper may come back to it for as long as a refresh token lives. */
export const CART_ID_COOKIE_DAYS = 30;

function attributes(secure: boolean | undefined): Cookies.CookieAttributes {
  const onHttps = typeof window !== 'undefined' && window.location.protocol === 'https:';
  return { path: '/', sameSite: 'Lax', secure: secure ?? onHttps };
}

export function readCartId(): string | null {
  return Cookies.get(COOKIE_KEYS.CART_ID) || null;
}

/** `secure` defaults to whether the page is on https (Secure cookies vanish on plain-http dev servers). */
export function writeCartId(cartId: string, options: { secure?: boolean } = {}): void {
  Cookies.set(COOKIE_KEYS.CART_ID, cartId, { ...attributes(options.secure), expires: CART_ID_COOKIE_DAYS });
}

/** A cookie is only removed when its path matches the one it was written with. */
export function clearCartId(): void {
  Cookies.remove(COOKIE_KEYS.CART_ID, { path: '/' });
}

/** The query parameter that names a guest's cart on the cart, deals and checkout calls. */
export function cartIdQuery(): { cart_id?: string } {
  const cartId = readCartId();
  return cartId ? { cart_id: cartId } : {};
}
