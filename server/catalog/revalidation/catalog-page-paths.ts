import { LOCALES } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/navigation/localized-path';
import type { ProductPageRef } from './repository';

/** Listing pages that may show any product: its price or stock can change what they list. */
export const CROSS_CATALOG_PATHS = ['/', '/sale', '/hybrid', '/group-buy'] as const;

/**
 * The pages (without locale prefix) that show the given catalog rows: a product appears on its
 * own page, its category, its vendor's store and the cross-catalog pages; a category on its page
 * and the home tiles; a vendor on its store.
 */
export function catalogPagePaths(input: { products: readonly ProductPageRef[]; categorySlugs: readonly string[]; vendorSlugs: readonly string[] }): string[] {
  const paths = new Set<string>();
  if (input.products.length > 0) for (const path of CROSS_CATALOG_PATHS) paths.add(path);
  for (const product of input.products) {
    paths.add(`/${product.categorySlug}`);
    paths.add(productPagePath(product));
    if (product.vendorSlug) paths.add(`/store/${product.vendorSlug}`);
  }
  if (input.categorySlugs.length > 0) paths.add('/');
  for (const slug of input.categorySlugs) paths.add(`/${slug}`);
  for (const slug of input.vendorSlugs) paths.add(`/store/${slug}`);
  return [...paths];
}

/** A product's own page (without locale prefix). */
export function productPagePath(product: Pick<ProductPageRef, 'categorySlug' | 'productSlug'>): string {
  return `/${product.categorySlug}/${product.productSlug}`;
}

/** Every path in every locale, as Next names the pre-rendered pages ("/fr-FR/sale"). */
export function inEveryLocale(paths: readonly string[]): string[] {
  return paths.flatMap((path) => LOCALES.map((locale) => localizedPath(path, locale)));
}
