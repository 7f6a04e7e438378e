import type { ListingCollection } from '@/lib/catalog/listing-constants';
import { defaultListingQuery } from '@/lib/catalog/listing-query';
import type { Locale } from '@/lib/i18n/locales';
import { listProducts, type ListProductsOutput } from './list-products';

/** The first page of a landing collection (/sale, /hybrid, /group-buy) with every facet. */
export async function getCollectionListing(input: { locale: Locale; collection: ListingCollection; now?: Date }): Promise<ListProductsOutput> {
  return listProducts({
    locale: input.locale,
    scope: { collection: input.collection },
    query: defaultListingQuery(),
    include: { facets: true },
    withNextChange: true,
    now: input.now,
  });
}
