import { useCallback, useContext } from 'react';
import { readCartId } from '@/services/cart-id';
import { useCartResource, type CartState } from '@/services/cart-hooks';
import type { ShopperSession } from '@/services/shopper-cart-resource';
import { useAppSelector, useStoreActions } from '@/store/hooks';
import { selectIsLoggedIn, selectIsReady } from '@/store/slices/auth-state';
import { selectCartId } from '@/store/slices/checkout-state';
import { CartSeedContext } from './cart-seed-context';

export type { CartState } from '@/services/cart-hooks';

/** The session as the cart's data hooks need it: they live in services/ and never read the store. */
export function useShopperSession(): ShopperSession {
  const isReady = useAppSelector(selectIsReady);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const cartId = useAppSelector(selectCartId);
  return { isReady, isLoggedIn, cartId };
}

/**
 * The shopper's cart through SWR, shared by every view. Under /cart the cart the page was
 * rendered with stands in until the session is known (CartSeedContext).
 */
export function useCart(): CartState {
  return useCartResource(useShopperSession(), useContext(CartSeedContext));
}

/**
 * After a cart call: the checkout slice takes the cart id the CART_ID cookie now holds, since the
 * cart service may have adopted one the server answered (the cookie owns it, decision 0026).
 */
export function useMirrorCartId(): () => void {
  const storeActions = useStoreActions();
  return useCallback(() => void storeActions((actions, dispatch) => dispatch(actions.setCartId(readCartId()))), [storeActions]);
}
