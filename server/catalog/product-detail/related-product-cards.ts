import { cardAvailability } from '../availability/card-availability';
import { NO_SALE } from '../availability/decide-availability';
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
    // The query keeps products in stock that can be bought now: the rule leaves only the labels to read.
    ...cardOf(row.labels),
  }));
}

function cardOf(labels: readonly number[]): Pick<ProductCard, 'labels' | 'inStock' | 'availability'> {
  const card = cardAvailability({ isVendorProduct: false, sale: NO_SALE, inStock: true, labels });
  return { labels: card.labels, inStock: true, availability: card.state };
}
