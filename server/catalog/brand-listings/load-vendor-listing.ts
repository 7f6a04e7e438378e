import type { DbOrTx } from '@/server/db/db-or-tx';
import { AppError } from '@/server/http/app-error';
import { findVendorListing, type ListingRow } from './repository';

/** Same answer for a product that does not exist and another vendor's: it reveals nothing. */
export function listingNotFound(): AppError {
  return new AppError('NOT_FOUND', 'We could not find this product in your catalog.');
}

export async function requireVendorListing(db: DbOrTx, vendorId: number, productId: number, forUpdate = false): Promise<ListingRow> {
  const row = await findVendorListing(db, vendorId, productId, forUpdate);
  if (!row) throw listingNotFound();
  return row;
}
