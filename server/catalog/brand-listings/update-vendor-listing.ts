import type { ListingInput, ListingView } from '@/lib/contracts/catalog/brand-listings-schemas';
import { getDb } from '@/server/db/client';
import type { PathRevalidator } from '../revalidation/path-revalidators';
import { getVendorListing } from './get-vendor-listing';
import { requireVendorListing } from './load-vendor-listing';
import { refreshListingPages } from './refresh-listing-pages';
import { setProductCategory, touchListing } from './repository-write';
import { uploadedImageKey } from './uploaded-image-key';
import { assertFileableCategory, writeListingContent } from './write-listing-content';

/**
 * PUT /v1/brands/{brandId}/listings/{productId}: replaces texts, sections, labels and variants.
 * An approved product changes in the store at once (approval is asked on first publish only);
 * its pages and search document follow.
 */
export async function updateVendorListing(input: { vendorId: number; productId: number; listing: ListingInput; revalidate?: PathRevalidator }): Promise<ListingView> {
  const before = await getDb().transaction(async (tx) => {
    const row = await requireVendorListing(tx, input.vendorId, input.productId, true);
    await assertFileableCategory(tx, input.listing.category_id);
    if (row.categoryId !== input.listing.category_id) await setProductCategory(tx, row.productId, input.listing.category_id);
    await writeListingContent(tx, { productId: row.productId, skuPrefix: row.code, imageKey: uploadedImageKey(row.pictureSetKey), listing: input.listing });
    await touchListing(tx, row.productId);
    return row;
  });
  if (before.state === 'approved') await refreshListingPages({ productId: before.productId, categoryIds: [before.categoryId], revalidate: input.revalidate });
  return getVendorListing({ vendorId: input.vendorId, productId: input.productId });
}
