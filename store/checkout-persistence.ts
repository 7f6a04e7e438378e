import Cookies from 'js-cookie';
import { COOKIE_KEYS, LOCAL_KEYS } from '@/lib/constants/storage-keys';
import { browserLocalStorage, readStored, removeStored, writeStored } from '@/lib/storage/expiring-storage';
import type { CheckoutOrder } from './checkout-types';

/** Where the checkout keeps what must survive a reload or a payment redirect (spec §4). */
export interface CheckoutPersistence {
  saveOrder(order: CheckoutOrder): void;
  readOrder(): CheckoutOrder | null;
  removeOrder(): void;
  savePromotionCode(code: string): void;
  removePromotionCode(): void;
}

/** Local storage for the order, the CART_PROMOTION_CODE cookie for the promo code. */
export function createBrowserCheckoutPersistence(options: { secure?: boolean } = {}): CheckoutPersistence {
  const cookieAttributes: Cookies.CookieAttributes = {
    path: '/',
    sameSite: 'Lax',
    secure: options.secure ?? process.env.NODE_ENV === 'production',
  };
  // Looked up on every call: the store may be made before the window exists (server render).
  const storage = () => browserLocalStorage('essential');

  return {
    saveOrder(order) {
      writeStored(storage(), LOCAL_KEYS.CHECKOUT_SUCCESS_ORDER, order);
    },
    readOrder() {
      return readStored<CheckoutOrder>(storage(), LOCAL_KEYS.CHECKOUT_SUCCESS_ORDER) ?? null;
    },
    removeOrder() {
      removeStored(storage(), LOCAL_KEYS.CHECKOUT_SUCCESS_ORDER);
    },
    savePromotionCode(code) {
      Cookies.set(COOKIE_KEYS.CART_PROMOTION_CODE, code, cookieAttributes);
    },
    removePromotionCode() {
      Cookies.remove(COOKIE_KEYS.CART_PROMOTION_CODE, { path: cookieAttributes.path });
    },
  };
}
