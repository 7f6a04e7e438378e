import type { ListingCollection } from '@/lib/catalog/listing-constants';
import { defaultListingQuery, setPage } from '@/lib/catalog/listing-query';
import type { Locale } from '@/lib/i18n/locales';
import { listProducts, type ListProductsOutput } from './list-products';

/** A page (the first by default) of a landing collection (/sale, /hybrid, /group-buy) in featured order, with every facet. */
export async function getCollectionListing(input: { locale: Locale; collection: ListingCollection; page?: number; now?: Date }): Promise<ListProductsOutput> {
  return listProducts({
    locale: input.locale,
    scope: { collection: input.collection },
    query: setPage(defaultListingQuery(), input.page ?? 1),
    include: { facets: true },
    withNextChange: true,
    now: input.now,
  });
}
