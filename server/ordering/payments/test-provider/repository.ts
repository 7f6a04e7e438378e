import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { testProviderCharges } from '@/server/db/schema/ordering/payments';

/* The test gateway's ledger (test_provider_charges): its own rows, its own short transactions. */

export type ChargeRow = typeof testProviderCharges.$inferSelect;
export type NewChargeRow = typeof testProviderCharges.$inferInsert;
type Executor = Pick<Db, 'select' | 'insert' | 'update'>;

/** Inserts the charge unless its reference exists; the row that won is returned either way. */
export async function insertChargeOnce(db: Db, row: NewChargeRow): Promise<{ row: ChargeRow; created: boolean }> {
  const inserted = await db.insert(testProviderCharges).values(row).onConflictDoNothing({ target: testProviderCharges.reference }).returning();
  if (inserted[0]) return { row: inserted[0], created: true };
  const existing = await findCharge(db, row.reference);
  if (!existing) throw new Error(`test provider: charge ${row.reference} vanished after a conflicting insert`);
  return { row: existing, created: false };
}

export async function findCharge(db: Executor, reference: string): Promise<ChargeRow | undefined> {
  const rows = await db.select().from(testProviderCharges).where(eq(testProviderCharges.reference, reference)).limit(1);
  return rows[0];
}

export async function lockCharge(db: Executor, reference: string): Promise<ChargeRow | undefined> {
  const rows = await db.select().from(testProviderCharges).where(eq(testProviderCharges.reference, reference)).limit(1).for('update');
  return rows[0];
}

export async function updateCharge(
  db: Executor,
  reference: string,
  changes: Partial<Pick<ChargeRow, 'status' | 'capturedAmount' | 'refundedAmount' | 'details'>>,
): Promise<ChargeRow> {
  const rows = await db
    .update(testProviderCharges)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(testProviderCharges.reference, reference))
    .returning();
  const row = rows[0];
  if (!row) throw new Error(`test provider: charge ${reference} vanished during an update`);
  return row;
}

export function listChargesByMerchantReference(db: Executor, merchantReference: string): Promise<ChargeRow[]> {
  return db.select().from(testProviderCharges).where(eq(testProviderCharges.merchantReference, merchantReference)).orderBy(asc(testProviderCharges.createdAt), asc(testProviderCharges.reference));
}

export function listChargesByStatus(db: Executor, status: ChargeRow['status'], limit: number): Promise<ChargeRow[]> {
  return db.select().from(testProviderCharges).where(eq(testProviderCharges.status, status)).orderBy(desc(testProviderCharges.createdAt)).limit(limit);
}

/** The charge that issued a saved-card token, while that charge went through. */
export async function findChargeByCardToken(db: Executor, token: string): Promise<ChargeRow | undefined> {
  const rows = await db
    .select()
    .from(testProviderCharges)
    .where(and(sql`${testProviderCharges.details} -> 'card' ->> 'token' = ${token}`, sql`${testProviderCharges.status} in ('authorized', 'captured', 'partially_refunded', 'refunded')`))
    .limit(1);
  return rows[0];
}
