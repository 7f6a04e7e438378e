import { useEffect } from 'react';
import { useRouter } from 'next/router';
import { readOrderAccessKey, saveOrderAccessKey } from '@/components/checkout/order-access';
import { usePlacedOrder } from '@/services/order-hooks';
import { useAppSelector } from '@/store/hooks';
import { selectIsLoggedIn, selectIsReady } from '@/store/slices/auth-slice';

function orderCodeOf(value: string | string[] | undefined): string | null {
  const code = Array.isArray(value) ? value[0] : value;
  return code && /^[A-Za-z0-9-]{1,32}$/.test(code) ? code : null;
}

/** The access key of a mail's link (?access_key=…), when it looks like one. */
function accessKeyOf(value: string | string[] | undefined): string | null {
  const key = Array.isArray(value) ? value[0] : value;
  return key && /^[A-Za-z0-9_-]{16,128}$/.test(key) ? key : null;
}

/**
 * The order named by ?order=CODE, read with the customer's token or, for a guest, the access key
 * of the mail's link (issue 20: "View your order" opened nothing on another device) or the one
 * the checkout kept. Waits for the session, since a customer's order needs the token.
 */
export function useOrderFromQuery(options: { refreshMs?: number } = {}) {
  const router = useRouter();
  const isReady = useAppSelector(selectIsReady);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const code = router.isReady ? orderCodeOf(router.query.order) : null;
  const linkKey = router.isReady ? accessKeyOf(router.query.access_key) : null;
  // Kept like the checkout's key, so a reload without the query still shows the order.
  useEffect(() => {
    if (code && linkKey) saveOrderAccessKey(code, linkKey);
  }, [code, linkKey]);
  const accessKey = (orderCode: string) => (orderCode === code && linkKey ? linkKey : readOrderAccessKey(orderCode));
  const { data, error, isLoading, key } = usePlacedOrder({ code, isReady, isLoggedIn, accessKey, refreshMs: options.refreshMs ?? 0 });
  return {
    code,
    order: data,
    error,
    isLoading: !router.isReady || !isReady || (key !== null && data === undefined && (isLoading || error === undefined)),
    missing: router.isReady && code === null,
  };
}
