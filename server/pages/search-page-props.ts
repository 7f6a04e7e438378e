import type { GetServerSideProps } from 'next';
import { serverSideTranslations } from '@/server/pages/page-translations';
import { listingPageTranslations } from '@/server/pages/listing-translations';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { parseSearchPageQuery, type SearchPageState } from '@/lib/search/search-page-query';
import type { SearchResultData } from '@/lib/search/search-types';
import { packListing, type KeptListingRows, type PackedListing } from '@/lib/catalog/packed-listing';
import type { WithKeptPageData } from '@/lib/pages/kept-page-data';
import type { SearchResult } from '@/lib/contracts/catalog/search-schemas';
import { searchProducts } from '@/server/catalog/search/search-products';

/** A search result as the page's props carry it: its rows packed (decision 0054) and kept apart (decision 0063). */
export type PackedSearchResultData = PackedListing<SearchResultData>;

export interface SearchPageProps extends WithKeptPageData<KeptListingRows<SearchResultData>> {
  state: SearchPageState;
  /** Null for an empty query: the page asks what to look for. */
  result: PackedSearchResultData | null;
}

/*
 * A search cannot be pre-rendered (any text may follow ?q=), so it renders per request; the
 * answer holds nothing personal, so shared caches keep it a minute and serve it stale while
 * they refresh, which absorbs repeated popular searches.
 */
export const SEARCH_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

const TRANSLATION_NAMESPACES = ['common', 'catalog', 'listing', 'search'];

export const getSearchPageProps: GetServerSideProps<SearchPageProps> = async ({ locale, query, res }) => {
  const pageLocale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const state = parseSearchPageQuery(query);
  const [result, translations] = await Promise.all([
    state.q ? searchProducts({ q: state.q, locale: pageLocale, filters: state.filters, sort: state.sort, page: state.page }) : Promise.resolve(null),
    // The search page renders no listing's header: none of their words (decision 0054).
    serverSideTranslations(pageLocale, TRANSLATION_NAMESPACES).then((loaded) => listingPageTranslations(loaded, null)),
  ]);
  res.setHeader('Cache-Control', SEARCH_PAGE_CACHE_CONTROL);
  const data: SearchResultData | null = result satisfies SearchResult | null;
  if (!data) return { props: { ...translations, state, result: null } };
  const packed = packListing(data);
  return { props: { ...translations, state, result: packed.listing, kept: packed.rows } };
};
