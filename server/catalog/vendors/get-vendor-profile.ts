import { getDb } from '@/server/db/client';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { findVendorIdBySlug, findVendorProfileById, type VendorProfileRow } from './repository-vendor-profile';

export type VendorProfile = VendorProfileRow;

/** A vendor's name, address and descriptions in every language (the brand edits them). */
export async function getVendorProfile(vendorId: number, db: DbOrTx = getDb()): Promise<VendorProfile | undefined> {
  return findVendorProfileById(db, vendorId);
}

/** The id of the vendor at /store/{slug} (its current address only). */
export async function findVendorIdOfSlug(slug: string, db: DbOrTx = getDb()): Promise<number | undefined> {
  return findVendorIdBySlug(db, slug);
}
