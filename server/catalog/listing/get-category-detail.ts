import { defaultListingQuery, type ListingFilters } from '@/lib/catalog/listing-query';
import { languageOfLocale, type Locale } from '@/lib/i18n/locales';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { listProducts } from './list-products';
import { findCategory } from './repository-pages';
import type { CategoryDetail } from '@/lib/contracts/catalog/listing-schemas';

/** A category with its facets (counted under the filters given) for the API; 404 when unknown. */
export async function getCategoryDetail(input: { locale: Locale; slug: string; filters?: ListingFilters; now?: Date }): Promise<CategoryDetail> {
  const category = await findCategory(getDb(), input.slug, languageOfLocale(input.locale));
  if (!category) throw new AppError('NOT_FOUND', `There is no category "${input.slug}".`);
  const query = defaultListingQuery();
  const listing = await listProducts({
    locale: input.locale,
    scope: { categorySlugs: [category.slug] },
    query: { ...query, filters: input.filters ?? query.filters },
    include: { facets: true },
    now: input.now,
  });
  if (!listing.facets) throw new Error('listProducts answered without the facets it was asked for');
  const { code, slug, name, description, productCount, imageKey } = category;
  return { code, slug, name, description, productCount, imageKey, facets: listing.facets };
}
