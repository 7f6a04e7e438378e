import { desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { vendors } from '@/server/db/schema/catalog/catalog';
import { vendorCommissionChanges } from '@/server/db/schema/catalog/vendor-commission';

/* A vendor's commission rate and its history (issue 17 item 5, decision 0033). */

export interface CommissionChangeRow {
  fromBps: number;
  toBps: number;
  changedBy: number;
  createdAt: Date;
}

/** The current rate, the row locked when inside a transaction that changes it. */
export async function lockVendorCommission(db: DbOrTx, vendorId: number): Promise<number | undefined> {
  const [row] = await db.select({ bps: vendors.commissionBps }).from(vendors).where(eq(vendors.id, vendorId)).for('update');
  return row?.bps;
}

export async function findVendorCommission(db: DbOrTx, vendorId: number): Promise<number | undefined> {
  const [row] = await db.select({ bps: vendors.commissionBps }).from(vendors).where(eq(vendors.id, vendorId)).limit(1);
  return row?.bps;
}

export async function updateVendorCommission(db: DbOrTx, change: { vendorId: number; fromBps: number; toBps: number; changedBy: number }): Promise<void> {
  await db.update(vendors).set({ commissionBps: change.toBps }).where(eq(vendors.id, change.vendorId));
  await db.insert(vendorCommissionChanges).values(change);
}

/** Newest first; a short list (operators change rates rarely), capped all the same. */
export async function listCommissionChanges(db: DbOrTx, vendorId: number, limit = 50): Promise<CommissionChangeRow[]> {
  return db
    .select({ fromBps: vendorCommissionChanges.fromBps, toBps: vendorCommissionChanges.toBps, changedBy: vendorCommissionChanges.changedBy, createdAt: vendorCommissionChanges.createdAt })
    .from(vendorCommissionChanges)
    .where(eq(vendorCommissionChanges.vendorId, vendorId))
    .orderBy(desc(vendorCommissionChanges.createdAt), desc(vendorCommissionChanges.id))
    .limit(limit);
}

export async function findCommissionRatesByCode(db: DbOrTx, codes: string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await db.select({ code: vendors.code, bps: vendors.commissionBps }).from(vendors).where(inArray(vendors.code, codes));
  return new Map(rows.map((row) => [row.code, row.bps]));
}
