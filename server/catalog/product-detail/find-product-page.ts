import { currencyOfLocale, languageOfLocale, type Locale } from '@/lib/i18n/locales';
import type { ProductDetail } from '@/lib/contracts/catalog/product-detail-schemas';
import { getDb } from '@/server/db/client';
import type { ProductCard } from '@/lib/contracts/catalog/catalog-schemas';
import { RELATED_PRODUCTS_LIMIT } from './list-related-products';
import { loadProductDetail } from './load-product-detail';
import { categoryExists, listCategorySlugsOfProductSlug } from './repository-paths';

export type ProductPageResult =
  | { kind: 'found'; detail: ProductDetail; related: ProductCard[]; nextChangeAt: Date | null }
  /** The product lives under another category: the page answers a permanent redirect there. */
  | { kind: 'moved'; categorySlug: string }
  | { kind: 'missing' };

const SLUG = /^[a-z0-9-]{1,160}$/;

/**
 * The product page of `/{categorySlug}/{productSlug}`.
 *
 * A product reached under the wrong category is redirected (308) to its own category rather
 * than answered 404: a product that moves between categories keeps its links and search
 * ranking. Only when the category exists and exactly one product has the slug, so a made-up
 * first segment ("/anything/{slug}") is a 404 and never a redirect chain to guess from.
 */
export async function findProductPage(input: { categorySlug: string; productSlug: string; locale: Locale; now?: Date }): Promise<ProductPageResult> {
  const { categorySlug, productSlug, locale } = input;
  if (!SLUG.test(categorySlug) || !SLUG.test(productSlug)) return { kind: 'missing' };
  const db = getDb();
  const loaded = await loadProductDetail(
    db,
    { categorySlug, slug: productSlug },
    { language: languageOfLocale(locale), currency: currencyOfLocale(locale), now: input.now ?? new Date(), relatedLimit: RELATED_PRODUCTS_LIMIT },
  );
  if (loaded) return { kind: 'found', ...loaded };

  const [homes, exists] = await Promise.all([listCategorySlugsOfProductSlug(db, productSlug), categoryExists(db, categorySlug)]);
  const home = homes.length === 1 ? homes[0] : undefined;
  if (exists && home !== undefined && home !== categorySlug) return { kind: 'moved', categorySlug: home };
  return { kind: 'missing' };
}
