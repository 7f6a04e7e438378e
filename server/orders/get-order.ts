import type { OrderView } from '@/lib/checkout/checkout-schema';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { Caller } from '@/server/http/request-context';
import { isOrderAccessKey } from './order-access-key';
import { ORDER_CODE_PATTERN } from './order-code';
import { findLatestPayment, findOrderByCode, listOrderLines } from './repository';
import { toOrderView } from './to-order-view';

/**
 * GET /v1/orders/{code}: the customer's own order, or a guest order with its access key. Every
 * other case answers the same 404 as an unknown code, so an order number reveals nothing.
 */
export async function getOrder(input: { caller: Caller; code: string; accessKey?: string | undefined }): Promise<OrderView> {
  const notFound = new AppError('NOT_FOUND', `There is no order ${input.code} for you.`);
  const code = input.code.trim().toUpperCase();
  if (!ORDER_CODE_PATTERN.test(code)) throw notFound;
  const db = getDb();
  const order = await findOrderByCode(db, code);
  if (!order) throw notFound;
  const isOwner = input.caller.kind === 'user' && input.caller.role === 'customer' && order.customerId === input.caller.userId;
  const hasKey = order.customerId === null && input.accessKey !== undefined && isOrderAccessKey(order.code, input.accessKey);
  if (!isOwner && !hasKey) throw notFound;
  const [lines, payment] = await Promise.all([listOrderLines(db, order.id), findLatestPayment(db, order.id)]);
  return toOrderView(order, lines, payment);
}
