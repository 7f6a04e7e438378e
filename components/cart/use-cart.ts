import { useContext } from 'react';
import { useCartResource, type CartState } from '@/services/cart-hooks';
import type { ShopperSession } from '@/services/shopper-cart-resource';
import { useAppSelector } from '@/store/hooks';
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

export { useMirrorCartId } from './use-mirror-cart-id';
