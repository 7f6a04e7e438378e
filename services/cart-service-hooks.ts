import Cookies from 'js-cookie';
import { COOKIE_KEYS } from '@/lib/constants/storage-keys';

/*
 * What the cart service needs from the running app, kept apart from the service so the shell
 * can hand over the store's versions without loading the API client (axios) on every page.
 * Until it does, the cookies alone are used.
 */

export interface CartServiceHooks {
  readCartId(): string | null;
  /** Keeps the cart id the server answered (CART_ID cookie and the checkout slice). */
  adoptCartId(cartId: string): void;
  /** A promo code from a campaign link was refused: stop offering it to the cart. */
  forgetPromotionCode(): void;
}

/** Cookie lifetime of CART_ID, as the session cookies keep it (store/session-cookies.ts). */
const CART_ID_COOKIE_DAYS = 30;

const cookieHooks: CartServiceHooks = {
  readCartId: () => Cookies.get(COOKIE_KEYS.CART_ID) || null,
  adoptCartId: (cartId) => {
    Cookies.set(COOKIE_KEYS.CART_ID, cartId, {
      path: '/',
      sameSite: 'Lax',
      secure: typeof window !== 'undefined' && window.location.protocol === 'https:',
      expires: CART_ID_COOKIE_DAYS,
    });
  },
  forgetPromotionCode: () => Cookies.remove(COOKIE_KEYS.CART_PROMOTION_CODE, { path: '/' }),
};

let hooks: CartServiceHooks = cookieHooks;

export function configureCartService(next: Partial<CartServiceHooks>): void {
  hooks = { ...cookieHooks, ...next };
}

export function cartServiceHooks(): CartServiceHooks {
  return hooks;
}
