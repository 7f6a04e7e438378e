import type { DbOrTx } from '@/server/db/db-or-tx';
import { findCommissionRatesByCode } from './repository-vendor-commission';

/**
 * The commission rate of each vendor code, read inside place-order's transaction so the lines
 * record the rate in force when the order was placed (ordering never imports brands: the rate
 * lives on catalog's vendor row). A code with no vendor row is absent from the map.
 */
export async function findVendorCommissionRates(db: DbOrTx, vendorCodes: readonly string[]): Promise<Map<string, number>> {
  return findCommissionRatesByCode(db, [...new Set(vendorCodes)].filter((code) => code !== ''));
}
