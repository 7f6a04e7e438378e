import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { listCatalogSitemapPaths } from '@/server/catalog/list-sitemap-paths';
import { refreshSearchDocuments } from '@/server/catalog/search/refresh-search-documents';
import { setVendorActive } from '@/server/catalog/vendors/set-vendor-active';
import type { Db } from '@/server/db/client';
import { products, vendors } from '@/server/db/schema/catalog/catalog';
import { callApi, type ApiAnswer } from '@/tests/integration/api/support/call-api';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { discoverApiRoutes, loadApiRoutes, startApiServer, type ApiServer } from '@/tests/integration/setup/api-harness';
import { createTestDatabase } from '@/tests/integration/setup/test-database';
import { buildBrand, buildOperator } from '@/tests/support/builders/brands';
import { buildCategory, buildProduct, buildVendor, type BuiltProduct } from '@/tests/support/builders/catalog';

/* Issue 16 item 2: a suspended brand's products leave the store at once (listings, search, the
 * product page, the sitemap, carts) and come back on reinstatement. Product pages answer 404
 * rather than "not purchasable": the brand has left the store, and a page that stays would keep
 * its products in search engines and in shoppers' links as if they could be bought. */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let server: ApiServer;
let db: Db;
let operatorHeaders: Record<string, string>;
const call = (method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}): Promise<ApiAnswer> =>
  callApi(`${server.url}/api${path}`, { method, body: options.body, headers: { location: 'en-US', ...options.headers } });

beforeAll(async () => {
  // No page server behind this harness: every re-render is reported failed and logged.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  database = await createTestDatabase();
  db = database.db;
  const routes = ['pages/api/v1/admin', 'pages/api/v1/catalog', 'pages/api/v1/search', 'pages/api/v1/cart'].flatMap((dir) => discoverApiRoutes(dir));
  server = await startApiServer(await loadApiRoutes(routes));
  operatorHeaders = (await buildOperator(db)).headers;
});
afterAll(async () => {
  await server?.close();
  await database?.drop();
  vi.restoreAllMocks();
});

let sequence = 0;
async function brandWithProduct(): Promise<{ brandId: number; vendorId: number; vendorSlug: string; categorySlug: string; product: BuiltProduct; productSlug: string }> {
  sequence += 1;
  const category = await buildCategory(db, { slug: `suspension-cat-${sequence}-${Date.now()}` });
  const vendor = await buildVendor(db);
  const product = await buildProduct(db, { categoryId: category.id, name: `Quokkawood desk ${sequence}`, variants: [{ stock: 5, prices: { USD: 40_000, EUR: 38_000, GBP: 34_000, CAD: 52_000 } }] });
  await db.update(products).set({ vendorId: vendor.id, isVendorProduct: true }).where(eq(products.id, product.id));
  await refreshSearchDocuments([product.id], db);
  const brand = await buildBrand(db, { vendorId: vendor.id });
  const [row] = await db.select({ slug: products.slug }).from(products).where(eq(products.id, product.id));
  return { brandId: brand.id, vendorId: vendor.id, vendorSlug: vendor.code.toLowerCase(), categorySlug: category.slug, product, productSlug: row!.slug };
}

async function storefrontShows(scene: Awaited<ReturnType<typeof brandWithProduct>>) {
  const listing = JSON.stringify(expectSuccessData(await call('GET', `/v1/catalog/products?category_slugs=${scene.categorySlug}`)));
  const store = await call('GET', `/v1/catalog/vendors/${scene.vendorSlug}`);
  const search = JSON.stringify(expectSuccessData(await call('GET', `/v1/search/products?q=${encodeURIComponent(scene.product.name)}`)));
  const page = await call('GET', `/v1/catalog/products/${scene.product.code}`);
  const sitemap = (await listCatalogSitemapPaths()).map((entry) => entry.path);
  return {
    inListing: listing.includes(scene.product.code),
    storeFound: store.status === 200,
    inSearch: search.includes(scene.product.code),
    pageStatus: page.status,
    inSitemap: sitemap.includes(`/${scene.categorySlug}/${scene.productSlug}`),
    storeInSitemap: sitemap.includes(`/store/${scene.vendorSlug}`),
  };
}

const addToCart = (product: BuiltProduct) => call('POST', '/v1/cart/items', { body: { product_code: product.code, variant_id: product.variantIds[0], quantity: 1 } });

describe("a suspended brand's products", () => {
  it('leave listings, the store page, search, the product page and the sitemap, and come back on reinstatement', async () => {
    const scene = await brandWithProduct();
    expect(await storefrontShows(scene)).toEqual({ inListing: true, storeFound: true, inSearch: true, pageStatus: 200, inSitemap: true, storeInSitemap: true });

    expectSuccessData(await call('POST', `/v1/admin/brands/${scene.brandId}/suspension`, { body: { note: 'Documents under review again.' }, headers: operatorHeaders }));
    expect(await storefrontShows(scene)).toEqual({ inListing: false, storeFound: false, inSearch: false, pageStatus: 404, inSitemap: false, storeInSitemap: false });

    expectSuccessData(await call('DELETE', `/v1/admin/brands/${scene.brandId}/suspension`, { headers: operatorHeaders }));
    expect(await storefrontShows(scene)).toEqual({ inListing: true, storeFound: true, inSearch: true, pageStatus: 200, inSitemap: true, storeInSitemap: true });
  });

  it('cannot be added to a cart, and a line already in a cart shows as unavailable', async () => {
    const scene = await brandWithProduct();
    const cart = expectSuccessData(await addToCart(scene.product), 200) as { id: string };
    expectSuccessData(await call('POST', `/v1/admin/brands/${scene.brandId}/suspension`, { body: { note: 'Documents under review again.' }, headers: operatorHeaders }));
    const refused = await addToCart(scene.product);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    const later = expectSuccessData(await call('GET', `/v1/cart?cart_id=${cart.id}`)) as { lines: { product_code: string; availability: { status: string } }[] };
    expect(later.lines.find((line) => line.product_code === scene.product.code)?.availability.status).toBe('unavailable');
  });

  it('re-renders the cached pages of the store and its products at once', async () => {
    const scene = await brandWithProduct();
    const revalidated: string[] = [];
    const result = await setVendorActive({ vendorId: scene.vendorId, active: false, revalidate: async (path) => void revalidated.push(path) }, db);
    expect(result.changed).toBe(true);
    expect(revalidated).toEqual(expect.arrayContaining([`/store/${scene.vendorSlug}`, `/${scene.categorySlug}`, `/${scene.categorySlug}/${scene.productSlug}`, '/', '/fr-FR/store/' + scene.vendorSlug]));
    const [vendor] = await db.select({ isActive: vendors.isActive }).from(vendors).where(eq(vendors.id, scene.vendorId));
    expect(vendor?.isActive).toBe(false);
    // Switching it off again changes nothing and re-renders nothing.
    expect((await setVendorActive({ vendorId: scene.vendorId, active: false }, db)).changed).toBe(false);
  });

  it('leaves products of other brands and of the store itself in place', async () => {
    const suspended = await brandWithProduct();
    const other = await brandWithProduct();
    expectSuccessData(await call('POST', `/v1/admin/brands/${suspended.brandId}/suspension`, { body: { note: 'Documents under review again.' }, headers: operatorHeaders }));
    expect((await call('GET', `/v1/catalog/products/${other.product.code}`)).status).toBe(200);
    expectErrorEnvelope(await call('GET', `/v1/catalog/products/${suspended.product.code}`), 404);
  });
});
