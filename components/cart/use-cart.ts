import useSWR from 'swr';
import type { Cart } from '@/lib/cart/cart-schema';
import { CART_SWR_KEY } from '@/lib/cart/cart-swr-key';
import type { SwrFetcherError } from '@/services/swr-fetcher';
import { useAppSelector } from '@/store/hooks';
import { selectIsLoggedIn } from '@/store/slices/auth-slice';
import { selectCartId } from '@/store/slices/checkout-slice';

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
 */
export function useCart(): CartState {
  const isReady = useAppSelector((state) => state.auth.isReady);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const cartId = useAppSelector(selectCartId);
  const key = isReady && (isLoggedIn || cartId) ? CART_SWR_KEY : null;
  const { data, error, isLoading, mutate } = useSWR<Cart, SwrFetcherError>(key, loadCart, { revalidateOnFocus: false, dedupingInterval: 4_000 });
  return {
    cart: data,
    isLoading: !isReady || (key !== null && data === undefined && (isLoading || error === undefined)),
    hasNoCart: isReady && key === null && data === undefined,
    error,
    retry: () => void mutate(),
  };
}
