import { languageOfLocale, type Locale } from '@/lib/i18n/locales';
import { getDb } from '@/server/db/client';
import type { CategorySummary } from '@/lib/contracts/catalog/catalog-schemas';
import { listCategories as listCategoryRows } from './repository-pages';

/** Every product category in menu order, named in the shopper's language. */
export async function listCategories(input: { locale: Locale }): Promise<CategorySummary[]> {
  const rows = await listCategoryRows(getDb(), languageOfLocale(input.locale));
  return rows.map(({ code, slug, name, description, productCount, imageKey }) => ({ code, slug, name, description, productCount, imageKey }));
}
