import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LISTING_SORTS, MAX_VALUES_PER_FACET } from '@/lib/catalog/listing-constants';
import {
  activeFilters,
  clearFilters,
  countActiveFilters,
  defaultListingQuery,
  isDefaultListingQuery,
  listingHref,
  listingSearchString,
  listingUrlQuery,
  parseListingQuery,
  removeFilter,
  setPage,
  setPriceRange,
  setSort,
  toggleFacetValue,
} from '@/lib/catalog/listing-query';
import { queryOfPath } from '@/lib/seo/page-query';

const parse = (search: string) => parseListingQuery(queryOfPath(`/standing-desks?${search}`));

describe('listing state in the URL', () => {
  it('reads the example of the issue: two colours, a minimum price, a sort and a page', () => {
    const query = parse('colour=black&colour=white&min_price=200&sort=price_asc&page=2');
    expect(query.filters.colour).toEqual(['black', 'white']);
    expect(query.filters.minPrice).toBe(200);
    expect(query.filters.maxPrice).toBeNull();
    expect(query.sort).toBe('price_asc');
    expect(query.page).toBe(2);
  });

  it('writes one canonical URL per state: fixed key order, sorted unique values, defaults left out', () => {
    const a = parse('page=2&sort=price_asc&colour=white&min_price=200&colour=black&colour=white');
    const b = parse('colour=black&colour=white&min_price=200&sort=price_asc&page=2');
    expect(listingSearchString(a)).toBe('colour=black&colour=white&min_price=200&sort=price_asc&page=2');
    expect(listingSearchString(a)).toBe(listingSearchString(b));
    expect(listingHref('/standing-desks', defaultListingQuery())).toBe('/standing-desks');
    expect(listingUrlQuery(parse('sort=featured&page=1'))).toEqual({});
  });

  it('survives a round trip through the URL for any state', () => {
    const value = fc.constantFrom('black', 'white', 'oak', '140x70', 'pod-solo', 'nordvik-studio');
    const state = fc.record({
      category: fc.uniqueArray(value, { maxLength: 3 }),
      vendor: fc.uniqueArray(value, { maxLength: 3 }),
      colour: fc.uniqueArray(value, { maxLength: 3 }),
      size: fc.uniqueArray(value, { maxLength: 3 }),
      material: fc.uniqueArray(value, { maxLength: 3 }),
      min: fc.option(fc.integer({ min: 1, max: 5000 }), { nil: null }),
      max: fc.option(fc.integer({ min: 1, max: 5000 }), { nil: null }),
      rating: fc.constantFrom(null, 3 as const, 4 as const),
      inStock: fc.boolean(),
      sort: fc.constantFrom(...LISTING_SORTS),
      page: fc.integer({ min: 1, max: 500 }),
    });
    fc.assert(
      fc.property(state, (s) => {
        const base = setPriceRange(defaultListingQuery(), s.min, s.max);
        const query = {
          filters: { ...base.filters, category: [...s.category].sort(), vendor: [...s.vendor].sort(), colour: [...s.colour].sort(), size: [...s.size].sort(), material: [...s.material].sort(), minRating: s.rating, inStock: s.inStock },
          sort: s.sort,
          page: s.page,
        };
        expect(parse(listingSearchString(query))).toEqual(query);
      }),
    );
  });

  it('drops what a person cannot have meant instead of failing the page', () => {
    const query = parse('colour=Black&colour=<script>&size=&min_price=abc&max_price=-5&rating=5&sort=cheapest&page=0&in_stock=yes');
    expect(query.filters.colour).toEqual(['black']);
    expect(query.filters.size).toEqual([]);
    expect(query.filters.minPrice).toBeNull();
    expect(query.filters.maxPrice).toBeNull();
    expect(query.filters.minRating).toBeNull();
    expect(query.filters.inStock).toBe(false);
    expect(query.sort).toBe('featured');
    expect(query.page).toBe(1);
  });

  it('swaps a price range typed the wrong way round', () => {
    expect(parse('min_price=800&max_price=200').filters).toMatchObject({ minPrice: 200, maxPrice: 800 });
    expect(setPriceRange(defaultListingQuery(), 900, 100).filters).toMatchObject({ minPrice: 100, maxPrice: 900 });
  });

  it('accepts PHP-style array keys and caps the values of one facet', () => {
    expect(parse('colour[]=black&colour[]=white').filters.colour).toEqual(['black', 'white']);
    const many = Array.from({ length: 40 }, (_, i) => `colour=c${i}`).join('&');
    expect(parse(many).filters.colour).toHaveLength(MAX_VALUES_PER_FACET);
  });

  it('keeps prices with cents and reads in_stock=1 or true', () => {
    expect(parse('max_price=199.99&in_stock=1').filters).toMatchObject({ maxPrice: 199.99, inStock: true });
    expect(parse('in_stock=true').filters.inStock).toBe(true);
    expect(listingUrlQuery(parse('max_price=199.99'))).toEqual({ max_price: '199.99' });
  });

  it('starts again at page 1 when a filter or the sort changes, but not when the page does', () => {
    const onPage3 = setPage(defaultListingQuery(), 3);
    expect(toggleFacetValue(onPage3, 'colour', 'black').page).toBe(1);
    expect(setSort(onPage3, 'newest').page).toBe(1);
    expect(setPriceRange(onPage3, 100, null).page).toBe(1);
    expect(setPage(onPage3, 4).page).toBe(4);
  });

  it('toggles a value on and off', () => {
    const on = toggleFacetValue(defaultListingQuery(), 'size', '140x70');
    expect(on.filters.size).toEqual(['140x70']);
    expect(toggleFacetValue(on, 'size', '140x70').filters.size).toEqual([]);
  });

  it('lists each active filter as a chip that removes exactly itself, and clears all but the sort', () => {
    const query = setSort(parse('colour=black&colour=white&max_price=500&rating=4&in_stock=1'), 'newest');
    const chips = activeFilters(query.filters);
    expect(chips).toHaveLength(5);
    expect(countActiveFilters(query.filters)).toBe(5);
    const withoutBlack = removeFilter(query, { kind: 'value', facet: 'colour', value: 'black' });
    expect(withoutBlack.filters.colour).toEqual(['white']);
    expect(removeFilter(query, { kind: 'price', minPrice: null, maxPrice: 500 }).filters.maxPrice).toBeNull();
    const cleared = clearFilters(query);
    expect(countActiveFilters(cleared.filters)).toBe(0);
    expect(cleared.sort).toBe('newest');
  });

  it('knows the state the pre-rendered page shows', () => {
    expect(isDefaultListingQuery(parse(''))).toBe(true);
    expect(isDefaultListingQuery(parse('quickview=DH000001&utm_source=x'))).toBe(true);
    expect(isDefaultListingQuery(parse('page=2'))).toBe(false);
    expect(isDefaultListingQuery(parse('sort=newest'))).toBe(false);
    expect(isDefaultListingQuery(parse('in_stock=1'))).toBe(false);
  });
});
