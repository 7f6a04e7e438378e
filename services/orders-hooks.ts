import useSWR from 'swr';
import type { MyOrderRequests, OrderRequestStatus } from '@/lib/contracts/ordering/order-requests-schemas';
import type { MyOrdersPage } from '@/services/orders-service';

/*
 * The customer's lists of orders and of order requests (SWR). Nothing is asked until the page
 * and filter are read from the address (`ready`); the previous page stays while the next loads.
 * The services, and axios behind them, load with the first fetch.
 */

const loadOrders = (page: number, statuses: readonly number[]) => import('@/services/orders-service').then((api) => api.fetchMyOrders(page, statuses));
const loadRequests = (page: number, status: OrderRequestStatus | null) => import('@/services/order-requests-service').then((api) => api.fetchMyOrderRequests(page, status));

/** `filter` names the status group in the cache key; `statuses` are the codes it stands for. */
export function useMyOrders(input: { ready: boolean; page: number; filter: string; statuses: readonly number[] }) {
  const { ready, page, filter, statuses } = input;
  const { data, error, isLoading, mutate } = useSWR<MyOrdersPage>(ready ? ['deskhaus:my-orders', page, filter] : null, () => loadOrders(page, statuses), {
    keepPreviousData: true,
  });
  return { data, error, isLoading, mutate };
}

export function useMyOrderRequests(input: { ready: boolean; page: number; status: OrderRequestStatus | null }) {
  const { ready, page, status } = input;
  const { data, error, isLoading, mutate } = useSWR<MyOrderRequests>(ready ? ['deskhaus:my-order-requests', page, status] : null, () => loadRequests(page, status), {
    keepPreviousData: true,
  });
  return { data, error, isLoading, mutate };
}
