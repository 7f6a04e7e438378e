import { useContext } from 'react';
import type { Cart } from '@/lib/contracts/pricing/cart-schemas';
import { CART_SWR_KEY } from '@/lib/cart/cart-swr-key';
import type { SwrFetcherError } from '@/services/swr-fetcher';
import { CartSeedContext } from './cart-seed-context';
import { useShopperCartResource } from './use-shopper-cart-resource';

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
 * The shopper's cart through SWR, shared by every view (useShopperCartResource says when it is
 * asked). Under /cart the cart the page was rendered with stands in until then (CartSeedContext).
 */
export function useCart(): CartState {
  const { data, isLoading, hasNoCart, error, retry } = useShopperCartResource(() => CART_SWR_KEY, loadCart, {
    seed: useContext(CartSeedContext),
    dedupingInterval: 4_000,
  });
  return { cart: data, isLoading, hasNoCart, error, retry };
}
