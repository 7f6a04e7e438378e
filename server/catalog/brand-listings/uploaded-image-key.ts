import { UPLOADED_PICTURE_PREFIX } from '@/lib/catalog/listing-rules';

/** The image key variants carry for an uploaded picture set (lib/images/product-image-loader.ts serves it). */
export function uploadedImageKey(pictureSetKey: string): string {
  return `${UPLOADED_PICTURE_PREFIX}${pictureSetKey}`;
}
