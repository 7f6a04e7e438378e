import { currencyOfLocale, languageOfLocale, type Locale } from '@/lib/i18n/locales';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { ProductCard } from '@/lib/contracts/catalog/catalog-schemas';
import { loadProductDetail } from './load-product-detail';

/** How many related products the page and the API show. */
export const RELATED_PRODUCTS_LIMIT = 4;

/** Products of the same category, in stock, closest in price to the given one. */
export async function listRelatedProducts(input: { code: string; locale: Locale; now?: Date; limit?: number }): Promise<ProductCard[]> {
  const loaded = await loadProductDetail(
    getDb(),
    { code: input.code },
    {
      language: languageOfLocale(input.locale),
      currency: currencyOfLocale(input.locale),
      now: input.now ?? new Date(),
      relatedLimit: input.limit ?? RELATED_PRODUCTS_LIMIT,
    },
  );
  if (!loaded) throw new AppError('NOT_FOUND', `No product has the code ${input.code}.`);
  return loaded.related;
}
