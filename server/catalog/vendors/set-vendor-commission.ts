import { MAX_COMMISSION_BPS } from '@/lib/money/commission';
import { getDb, type Db } from '@/server/db/client';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { AppError } from '@/server/http/app-error';
import { findVendorCommission, listCommissionChanges, lockVendorCommission, updateVendorCommission, type CommissionChangeRow } from './repository-vendor-commission';

/*
 * A vendor's commission rate (issue 17 item 5): operators set it (brands' admin calls this with
 * the brand's vendor), every change is kept with who and when. Lines already sold keep the rate
 * they were sold at (order_lines.commission_bps): a change applies to the next orders only.
 */

export interface VendorCommission {
  bps: number;
  history: CommissionChangeRow[];
}

export async function getVendorCommission(vendorId: number, db: DbOrTx = getDb()): Promise<VendorCommission | undefined> {
  const bps = await findVendorCommission(db, vendorId);
  if (bps === undefined) return undefined;
  return { bps, history: await listCommissionChanges(db, vendorId) };
}

/** Same rate again: nothing is written (no empty history rows). Undefined when there is no such vendor. */
export async function setVendorCommission(input: { vendorId: number; bps: number; changedBy: number }, db: Db = getDb()): Promise<VendorCommission | undefined> {
  if (!Number.isInteger(input.bps) || input.bps < 0 || input.bps > MAX_COMMISSION_BPS) {
    throw new AppError('VALIDATION_FAILED', `The commission is a whole number of basis points from 0 to ${MAX_COMMISSION_BPS}.`);
  }
  const changed = await db.transaction(async (tx) => {
    const before = await lockVendorCommission(tx, input.vendorId);
    if (before === undefined) return false;
    if (before !== input.bps) await updateVendorCommission(tx, { vendorId: input.vendorId, fromBps: before, toBps: input.bps, changedBy: input.changedBy });
    return true;
  });
  return changed ? getVendorCommission(input.vendorId, db) : undefined;
}
