import type { ShopperSession } from '@/services/shopper-cart-resource';
import { useAppSelector } from '@/store/hooks';
import { selectIsLoggedIn, selectIsReady } from '@/store/slices/auth-slice';
import { selectCartId } from '@/store/slices/checkout-slice';

/** The session as the cart's data hooks need it: they live in services/ and never read the store. */
export function useShopperSession(): ShopperSession {
  const isReady = useAppSelector(selectIsReady);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const cartId = useAppSelector(selectCartId);
  return { isReady, isLoggedIn, cartId };
}
