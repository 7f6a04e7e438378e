import type { DbOrTx } from '@/server/db/db-or-tx';
import { findVendorStoreRow } from './repository-vendor-activation';

/** A vendor's store address and whether it is open (shown to shoppers), for the operators' pages. */
export async function findVendorStore(db: DbOrTx, vendorId: number): Promise<{ slug: string; isOpen: boolean } | undefined> {
  const row = await findVendorStoreRow(db, vendorId);
  return row ? { slug: row.slug, isOpen: row.isActive } : undefined;
}
