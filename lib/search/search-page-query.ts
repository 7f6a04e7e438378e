/*
 * The state of the search page and its URL: /search?q=standing+desk&category=desk-frames&sort=price_asc&page=2.
 * Filters use the category pages' names and parsing (lib/catalog/listing-query.ts), so a facet
 * link means the same on both. Parsing forgives (a malformed value is dropped); serializing is
 * canonical (fixed key order, defaults left out).
 */
import { emptyListingFilters, listingFilterParams, parseListingQuery, type ListingFilters, type ListingQuery } from '../catalog/listing-query';
import { firstQueryValue, type PageQuery } from '../seo/page-query';
import { DEFAULT_SEARCH_SORT, SEARCH_MAX_PAGE, SEARCH_SORTS, type SearchSort } from './search-constants';
import { SEARCH_PATH } from '../navigation/site-navigation';
import { normalizeSearchQuery } from './search-words';

export const SEARCH_PARAMS = { query: 'q', sort: 'sort', page: 'page', quickView: 'quickview' } as const;

export interface SearchPageState {
  q: string;
  filters: ListingFilters;
  sort: SearchSort;
  page: number;
}

function isSearchSort(value: string | undefined): value is SearchSort {
  return value !== undefined && (SEARCH_SORTS as readonly string[]).includes(value);
}

export function parseSearchPageQuery(query: PageQuery): SearchPageState {
  const sortRaw = firstQueryValue(query[SEARCH_PARAMS.sort] ?? query[`${SEARCH_PARAMS.sort}[]`])?.trim();
  const pageRaw = firstQueryValue(query[SEARCH_PARAMS.page])?.trim() ?? '';
  const page = /^\d{1,9}$/.test(pageRaw) ? Math.min(SEARCH_MAX_PAGE, Math.max(1, Number(pageRaw))) : 1;
  return {
    q: normalizeSearchQuery(firstQueryValue(query[SEARCH_PARAMS.query])),
    filters: parseListingQuery(query).filters,
    sort: isSearchSort(sortRaw) ? sortRaw : DEFAULT_SEARCH_SORT,
    page,
  };
}

export function emptySearchPageState(q = ''): SearchPageState {
  return { q, filters: emptyListingFilters(), sort: DEFAULT_SEARCH_SORT, page: 1 };
}

/** The URL query of a state: q first, then the filters, sort and page when not the defaults. */
export function searchUrlQuery(state: SearchPageState): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  if (state.q) params[SEARCH_PARAMS.query] = state.q;
  Object.assign(params, listingFilterParams(state.filters));
  if (state.sort !== DEFAULT_SEARCH_SORT) params[SEARCH_PARAMS.sort] = state.sort;
  if (state.page > 1) params[SEARCH_PARAMS.page] = String(state.page);
  return params;
}

/** "/search?q=desk&sort=newest" (without locale prefix: Link and router.push add it). */
export function searchHref(state: SearchPageState, pathname = SEARCH_PATH): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(searchUrlQuery(state))) {
    for (const item of typeof value === 'string' ? [value] : value) search.append(key, item);
  }
  const text = search.toString();
  return text ? `${pathname}?${text}` : pathname;
}

/** The listing state the shared facet components work on (their sort and page are not used). */
export function asListingQuery(state: SearchPageState): ListingQuery {
  return { filters: state.filters, sort: 'featured', page: state.page };
}

/** A state with other filters: back to page 1, as the results change. */
export function withFilters(state: SearchPageState, filters: ListingFilters): SearchPageState {
  return { ...state, filters, page: 1 };
}
