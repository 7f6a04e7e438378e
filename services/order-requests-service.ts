import { apiGet } from '@/services/api-client';
import { ORDER_REQUEST_STATUSES, type OrderRequestStatus } from '@/lib/contracts/ordering/ordering-codes';
import type { MyOrderRequests } from '@/lib/contracts/ordering/order-requests-schemas';

export const MY_ORDER_REQUESTS_PAGE_SIZE = 10;

/** GET /v1/me/order-requests: the signed-in shopper's requests, newest first, one page. */
export function fetchMyOrderRequests(page: number, status: OrderRequestStatus | null): Promise<MyOrderRequests> {
  return apiGet<MyOrderRequests>('/v1/me/order-requests', { page, limit: MY_ORDER_REQUESTS_PAGE_SIZE, status });
}

/** ?status= of the requests page; anything else means every status. */
export function requestStatusParam(value: string | string[] | undefined): OrderRequestStatus | null {
  const status = Array.isArray(value) ? value[0] : value;
  return (ORDER_REQUEST_STATUSES as readonly string[]).includes(status ?? '') ? (status as OrderRequestStatus) : null;
}
