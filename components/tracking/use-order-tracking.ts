import { useAppSelector } from '@/store/hooks';
import { selectIsLoggedIn, selectIsReady } from '@/store/slices/auth-slice';
import { useOrderTrackingResource } from '@/services/tracking-hooks';
import { readTrackingAccess } from './tracking-access-storage';
import type { OrderTracking } from '@/lib/contracts/ordering/shipments-schemas';

/**
 * An order's tracking, read with the customer's token or the guest look-up's access token.
 * Waits for the session to be known, since a customer's order needs the token.
 */
export function useOrderTracking(orderCode: string | null, options: { guestAccess: boolean }) {
  const isReady = useAppSelector(selectIsReady);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const access = orderCode && options.guestAccess && typeof window !== 'undefined' ? readTrackingAccess(orderCode) : null;
  const canAsk = isReady && orderCode !== null && (isLoggedIn || access !== null);
  const { data, error, mutate } = useOrderTrackingResource({ orderCode, access, isLoggedIn, canAsk });
  return {
    tracking: data,
    error,
    retry: () => void mutate(),
    /** Shows the view a self-service action answered with, without asking again. */
    replace: (next: OrderTracking) => void mutate(next, { revalidate: false }),
    /** The guest's access token, which self-service calls and the invoice link pass as ?access=. */
    access,
    isReady,
    canAsk,
    isLoading: !isReady || (canAsk && data === undefined && error === undefined),
  };
}
