import { useEffect, useRef } from 'react';
import { mutate } from 'swr';
import { CART_SWR_KEY } from '@/lib/cart/cart-swr-key';
import { configureCartService } from '@/services/cart-service-hooks';
import { useAppSelector, useAppStore } from '@/store/hooks';
import { selectIsLoggedIn } from '@/store/slices/auth-slice';
import { selectCartId, setCartId, setPromotionCode } from '@/store/slices/checkout-slice';
import { createCookieTokenStore } from '@/store/session-cookies';

/**
 * Hands the cart service the store's cart id and its way of adopting a new one (CART_ID cookie
 * plus the checkout slice), and refreshes the cart when the shopper signs in or out: the same
 * browser then has another cart. Used once, by the header's cart count; imports only the
 * service's hooks, so the API client still loads on first use.
 */
export function useCartServiceBridge(): void {
  const store = useAppStore();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const cartId = useAppSelector(selectCartId);
  const previous = useRef({ isLoggedIn, cartId });

  useEffect(() => {
    const cookies = createCookieTokenStore({ secure: window.location.protocol === 'https:' });
    configureCartService({
      readCartId: () => selectCartId(store.getState()) ?? cookies.readCartId(),
      adoptCartId: (id) => {
        cookies.writeCartId(id);
        store.dispatch(setCartId(id));
      },
      forgetPromotionCode: () => store.dispatch(setPromotionCode(null)),
    });
  }, [store]);

  useEffect(() => {
    const before = previous.current;
    previous.current = { isLoggedIn, cartId };
    // A new session, or a cart id handed over by sign-in or sign-out: the cached cart is another's.
    if (before.isLoggedIn !== isLoggedIn || (before.cartId !== cartId && before.cartId !== null)) void mutate(CART_SWR_KEY);
  }, [isLoggedIn, cartId]);
}
