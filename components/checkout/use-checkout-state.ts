import { useContext } from 'react';
import useSWR from 'swr';
import type { CheckoutState } from '@/lib/checkout/checkout-schema';
import { cartOwnerOfSession, seededView } from '@/lib/session/page-seed';
import type { SwrFetcherError } from '@/services/swr-fetcher';
import { useAppSelector } from '@/store/hooks';
import { selectIsLoggedIn, selectIsReady } from '@/store/slices/auth-slice';
import { selectCartId } from '@/store/slices/checkout-slice';
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
 * through SWR. Nothing is asked until the session is known, since a customer's checkout comes
 * from the token and a guest's from the cart id. Under /secure-checkout the state the page was
 * rendered with stands in until then (CheckoutSeedContext).
 */
export function useCheckoutState(): CheckoutStateResult {
  const isReady = useAppSelector(selectIsReady);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const cartId = useAppSelector(selectCartId);
  const owner = cartOwnerOfSession(isLoggedIn, cartId);
  const key = isReady && owner ? [CHECKOUT_STATE_KEY, owner] : null;
  const seeded = seededView(useContext(CheckoutSeedContext), isReady, owner);
  const { data, error, isLoading, mutate } = useSWR<CheckoutState, SwrFetcherError>(key, fetchState, {
    revalidateOnFocus: false,
    dedupingInterval: 2_000,
    fallbackData: seeded.fallbackData,
  });
  const retry = () => void mutate();
  const replace = (state: CheckoutState) => mutate(state, { revalidate: false });
  if (seeded.beforeReady) {
    return { state: seeded.beforeReady.data, isLoading: false, hasNoCart: seeded.beforeReady.hasNoCart, error: undefined, retry, replace };
  }
  return {
    state: data,
    isLoading: !isReady || (key !== null && data === undefined && (isLoading || error === undefined)),
    hasNoCart: isReady && key === null,
    error,
    retry,
    replace,
  };
}
