import type { GetStaticProps } from 'next';
import type { ListingCollection } from '@/lib/catalog/listing-constants';
import type { ListingPageData } from '@/lib/catalog/listing-types';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { getCollectionListing } from '@/server/catalog/listing/get-collection-listing';
import { initialListing, isPastLastPage, listingPageOf, listingPageProps, NOT_FOUND_REVALIDATE_SECONDS } from './listing-page-props';

/** getStaticProps of a landing collection page (/sale, /hybrid, /group-buy) and of its pages 2 and on (/sale/page/2). */
export function collectionStaticProps(collection: ListingCollection): GetStaticProps<ListingPageData> {
  return async ({ locale, params }) => {
    const pageLocale = isLocale(locale) ? locale : DEFAULT_LOCALE;
    const page = listingPageOf(params);
    if (page === null) return { notFound: true, revalidate: NOT_FOUND_REVALIDATE_SECONDS };
    const listing = await getCollectionListing({ locale: pageLocale, collection, page });
    if (isPastLastPage(page, listing)) return { notFound: true, revalidate: NOT_FOUND_REVALIDATE_SECONDS };
    return listingPageProps(
      pageLocale,
      {
        scope: { kind: 'collection', collection },
        header: { kind: 'collection', collection },
        ...initialListing(listing),
        ...(page > 1 ? { initialPage: page } : {}),
      },
      listing,
    );
  };
}
