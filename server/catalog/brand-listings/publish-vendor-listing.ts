import type { ListingView } from '@/lib/contracts/catalog/brand-listings-schemas';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { PathRevalidator } from '../revalidation/path-revalidators';
import { getVendorListing } from './get-vendor-listing';
import { requireVendorListing } from './load-vendor-listing';
import { refreshListingPages } from './refresh-listing-pages';
import { countPictures } from './repository-pictures';
import { setListingState, setProductPublished } from './repository-write';

/**
 * POST /v1/brands/{brandId}/listings/{productId}/publish. A listing never approved (draft or
 * refused) goes to the operators (pending) and shows nowhere yet; an approved one is back in the
 * store at once, without a new approval.
 */
export async function publishVendorListing(input: { vendorId: number; productId: number; revalidate?: PathRevalidator }): Promise<ListingView> {
  const outcome = await getDb().transaction(async (tx) => {
    const row = await requireVendorListing(tx, input.vendorId, input.productId, true);
    if (row.state === 'pending') throw new AppError('CONFLICT', 'This product is already waiting for approval by the store.');
    if ((await countPictures(tx, row.productId)) === 0) throw new AppError('UNPROCESSABLE', 'Add at least one picture before publishing this product.');
    if (row.state === 'approved') {
      if (row.isPublished) throw new AppError('CONFLICT', 'This product is already in the store.');
      await setProductPublished(tx, row.productId, true);
      return 'live' as const;
    }
    await setListingState(tx, row.productId, { state: 'pending', submitted: true });
    return 'submitted' as const;
  });
  if (outcome === 'live') await refreshListingPages({ productId: input.productId, revalidate: input.revalidate });
  return getVendorListing({ vendorId: input.vendorId, productId: input.productId });
}
