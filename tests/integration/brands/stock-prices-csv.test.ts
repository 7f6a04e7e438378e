import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '@/lib/csv/csv';
import { brands } from '@/server/db/schema/brands/brands';
import { products, productVariants, variantPrices } from '@/server/db/schema/catalog/catalog';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { buildCategory, buildProduct, type BuiltProduct } from '@/tests/support/builders/catalog';
import { startBrandsApi, type BrandsApi } from './support/brands-api';
import { buildBrandWithStore, type BrandTeam } from './support/profile-setup';

/* Issue 17 item 1 (CSV): download every own variant, upload all or nothing, isolation by SKU. */

let api: BrandsApi;
beforeAll(async () => {
  api = await startBrandsApi();
});
afterAll(() => api.close());

type Store = BrandTeam & { slug: string; product: BuiltProduct; skus: string[] };

async function storeWithProduct(name = 'Oak desk'): Promise<Store> {
  const team = await buildBrandWithStore(api);
  const [row] = await api.db.select({ vendorId: brands.vendorId }).from(brands).where(eq(brands.id, team.brand.id));
  const category = await buildCategory(api.db);
  const product = await buildProduct(api.db, {
    categoryId: category.id,
    name,
    isVendorProduct: true,
    variants: [
      { stock: 5, prices: { USD: 49_900, EUR: 45_900 }, compareAt: { USD: 59_900 }, options: { colour: 'oak' } },
      { stock: 0, prices: { USD: 52_900 }, options: { colour: 'walnut' } },
    ],
  });
  await api.db.update(products).set({ vendorId: row!.vendorId }).where(eq(products.id, product.id));
  const skus = (await api.db.select({ sku: productVariants.sku }).from(productVariants).where(eq(productVariants.productId, product.id)).orderBy(productVariants.position)).map((v) => v.sku);
  return { ...team, product, skus };
}

const url = (store: Store) => `/v1/brands/${store.brand.id}/stock-prices`;
const upload = (store: Store, csv: string, who: 'owner' | 'manager' | 'staff' = 'manager') => api.call('PUT', url(store), { headers: store[who].headers, body: { csv } });

async function stateOf(store: Store) {
  const variants = await api.db.select({ id: productVariants.id, sku: productVariants.sku, stock: productVariants.stock }).from(productVariants).where(eq(productVariants.productId, store.product.id)).orderBy(productVariants.position);
  const prices = await api.db.select().from(variantPrices).where(inArray(variantPrices.variantId, variants.map((v) => v.id))).orderBy(variantPrices.variantId, variantPrices.currency);
  return { variants, prices };
}

describe('GET /v1/brands/{brandId}/stock-prices', () => {
  it('answers a CSV of every own variant with its stock and prices, and nothing of another brand', async () => {
    const a = await storeWithProduct('Oak desk, "wide"');
    await storeWithProduct('=cmd|calc');
    const answer = await api.call('GET', url(a), { headers: a.staff.headers });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="prices-and-stock-\d{4}-\d{2}-\d{2}\.csv"$/);
    const records = parseCsv(answer.text).map((record) => record.cells);
    expect(records).toEqual([
      ['sku', 'product', 'variant', 'stock', 'USD', 'CAD', 'GBP', 'EUR', 'AED'],
      [a.skus[0], 'Oak desk, "wide"', 'colour: oak', '5', '499.00', '', '', '459.00', ''],
      [a.skus[1], 'Oak desk, "wide"', 'colour: walnut', '0', '529.00', '', '', '', ''],
    ]);
  });

  it('writes formula-like product names as text', async () => {
    const b = await storeWithProduct('=cmd|calc');
    const answer = await api.call('GET', url(b), { headers: b.owner.headers });
    expect(parseCsv(answer.text)[1]!.cells[1]).toBe("'=cmd|calc");
  });
});

describe('PUT /v1/brands/{brandId}/stock-prices', () => {
  it('changes stock and prices of the rows, leaves blank cells alone, and drops a "was" price no longer above the price', async () => {
    const a = await storeWithProduct();
    const csv = `sku,product,variant,stock,USD,EUR\n${a.skus[0]},anything,ignored,12,619.00,\n${a.skus[1]},,,,530,99.5\n`;
    const result = expectSuccessData(await upload(a, csv));
    expect(result).toMatchObject({ rows: 2, changed_variants: 2, changed_stock: 1, changed_prices: 3 });
    const state = await stateOf(a);
    expect(state.variants.map((v) => v.stock)).toEqual([12, 0]);
    expect(state.prices.map((p) => [p.variantId === state.variants[0]!.id ? 0 : 1, p.currency, p.amount, p.compareAtAmount])).toEqual([
      [0, 'EUR', 45_900, null],
      [0, 'USD', 61_900, null],
      [1, 'EUR', 9_950, null],
      [1, 'USD', 53_000, null],
    ]);
  });

  it('is all or nothing: refused rows are reported with their line and reason, and nothing changes', async () => {
    const a = await storeWithProduct();
    const b = await storeWithProduct();
    const before = await stateOf(a);
    const csv = [
      'sku,stock,USD',
      `${a.skus[0]},99,100.00`, // line 2: valid, but must not be applied
      `${b.skus[0]},1,1.00`, // another brand's SKU
      'NOPE-1,1,1.00', // unknown
      `${a.skus[1]},-3,1.00`, // negative stock
      `${a.skus[0]},1,abc`, // duplicate and a bad number
      `${a.skus[1]},1.5,1.001`, // decimal stock, three decimals
      `${a.skus[1]},1`, // short row
    ].join('\n');
    const refused = expectErrorEnvelope(await upload(a, csv), 422, 'UNPROCESSABLE');
    expect(refused.message).toMatch(/6 rows were refused; nothing was changed/);
    const issues = refused.data.issues ?? [];
    expect(issues.map((issue) => issue.path)).toEqual(['csv.line.3', 'csv.line.4', 'csv.line.5', 'csv.line.6', 'csv.line.7', 'csv.line.8']);
    expect(issues[0]!.message).toBe(`${b.skus[0]}: No variant of your store has this SKU.`);
    expect(issues[1]!.message).toBe('NOPE-1: No variant of your store has this SKU.');
    expect(issues[2]!.message).toMatch(/Stock cannot be negative/);
    expect(issues[3]!.message).toMatch(/already on line 2.*USD price "abc" is not a number/);
    expect(issues[4]!.message).toMatch(/already on line 5.*not a whole number.*at most two decimals/);
    expect(issues[5]!.message).toMatch(/2 cells; the header has 3/);
    expect(await stateOf(a)).toEqual(before);
    // B's variant did not move either.
    expect((await stateOf(b)).variants.map((v) => v.stock)).toEqual([5, 0]);
  });

  it('refuses a broken file or header as a whole', async () => {
    const a = await storeWithProduct();
    expect(expectErrorEnvelope(await upload(a, `sku,price\n${a.skus[0]},1\n`), 422).data.issues?.[0]).toMatchObject({ path: 'csv.line.1', message: expect.stringMatching(/Unknown column "price"/) });
    expect(expectErrorEnvelope(await upload(a, 'sku,product\nX,Y\n'), 422).data.issues?.[0]?.message).toMatch(/no column to change/);
    expect(expectErrorEnvelope(await upload(a, 'sku,stock\n'), 422).data.issues?.[0]?.message).toMatch(/no rows/);
    expect(expectErrorEnvelope(await upload(a, `sku,stock\n"${a.skus[0]},1\n`), 422).data.issues?.[0]).toMatchObject({ path: 'csv.line.2', message: expect.stringMatching(/never closed/) });
    expectErrorEnvelope(await upload(a, ''), 400, 'VALIDATION_FAILED');
  });

  it('answers at once for many products and leaves their pages to the background revalidation', async () => {
    const a = await storeWithProduct();
    const [row] = await api.db.select({ vendorId: brands.vendorId }).from(brands).where(eq(brands.id, a.brand.id));
    const category = await buildCategory(api.db);
    const skus = [...a.skus];
    for (let i = 0; i < 5; i += 1) {
      const more = await buildProduct(api.db, { categoryId: category.id, variants: [{ stock: 1, prices: { USD: 10_000 } }] });
      await api.db.update(products).set({ vendorId: row!.vendorId }).where(eq(products.id, more.id));
      skus.push(`${more.code}-0`);
    }
    const result = expectSuccessData(await upload(a, `sku,stock\n${skus.map((sku) => `${sku},7`).join('\n')}\n`));
    expect(result).toMatchObject({ changed_variants: 7, revalidated_pages: 0, pages_refreshing: true });
  });

  it('lets staff download but not upload; B cannot touch A’s brand at all', async () => {
    const a = await storeWithProduct();
    const b = await storeWithProduct();
    expectErrorEnvelope(await upload(a, `sku,stock\n${a.skus[0]},1\n`, 'staff'), 403, 'FORBIDDEN');
    expectErrorEnvelope(await api.call('PUT', url(a), { headers: b.owner.headers, body: { csv: `sku,stock\n${a.skus[0]},1\n` } }), 404, 'NOT_FOUND');
    expectErrorEnvelope(await api.call('GET', url(a), { headers: b.owner.headers }), 404, 'NOT_FOUND');
    expect((await stateOf(a)).variants.map((v) => v.stock)).toEqual([5, 0]);
  });
});
