import useSWR from 'swr';
import type { CheckoutState, OrderView, PaymentView } from '@/lib/contracts/ordering/checkout-schemas';
import type { PageSeed } from '@/lib/session/page-seed';
import { useShopperCartResource, type ShopperSession } from '@/services/shopper-cart-resource';
import type { SwrFetcherError } from '@/services/swr-fetcher';

/*
 * The checkout's data hooks (SWR): the checkout state, a payment on its redirect step and a
 * placed order. The service, and axios behind it, loads with the first fetch, not the page.
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

/** A payment by its reference; nothing is asked until the reference is known. */
export function usePayment(reference: string | null) {
  return useSWR<PaymentView>(reference ? ['deskhaus:payment', reference] : null, () => loadCheckoutService().then((service) => service.fetchPayment(reference!)));
}

/**
 * A placed order, read with the customer's token or a guest's access key. Nothing is asked until
 * the session is known and the code read, since a customer's order needs the token.
 */
export function usePlacedOrder(input: { code: string | null; isReady: boolean; isLoggedIn: boolean; accessKey: (code: string) => string | null; refreshMs: number }) {
  const { code, isReady, isLoggedIn } = input;
  const key = isReady && code ? ['deskhaus:order', code, isLoggedIn ? 'customer' : 'guest'] : null;
  const { data, error, isLoading } = useSWR<OrderView, SwrFetcherError>(
    key,
    async () => {
      const service = await loadCheckoutService();
      return service.fetchOrder(code!, input.accessKey(code!));
    },
    { revalidateOnFocus: false, refreshInterval: input.refreshMs },
  );
  return { data, error, isLoading, key };
}
