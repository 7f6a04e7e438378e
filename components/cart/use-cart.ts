import { useContext } from 'react';
import useSWR from 'swr';
import type { Cart } from '@/lib/cart/cart-schema';
import { CART_SWR_KEY } from '@/lib/cart/cart-swr-key';
import { cartOwnerOfSession, seededView } from '@/lib/session/page-seed';
import type { SwrFetcherError } from '@/services/swr-fetcher';
import { useAppSelector } from '@/store/hooks';
import { selectIsLoggedIn } from '@/store/slices/auth-slice';
import { selectCartId } from '@/store/slices/checkout-slice';
import { CartSeedContext } from './cart-seed-context';

/* The service (and axios behind it) loads with the first cart fetch, not with the page. */
const loadCart = () => import('@/services/cart-service').then((service) => service.fetchCart());

export interface CartState {
  cart: Cart | undefined;
  /** The session is known and the shopper has (or may have) a cart that is still loading. */
  isLoading: boolean;
  /** The shopper has no cart at all: nothing to fetch, the cart is empty. */
  hasNoCart: boolean;
  error: SwrFetcherError | undefined;
  retry(): void;
}

/**
 * The shopper's cart through SWR, shared by every view. Nothing is fetched until the session is
 * known (a signed-in shopper's cart comes from the token) nor for a guest without a cart id.
 * Under /cart the cart the page was rendered with stands in until then (CartSeedContext).
 */
export function useCart(): CartState {
  const isReady = useAppSelector((state) => state.auth.isReady);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const cartId = useAppSelector(selectCartId);
  const owner = cartOwnerOfSession(isLoggedIn, cartId);
  const key = isReady && owner ? CART_SWR_KEY : null;
  const seeded = seededView(useContext(CartSeedContext), isReady, owner);
  const { data, error, isLoading, mutate } = useSWR<Cart, SwrFetcherError>(key, loadCart, {
    revalidateOnFocus: false,
    dedupingInterval: 4_000,
    fallbackData: seeded.fallbackData,
  });
  const retry = () => void mutate();
  if (seeded.beforeReady) return { cart: seeded.beforeReady.data, isLoading: false, hasNoCart: seeded.beforeReady.hasNoCart, error: undefined, retry };
  return {
    cart: data,
    isLoading: !isReady || (key !== null && data === undefined && (isLoading || error === undefined)),
    hasNoCart: isReady && key === null && data === undefined,
    error,
    retry,
  };
}
