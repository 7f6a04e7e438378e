import { apiClient, apiGet, classifyError } from '@/services/api-client';
import { MY_ORDERS_PAGE_SIZE } from '@/lib/contracts/ordering/ordering-codes';
import type { MyOrders } from '@/lib/contracts/ordering/orders-schemas';

/* The browser side of the customer's orders: the list (GET /v1/me/orders, newest first) and an
 * order's invoice. */

export { MY_ORDERS_PAGE_SIZE } from '@/lib/contracts/ordering/ordering-codes';
export type { OrderSummary } from '@/lib/contracts/ordering/orders-schemas';
export type MyOrdersPage = MyOrders;

/** GET /v1/me/orders; `statuses` keeps only those main statuses (all when empty). */
export function fetchMyOrders(page: number, statuses: readonly number[] = [], limit: number = MY_ORDERS_PAGE_SIZE): Promise<MyOrdersPage> {
  return apiGet<MyOrdersPage>('/v1/me/orders', { page, limit, statuses });
}

/**
 * GET /v1/orders/{code}/invoice as a PDF. A customer's call needs the bearer token (not a
 * cookie), so the client fetches the file; a guest passes the look-up's access token.
 */
export async function fetchInvoicePdf(orderCode: string, access: string | null): Promise<Blob> {
  try {
    const response = await apiClient.get<Blob>(`/v1/orders/${encodeURIComponent(orderCode)}/invoice`, {
      params: access ? { access } : {},
      responseType: 'blob',
      headers: { Accept: 'application/pdf' },
    });
    return response.data;
  } catch (error) {
    throw classifyError(error);
  }
}
