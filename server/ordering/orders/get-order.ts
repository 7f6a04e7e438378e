import type { OrderView } from '@/lib/contracts/ordering/checkout-schemas';
import { getDb } from '@/server/db/client';
import { findShopperOrder, type ShopperOrderInput } from '@/server/ordering/order-requests/shopper-order-access';
import { findLatestPayment, listOrderLines } from './repository';
import { toOrderView } from './to-order-view';

/**
 * GET /v1/orders/{code}: the customer's own order, or a guest's with its tracking token or the
 * checkout's access key — the one access check of the self-service actions. Every other case
 * answers the same 404 as an unknown code, so an order number reveals nothing.
 */
export async function getOrder(input: ShopperOrderInput): Promise<OrderView> {
  const db = getDb();
  const { order } = await findShopperOrder(db, input);
  const [lines, payment] = await Promise.all([listOrderLines(db, order.id), findLatestPayment(db, order.id)]);
  return toOrderView(order, lines, payment);
}
