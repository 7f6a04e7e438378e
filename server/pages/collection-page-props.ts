import type { GetStaticProps } from 'next';
import type { ListingCollection } from '@/lib/catalog/listing-constants';
import type { ListingPageData } from '@/lib/catalog/listing-types';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { getCollectionListing } from '@/server/catalog/listing/get-collection-listing';
import { initialListing, listingPageProps } from './listing-page-props';

/** getStaticProps of a landing collection page (/sale, /hybrid, /group-buy). */
export function collectionStaticProps(collection: ListingCollection): GetStaticProps<ListingPageData> {
  return async ({ locale }) => {
    const pageLocale = isLocale(locale) ? locale : DEFAULT_LOCALE;
    const listing = await getCollectionListing({ locale: pageLocale, collection });
    return listingPageProps(
      pageLocale,
      { scope: { kind: 'collection', collection }, header: { kind: 'collection', collection }, initial: initialListing(listing) },
      listing,
    );
  };
}
