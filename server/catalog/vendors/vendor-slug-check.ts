import type { DbOrTx } from '@/server/db/db-or-tx';
import { findSlugHolder } from './repository-vendor-profile';

/**
 * Whether `slug` is free for `vendorId` (undefined: a store not created yet). An address is taken
 * when another vendor uses it now or used it before (it still redirects there); a vendor may take
 * back an address it left.
 */
export async function isVendorSlugFree(db: DbOrTx, slug: string, vendorId?: number): Promise<boolean> {
  const holder = await findSlugHolder(db, slug);
  if (!holder) return true;
  return vendorId !== undefined && holder.vendorId === vendorId && holder.asAlias;
}
