import { DEFAULT_PRODUCT_COUNT } from './catalog-constants';
import { generateProducts } from './generate-catalog';

/**
 * Every image key the variants of the first `productCount` products carry, sorted, without
 * duplicates. Each product has its own design, so only the catalog itself says which keys exist;
 * a smaller seed (tests) is a prefix of it and needs no other key.
 */
export function catalogImageKeys(productCount = DEFAULT_PRODUCT_COUNT): string[] {
  const keys = new Set<string>();
  for (const product of generateProducts({ productCount })) {
    for (const variant of product.variants) keys.add(variant.imageKey);
  }
  return [...keys].sort();
}
