import { getDb } from '@/server/db/client';
import { listCustomerRequests } from './repository';
import type { MyOrderRequests, ORDER_REQUEST_STATUSES } from '@/lib/contracts/ordering/order-requests-schemas';
import { toOrderRequestView } from './to-order-request-view';

/** GET /v1/me/order-requests (/customer/your-request-orders): the customer's requests, newest first. */
export async function listMyOrderRequests(input: { customerId: number; page: number; limit: number; status?: (typeof ORDER_REQUEST_STATUSES)[number] | undefined }): Promise<MyOrderRequests> {
  const { rows, total } = await listCustomerRequests(getDb(), {
    customerId: input.customerId,
    statuses: input.status ? [input.status] : [],
    limit: input.limit,
    offset: (input.page - 1) * input.limit,
  });
  return { items: rows.map((row) => toOrderRequestView(row, row.orderCode)), page: input.page, limit: input.limit, total };
}
