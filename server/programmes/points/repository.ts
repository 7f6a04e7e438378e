import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { creditPointExchanges, pointsEntries, type PointsReason } from '@/server/db/schema/programmes/points';

/* The points ledger and the exchanges of credit to points (decision 0040): rows are only added. */

export type PointsEntryRow = typeof pointsEntries.$inferSelect;

export async function pointsBalance(db: DbOrTx, customerId: number): Promise<number> {
  const [row] = await db.select({ total: sql<number>`coalesce(sum(${pointsEntries.points}), 0)::int` }).from(pointsEntries).where(eq(pointsEntries.customerId, customerId));
  return row?.total ?? 0;
}

export async function pointsEntriesPage(db: DbOrTx, input: { customerId: number; limit: number; offset: number }): Promise<{ rows: PointsEntryRow[]; total: number }> {
  const where = eq(pointsEntries.customerId, input.customerId);
  const [rows, [counted]] = await Promise.all([
    db.select().from(pointsEntries).where(where).orderBy(desc(pointsEntries.createdAt), desc(pointsEntries.id)).limit(input.limit).offset(input.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(pointsEntries).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function addPointsEntry(
  db: DbOrTx,
  entry: { customerId: number; points: number; reason: Exclude<PointsReason, 'order_delivered'>; exchangeId?: number; claimId?: number },
): Promise<void> {
  await db.insert(pointsEntries).values(entry);
}

/** The order's award, unless it already has one: returns whether this call added it. */
export async function addOrderPoints(db: DbOrTx, award: { customerId: number; points: number; orderId: number; orderCode: string }): Promise<boolean> {
  const rows = await db
    .insert(pointsEntries)
    .values({ ...award, reason: 'order_delivered' })
    .onConflictDoNothing({ target: pointsEntries.orderId, where: sql`${pointsEntries.reason} = 'order_delivered'` })
    .returning({ id: pointsEntries.id });
  return rows.length > 0;
}

/** Which of these orders already earned their points. */
export async function awardedOrderIds(db: DbOrTx, orderIds: readonly number[]): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .select({ orderId: pointsEntries.orderId })
    .from(pointsEntries)
    .where(and(eq(pointsEntries.reason, 'order_delivered'), inArray(pointsEntries.orderId, [...orderIds])));
  return new Set(rows.flatMap((row) => (row.orderId === null ? [] : [row.orderId])));
}

export async function insertExchange(db: DbOrTx, exchange: { customerId: number; currency: string; creditAmount: number; points: number }): Promise<number> {
  const [row] = await db.insert(creditPointExchanges).values(exchange).returning({ id: creditPointExchanges.id });
  if (!row) throw new Error('The exchange was not recorded');
  return row.id;
}
