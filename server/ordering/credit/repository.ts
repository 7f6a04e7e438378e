import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { orders } from '@/server/db/schema/ordering/orders';
import { storeCreditEntries } from '@/server/db/schema/ordering/payments';

/*
 * The store credit ledger (spec §3 appliedCreditAmount): rows are never changed, a balance is
 * the sum of a customer's rows in one currency. Spending writes a negative row in the same
 * transaction as the order, under a lock on the customer's row, so two checkouts of one
 * customer cannot both spend the same credit.
 */

export type CreditReason =
  | 'grant'
  | 'order_payment'
  | 'order_released'
  | 'refund'
  | 'adjustment'
  | 'referral_reward'
  | 'reward'
  | 'exchange_to_points';

export async function creditBalance(db: DbOrTx, customerId: number, currency: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${storeCreditEntries.amount}), 0)::int` })
    .from(storeCreditEntries)
    .where(and(eq(storeCreditEntries.customerId, customerId), eq(storeCreditEntries.currency, currency)));
  return row?.total ?? 0;
}

export async function creditBalances(db: DbOrTx, customerId: number): Promise<{ currency: string; amount: number }[]> {
  return db
    .select({ currency: storeCreditEntries.currency, amount: sql<number>`sum(${storeCreditEntries.amount})::int` })
    .from(storeCreditEntries)
    .where(eq(storeCreditEntries.customerId, customerId))
    .groupBy(storeCreditEntries.currency)
    .orderBy(storeCreditEntries.currency);
}

export async function addCreditEntry(
  db: DbOrTx,
  entry: { customerId: number; currency: string; amount: number; reason: CreditReason; orderId?: number | null; note?: string },
): Promise<void> {
  await db.insert(storeCreditEntries).values({ ...entry, orderId: entry.orderId ?? null, note: entry.note ?? '' });
}

export interface CreditEntryRow {
  id: number;
  currency: string;
  amount: number;
  reason: string;
  orderCode: string | null;
  createdAt: Date;
}

/** One page of a customer's ledger, newest first, optionally in one currency, with the count. */
export async function creditEntriesPage(
  db: DbOrTx,
  input: { customerId: number; currency?: string; limit: number; offset: number },
): Promise<{ rows: CreditEntryRow[]; total: number }> {
  const where = and(eq(storeCreditEntries.customerId, input.customerId), input.currency ? eq(storeCreditEntries.currency, input.currency) : undefined);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: storeCreditEntries.id, currency: storeCreditEntries.currency, amount: storeCreditEntries.amount, reason: storeCreditEntries.reason, orderCode: orders.code, createdAt: storeCreditEntries.createdAt })
      .from(storeCreditEntries)
      .leftJoin(orders, eq(orders.id, storeCreditEntries.orderId))
      .where(where)
      .orderBy(desc(storeCreditEntries.createdAt), desc(storeCreditEntries.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(storeCreditEntries).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
