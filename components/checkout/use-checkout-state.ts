import { useContext } from 'react';
import type { CheckoutState } from '@/lib/contracts/ordering/checkout-schemas';
import { useShopperCartResource } from '@/components/cart/use-shopper-cart-resource';
import type { SwrFetcherError } from '@/services/swr-fetcher';
import { CheckoutSeedContext } from './checkout-seed-context';

export const CHECKOUT_STATE_KEY = 'deskhaus:checkout';

/* The service (and axios behind it) loads with the first fetch, not with the page's HTML. */
export const loadCheckoutService = () => import('@/services/checkout-service');
const fetchState = () => loadCheckoutService().then((service) => service.fetchCheckout());

export interface CheckoutStateResult {
  state: CheckoutState | undefined;
  isLoading: boolean;
  /** A guest with no cart at all: nothing to check out. */
  hasNoCart: boolean;
  error: SwrFetcherError | undefined;
  retry(): void;
  /** Puts the state a checkout call answered in place, without another request. */
  replace(state: CheckoutState): Promise<unknown>;
}

/**
 * The server's checkout state (cart, addresses, delivery options, totals, payment methods)
 * through SWR (useShopperCartResource says when it is asked). Under /secure-checkout the state
 * the page was rendered with stands in until then (CheckoutSeedContext).
 */
export function useCheckoutState(): CheckoutStateResult {
  const { data, isLoading, hasNoCart, error, retry, mutate } = useShopperCartResource((owner) => [CHECKOUT_STATE_KEY, owner], fetchState, {
    seed: useContext(CheckoutSeedContext),
    dedupingInterval: 2_000,
  });
  return { state: data, isLoading, hasNoCart, error, retry, replace: (state) => mutate(state, { revalidate: false }) };
}
