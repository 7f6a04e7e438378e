import { useCallback } from 'react';
import { readCartId } from '@/services/cart-id';
import type { ShopperSession } from '@/services/shopper-cart-resource';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectIsLoggedIn, selectIsReady } from '@/store/slices/auth-slice';
import { selectCartId, setCartId } from '@/store/slices/checkout-slice';

/** The session as the cart's data hooks need it: they live in services/ and never read the store. */
export function useShopperSession(): ShopperSession {
  const isReady = useAppSelector(selectIsReady);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const cartId = useAppSelector(selectCartId);
  return { isReady, isLoggedIn, cartId };
}

/**
 * After a cart call: the checkout slice takes the cart id the CART_ID cookie now holds, since the
 * cart service may have adopted one the server answered (the cookie owns it, decision 0026).
 */
export function useMirrorCartId(): () => void {
  const dispatch = useAppDispatch();
  return useCallback(() => void dispatch(setCartId(readCartId())), [dispatch]);
}
