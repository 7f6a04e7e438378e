import { randomBytes } from 'node:crypto';
import type { ListingInput, ListingView } from '@/lib/contracts/catalog/brand-listings-schemas';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { findVendorStore } from '../vendors/find-vendor-store';
import { getVendorListing } from './get-vendor-listing';
import { insertListingProduct } from './repository-write';
import { assertFileableCategory, writeListingContent } from './write-listing-content';
import { uploadedImageKey } from './uploaded-image-key';

/** Slug words from the English name: lower case ASCII, hyphens, at most 60 characters. */
export function slugBase(name: string): string {
  const words = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return (words.slice(0, 60).replace(/-+$/, '') || 'product');
}

export function newPictureSetKey(): string {
  return randomBytes(16).toString('hex');
}

/**
 * POST /v1/brands/{brandId}/listings: a new draft product of the vendor (is_vendor_product, not
 * published). Its slug is `{english name}-{id}` and stays when the name changes, so links last.
 */
export async function createVendorListing(input: { vendorId: number; listing: ListingInput }): Promise<ListingView> {
  const db = getDb();
  const productId = await db.transaction(async (tx) => {
    const store = await findVendorStore(tx, input.vendorId);
    if (!store) throw new AppError('FORBIDDEN', 'Your brand has no store yet: create it first (/brand/create).');
    await assertFileableCategory(tx, input.listing.category_id);
    const pictureSetKey = newPictureSetKey();
    const code = `${store.code.slice(0, 40)}-${randomBytes(4).toString('hex').toUpperCase()}`;
    const id = await insertListingProduct(tx, { vendorId: input.vendorId, code, slugBase: slugBase(input.listing.names.en), categoryId: input.listing.category_id, pictureSetKey });
    await writeListingContent(tx, { productId: id, skuPrefix: code, imageKey: uploadedImageKey(pictureSetKey), listing: input.listing });
    return id;
  });
  return getVendorListing({ vendorId: input.vendorId, productId });
}
