import type { GetStaticPaths, GetStaticProps } from 'next';
import type { ListingPageData } from '@/lib/catalog/listing-types';
import { DEFAULT_LOCALE, isLocale, LOCALES } from '@/lib/i18n/locales';
import { getVendorStorefront } from '@/server/catalog/listing/get-vendor-storefront';
import { listListingPageSlugs } from '@/server/catalog/listing/list-listing-page-slugs';
import { initialListing, listingPageProps, NOT_FOUND_REVALIDATE_SECONDS } from './listing-page-props';

type Params = { store: string };

export const getVendorStaticPaths: GetStaticPaths<Params> = async ({ locales }) => {
  const { vendors } = await listListingPageSlugs();
  const pageLocales = locales ?? [...LOCALES];
  return { paths: vendors.flatMap((store) => pageLocales.map((locale) => ({ params: { store }, locale }))), fallback: 'blocking' };
};

/** /store/{store}: an active vendor's store; 404 for an unknown or inactive vendor. */
export const getVendorStaticProps: GetStaticProps<ListingPageData, Params> = async ({ params, locale }) => {
  const pageLocale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const found = await getVendorStorefront({ locale: pageLocale, slug: params?.store ?? '' });
  if (!found) return { notFound: true, revalidate: NOT_FOUND_REVALIDATE_SECONDS };
  const { vendor, listing } = found;
  return listingPageProps(
    pageLocale,
    {
      scope: { kind: 'vendor', slug: vendor.slug },
      header: { kind: 'vendor', slug: vendor.slug, name: vendor.name, description: vendor.description, countryCode: vendor.countryCode, productCount: vendor.productCount },
      initial: initialListing(listing),
    },
    listing,
  );
};
