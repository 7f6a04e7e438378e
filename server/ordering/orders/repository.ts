import { and, asc, count, desc, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { orderLines, orders } from '@/server/db/schema/ordering/orders';
import { payments } from '@/server/db/schema/ordering/payments';
import { NON_PURCHASE_LINE_STATUSES, PURCHASE_ORDER_STATUSES } from './purchase-statuses';

/* Reads of orders, their lines and payments (writes live with the use case that owns them). */

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** Statuses in which an order still holds its cart (see the orders_live_cart_key index). */
export const CART_FREEING_STATUSES = [19, 27] as const;

export async function findOrderById(db: DbOrTx, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}

export async function lockOrder(tx: DbOrTx, id: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export async function findOrderByCode(db: DbOrTx, code: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.code, code)).limit(1);
  return row;
}

export async function listOrderLines(db: DbOrTx, orderId: number): Promise<OrderLineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
}

export async function findLatestPayment(db: DbOrTx, orderId: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.id)).limit(1);
  return row;
}

export async function findPaymentByReference(db: DbOrTx, provider: string, reference: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerReference, reference)))
    .limit(1);
  return row;
}

export async function listCustomerOrders(
  db: DbOrTx,
  input: { customerId: number; statuses: number[]; limit: number; offset: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = and(eq(orders.customerId, input.customerId), input.statuses.length > 0 ? inArray(orders.status, input.statuses) : undefined);
  const [rows, [counted]] = await Promise.all([
    db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(input.limit).offset(input.offset),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function listLinesOfOrders(db: DbOrTx, orderIds: number[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(asc(orderLines.id));
}

/** A payment by the provider's reference alone (any provider). */
export async function findPaymentWithReference(db: DbOrTx, reference: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.providerReference, reference)).limit(1);
  return row;
}

/** Claims the order's confirmation mail (confirmation_sent_at); undefined when already claimed. */
export async function claimConfirmationMail(db: DbOrTx, orderId: number, now: Date): Promise<OrderRow | undefined> {
  const [order] = await db
    .update(orders)
    .set({ confirmationSentAt: now })
    .where(and(eq(orders.id, orderId), isNull(orders.confirmationSentAt)))
    .returning();
  return order;
}

export async function giveBackConfirmationClaim(db: DbOrTx, orderId: number): Promise<void> {
  await db.update(orders).set({ confirmationSentAt: null }).where(eq(orders.id, orderId));
}

/** The customer's newest order that proves a purchase of the product, if any. */
export async function findPurchaseOrderId(db: DbOrTx, customerId: number, productId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(
      and(
        eq(orders.customerId, customerId),
        inArray(orders.status, [...PURCHASE_ORDER_STATUSES]),
        eq(orderLines.productId, productId),
        notInArray(orderLines.status, [...NON_PURCHASE_LINE_STATUSES]),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return row?.id;
}
