import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '@/lib/constants/order-status';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { orders } from '@/server/db/schema/ordering/orders';
import type { OrderRow } from '@/server/ordering/orders/repository';

/* The orders reconciliation mends (reconcile-payments.ts), oldest first, a batch at a time. */

/** Still PENDING since before `createdBefore`: the payment answer never got recorded. */
export async function listStuckOrders(db: DbOrTx, createdBefore: Date, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.status, ORDER_STATUS.PENDING), lt(orders.createdAt, createdBefore)))
    .orderBy(orders.id)
    .limit(limit);
}

/** Unpaid orders whose hold ran out. */
export async function listExpiredHolds(db: DbOrTx, now: Date, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(inArray(orders.status, [ORDER_STATUS.PAYMENT_PENDING, ORDER_STATUS.ACH_PENDING]), lt(orders.reservationExpiresAt, now)))
    .orderBy(orders.id)
    .limit(limit);
}

/** Paid before `paidBefore` and the confirmation mail not sent. */
export async function listUnmailedPaidOrderIds(db: DbOrTx, paidBefore: Date, limit: number): Promise<{ id: number }[]> {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(and(isNull(orders.confirmationSentAt), sql`${orders.paidAt} is not null`, lt(orders.paidAt, paidBefore)))
    .limit(limit);
}
