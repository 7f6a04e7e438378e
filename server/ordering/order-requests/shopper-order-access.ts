import type { DbOrTx } from '@/server/db/db-or-tx';
import { AppError } from '@/server/http/app-error';
import type { Caller } from '@/server/http/request-context';
import { isOrderAccessKey } from '@/server/ordering/orders/order-access-key';
import { ORDER_CODE_PATTERN } from '@/server/ordering/orders/order-code';
import { findOrderByCode, type OrderRow } from '@/server/ordering/orders/repository';
import { isTrackingAccess } from '@/server/ordering/shipments/tracking-access';

export interface ShopperOrderInput {
  caller: Caller;
  code: string;
  /** Token of POST /v1/orders/track. */
  access?: string | undefined;
  /** The checkout's access_key (guest orders only). */
  accessKey?: string | undefined;
}

/**
 * The order a shopper may read (GET /v1/orders/{code}) or act on: the signed-in owner's, or a
 * guest's with a tracking token or the checkout's access key. Anyone else gets the 404 of an
 * unknown number, so an order number tells nothing about orders one cannot already read.
 */
export async function findShopperOrder(db: DbOrTx, input: ShopperOrderInput): Promise<{ order: OrderRow; actorId: string }> {
  const notFound = new AppError('NOT_FOUND', `There is no order ${input.code} for you.`);
  const code = input.code.trim().toUpperCase();
  if (!ORDER_CODE_PATTERN.test(code)) throw notFound;
  const order = await findOrderByCode(db, code);
  if (!order) throw notFound;
  const isOwner = input.caller.kind === 'user' && input.caller.role === 'customer' && order.customerId === input.caller.userId;
  if (isOwner) return { order, actorId: `customer:${order.customerId}` };
  const hasTrackingAccess = input.access !== undefined && isTrackingAccess(order.code, input.access);
  const hasKey = order.customerId === null && input.accessKey !== undefined && isOrderAccessKey(order.code, input.accessKey);
  if (!hasTrackingAccess && !hasKey) throw notFound;
  return { order, actorId: 'guest' };
}
