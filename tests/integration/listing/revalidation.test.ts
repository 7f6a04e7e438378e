import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { defaultListingQuery } from '@/lib/catalog/listing-query';
import { listProducts } from '@/server/catalog/listing/list-products';
import { createServer, type Server } from 'node:http';
import { listCatalogPagesOf, revalidateCatalogPages, revalidateProductPagesFirst } from '@/server/catalog/revalidation/revalidate-catalog-pages';
import { updateVariantPrice } from '@/server/catalog/revalidation/update-variant-price';
import { updateVariantStock } from '@/server/catalog/revalidation/update-variant-stock';
import { categories, products, productVariants, variantPrices, vendors } from '@/server/db/schema';
import { NOW, seededListingDatabase, type TestDatabase } from './seeded-listing';

let database: TestDatabase;

beforeAll(async () => {
  database = await seededListingDatabase();
});
afterAll(async () => {
  await database.drop();
});

async function aVendorProduct() {
  const [row] = await database.db
    .select({ id: products.id, slug: products.slug, code: products.code, categorySlug: categories.slug, vendorSlug: vendors.slug })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(eq(vendors.slug, 'nordvik-studio'))
    .limit(1);
  if (!row) throw new Error('no vendor product');
  const [variant] = await database.db
    .select({ sku: productVariants.sku, id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.productId, row.id), eq(productVariants.isDefault, true)));
  if (!variant) throw new Error('no default variant');
  return { ...row, sku: variant.sku, variantId: variant.id };
}

describe('which pages a catalog change re-renders', () => {
  it('a product: its page, its category, its vendor store, home and the landing pages, in every locale', async () => {
    const product = await aVendorProduct();
    const paths = await listCatalogPagesOf({ productIds: [product.id] });
    for (const path of ['/', '/sale', '/hybrid', '/group-buy', `/${product.categorySlug}`, `/${product.categorySlug}/${product.slug}`, `/store/${product.vendorSlug}`]) {
      expect(paths).toContain(path);
      expect(paths).toContain(path === '/' ? '/fr-FR' : `/fr-FR${path}`);
      expect(paths).toContain(path === '/' ? '/de-DE' : `/de-DE${path}`);
      expect(paths).toContain(path === '/' ? '/en-GB' : `/en-GB${path}`);
      expect(paths).toContain(path === '/' ? '/en-CA' : `/en-CA${path}`);
    }
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('a category: its page and home; a vendor: its store', async () => {
    const [category] = await database.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'storage'));
    const [vendor] = await database.db.select({ id: vendors.id }).from(vendors).where(eq(vendors.slug, 'kinetic-labs'));
    const paths = await listCatalogPagesOf({ categoryIds: [category?.id ?? 0], vendorIds: [vendor?.id ?? 0] });
    expect(new Set(paths)).toEqual(new Set(['/', '/storage', '/store/kinetic-labs'].flatMap((p) => [p, ...['en-CA', 'en-GB', 'fr-FR', 'de-DE'].map((l) => (p === '/' ? `/${l}` : `/${l}${p}`))])));
  });

  it('reports pages that could not be re-rendered instead of failing the change', async () => {
    const product = await aVendorProduct();
    const report = await revalidateCatalogPages(
      { productIds: [product.id] },
      {
        revalidate: async (path) => {
          if (path.includes('/store/')) throw new Error('boom');
        },
      },
    );
    expect(report.failed.map((failure) => failure.path).every((path) => path.includes('/store/'))).toBe(true);
    expect(report.failed).toHaveLength(5);
    expect(report.revalidated.length).toBeGreaterThan(20);
  });
});

describe('a change a person waits on', () => {
  it('re-renders the product’s own pages before answering and has the server re-render the listings around it afterwards', async () => {
    const product = await aVendorProduct();
    const asked: { paths?: string[] }[] = [];
    const receiver: Server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        asked.push(JSON.parse(body) as { paths?: string[] });
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ data: { revalidated: [], failed: [] } }));
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const address = receiver.address();
    const previous = process.env.REVALIDATE_ORIGIN;
    process.env.REVALIDATE_ORIGIN = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      const rendered: string[] = [];
      const report = await revalidateProductPagesFirst({ productIds: [product.id] }, { revalidate: async (path) => void rendered.push(path) });
      const own = `/${product.categorySlug}/${product.slug}`;
      expect(new Set(rendered)).toEqual(new Set([own, ...['en-CA', 'en-GB', 'fr-FR', 'de-DE'].map((locale) => `/${locale}${own}`)]));
      expect(report.revalidated).toHaveLength(5);
      await expect.poll(() => asked.length).toBe(1);
      const later = asked[0]?.paths ?? [];
      expect(later).toContain(`/${product.categorySlug}`);
      expect(later).toContain(`/de-DE/store/${product.vendorSlug}`);
      expect(later).not.toContain(own);
    } finally {
      if (previous === undefined) delete process.env.REVALIDATE_ORIGIN;
      else process.env.REVALIDATE_ORIGIN = previous;
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
});

describe('catalog changes', () => {
  it('a new price is stored before any page is re-rendered, so the re-rendered pages show it', async () => {
    const product = await aVendorProduct();
    const seenWhileRendering: number[] = [];
    const result = await updateVariantPrice({
      sku: product.sku,
      currency: 'USD',
      amount: 77_700,
      compareAtAmount: 99_900,
      revalidate: async (path) => {
        if (path !== `/${product.categorySlug}`) return;
        const listing = await listProducts({ locale: 'en-US', scope: { productCodes: [product.code] }, query: defaultListingQuery(), now: NOW });
        seenWhileRendering.push(listing.items[0]?.price.compareAtAmount ?? 0);
      },
    });
    expect(seenWhileRendering).toEqual([99_900]);
    expect(result).toMatchObject({ sku: product.sku, amount: 77_700, compareAtAmount: 99_900 });
    expect(result.revalidation.failed).toEqual([]);
    expect(result.revalidation.revalidated).toContain(`/fr-FR/${product.categorySlug}/${product.slug}`);
    const [stored] = await database.db
      .select({ amount: variantPrices.amount, compareAt: variantPrices.compareAtAmount })
      .from(variantPrices)
      .where(and(eq(variantPrices.variantId, product.variantId), eq(variantPrices.currency, 'USD')));
    expect(stored).toEqual({ amount: 77_700, compareAt: 99_900 });
  });

  it('a stock change is stored and re-renders the product’s pages', async () => {
    const product = await aVendorProduct();
    const rendered: string[] = [];
    await updateVariantStock({ sku: product.sku, stock: 0, revalidate: async (path) => void rendered.push(path) });
    const [stored] = await database.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, product.variantId));
    expect(stored?.stock).toBe(0);
    expect(rendered).toContain(`/store/${product.vendorSlug}`);
  });

  it('an unknown SKU changes nothing and re-renders nothing', async () => {
    const rendered: string[] = [];
    await expect(updateVariantPrice({ sku: 'NOPE-01', currency: 'USD', amount: 1, revalidate: async (path) => void rendered.push(path) })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(rendered).toEqual([]);
  });
});
