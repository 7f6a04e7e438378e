import useSWR from 'swr';
import type { OrderView, PaymentView } from '@/lib/contracts/ordering/checkout-schemas';
import type { SwrFetcherError } from '@/services/swr-fetcher';

/* A placed order and its payment (SWR), for the redirect steps, the pending and thank-you pages.
 * The checkout service, and axios behind it, loads with the first fetch. */

const loadCheckoutService = () => import('@/services/checkout-service');

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
