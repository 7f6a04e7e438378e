import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { ORDER_LINE_STATUS } from '@/lib/constants/order-line-status';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { orderRequests, type OrderRequestDetails, type OrderRequestKind, type OrderRequestStatus } from '@/server/db/schema/ordering/order-requests';
import { orderLines, orders, type OrderAddress } from '@/server/db/schema/ordering/orders';
import { payments } from '@/server/db/schema/ordering/payments';
import { packages } from '@/server/db/schema/ordering/shipments';

/* Reads and writes of order requests and of what a self-service action changes besides statuses. */

export type OrderRequestRow = typeof orderRequests.$inferSelect;

export interface NewOrderRequest {
  orderId: number;
  customerId: number | null;
  kind: OrderRequestKind;
  status: OrderRequestStatus;
  details: OrderRequestDetails;
  currency: string;
  refund?: { amount: number; toPayment: number; toStoreCredit: number };
  resolvedAt: Date | null;
  createdAt: Date;
}

export async function insertOrderRequest(tx: DbOrTx, input: NewOrderRequest): Promise<OrderRequestRow> {
  const refund = input.refund ?? { amount: 0, toPayment: 0, toStoreCredit: 0 };
  const [row] = await tx
    .insert(orderRequests)
    .values({
      orderId: input.orderId,
      customerId: input.customerId,
      kind: input.kind,
      status: input.status,
      details: input.details,
      currency: input.currency,
      refundAmount: refund.amount,
      refundToPayment: refund.toPayment,
      refundToStoreCredit: refund.toStoreCredit,
      // Nothing to send to the provider: settled at once.
      refundSettledAt: refund.toPayment > 0 ? null : input.createdAt,
      createdAt: input.createdAt,
      resolvedAt: input.resolvedAt,
    })
    .returning();
  return row!;
}

export async function updateOrderRequest(tx: DbOrTx, id: number, values: Partial<typeof orderRequests.$inferInsert>): Promise<OrderRequestRow> {
  const [row] = await tx.update(orderRequests).set(values).where(eq(orderRequests.id, id)).returning();
  return row!;
}

export async function findOrderRequest(db: DbOrTx, id: number): Promise<OrderRequestRow | undefined> {
  const [row] = await db.select().from(orderRequests).where(eq(orderRequests.id, id)).limit(1);
  return row;
}

export async function lockOrderRequest(tx: DbOrTx, id: number): Promise<OrderRequestRow | undefined> {
  const [row] = await tx.select().from(orderRequests).where(eq(orderRequests.id, id)).for('update');
  return row;
}

export async function listRequestsOfOrder(db: DbOrTx, orderId: number): Promise<OrderRequestRow[]> {
  return db.select().from(orderRequests).where(eq(orderRequests.orderId, orderId)).orderBy(desc(orderRequests.createdAt), desc(orderRequests.id));
}

/** Requests whose payment part has not reached the provider yet (a crash or a provider error). */
export async function listUnsettledRefunds(db: DbOrTx, orderId: number): Promise<OrderRequestRow[]> {
  return db
    .select()
    .from(orderRequests)
    .where(and(eq(orderRequests.orderId, orderId), isNull(orderRequests.refundSettledAt)))
    .orderBy(asc(orderRequests.id));
}

/**
 * Payment refunds of every order still unsettled since before `before` (their request's creation
 * or decision), oldest first: what the periodic sweep retries.
 */
export async function listStaleUnsettledRefunds(db: DbOrTx, before: Date, limit: number): Promise<OrderRequestRow[]> {
  return db
    .select()
    .from(orderRequests)
    .where(and(isNull(orderRequests.refundSettledAt), gt(orderRequests.refundToPayment, 0), sql`coalesce(${orderRequests.resolvedAt}, ${orderRequests.createdAt}) < ${before.toISOString()}::timestamptz`))
    .orderBy(asc(orderRequests.id))
    .limit(limit);
}

/** What this order already gave back, per destination (every request, settled or not). */
export async function refundedSoFar(db: DbOrTx, orderId: number): Promise<{ toPayment: number; toStoreCredit: number }> {
  const [row] = await db
    .select({
      toPayment: sql<number>`coalesce(sum(${orderRequests.refundToPayment}), 0)::int`,
      toStoreCredit: sql<number>`coalesce(sum(${orderRequests.refundToStoreCredit}), 0)::int`,
    })
    .from(orderRequests)
    .where(eq(orderRequests.orderId, orderId));
  return { toPayment: row?.toPayment ?? 0, toStoreCredit: row?.toStoreCredit ?? 0 };
}

export async function listCustomerRequests(
  db: DbOrTx,
  input: { customerId: number; statuses: OrderRequestStatus[]; limit: number; offset: number },
): Promise<{ rows: (OrderRequestRow & { orderCode: string })[]; total: number }> {
  const where = and(eq(orderRequests.customerId, input.customerId), input.statuses.length > 0 ? inArray(orderRequests.status, input.statuses) : undefined);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ request: orderRequests, orderCode: orders.code })
      .from(orderRequests)
      .innerJoin(orders, eq(orders.id, orderRequests.orderId))
      .where(where)
      .orderBy(desc(orderRequests.createdAt), desc(orderRequests.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ n: count() }).from(orderRequests).where(where),
  ]);
  return { rows: rows.map((row) => ({ ...row.request, orderCode: row.orderCode })), total: counted?.n ?? 0 };
}

/** The captured payment of an order that refunds go back to (none for orders paid by credit only). */
export async function findRefundablePayment(db: DbOrTx, orderId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['captured', 'partially_refunded', 'refunded'])))
    .orderBy(desc(payments.id))
    .limit(1);
  return row;
}

/** Records a refund the provider made on our payment row (refunded never above captured). */
export async function recordPaymentRefund(tx: DbOrTx, paymentId: number, amount: number): Promise<void> {
  await tx
    .update(payments)
    .set({
      refundedAmount: sql`least(${payments.capturedAmount}, ${payments.refundedAmount} + ${amount})`,
      status: sql`case when ${payments.refundedAmount} + ${amount} >= ${payments.capturedAmount} then 'refunded' else 'partially_refunded' end`,
      updatedAt: sql`now()`,
    })
    .where(eq(payments.id, paymentId));
}

/** The units the lines still hold, by variant in ascending id order (the stock lock order). */
export async function listReservedOfLines(tx: DbOrTx, lineIds: number[]): Promise<{ variantId: number | null; reserved: number }[]> {
  return tx
    .select({ variantId: orderLines.variantId, reserved: sql<number>`sum(${orderLines.reservedQuantity})::int` })
    .from(orderLines)
    .where(and(inArray(orderLines.id, lineIds), sql`${orderLines.reservedQuantity} > 0`))
    .groupBy(orderLines.variantId)
    .orderBy(orderLines.variantId);
}

export async function clearLineReservations(tx: DbOrTx, lineIds: number[]): Promise<void> {
  await tx.update(orderLines).set({ reservedQuantity: 0, updatedAt: sql`now()` }).where(inArray(orderLines.id, lineIds));
}

/**
 * Packages of the order still waiting for their label (all vendors, or one) become CANCEL, as the
 * package table allows (server/ordering/shipments/shipping-phase.ts). The caller holds the order row lock,
 * which every ship call also takes first, so no package ships meanwhile.
 */
export async function cancelWaitingPackages(tx: DbOrTx, orderId: number, vendorCode: string | null): Promise<number[]> {
  const rows = await tx
    .update(packages)
    .set({ status: ORDER_LINE_STATUS.CANCEL, updatedAt: new Date() })
    .where(
      and(
        eq(packages.orderId, orderId),
        eq(packages.status, ORDER_LINE_STATUS.LABEL_PRINTING_READY),
        vendorCode === null ? undefined : eq(packages.vendorCode, vendorCode),
      ),
    )
    .returning({ id: packages.id });
  return rows.map((row) => row.id);
}

/** Marks the order's stock as given back (the whole order was cancelled); false when it already was. */
export async function markStockReleased(tx: DbOrTx, orderId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({ stockReleasedAt: now })
    .where(and(eq(orders.id, orderId), isNull(orders.stockReleasedAt)))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** New address of an order and of its packages not shipped yet (shipped ones keep theirs). */
export async function moveUnshippedToAddress(tx: DbOrTx, orderId: number, address: OrderAddress): Promise<void> {
  await tx.update(orders).set({ shippingAddress: address, updatedAt: sql`now()` }).where(eq(orders.id, orderId));
  await tx
    .update(packages)
    .set({ shipTo: address, updatedAt: new Date() })
    .where(and(eq(packages.orderId, orderId), eq(packages.status, ORDER_LINE_STATUS.LABEL_PRINTING_READY)));
}

export async function setShippingDate(tx: DbOrTx, orderId: number, shippingDate: string): Promise<void> {
  await tx.update(orders).set({ shippingDate, updatedAt: sql`now()` }).where(eq(orders.id, orderId));
}
