import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { orderHistory, orderLines, orders } from '@/server/db/schema/ordering/orders';

/* Status changes of orders and lines with their history rows (order-transitions.ts decides them). */

type HistoryRow = typeof orderHistory.$inferInsert;

/**
 * The order's row, its history and its lines change in one statement (data-modifying CTEs run
 * together, in the caller's transaction): one round trip instead of three. The order moves only
 * from `from`; `lines` in one of the `from` statuses move to `to` with it.
 */
export async function writeOrderStatusChange(
  tx: DbOrTx,
  change: { orderId: number; from: number; to: number; extra: Partial<typeof orders.$inferInsert> },
  history: HistoryRow,
  lines: { to: number; from: readonly number[] } | null,
): Promise<void> {
  const moved = tx
    .$with('moved_order')
    .as(
      tx
        .update(orders)
        .set({ ...change.extra, status: change.to, updatedAt: sql`now()` })
        .where(and(eq(orders.id, change.orderId), eq(orders.status, change.from))),
    );
  if (lines === null) {
    await tx.with(moved).insert(orderHistory).values(history);
    return;
  }
  await tx
    .with(moved, tx.$with('added_history').as(tx.insert(orderHistory).values(history)))
    .update(orderLines)
    .set({ status: lines.to, updatedAt: sql`now()` })
    .where(and(eq(orderLines.orderId, change.orderId), sql`${orderLines.status} in (${sql.join(lines.from.map((code) => sql`${code}`), sql`, `)})`));
}

export async function writeLineStatusChange(tx: DbOrTx, lineId: number, to: number, history: HistoryRow): Promise<void> {
  await tx.update(orderLines).set({ status: to, updatedAt: sql`now()` }).where(eq(orderLines.id, lineId));
  await tx.insert(orderHistory).values(history);
}
