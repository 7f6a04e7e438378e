import useSWR from 'swr';
import type { OrderTracking } from '@/lib/contracts/ordering/shipments-schemas';
import { fetchOrderTracking } from '@/services/tracking-service';

/**
 * An order's tracking through SWR, read with the customer's token (sent by the client) or a
 * guest's access token. Nothing is asked until `canAsk`: the session is known and there is a
 * token to read the order with.
 */
export function useOrderTrackingResource(input: { orderCode: string | null; access: string | null; isLoggedIn: boolean; canAsk: boolean }) {
  const { orderCode, access, isLoggedIn, canAsk } = input;
  const { data, error, mutate } = useSWR<OrderTracking, unknown>(
    canAsk ? ['deskhaus:order-tracking', orderCode, isLoggedIn ? 'customer' : 'guest'] : null,
    () => fetchOrderTracking(orderCode!, access),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return { data, error, mutate };
}
