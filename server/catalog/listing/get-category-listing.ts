import { defaultListingQuery, setPage } from '@/lib/catalog/listing-query';
import { languageOfLocale, type Locale } from '@/lib/i18n/locales';
import { getDb } from '@/server/db/client';
import { listProducts, type ListProductsOutput } from './list-products';
import { findCategory, type CategoryRow } from './repository-pages';

export interface CategoryListing {
  category: Omit<CategoryRow, 'id'>;
  listing: ListProductsOutput;
}

/** A category page's first page (featured order, every facet), or null for no such category. */
export async function getCategoryListing(input: { locale: Locale; slug: string; page?: number; now?: Date }): Promise<CategoryListing | null> {
  const found = await findCategory(getDb(), input.slug, languageOfLocale(input.locale));
  if (!found) return null;
  const { id: _id, ...category } = found;
  const listing = await listProducts({
    locale: input.locale,
    scope: { categorySlugs: [category.slug] },
    query: setPage(defaultListingQuery(), input.page ?? 1),
    include: { facets: true },
    withNextChange: true,
    now: input.now,
  });
  return { category, listing };
}
