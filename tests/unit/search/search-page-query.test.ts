import { describe, expect, it } from 'vitest';
import { emptyListingFilters } from '@/lib/catalog/listing-query';
import { parseSearchPageQuery, searchHref, withFilters } from '@/lib/search/search-page-query';

describe('the search page URL', () => {
  it('reads q, the category pages’ filter names, sort and page', () => {
    const state = parseSearchPageQuery({ q: '  oak   desk ', category: ['desk-frames', 'standing-desks'], in_stock: '1', sort: 'price_asc', page: '3' });
    expect(state).toEqual({
      q: 'oak desk',
      filters: { ...emptyListingFilters(), category: ['desk-frames', 'standing-desks'], inStock: true },
      sort: 'price_asc',
      page: 3,
    });
  });

  it('forgives what people type into URLs: an unknown sort, a bad page, a page past the window', () => {
    expect(parseSearchPageQuery({ q: 'desk', sort: 'cheapest', page: 'two' })).toMatchObject({ sort: 'relevance', page: 1 });
    expect(parseSearchPageQuery({ q: 'desk', page: '999' }).page).toBe(14);
    expect(parseSearchPageQuery({}).q).toBe('');
  });

  it('writes one canonical URL per state, leaving defaults out', () => {
    const state = parseSearchPageQuery({ page: '2', sort: 'relevance', vendor: 'nordvik-studio', q: 'chair' });
    expect(searchHref(state)).toBe('/search?q=chair&vendor=nordvik-studio&page=2');
    expect(searchHref(withFilters(state, emptyListingFilters()))).toBe('/search?q=chair');
  });

  it('round-trips through its own URL', () => {
    const state = parseSearchPageQuery({ q: 'bürostuhl & co', colour: 'black', max_price: '300', sort: 'newest' });
    const again = parseSearchPageQuery(Object.fromEntries(new URL(`https://x${searchHref(state)}`).searchParams));
    expect(again).toEqual(state);
  });
});
