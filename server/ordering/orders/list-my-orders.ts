import { getDb } from '@/server/db/client';
import { listCustomerOrders, listLinesOfOrders } from './repository';
import type { MyOrders } from '@/lib/contracts/ordering/orders-schemas';

/** GET /v1/me/orders: the customer's orders, newest first, one page. */
export async function listMyOrders(customerId: number, query: { page: number; limit: number; statuses: number[] }): Promise<MyOrders> {
  const db = getDb();
  const { rows, total } = await listCustomerOrders(db, { customerId, statuses: query.statuses, limit: query.limit, offset: (query.page - 1) * query.limit });
  const lines = await listLinesOfOrders(db, rows.map((row) => row.id));
  return {
    page: query.page,
    limit: query.limit,
    total,
    items: rows.map((order) => {
      const own = lines.filter((line) => line.orderId === order.id);
      const first = own[0];
      return {
        id: order.id,
        code: order.code,
        status: order.status,
        currency: order.currency,
        amount: order.total,
        item_count: own.reduce((sum, line) => sum + line.quantity, 0),
        first_item: first ? { product_name: first.productName, image_key: first.imageKey } : null,
        created_at: order.createdAt.toISOString(),
      };
    }),
  };
}
