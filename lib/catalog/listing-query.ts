/*
 * The state of a listing (filters, sort, page) and its URL form, shared by the pages (which keep
 * it in the address bar, so it can be shared and the back button walks through it) and the list
 * API (which takes the same names). Example:
 *   ?colour=black&colour=white&min_price=200&sort=price_asc&page=2
 * Parsing is forgiving, as URLs are typed and pasted by people: an unknown or malformed value is
 * dropped rather than turned into an error page. Serializing is canonical: keys in a fixed order,
 * values sorted and unique, defaults left out, so one state has one URL (and one cache entry).
 */
import { firstQueryValue, type PageQuery, type QueryValue } from '../seo/page-query';
import {
  DEFAULT_LISTING_SORT,
  LISTING_SORTS,
  MAX_LISTING_PAGE,
  MAX_PRICE_FILTER,
  MAX_VALUES_PER_FACET,
  RATING_THRESHOLDS,
  VALUE_FACETS,
  type ListingSort,
  type RatingThreshold,
  type ValueFacet,
} from './listing-constants';

export interface ListingFilters {
  category: string[];
  vendor: string[];
  colour: string[];
  size: string[];
  material: string[];
  /** Major units of the shopper's currency, inclusive. */
  minPrice: number | null;
  maxPrice: number | null;
  minRating: RatingThreshold | null;
  inStock: boolean;
}

export interface ListingQuery {
  filters: ListingFilters;
  sort: ListingSort;
  page: number;
}

/** URL parameter names, in the order a canonical URL lists them. */
export const LISTING_PARAMS = {
  category: 'category',
  vendor: 'vendor',
  colour: 'colour',
  size: 'size',
  material: 'material',
  minPrice: 'min_price',
  maxPrice: 'max_price',
  minRating: 'rating',
  inStock: 'in_stock',
  sort: 'sort',
  page: 'page',
} as const;

/** Facet values are slugs or option codes: "black", "140x70", "nordvik-studio", "pod-solo". */
export const FACET_VALUE_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;
const PRICE_PATTERN = /^\d{1,8}(\.\d{1,2})?$/;
const PAGE_PATTERN = /^\d{1,9}$/;

export function emptyListingFilters(): ListingFilters {
  return { category: [], vendor: [], colour: [], size: [], material: [], minPrice: null, maxPrice: null, minRating: null, inStock: false };
}

export function defaultListingQuery(): ListingQuery {
  return { filters: emptyListingFilters(), sort: DEFAULT_LISTING_SORT, page: 1 };
}

function valuesOf(value: QueryValue): string[] {
  if (value === undefined) return [];
  return typeof value === 'string' ? [value] : [...value];
}

/** Unique, sorted, well-formed values; keys such as "colour[]" count as "colour". */
function facetValues(query: PageQuery, name: string): string[] {
  const raw = [...valuesOf(query[name]), ...valuesOf(query[`${name}[]`])];
  const valid = raw.map((value) => value.trim().toLowerCase()).filter((value) => FACET_VALUE_PATTERN.test(value));
  return [...new Set(valid)].sort().slice(0, MAX_VALUES_PER_FACET);
}

function priceOf(value: QueryValue): number | null {
  const raw = firstQueryValue(value)?.trim() ?? '';
  if (!PRICE_PATTERN.test(raw)) return null;
  const price = Number(raw);
  return price <= MAX_PRICE_FILTER ? price : null;
}

function ratingOf(value: QueryValue): RatingThreshold | null {
  const raw = Number(firstQueryValue(value)?.trim());
  return (RATING_THRESHOLDS as readonly number[]).includes(raw) ? (raw as RatingThreshold) : null;
}

function isListingSort(value: string | undefined): value is ListingSort {
  return value !== undefined && (LISTING_SORTS as readonly string[]).includes(value);
}

function pageOf(value: QueryValue): number {
  const raw = firstQueryValue(value)?.trim() ?? '';
  if (!PAGE_PATTERN.test(raw)) return 1;
  return Math.min(MAX_LISTING_PAGE, Math.max(1, Number(raw)));
}

/** Reads a listing state out of a page query (router.query or the query of a URL). */
export function parseListingQuery(query: PageQuery): ListingQuery {
  let minPrice = priceOf(query[LISTING_PARAMS.minPrice]);
  let maxPrice = priceOf(query[LISTING_PARAMS.maxPrice]);
  // "from 800 to 200" is what someone meant as "from 200 to 800".
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const inStockRaw = firstQueryValue(query[LISTING_PARAMS.inStock])?.trim();
  const sortRaw = firstQueryValue(query[LISTING_PARAMS.sort])?.trim();
  return {
    filters: {
      category: facetValues(query, LISTING_PARAMS.category),
      vendor: facetValues(query, LISTING_PARAMS.vendor),
      colour: facetValues(query, LISTING_PARAMS.colour),
      size: facetValues(query, LISTING_PARAMS.size),
      material: facetValues(query, LISTING_PARAMS.material),
      minPrice: minPrice === 0 ? null : minPrice,
      maxPrice,
      minRating: ratingOf(query[LISTING_PARAMS.minRating]),
      inStock: inStockRaw === '1' || inStockRaw === 'true',
    },
    sort: isListingSort(sortRaw) ? sortRaw : DEFAULT_LISTING_SORT,
    page: pageOf(query[LISTING_PARAMS.page]),
  };
}

function formatPrice(price: number): string {
  return Number.isInteger(price) ? String(price) : price.toFixed(2);
}

/** The filters alone, as URL parameters (the API takes these names too). */
export function listingFilterParams(filters: ListingFilters): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  for (const facet of VALUE_FACETS) {
    const values = [...new Set(filters[facet])].sort();
    if (values.length > 0) params[LISTING_PARAMS[facet]] = values;
  }
  if (filters.minPrice !== null && filters.minPrice > 0) params[LISTING_PARAMS.minPrice] = formatPrice(filters.minPrice);
  if (filters.maxPrice !== null) params[LISTING_PARAMS.maxPrice] = formatPrice(filters.maxPrice);
  if (filters.minRating !== null) params[LISTING_PARAMS.minRating] = String(filters.minRating);
  if (filters.inStock) params[LISTING_PARAMS.inStock] = '1';
  return params;
}

/** The canonical URL query of a listing state: defaults are left out. */
export function listingUrlQuery(query: ListingQuery): Record<string, string | string[]> {
  const params = listingFilterParams(query.filters);
  if (query.sort !== DEFAULT_LISTING_SORT) params[LISTING_PARAMS.sort] = query.sort;
  if (query.page > 1) params[LISTING_PARAMS.page] = String(query.page);
  return params;
}

/** "colour=black&colour=white&min_price=200": the query string of a state, without "?". */
export function listingSearchString(query: ListingQuery): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(listingUrlQuery(query))) {
    for (const item of typeof value === 'string' ? [value] : value) search.append(key, item);
  }
  return search.toString();
}

/** A link to a listing state on a page path ("/standing-desks"). */
export function listingHref(pathname: string, query: ListingQuery): string {
  const search = listingSearchString(query);
  return search ? `${pathname}?${search}` : pathname;
}

export function countActiveFilters(filters: ListingFilters): number {
  let count = VALUE_FACETS.reduce((sum, facet) => sum + filters[facet].length, 0);
  if (filters.minPrice !== null || filters.maxPrice !== null) count += 1;
  if (filters.minRating !== null) count += 1;
  if (filters.inStock) count += 1;
  return count;
}

export function hasActiveFilters(filters: ListingFilters): boolean {
  return countActiveFilters(filters) > 0;
}

/** Whether a state is what the pre-rendered page shows: page 1, featured, no filter. */
export function isDefaultListingQuery(query: ListingQuery): boolean {
  return query.page === 1 && query.sort === DEFAULT_LISTING_SORT && !hasActiveFilters(query.filters);
}

export function sameListingQuery(a: ListingQuery, b: ListingQuery): boolean {
  return listingSearchString(a) === listingSearchString(b);
}

/* Every change of filters or sort starts again at page 1: page 3 of another result set means nothing. */
function withFilters(query: ListingQuery, filters: ListingFilters): ListingQuery {
  return { ...query, filters, page: 1 };
}

export function toggleFacetValue(query: ListingQuery, facet: ValueFacet, value: string): ListingQuery {
  const current = query.filters[facet];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value].sort();
  return withFilters(query, { ...query.filters, [facet]: next });
}

export function setPriceRange(query: ListingQuery, minPrice: number | null, maxPrice: number | null): ListingQuery {
  let min = minPrice !== null && minPrice > 0 ? minPrice : null;
  let max = maxPrice;
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  return withFilters(query, { ...query.filters, minPrice: min, maxPrice: max });
}

export function setMinRating(query: ListingQuery, minRating: RatingThreshold | null): ListingQuery {
  return withFilters(query, { ...query.filters, minRating });
}

export function setInStock(query: ListingQuery, inStock: boolean): ListingQuery {
  return withFilters(query, { ...query.filters, inStock });
}

export function setSort(query: ListingQuery, sort: ListingSort): ListingQuery {
  return { ...query, sort, page: 1 };
}

export function setPage(query: ListingQuery, page: number): ListingQuery {
  return { ...query, page: Math.min(MAX_LISTING_PAGE, Math.max(1, Math.floor(page))) };
}

/** Drops every filter but keeps the sort. */
export function clearFilters(query: ListingQuery): ListingQuery {
  return withFilters(query, emptyListingFilters());
}

/** One removable filter, as the "active filters" chips show them. */
export type ActiveFilter =
  | { kind: 'value'; facet: ValueFacet; value: string }
  | { kind: 'price'; minPrice: number | null; maxPrice: number | null }
  | { kind: 'rating'; minRating: RatingThreshold }
  | { kind: 'inStock' };

export function activeFilters(filters: ListingFilters): ActiveFilter[] {
  const chips: ActiveFilter[] = [];
  for (const facet of VALUE_FACETS) for (const value of filters[facet]) chips.push({ kind: 'value', facet, value });
  if (filters.minPrice !== null || filters.maxPrice !== null) chips.push({ kind: 'price', minPrice: filters.minPrice, maxPrice: filters.maxPrice });
  if (filters.minRating !== null) chips.push({ kind: 'rating', minRating: filters.minRating });
  if (filters.inStock) chips.push({ kind: 'inStock' });
  return chips;
}

export function removeFilter(query: ListingQuery, filter: ActiveFilter): ListingQuery {
  switch (filter.kind) {
    case 'value':
      return toggleFacetValue(query, filter.facet, filter.value);
    case 'price':
      return setPriceRange(query, null, null);
    case 'rating':
      return setMinRating(query, null);
    case 'inStock':
      return setInStock(query, false);
  }
}
