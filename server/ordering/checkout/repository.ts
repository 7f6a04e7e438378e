import { and, desc, eq, gt, or, sql, type WithSubquery } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { cartCheckouts } from '@/server/db/schema/ordering/checkout';
import { orderLines, orders, type OrderAddress } from '@/server/db/schema/ordering/orders';
import { payments } from '@/server/db/schema/ordering/payments';
import { CART_FREEING_STATUSES, type OrderRow, type PaymentRow } from '@/server/ordering/orders/repository';

/* What the shopper entered at /secure-checkout, one row per cart (made on the first write). */

export interface CheckoutRow {
  email: string | null;
  shippingAddress: OrderAddress | null;
  billingAddress: OrderAddress | null;
  shippingOption: string | null;
  shippingDate: string | null;
  creditRequested: number;
}

export const EMPTY_CHECKOUT: CheckoutRow = { email: null, shippingAddress: null, billingAddress: null, shippingOption: null, shippingDate: null, creditRequested: 0 };

export async function findCheckout(db: DbOrTx, cartId: string): Promise<CheckoutRow> {
  const [row] = await db
    .select({
      email: cartCheckouts.email,
      shippingAddress: cartCheckouts.shippingAddress,
      billingAddress: cartCheckouts.billingAddress,
      shippingOption: cartCheckouts.shippingOption,
      shippingDate: cartCheckouts.shippingDate,
      creditRequested: cartCheckouts.creditRequested,
    })
    .from(cartCheckouts)
    .where(eq(cartCheckouts.cartId, cartId))
    .limit(1);
  return row ?? EMPTY_CHECKOUT;
}

export async function saveCheckout(db: DbOrTx, cartId: string, changes: Partial<CheckoutRow>): Promise<void> {
  await db
    .insert(cartCheckouts)
    .values({ cartId, ...changes })
    .onConflictDoUpdate({ target: cartCheckouts.cartId, set: { ...changes, updatedAt: sql`now()` } });
}

/**
 * Place-order's replay check in one query: the order made with this Idempotency-Key and the live
 * order of this cart (the same row, two rows, or none). Two lookups in one round trip: with
 * PGlite every query is paid in the server process itself.
 */
export async function findOrdersOfAttempt(db: DbOrTx, key: string, cartId: string | null): Promise<{ byKey: OrderRow | undefined; liveOfCart: OrderRow | undefined }> {
  // Literals, as in the orders_live_cart_key index's predicate, so the planner can use that index.
  const freeing = sql.raw(CART_FREEING_STATUSES.join(', '));
  const liveOfCart = cartId === null ? undefined : and(eq(orders.cartId, cartId), sql`${orders.status} not in (${freeing})`);
  const rows = await db
    .select()
    .from(orders)
    .where(liveOfCart ? or(eq(orders.idempotencyKey, key), liveOfCart) : eq(orders.idempotencyKey, key))
    .limit(2);
  return {
    byKey: rows.find((row) => row.idempotencyKey === key),
    liveOfCart: cartId === null ? undefined : rows.find((row) => row.cartId === cartId && !(CART_FREEING_STATUSES as readonly number[]).includes(row.status)),
  };
}

/**
 * A signed-in customer's latest live order placed within `withinMs`: the order their cart became,
 * when a checkout is submitted again after the cart was closed (a customer's cart id is implicit,
 * so there is no cart id to look the order up by, as for a guest).
 */
export async function findRecentLiveOrderOfCustomer(db: DbOrTx, customerId: number, withinMs: number): Promise<OrderRow | undefined> {
  const freeing = sql.raw(CART_FREEING_STATUSES.join(', '));
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        sql`${orders.status} not in (${freeing})`,
        sql`${orders.createdAt} > now() - ${withinMs} * interval '1 millisecond'`,
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row;
}

/**
 * The order under its row lock (FOR UPDATE OF orders, as lockOrder) with its latest payment, in
 * one query. An order's payment row is written with the order itself (reserve-order.ts), so the
 * join's snapshot never misses one committed while this call waited for the lock.
 */
export async function lockOrderWithLatestPayment(tx: DbOrTx, orderId: number): Promise<{ order: OrderRow; payment: PaymentRow } | undefined> {
  const [row] = await tx
    .select({ order: orders, payment: payments })
    .from(orders)
    .innerJoin(payments, eq(payments.orderId, orders.id))
    .where(eq(orders.id, orderId))
    .orderBy(desc(payments.id))
    .limit(1)
    .for('update', { of: orders });
  return row;
}

/** The units an order's lines hold, by variant in ascending id order (the stock lock order). */
export async function listHeldStock(tx: DbOrTx, orderId: number): Promise<{ variantId: number | null; reserved: number }[]> {
  return tx
    .select({ variantId: orderLines.variantId, reserved: sql<number>`sum(${orderLines.reservedQuantity})::int` })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), gt(orderLines.reservedQuantity, 0)))
    .groupBy(orderLines.variantId)
    .orderBy(orderLines.variantId);
}

export async function markOrderHoldReleased(tx: DbOrTx, orderId: number, now: Date): Promise<void> {
  await tx.update(orders).set({ stockReleasedAt: now, updatedAt: sql`now()` }).where(eq(orders.id, orderId));
}

export type PaymentResultValues = Pick<typeof payments.$inferInsert, 'providerReference' | 'status' | 'capturedAmount' | 'nextAction' | 'displayLabel' | 'failureReason' | 'cardFingerprint'>;

/** Writes what the provider answered; `along` are statements that run in the same round trip. */
export async function savePaymentResult(tx: DbOrTx, paymentId: number, values: PaymentResultValues, along: WithSubquery[]): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .with(...along)
    .update(payments)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(payments.id, paymentId))
    .returning();
  return row;
}
