import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchProducts } from '@/server/catalog/search/search-products';
import { createSearchTestDatabase } from './support/search-database';
import { buildSearchableProduct } from '@/tests/support/builders/search';

let database: Awaited<ReturnType<typeof createSearchTestDatabase>>;

beforeAll(async () => {
  database = await createSearchTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

describe('search ranking', () => {
  it('ranks a product named after the words above one that only mentions them in its description', async () => {
    // The description-only product sells far more, so popularity alone would put it first.
    const described = await buildSearchableProduct(database.db, { name: 'Plain Oak Side Table', description: 'Pairs well with any zephyrine lamp.', soldCount: 90_000 });
    const named = await buildSearchableProduct(database.db, { name: 'Zephyrine Desk Lamp', soldCount: 1 });
    const result = await searchProducts({ q: 'zephyrine', locale: 'en-US' });
    expect(result.match).toBe('text');
    expect(result.items.map((item) => item.code)).toEqual([named.code, described.code]);
  });

  it('ranks a category or vendor match above a specification match', async () => {
    const inSpecs = await buildSearchableProduct(database.db, { name: 'Quillon Shelf', specs: [{ label: 'Finish', value: 'Nordvik lacquer' }], soldCount: 50_000 });
    const result = await searchProducts({ q: 'nordvik', locale: 'en-US' });
    const codes = result.items.map((item) => item.code);
    expect(codes).toContain(inSpecs.code);
    // Every product sold by Nordvik Studio (vendor, weight B) comes before the spec-only match (weight C).
    expect(codes.indexOf(inSpecs.code)).toBe(codes.length - 1);
    expect(codes.length).toBeGreaterThan(1);
  });

  it('searches names, categories, vendors, specifications and descriptions', async () => {
    const product = await buildSearchableProduct(database.db, {
      name: 'Orvanta Stool',
      shortDescription: 'A perch for quick meetings.',
      specs: [{ label: 'Seat material', value: 'Cork veneer' }],
      description: 'Hand-finished in Lisbon.',
    });
    for (const q of ['orvanta', 'cork veneer', 'lisbon', 'perch meetings', 'standing desks orvanta']) {
      const result = await searchProducts({ q, locale: 'en-US' });
      expect(result.items.map((item) => item.code), q).toContain(product.code);
    }
  });

  it('requires every word of the query (a product matching only one is not listed)', async () => {
    const result = await searchProducts({ q: 'zephyrine table', locale: 'en-US' });
    expect(result.items.map((item) => item.name)).toEqual(['Plain Oak Side Table']);
  });
});

describe('search languages', () => {
  it('stems French: "bureaux" finds products named "Bureau ..."', async () => {
    const result = await searchProducts({ q: 'bureaux', locale: 'fr-FR' });
    expect(result.match).toBe('text');
    expect(result.items.length).toBeGreaterThan(0);
    expect(result.items.some((item) => item.name.startsWith('Bureau '))).toBe(true);
    expect(result.items[0]?.price.currency).toBe('EUR');
  });

  it('stems German: "Schreibtische" finds "Steh-Sitz-Schreibtisch" products', async () => {
    const result = await searchProducts({ q: 'Schreibtische', locale: 'de-DE' });
    expect(result.items.length).toBeGreaterThan(0);
    expect(result.items.every((item) => /schreibtisch/i.test(item.name) || item.highlight.snippet !== null || item.categorySlug === 'standing-desks')).toBe(true);
  });

  it('ignores accents: "bürostuhl" and "burostuhl" find the same products', async () => {
    const withAccent = await searchProducts({ q: 'bürostuhl', locale: 'de-DE' });
    const without = await searchProducts({ q: 'burostuhl', locale: 'de-DE' });
    expect(withAccent.totalItems).toBeGreaterThan(0);
    expect(without.items.map((item) => item.code)).toEqual(withAccent.items.map((item) => item.code));
  });

  it('searches the shopper\'s language only: an English word finds nothing in French', async () => {
    const product = await buildSearchableProduct(database.db, { name: 'Brightwater Lamp', names: { fr: 'Lampe Clairefontaine', de: 'Hellwasser Leuchte' } });
    expect((await searchProducts({ q: 'brightwater', locale: 'en-GB' })).items.map((item) => item.code)).toEqual([product.code]);
    expect((await searchProducts({ q: 'clairefontaine', locale: 'fr-FR' })).items.map((item) => item.code)).toEqual([product.code]);
    expect((await searchProducts({ q: 'clairefontaine', locale: 'en-US' })).items).toEqual([]);
  });

  it('prices results in the currency of the locale', async () => {
    const gb = await searchProducts({ q: 'chair', locale: 'en-GB' });
    const ca = await searchProducts({ q: 'chair', locale: 'en-CA' });
    expect(gb.items.every((item) => item.price.currency === 'GBP')).toBe(true);
    expect(ca.items.every((item) => item.price.currency === 'CAD')).toBe(true);
  });
});
