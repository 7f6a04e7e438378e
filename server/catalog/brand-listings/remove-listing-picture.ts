import type { ListingView } from '@/lib/contracts/catalog/brand-listings-schemas';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { PathRevalidator } from '../revalidation/path-revalidators';
import { changePictureSet } from './change-picture-set';
import { getVendorListing } from './get-vendor-listing';
import { requireVendorListing } from './load-vendor-listing';
import { refreshListingPages } from './refresh-listing-pages';
import { deletePicture, pictureIdsOf } from './repository-pictures';

/** DELETE /v1/brands/{brandId}/listings/{productId}/pictures/{pictureId}. A product in the store keeps at least one picture. */
export async function removeListingPicture(input: { vendorId: number; productId: number; pictureId: number; revalidate?: PathRevalidator }): Promise<ListingView> {
  const row = await getDb().transaction(async (tx) => {
    const listing = await requireVendorListing(tx, input.vendorId, input.productId, true);
    const pictures = await pictureIdsOf(tx, input.productId);
    // Another product's picture reads like a missing one, whatever the state of this product.
    if (!pictures.includes(input.pictureId)) throw new AppError('NOT_FOUND', 'This product has no such picture.');
    const live = listing.state === 'pending' || (listing.state === 'approved' && listing.isPublished);
    if (live && pictures.length <= 1) throw new AppError('CONFLICT', 'A published product keeps at least one picture: add another one first.');
    await deletePicture(tx, input.productId, input.pictureId);
    await changePictureSet(tx, input.productId);
    return listing;
  });
  if (row.state === 'approved') await refreshListingPages({ productId: row.productId, revalidate: input.revalidate });
  return getVendorListing({ vendorId: input.vendorId, productId: input.productId });
}
