import { effectivePrice } from '../effective-price';
import type { ProductCard } from '@/lib/contracts/catalog/catalog-schemas';
import type { RelatedProductRow } from './repository';

/** Related rows as the catalog's product cards, priced with their running flash sale. */
export function relatedProductCards(rows: readonly RelatedProductRow[], currency: string): ProductCard[] {
  return rows.map((row) => ({
    code: row.code,
    slug: row.slug,
    categorySlug: row.categorySlug,
    name: row.name,
    imageKey: row.imageKey,
    price: effectivePrice({ amount: row.amount, compareAtAmount: row.compareAtAmount, currency, activeFlashSalePercentOff: row.flashPercent }),
    ratingAverage: row.ratingAverage,
    reviewCount: row.reviewCount,
    labels: row.labels,
    // The query keeps in-stock products only.
    inStock: true,
  }));
}
