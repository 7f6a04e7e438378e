import type { DbOrTx } from '@/server/db/db-or-tx';
import { findVendorStoreRow } from './repository-vendor-activation';

export interface VendorStore {
  /** The vendor code order lines carry. */
  code: string;
  slug: string;
  /** Whether shoppers see the store (false while its brand is suspended). */
  isOpen: boolean;
}

/** A vendor's code and store, open or closed: closed stores still fulfil their orders. */
export async function findVendorStore(db: DbOrTx, vendorId: number): Promise<VendorStore | undefined> {
  const row = await findVendorStoreRow(db, vendorId);
  return row ? { code: row.code, slug: row.slug, isOpen: row.isActive } : undefined;
}
