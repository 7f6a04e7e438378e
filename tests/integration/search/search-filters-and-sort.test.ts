import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyListingFilters, type ListingFilters } from '@/lib/catalog/listing-query';
import { searchProducts } from '@/server/catalog/search/search-products';
import { createSearchTestDatabase } from './support/search-database';

let database: Awaited<ReturnType<typeof createSearchTestDatabase>>;

beforeAll(async () => {
  database = await createSearchTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

const filters = (overrides: Partial<ListingFilters>): ListingFilters => ({ ...emptyListingFilters(), ...overrides });

describe('search filters', () => {
  it('narrows to a category, and the category facet still counts the other categories', async () => {
    const all = await searchProducts({ q: 'desk', locale: 'en-US' });
    const frames = all.facets?.category.find((value) => value.value === 'desk-frames');
    expect(frames?.count).toBeGreaterThan(0);
    const narrowed = await searchProducts({ q: 'desk', locale: 'en-US', filters: filters({ category: ['desk-frames'] }) });
    expect(narrowed.totalItems).toBe(frames?.count);
    expect(narrowed.items.every((item) => item.categorySlug === 'desk-frames')).toBe(true);
    expect(narrowed.facets?.category.find((value) => value.value === 'desk-frames')?.selected).toBe(true);
    expect(narrowed.facets?.category.map((value) => value.value)).toEqual(all.facets?.category.map((value) => value.value));
  });

  it('narrows to a vendor and to products in stock', async () => {
    const vendor = await searchProducts({ q: 'chair', locale: 'en-US', filters: filters({ vendor: ['nordvik-studio'] }) });
    expect(vendor.items.length).toBeGreaterThan(0);
    expect(vendor.items.every((item) => item.vendorSlug === 'nordvik-studio')).toBe(true);
    const inStock = await searchProducts({ q: 'chair', locale: 'en-US', filters: filters({ inStock: true }) });
    expect(inStock.items.every((item) => item.inStock)).toBe(true);
    expect(inStock.facets?.inStock).toMatchObject({ selected: true, count: inStock.totalItems });
  });

  it('narrows to a price range in the currency of the locale (major units, inclusive)', async () => {
    const result = await searchProducts({ q: 'desk', locale: 'en-GB', filters: filters({ minPrice: 200, maxPrice: 800 }) });
    expect(result.items.length).toBeGreaterThan(0);
    for (const item of result.items) {
      expect(item.price.currency).toBe('GBP');
      expect(item.price.amount).toBeGreaterThanOrEqual(20_000);
      expect(item.price.amount).toBeLessThanOrEqual(80_000);
    }
  });

  it('answers an empty page, with facets to loosen, when filters exclude every match', async () => {
    const result = await searchProducts({ q: 'chair', locale: 'en-US', filters: filters({ category: ['storage'] }) });
    expect(result.items).toEqual([]);
    expect(result.match).toBe('none');
    expect(result.facets?.category.find((value) => value.value === 'office-chairs')?.count).toBeGreaterThan(0);
  });
});

describe('search sort orders', () => {
  it('sorts by the price the shopper pays, both ways', async () => {
    const up = await searchProducts({ q: 'chair', locale: 'en-US', sort: 'price_asc' });
    const down = await searchProducts({ q: 'chair', locale: 'en-US', sort: 'price_desc' });
    const upPrices = up.items.map((item) => item.price.amount);
    expect(upPrices).toEqual([...upPrices].sort((a, b) => a - b));
    const downPrices = down.items.map((item) => item.price.amount);
    expect(downPrices).toEqual([...downPrices].sort((a, b) => b - a));
    expect(up.totalItems).toBe(down.totalItems);
  });

  it('sorts by rating, best first', async () => {
    const result = await searchProducts({ q: 'chair', locale: 'en-US', sort: 'best_rated' });
    const ratings = result.items.map((item) => item.ratingAverage);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it('pages through results 36 at a time without repeating a product', async () => {
    const first = await searchProducts({ q: 'desk', locale: 'en-US', sort: 'newest' });
    expect(first.totalItems).toBeGreaterThan(36);
    const second = await searchProducts({ q: 'desk', locale: 'en-US', sort: 'newest', page: 2 });
    expect(first.items).toHaveLength(36);
    expect(second.items.length).toBe(Math.min(36, first.totalItems - 36));
    const codes = [...first.items, ...second.items].map((item) => item.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(first.totalPages).toBe(Math.ceil(first.totalItems / 36));
  });
});
