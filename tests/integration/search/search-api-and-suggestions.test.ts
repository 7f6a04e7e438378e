import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as productsRoute from '@/pages/api/v1/search/products';
import * as suggestionsRoute from '@/pages/api/v1/search/suggestions';
import { products, productTranslations } from '@/server/db/schema';
import { refreshSearchDocuments } from '@/server/catalog/search/refresh-search-documents';
import { searchResultSchema, suggestionsSchema } from '@/lib/contracts/catalog/search-schemas';
import { searchProducts } from '@/server/catalog/search/search-products';
import { suggestProducts } from '@/server/catalog/search/suggest-products';
import { callApi } from '@/tests/integration/api/support/call-api';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { startApiServer, type ApiServer } from '@/tests/integration/setup/api-harness';
import { createSearchTestDatabase } from './support/search-database';
import { buildSearchableProduct } from '@/tests/support/builders/search';

let database: Awaited<ReturnType<typeof createSearchTestDatabase>>;
let api: ApiServer;

beforeAll(async () => {
  database = await createSearchTestDatabase();
  api = await startApiServer({ '/api/v1/search/products': productsRoute, '/api/v1/search/suggestions': suggestionsRoute });
});
afterAll(async () => {
  await api.close();
  await database.drop();
});

const get = (path: string, locale = 'en-US') => callApi(`${api.url}${path}`, { headers: { location: locale } });

describe('GET /api/v1/search/products', () => {
  it('answers ranked, faceted results in the language and currency of the location header', async () => {
    const answer = await get('/api/v1/search/products?q=bureau&sort[]=price_asc&in_stock=1', 'fr-FR');
    const data = searchResultSchema.parse(expectSuccessData(answer));
    expect(data.items.length).toBeGreaterThan(0);
    expect(data.items.every((item) => item.price.currency === 'EUR' && item.inStock)).toBe(true);
    expect(data.sort).toBe('price_asc');
    expect(data.facets?.inStock.selected).toBe(true);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(answer.headers.get('vary')).toMatch(/location/i);
  });

  it('takes facet filters under the listing names, single or repeated (spec §5)', async () => {
    const one = searchResultSchema.parse(expectSuccessData(await get('/api/v1/search/products?q=desk&category=desk-frames')));
    const two = searchResultSchema.parse(expectSuccessData(await get('/api/v1/search/products?q=desk&category[]=desk-frames&category[]=standing-desks')));
    expect(one.items.every((item) => item.categorySlug === 'desk-frames')).toBe(true);
    expect(two.totalItems).toBeGreaterThan(one.totalItems);
  });

  it('answers an empty query with no products, not an error', async () => {
    const data = searchResultSchema.parse(expectSuccessData(await get('/api/v1/search/products?q=')));
    expect(data).toMatchObject({ match: 'none', items: [], totalItems: 0 });
  });

  it('refuses a missing query, an overlong query and pages or sorts it does not know with 400', async () => {
    expectErrorEnvelope(await get('/api/v1/search/products'), 400, 'VALIDATION_FAILED');
    expectErrorEnvelope(await get(`/api/v1/search/products?q=${'a'.repeat(101)}`), 400, 'VALIDATION_FAILED');
    expectErrorEnvelope(await get('/api/v1/search/products?q=desk&page=0'), 400, 'VALIDATION_FAILED');
    expectErrorEnvelope(await get('/api/v1/search/products?q=desk&page=15'), 400, 'VALIDATION_FAILED');
    expectErrorEnvelope(await get('/api/v1/search/products?q=desk&sort=cheapest'), 400, 'VALIDATION_FAILED');
    expectErrorEnvelope(await get('/api/v1/search/products?q=desk&min_price=900&max_price=100'), 400, 'VALIDATION_FAILED');
  });

  it('answers hostile text as plain words', async () => {
    for (const q of ["'; drop table products; --", '%ff', encodeURIComponent('\\:*&|!()<>'), encodeURIComponent('🪑 desk')]) {
      const answer = await get(`/api/v1/search/products?q=${q}`);
      expect(answer.status, q).toBe(200);
    }
    // A NUL is not text: every endpoint refuses it where the query is read (decision 0028).
    const nul = expectErrorEnvelope(await get('/api/v1/search/products?q=%00%ff'), 400, 'VALIDATION_FAILED');
    expect(nul.data.issues?.map((issue) => issue.path)).toEqual(['query.q']);
    expect((await searchProducts({ q: 'desk', locale: 'en-US' })).totalItems).toBeGreaterThan(0);
  });
});

describe('suggestions while typing', () => {
  it('completes the word being typed with popular products, those named so first, and their categories', async () => {
    const data = suggestionsSchema.parse(expectSuccessData(await get('/api/v1/search/suggestions?q=standing%20d')));
    expect(data.products.length).toBe(6);
    expect(data.products.every((product) => /standing d/i.test(product.name))).toBe(true);
    expect(data.products.every((product) => product.path.startsWith('/standing-desks/') || product.path.startsWith('/desk-frames/'))).toBe(true);
    expect(data.categories.map((category) => category.slug)).toContain('standing-desks');
    const first = data.products[0];
    expect(first && first.nameHighlight.map((range) => first.name.slice(range.start, range.end))).toEqual(['Standing', 'Desk']);
    expect(first?.price.currency).toBe('USD');
  });

  it('is cached briefly by browsers and shared caches', async () => {
    const answer = await get('/api/v1/search/suggestions?q=lamp');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300, stale-while-revalidate=600');
  });

  it('corrects misspelled words, including the one being typed', async () => {
    const typo = await suggestProducts({ q: 'stnading de', locale: 'en-US' });
    expect(typo.correctedQuery).toBe('standing de');
    expect(typo.products.length).toBeGreaterThan(0);
    const partial = await suggestProducts({ q: 'chiar', locale: 'en-US' });
    expect(partial.products.some((product) => /chair/i.test(product.name))).toBe(true);
  });

  it('suggests in the language of the locale', async () => {
    const fr = await suggestProducts({ q: 'chaise', locale: 'fr-FR' });
    expect(fr.products.every((product) => product.name.toLowerCase().includes('chaise'))).toBe(true);
    expect(fr.categories.map((category) => category.name)).toContain('Chaises de bureau');
  });

  it('answers nothing for fewer than two characters or no letters', async () => {
    for (const q of ['', 'a', '  ', '**']) expect(await suggestProducts({ q, locale: 'en-US' })).toMatchObject({ products: [], categories: [] });
  });
});

describe('keeping the index current', () => {
  it('finds a renamed product by its new name once its documents are refreshed', async () => {
    const product = await buildSearchableProduct(database.db, { name: 'Kestrel Monitor Riser' });
    await database.db.update(productTranslations).set({ name: 'Osprey Monitor Riser' }).where(eq(productTranslations.productId, product.id));
    await refreshSearchDocuments([product.id], database.db);
    expect((await searchProducts({ q: 'osprey', locale: 'en-US' })).items.map((item) => item.code)).toEqual([product.code]);
    expect((await searchProducts({ q: 'kestrel', locale: 'en-US' })).items).toEqual([]);
    expect((await suggestProducts({ q: 'ospr', locale: 'en-US' })).products.map((item) => item.code)).toEqual([product.code]);
  });

  it('drops an unpublished product from results and suggestions', async () => {
    const product = await buildSearchableProduct(database.db, { name: 'Heron Footrest' });
    await database.db.update(products).set({ isPublished: false }).where(eq(products.id, product.id));
    await refreshSearchDocuments([product.id], database.db);
    expect((await searchProducts({ q: 'heron', locale: 'en-US' })).items).toEqual([]);
    expect((await suggestProducts({ q: 'hero', locale: 'en-US' })).products).toEqual([]);
  });
});
