import { getDb } from '@/server/db/client';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { findVendorByAliasSlug } from './repository-vendor-profile';

/** Where a store moved to: the current slug of the active vendor that left `slug`, or undefined. */
export async function findVendorByAlias(slug: string, db: DbOrTx = getDb()): Promise<{ vendorId: number; slug: string } | undefined> {
  const found = await findVendorByAliasSlug(db, slug);
  if (!found || !found.isActive) return undefined;
  return { vendorId: found.vendorId, slug: found.slug };
}
