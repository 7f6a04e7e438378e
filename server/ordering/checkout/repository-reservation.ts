import { and, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { orderHistory, orderLines, orders } from '@/server/db/schema/ordering/orders';
import { payments } from '@/server/db/schema/ordering/payments';
import type { OrderLineRow, OrderRow, PaymentRow } from '@/server/ordering/orders/repository';

/* The rows place-order's first transaction writes (reserve-order.ts). */

/** An order of this attempt: by its idempotency key, or a live one of its cart. */
export async function findOrderOfAttempt(db: DbOrTx, idempotencyKey: string, cartId: string): Promise<{ id: number } | undefined> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(or(eq(orders.idempotencyKey, idempotencyKey), and(eq(orders.cartId, cartId), sql`${orders.status} not in (19, 27)`)))
    .limit(1);
  return row;
}

/** Undefined when the cart, the key or the code already has an order (the unique indexes). */
export async function insertPendingOrder(tx: DbOrTx, values: typeof orders.$inferInsert): Promise<OrderRow | undefined> {
  const [order] = await tx.insert(orders).values(values).onConflictDoNothing().returning();
  return order;
}

export async function insertOrderLines(tx: DbOrTx, values: (typeof orderLines.$inferInsert)[]): Promise<OrderLineRow[]> {
  return tx.insert(orderLines).values(values).returning();
}

/**
 * The payment attempt, with the order's first history row riding along (a data-modifying CTE):
 * one round trip less inside the transaction that holds the stock locks.
 */
export async function insertFirstPayment(tx: DbOrTx, history: typeof orderHistory.$inferInsert, payment: typeof payments.$inferInsert): Promise<PaymentRow | undefined> {
  const placed = tx.$with('placed_history').as(tx.insert(orderHistory).values(history));
  const [row] = await tx.with(placed).insert(payments).values(payment).returning();
  return row;
}
