import type { ProductDetail } from '@/lib/contracts/catalog/product-detail-schemas';
import type { Db } from '@/server/db/client';
import type { LanguageCode } from '@/server/db/schema';
import type { ProductCard } from '@/lib/contracts/catalog/catalog-schemas';
import { buildProductDetail } from './build-product-detail';
import { flashSaleState } from './flash-sale-state';
import { relatedProductCards } from './related-product-cards';
import { findProductPageRows, type ProductLookup } from './repository';

export interface LoadedProductDetail {
  detail: ProductDetail;
  related: ProductCard[];
  /** The next flash-sale start or end: a cached copy of the page is stale from then on. */
  nextChangeAt: Date | null;
}

export interface LoadInput {
  language: LanguageCode;
  currency: string;
  now: Date;
  /** How many related products to read along (0: none). */
  relatedLimit: number;
}

/** One product with everything its page shows, in one language and currency. Shared by the page and API use cases. */
export async function loadProductDetail(db: Db, lookup: ProductLookup, input: LoadInput): Promise<LoadedProductDetail | undefined> {
  const { language, currency, now } = input;
  const rows = await findProductPageRows(db, lookup, input);
  // No price in this currency: the product is not sold in this store.
  if (!rows || rows.variants.length === 0) return undefined;
  return {
    detail: buildProductDetail(rows, { language, currency, now }),
    related: relatedProductCards(rows.related, currency),
    nextChangeAt: flashSaleState(rows.core.flashSales, now).nextChangeAt,
  };
}
