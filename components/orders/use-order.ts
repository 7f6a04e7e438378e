import { useRouter } from 'next/router';
import { readOrderAccessKey } from '@/components/checkout/order-access';
import { usePlacedOrder } from '@/services/order-hooks';
import { useAppSelector } from '@/store/hooks';
import { selectIsLoggedIn, selectIsReady } from '@/store/slices/auth-slice';

function orderCodeOf(value: string | string[] | undefined): string | null {
  const code = Array.isArray(value) ? value[0] : value;
  return code && /^[A-Za-z0-9-]{1,32}$/.test(code) ? code : null;
}

/**
 * The order named by ?order=CODE, read with the customer's token or, for a guest, the access key
 * the checkout kept. Waits for the session, since a customer's order needs the token.
 */
export function useOrderFromQuery(options: { refreshMs?: number } = {}) {
  const router = useRouter();
  const isReady = useAppSelector(selectIsReady);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const code = router.isReady ? orderCodeOf(router.query.order) : null;
  const { data, error, isLoading, key } = usePlacedOrder({ code, isReady, isLoggedIn, accessKey: readOrderAccessKey, refreshMs: options.refreshMs ?? 0 });
  return {
    code,
    order: data,
    error,
    isLoading: !router.isReady || !isReady || (key !== null && data === undefined && (isLoading || error === undefined)),
    missing: router.isReady && code === null,
  };
}
