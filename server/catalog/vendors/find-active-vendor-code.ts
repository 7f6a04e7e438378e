import type { DbOrTx } from '@/server/db/db-or-tx';
import { findActiveVendorCodeById } from './repository';

/** The code of an active vendor, or undefined (a closed vendor no longer ships anything). */
export async function findActiveVendorCode(db: DbOrTx, vendorId: number): Promise<string | undefined> {
  return findActiveVendorCodeById(db, vendorId);
}
