import type { ListingView } from '@/lib/contracts/catalog/brand-listings-schemas';
import { getDb } from '@/server/db/client';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { requireVendorListing } from './load-vendor-listing';
import { loadListingContent } from './repository';
import { toListingView } from './listing-view';

/** GET /v1/brands/{brandId}/listings/{productId}: one product of the vendor's catalog, as edited. */
export async function getVendorListing(input: { vendorId: number; productId: number }, db: DbOrTx = getDb()): Promise<ListingView> {
  const row = await requireVendorListing(db, input.vendorId, input.productId);
  return toListingView(row, await loadListingContent(db, row.productId));
}
