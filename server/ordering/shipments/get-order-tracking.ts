import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { Caller } from '@/server/http/request-context';
import { findOrderByCode } from '@/server/ordering/orders/repository';
import { loadOrderTracking } from './load-order-tracking';
import type { OrderTracking } from '@/lib/contracts/ordering/shipments-schemas';
import { isTrackingAccess } from './tracking-access';

/**
 * GET /v1/orders/tracking/{code}: the signed-in customer's own order
 * (/customer/your-order-detail-tracking), or a guest's with the access token of a successful
 * look-up (/tracking-your-order). Anyone else gets the 404 of an unknown number.
 */
export async function getOrderTracking(input: { caller: Caller; code: string; access?: string | undefined }): Promise<OrderTracking> {
  const notFound = new AppError('NOT_FOUND', `There is no order ${input.code} for you.`);
  const db = getDb();
  const order = await findOrderByCode(db, input.code);
  if (!order) throw notFound;
  const isOwner = input.caller.kind === 'user' && input.caller.role === 'customer' && order.customerId === input.caller.userId;
  const hasAccess = input.access !== undefined && isTrackingAccess(order.code, input.access);
  if (!isOwner && !hasAccess) throw notFound;
  return loadOrderTracking(db, order, new Date(), isOwner ? 'owner' : 'guest');
}
