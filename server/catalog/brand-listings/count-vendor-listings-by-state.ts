import type { ListingState } from '@/lib/catalog/listing-rules';
import { getDb } from '@/server/db/client';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { countListingsByState } from './repository';

/** How many of a vendor's listings are draft, pending, approved and refused (the brand dashboard's "needs action"). */
export async function countVendorListingsByState(vendorId: number, db: DbOrTx = getDb()): Promise<Record<ListingState, number>> {
  return countListingsByState(db, vendorId);
}
