import { regionNameIn } from '@/lib/i18n/region-name';
import type { GetStaticPaths, GetStaticProps } from 'next';
import type { ListingPageData } from '@/lib/catalog/listing-types';
import { DEFAULT_LOCALE, isLocale, languageOfLocale, LOCALES } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/navigation/localized-path';
import { listStorefrontBanners } from '@/server/brands/banners/list-storefront-banners';
import { getStorefrontBrand } from '@/server/brands/profile/get-storefront-brand';
import { getVendorStorefront } from '@/server/catalog/listing/get-vendor-storefront';
import { listListingPageSlugs } from '@/server/catalog/listing/list-listing-page-slugs';
import { findVendorByAlias } from '@/server/catalog/vendors/find-vendor-by-alias';
import { earliestChange } from './banner-revalidate';
import { initialListing, isPastLastPage, listingPageOf, listingPageProps, LISTING_REVALIDATE_SECONDS, NOT_FOUND_REVALIDATE_SECONDS } from './listing-page-props';

type Params = { store: string; listingPage?: string };

export const getVendorStaticPaths: GetStaticPaths<Params> = async ({ locales }) => {
  const { vendors } = await listListingPageSlugs();
  const pageLocales = locales ?? [...LOCALES];
  return { paths: vendors.flatMap((store) => pageLocales.map((locale) => ({ params: { store }, locale }))), fallback: 'blocking' };
};

/**
 * /store/{store}: an active vendor's store, styled by the brand that runs it; an address the
 * store left redirects permanently to its new one; 404 for an unknown or inactive vendor.
 */
export const getVendorStaticProps: GetStaticProps<ListingPageData, Params> = async ({ params, locale }) => {
  const pageLocale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const slug = params?.store ?? '';
  const page = listingPageOf(params);
  if (page === null) return { notFound: true, revalidate: NOT_FOUND_REVALIDATE_SECONDS };
  const found = await getVendorStorefront({ locale: pageLocale, slug, page });
  if (!found) {
    const moved = await findVendorByAlias(slug);
    if (moved) return { redirect: { destination: localizedPath(`/store/${moved.slug}`, pageLocale), permanent: true }, revalidate: LISTING_REVALIDATE_SECONDS };
    return { notFound: true, revalidate: NOT_FOUND_REVALIDATE_SECONDS };
  }
  const { vendorId, vendor, listing } = found;
  if (isPastLastPage(page, listing)) return { notFound: true, revalidate: NOT_FOUND_REVALIDATE_SECONDS };
  const language = languageOfLocale(pageLocale);
  const [brand, slot] = await Promise.all([getStorefrontBrand({ vendorId, language }), listStorefrontBanners({ placement: 'storefront', vendorId, language })]);
  return listingPageProps(
    pageLocale,
    {
      scope: { kind: 'vendor', slug: vendor.slug },
      header: { kind: 'vendor', slug: vendor.slug, name: vendor.name, description: vendor.description, countryCode: vendor.countryCode, countryName: regionNameIn(vendor.countryCode, pageLocale), productCount: vendor.productCount, brand },
      ...initialListing(listing),
      ...(page > 1 ? { initialPage: page } : {}),
      banners: { banners: slot.banners, renderedAt: slot.renderedAt },
    },
    { ...listing, nextChangeAt: earliestChange(listing.nextChangeAt, slot.nextChangeAt) },
  );
};
