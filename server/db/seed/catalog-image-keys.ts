import { imageKeyOf } from '@/server/catalog/media/image-key';
import { PRODUCT_LINES } from './product-lines';
import { linePictureSpecs } from './variant-drafts';

/** Every image key a variant of any size of catalog can carry, sorted, without duplicates. */
export function catalogImageKeys(): string[] {
  const keys = new Set(PRODUCT_LINES.flatMap((line) => linePictureSpecs(line).map(imageKeyOf)));
  return [...keys].sort();
}
