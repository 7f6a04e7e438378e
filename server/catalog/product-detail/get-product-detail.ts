import { currencyOfLocale, languageOfLocale, type Locale } from '@/lib/i18n/locales';
import type { ProductDetail } from '@/lib/contracts/catalog/product-detail-schemas';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { loadProductDetail } from './load-product-detail';

/** One published product by its code, in the locale's language and currency. */
export async function getProductDetail(input: { code: string; locale: Locale; now?: Date }): Promise<ProductDetail> {
  const loaded = await loadProductDetail(
    getDb(),
    { code: input.code },
    { language: languageOfLocale(input.locale), currency: currencyOfLocale(input.locale), now: input.now ?? new Date(), relatedLimit: 0 },
  );
  if (!loaded) throw new AppError('NOT_FOUND', `No product has the code ${input.code}.`);
  return loaded.detail;
}
