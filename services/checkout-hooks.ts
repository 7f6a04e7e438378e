import type { CheckoutState } from '@/lib/contracts/ordering/checkout-schemas';
import type { PageSeed } from '@/lib/session/page-seed';
import { useShopperCartResource, type ShopperSession } from '@/services/shopper-cart-resource';
import type { SwrFetcherError } from '@/services/swr-fetcher';

/*
 * The checkout state's data hook (SWR). The service, and axios behind it, loads with the first
 * fetch, not with the page.
 */

export const CHECKOUT_STATE_KEY = 'deskhaus:checkout';

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

/** The server's checkout state (useShopperCartResource says when it is asked); the seed stands in until then. */
export function useCheckoutStateResource(session: ShopperSession, seed: PageSeed<CheckoutState> | null): CheckoutStateResult {
  const { data, isLoading, hasNoCart, error, retry, mutate } = useShopperCartResource((owner) => [CHECKOUT_STATE_KEY, owner], fetchState, {
    session,
    seed,
    dedupingInterval: 2_000,
  });
  return { state: data, isLoading, hasNoCart, error, retry, replace: (state) => mutate(state, { revalidate: false }) };
}
