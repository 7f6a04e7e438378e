import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { signAccessToken } from '@/server/http/access-token';
import { buildOperator } from '@/tests/support/builders/brands';
import { productVariants, products, variantPrices } from '@/server/db/schema';
import { startApiServer, type ApiServer } from '@/tests/integration/setup/api-harness';
import { seededListingDatabase, type TestDatabase } from './seeded-listing';

let database: TestDatabase;
let api: ApiServer;

beforeAll(async () => {
  process.env.REVALIDATE_SECRET = 'listing-test-revalidate-secret';
  database = await seededListingDatabase();
  api = await startApiServer({
    '/api/v1/catalog/categories': await import('@/pages/api/v1/catalog/categories/index'),
    '/api/v1/catalog/categories/[slug]': await import('@/pages/api/v1/catalog/categories/[slug]'),
    '/api/v1/catalog/products': await import('@/pages/api/v1/catalog/products/index'),
    '/api/v1/catalog/vendors/[slug]': await import('@/pages/api/v1/catalog/vendors/[slug]'),
    '/api/v1/admin/catalog/variant-price': await import('@/pages/api/v1/admin/catalog/variant-price'),
    '/api/v1/admin/catalog/variant-stock': await import('@/pages/api/v1/admin/catalog/variant-stock'),
    '/api/revalidate': await import('@/pages/api/revalidate'),
  });
});
afterAll(async () => {
  await api?.close();
  await database?.drop();
});

interface Envelope<T> {
  status: number;
  data: T;
  message: string;
}

async function get<T>(path: string, locale?: string): Promise<{ status: number; headers: Headers; body: Envelope<T> }> {
  const response = await fetch(`${api.url}${path}`, { headers: locale ? { location: locale } : {} });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Envelope<T> };
}

async function post<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: Envelope<T> }> {
  const response = await fetch(`${api.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

type Item = { code: string; categorySlug: string; vendorSlug: string | null; price: { amount: number; currency: string }; quickView?: unknown };
type Listing = { items: Item[]; totalItems: number; totalPages: number; page: number; facets: { colour: { value: string; count: number }[] } | null };

describe('GET /v1/catalog/categories', () => {
  it('lists the categories with names in the language of the location header, cacheable by anyone', async () => {
    const fr = await get<{ slug: string; name: string; productCount: number }[]>('/api/v1/catalog/categories', 'fr-FR');
    expect(fr.status).toBe(200);
    expect(fr.body.data.find((category) => category.slug === 'office-chairs')?.name).toBe('Chaises de bureau');
    expect(fr.body.data.every((category) => category.productCount > 0)).toBe(true);
    expect(fr.headers.get('cache-control')).toMatch(/^public, .*s-maxage=60/);
    const en = await get<{ slug: string; name: string }[]>('/api/v1/catalog/categories');
    expect(en.body.data.find((category) => category.slug === 'office-chairs')?.name).toBe('Office Chairs');
  });
});

describe('GET /v1/catalog/categories/{slug}', () => {
  it('gives the category with its facets, narrowed by the filters in the query', async () => {
    const all = await get<{ slug: string; facets: { inStock: { count: number }; colour: { value: string; count: number }[] } }>('/api/v1/catalog/categories/standing-desks');
    expect(all.status).toBe(200);
    expect(all.body.data.facets.colour.length).toBeGreaterThan(1);
    const narrowed = await get<{ facets: { inStock: { count: number } } }>('/api/v1/catalog/categories/standing-desks?colour=walnut');
    expect(narrowed.body.data.facets.inStock.count).toBeLessThan(all.body.data.facets.inStock.count);
  });

  it('answers 404 for an unknown category and 400 for a malformed slug', async () => {
    const unknown = await get('/api/v1/catalog/categories/sofas');
    expect(unknown.status).toBe(404);
    expect(unknown.body.status).toBeLessThanOrEqual(0);
    expect((await get('/api/v1/catalog/categories/Bad%20Slug')).status).toBe(400);
  });
});

describe('GET /v1/catalog/products', () => {
  it('takes category_slugs as an array even when single (spec §5), with facets, sort and page', async () => {
    const single = await get<Listing>('/api/v1/catalog/products?category_slugs=office-chairs&sort=price_desc&include=facets');
    const bracketed = await get<Listing>('/api/v1/catalog/products?category_slugs[]=office-chairs&sort[]=price_desc&include[]=facets');
    expect(single.status).toBe(200);
    expect(single.body.data.items.every((item) => item.categorySlug === 'office-chairs')).toBe(true);
    expect(single.body.data.items.map((item) => item.code)).toEqual(bracketed.body.data.items.map((item) => item.code));
    const prices = single.body.data.items.map((item) => item.price.amount);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(single.body.data.facets?.colour.length).toBeGreaterThan(0);
  });

  it('filters with the same names as the page URLs, and prices in the locale’s currency', async () => {
    const result = await get<Listing>('/api/v1/catalog/products?category_slugs=standing-desks&colour=walnut&colour=oak&min_price=400&in_stock=1', 'de-DE');
    expect(result.status).toBe(200);
    expect(result.body.data.items.length).toBeGreaterThan(0);
    for (const item of result.body.data.items) {
      expect(item.price.currency).toBe('EUR');
      expect(item.price.amount).toBeGreaterThanOrEqual(40_000);
    }
    expect(result.body.data.facets).toBeNull();
  });

  it('scopes by vendor_slugs, product_codes and collection', async () => {
    const store = await get<Listing>('/api/v1/catalog/products?vendor_slugs=kinetic-labs');
    expect(store.body.data.items.every((item) => item.vendorSlug === 'kinetic-labs')).toBe(true);
    const codes = store.body.data.items.slice(0, 2).map((item) => item.code);
    const picked = await get<Listing>(`/api/v1/catalog/products?${codes.map((code) => `product_codes=${code}`).join('&')}&include=quick_view`);
    expect(picked.body.data.items.map((item) => item.code).sort()).toEqual([...codes].sort());
    expect(picked.body.data.items.every((item) => item.quickView !== undefined)).toBe(true);
    const sale = await get<Listing>('/api/v1/catalog/products?collection=sale');
    expect(sale.body.data.totalItems).toBeGreaterThan(0);
  });

  it('refuses malformed queries with a 400 that names the field', async () => {
    for (const query of ['min_price=500&max_price=100', 'sort=cheapest', 'page=0', 'page=abc', 'colour=<b>', 'rating=5', 'in_stock=yes', 'collection=outlet', 'include=everything']) {
      const answer = await get<null>(`/api/v1/catalog/products?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message, query).toMatch(/query\./);
    }
  });

  it('answers an empty page past the last one', async () => {
    const answer = await get<Listing>('/api/v1/catalog/products?category_slugs=gift-cards&page=9');
    expect(answer.status).toBe(200);
    expect(answer.body.data.items).toEqual([]);
    expect(answer.body.data.totalItems).toBeGreaterThan(0);
  });
});

describe('GET /v1/catalog/vendors/{slug}', () => {
  it('gives an active vendor in the caller’s language and 404 for an unknown one', async () => {
    const vendor = await get<{ name: string; description: string; productCount: number }>('/api/v1/catalog/vendors/nordvik-studio', 'de-DE');
    expect(vendor.status).toBe(200);
    expect(vendor.body.data).toMatchObject({ name: 'Nordvik Studio' });
    expect(vendor.body.data.description).toMatch(/Kopenhagener Werkstatt/);
    expect((await get('/api/v1/catalog/vendors/ikea')).status).toBe(404);
  });
});

describe('POST /v1/admin/catalog/variant-price and variant-stock', () => {
  async function defaultVariant() {
    const [row] = await database.db
      .select({ sku: productVariants.sku, variantId: productVariants.id })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(productVariants.isDefault, true))
      .limit(1);
    if (!row) throw new Error('no variant');
    return row;
  }
  /* A real operator (decision 0030): admin routes check the operators table on every request. */
  const tokenFor = async (role: 'admin' | 'customer') =>
    role === 'admin' ? (await buildOperator(database.db)).token : signAccessToken({ userId: 1, role, email: `${role}@example.com` });

  it('is for admins only', async () => {
    const { sku } = await defaultVariant();
    expect((await post('/api/v1/admin/catalog/variant-price', { sku, currency: 'USD', amount: 100 })).status).toBe(401);
    const customer = await post('/api/v1/admin/catalog/variant-price', { sku, currency: 'USD', amount: 100 }, { authorization: `Bearer ${await tokenFor('customer')}` });
    expect(customer.status).toBe(403);
  });

  it('stores the new price and says which pages could not be re-rendered', async () => {
    const { sku, variantId } = await defaultVariant();
    const answer = await post<{ amount: number; revalidation: { revalidated: string[]; failed: { path: string }[] } }>(
      '/api/v1/admin/catalog/variant-price',
      { sku, currency: 'USD', amount: 45_600 },
      { authorization: `Bearer ${await tokenFor('admin')}` },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.amount).toBe(45_600);
    // This harness has no Next page server behind it, so every re-render is reported as failed.
    expect(answer.body.data.revalidation.failed.length).toBeGreaterThan(0);
    const [stored] = await database.db
      .select({ amount: variantPrices.amount })
      .from(variantPrices)
      .where(and(eq(variantPrices.variantId, variantId), eq(variantPrices.currency, 'USD')));
    expect(stored?.amount).toBe(45_600);
  });

  it('refuses a bad body and an unknown SKU without changing anything', async () => {
    const admin = { authorization: `Bearer ${await tokenFor('admin')}` };
    expect((await post('/api/v1/admin/catalog/variant-price', { sku: 'X', currency: 'usd', amount: -1 }, admin)).status).toBe(400);
    expect((await post('/api/v1/admin/catalog/variant-stock', { sku: 'X', stock: 1.5 }, admin)).status).toBe(400);
    expect((await post('/api/v1/admin/catalog/variant-stock', { sku: 'NOPE-01', stock: 3 }, admin)).status).toBe(404);
    const { sku, variantId } = await defaultVariant();
    const stock = await post<{ stock: number }>('/api/v1/admin/catalog/variant-stock', { sku, stock: 7 }, admin);
    expect(stock.status).toBe(200);
    const [row] = await database.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId));
    expect(row?.stock).toBe(7);
  });
});

describe('POST /api/revalidate', () => {
  it('refuses callers without the revalidation secret', async () => {
    expect((await post('/api/revalidate', { paths: ['/'] })).status).toBe(401);
    expect((await post('/api/revalidate', { paths: ['/'] }, { 'x-revalidate-secret': 'wrong' })).status).toBe(401);
  });

  it('takes a scope or paths from a caller holding the secret', async () => {
    const answer = await post<{ revalidated: string[]; failed: { path: string }[] }>(
      '/api/revalidate',
      { paths: ['/standing-desks'], categoryIds: [2] },
      { 'x-revalidate-secret': 'listing-test-revalidate-secret' },
    );
    expect(answer.status).toBe(200);
    const attempted = [...answer.body.data.revalidated, ...answer.body.data.failed.map((failure) => failure.path)];
    expect(attempted).toEqual(expect.arrayContaining(['/standing-desks', '/office-chairs', '/fr-FR/office-chairs', '/']));
    expect((await post('/api/revalidate', { paths: ['no-slash'] }, { 'x-revalidate-secret': 'listing-test-revalidate-secret' })).status).toBe(400);
  });
});
