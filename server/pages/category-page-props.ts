import type { GetStaticPaths, GetStaticProps } from 'next';
import type { ListingPageData } from '@/lib/catalog/listing-types';
import { DEFAULT_LOCALE, isLocale, languageOfLocale, LOCALES } from '@/lib/i18n/locales';
import { listStorefrontBanners } from '@/server/brands/banners/list-storefront-banners';
import { getCategoryListing } from '@/server/catalog/listing/get-category-listing';
import { listListingPageSlugs } from '@/server/catalog/listing/list-listing-page-slugs';
import { earliestChange } from './banner-revalidate';
import { initialListing, isPastLastPage, listingPageOf, listingPageProps, NOT_FOUND_REVALIDATE_SECONDS } from './listing-page-props';

type Params = { categorySlug: string; listingPage?: string };

/** Every category in every locale is pre-rendered at build; new ones render on first visit. */
export const getCategoryStaticPaths: GetStaticPaths<Params> = async ({ locales }) => {
  const { categories } = await listListingPageSlugs();
  const pageLocales = locales ?? [...LOCALES];
  return {
    paths: categories.flatMap((categorySlug) => pageLocales.map((locale) => ({ params: { categorySlug }, locale }))),
    fallback: 'blocking',
  };
};

export const getCategoryStaticProps: GetStaticProps<ListingPageData, Params> = async ({ params, locale }) => {
  const pageLocale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const page = listingPageOf(params);
  if (page === null) return { notFound: true, revalidate: NOT_FOUND_REVALIDATE_SECONDS };
  const found = await getCategoryListing({ locale: pageLocale, slug: params?.categorySlug ?? '', page });
  if (!found || isPastLastPage(page, found.listing)) return { notFound: true, revalidate: NOT_FOUND_REVALIDATE_SECONDS };
  const { category, listing } = found;
  const slot = await listStorefrontBanners({ placement: 'category', categorySlug: category.slug, language: languageOfLocale(pageLocale) });
  return listingPageProps(
    pageLocale,
    {
      scope: { kind: 'category', slug: category.slug },
      header: {
        kind: 'category',
        slug: category.slug,
        name: category.name,
        description: category.description,
        imageKey: category.imageKey,
        productCount: category.productCount,
      },
      ...initialListing(listing),
      ...(page > 1 ? { initialPage: page } : {}),
      banners: { banners: slot.banners, renderedAt: slot.renderedAt },
    },
    { ...listing, nextChangeAt: earliestChange(listing.nextChangeAt, slot.nextChangeAt) },
  );
};
