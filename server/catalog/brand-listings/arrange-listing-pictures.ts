import type { ListingView } from '@/lib/contracts/catalog/brand-listings-schemas';
import { getDb } from '@/server/db/client';
import type { LocalizedAlt } from '@/server/db/schema/catalog/vendor-listings';
import { AppError } from '@/server/http/app-error';
import type { PathRevalidator } from '../revalidation/path-revalidators';
import { changePictureSet } from './change-picture-set';
import { getVendorListing } from './get-vendor-listing';
import { requireVendorListing } from './load-vendor-listing';
import { refreshListingPages } from './refresh-listing-pages';
import { arrangePicture, pictureIdsOf } from './repository-pictures';

/** PUT /v1/brands/{brandId}/listings/{productId}/pictures: the order of every picture and their alt texts. */
export async function arrangeListingPictures(input: { vendorId: number; productId: number; pictures: { id: number; alt: LocalizedAlt }[]; revalidate?: PathRevalidator }): Promise<ListingView> {
  const row = await getDb().transaction(async (tx) => {
    const listing = await requireVendorListing(tx, input.vendorId, input.productId, true);
    const current = await pictureIdsOf(tx, input.productId);
    const sent = input.pictures.map((picture) => picture.id);
    const same = sent.length === current.length && new Set(sent).size === sent.length && sent.every((id) => current.includes(id));
    if (!same) throw new AppError('UNPROCESSABLE', 'Send every picture of this product once, in the new order. Reload the page and try again.');
    for (const [position, picture] of input.pictures.entries()) await arrangePicture(tx, { productId: input.productId, pictureId: picture.id, position, alt: picture.alt });
    if (sent.some((id, index) => current[index] !== id)) await changePictureSet(tx, input.productId);
    return listing;
  });
  if (row.state === 'approved') await refreshListingPages({ productId: row.productId, revalidate: input.revalidate });
  return getVendorListing({ vendorId: input.vendorId, productId: input.productId });
}
