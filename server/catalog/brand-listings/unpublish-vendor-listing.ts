import type { ListingView } from '@/lib/contracts/catalog/brand-listings-schemas';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { PathRevalidator } from '../revalidation/path-revalidators';
import { getVendorListing } from './get-vendor-listing';
import { requireVendorListing } from './load-vendor-listing';
import { refreshListingPages } from './refresh-listing-pages';
import { setListingState, setProductPublished } from './repository-write';

/**
 * POST /v1/brands/{brandId}/listings/{productId}/unpublish: an approved product leaves the store
 * (pages, search, carts) at once; a pending one is withdrawn from the operators' queue (draft).
 */
export async function unpublishVendorListing(input: { vendorId: number; productId: number; revalidate?: PathRevalidator }): Promise<ListingView> {
  const wasLive = await getDb().transaction(async (tx) => {
    const row = await requireVendorListing(tx, input.vendorId, input.productId, true);
    if (row.state === 'pending') {
      await setListingState(tx, row.productId, { state: 'draft' });
      return false;
    }
    if (row.state !== 'approved' || !row.isPublished) throw new AppError('CONFLICT', 'This product is not in the store.');
    await setProductPublished(tx, row.productId, false);
    return true;
  });
  if (wasLive) await refreshListingPages({ productId: input.productId, revalidate: input.revalidate });
  return getVendorListing({ vendorId: input.vendorId, productId: input.productId });
}
