import { LISTING_PICTURE_BYTES_MAX, LISTING_PICTURES_MAX } from '@/lib/catalog/listing-rules';
import type { ListingView } from '@/lib/contracts/catalog/brand-listings-schemas';
import { getDb } from '@/server/db/client';
import type { LocalizedAlt } from '@/server/db/schema/catalog/vendor-listings';
import { AppError } from '@/server/http/app-error';
import type { PathRevalidator } from '../revalidation/path-revalidators';
import { changePictureSet } from './change-picture-set';
import { getVendorListing } from './get-vendor-listing';
import { requireVendorListing } from './load-vendor-listing';
import { sniffListingPicture, type ListingPictureFormat } from './listing-picture-format';
import { refreshListingPages } from './refresh-listing-pages';
import { countPictures, insertPicture } from './repository-pictures';
import { resizeListingPicture } from './resize-listing-picture';

export interface UploadListingPictureInput {
  vendorId: number;
  productId: number;
  contentType: ListingPictureFormat;
  dataBase64: string;
  alt: LocalizedAlt;
  revalidate?: PathRevalidator;
}

/**
 * POST /v1/brands/{brandId}/listings/{productId}/pictures: a JPEG, PNG or WebP (checked by its
 * first bytes), added after the others as square WebP files at every storefront width.
 */
export async function uploadListingPicture(input: UploadListingPictureInput): Promise<ListingView> {
  const db = getDb();
  const row = await requireVendorListing(db, input.vendorId, input.productId);
  const bytes = Buffer.from(input.dataBase64, 'base64');
  if (bytes.length === 0) throw new AppError('UNPROCESSABLE', 'The picture is empty.');
  if (bytes.length > LISTING_PICTURE_BYTES_MAX) throw new AppError('PAYLOAD_TOO_LARGE', `A picture can weigh at most ${LISTING_PICTURE_BYTES_MAX / 1024 / 1024} MB.`);
  const format = sniffListingPicture(bytes);
  if (!format) throw new AppError('UNPROCESSABLE', 'This file is not a JPEG, PNG or WebP picture.');
  if (format !== input.contentType) throw new AppError('UNPROCESSABLE', `The file is a ${format.slice(6).toUpperCase()} picture, not ${input.contentType.slice(6).toUpperCase()}.`);
  // Resized before the transaction: encoding takes a while and must not hold the row lock.
  const files = await resizeListingPicture(bytes);
  await db.transaction(async (tx) => {
    await requireVendorListing(tx, input.vendorId, input.productId, true);
    if ((await countPictures(tx, input.productId)) >= LISTING_PICTURES_MAX) throw new AppError('CONFLICT', `A product can have at most ${LISTING_PICTURES_MAX} pictures. Remove one first.`);
    await insertPicture(tx, { productId: input.productId, alt: input.alt, files });
    await changePictureSet(tx, input.productId);
  });
  if (row.state === 'approved') await refreshListingPages({ productId: row.productId, revalidate: input.revalidate });
  return getVendorListing({ vendorId: input.vendorId, productId: input.productId });
}
