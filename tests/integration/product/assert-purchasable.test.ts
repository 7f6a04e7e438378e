import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { LABEL } from '@/lib/constants/labels';
import { productTranslations } from '@/server/db/schema';
import { assertPurchasable } from '@/server/catalog/product-detail/assert-purchasable';
import { hoursFromNow, NOW, prepareProduct, productTestDatabase, type PreparedProduct } from './support/product-fixture';

let database: Awaited<ReturnType<typeof productTestDatabase>>;
let product: PreparedProduct;
let title: string;

beforeAll(async () => {
  database = await productTestDatabase();
  product = await prepareProduct(database.db, 'DH000002', { labels: [], flashSales: [] });
  const [row] = await database.db
    .select({ name: productTranslations.name })
    .from(productTranslations)
    .where(and(eq(productTranslations.productId, product.id), eq(productTranslations.language, 'en')));
  title = row?.name ?? '';
});
afterAll(async () => {
  await database.drop();
});

async function refusal(input: { productCode?: string; variantId?: number; quantity?: number }) {
  try {
    await assertPurchasable({ productCode: product.code, variantId: product.variantIds[0] ?? 0, quantity: 1, now: NOW, ...input });
  } catch (error) {
    return error;
  }
  return null;
}

describe('assertPurchasable: what the cart API may accept', () => {
  it('accepts a house product in stock', async () => {
    await prepareProduct(database.db, product.code, { isVendorProduct: false, stock: [10], flashSales: [] });
    await expect(assertPurchasable({ productCode: product.code, variantId: product.variantIds[0]!, quantity: 10, now: NOW })).resolves.toEqual({
      productId: product.id,
      variantId: product.variantIds[0],
      quantity: 10,
      isPreOrder: false,
    });
  });

  it('refuses an unknown product, an unknown variant and a variant of another product (NOT_FOUND)', async () => {
    expect(await refusal({ productCode: 'DH999999' })).toMatchObject({ code: 'NOT_FOUND', message: 'No product has the code DH999999.' });
    expect(await refusal({ productCode: 'not a code!' })).toMatchObject({ code: 'NOT_FOUND' });
    expect(await refusal({ variantId: 987_654 })).toMatchObject({ code: 'NOT_FOUND', message: `${title} has no variant 987654.` });
    expect(await refusal({ variantId: 0 })).toMatchObject({ code: 'NOT_FOUND' });
    const other = await prepareProduct(database.db, 'DH000003');
    expect(await refusal({ variantId: other.variantIds[0] })).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses more units than are in stock (UNPROCESSABLE)', async () => {
    await prepareProduct(database.db, product.code, { isVendorProduct: false, stock: [3], flashSales: [] });
    expect(await refusal({ quantity: 4 })).toMatchObject({ code: 'UNPROCESSABLE', message: `Only 3 of ${title} are left in stock. Ask for 3 or fewer.` });
    expect(await refusal({ quantity: 3 })).toBeNull();
  });

  it('refuses a quantity below one or over the line limit', async () => {
    expect(await refusal({ quantity: 0 })).toMatchObject({ code: 'UNPROCESSABLE' });
    expect(await refusal({ quantity: 1000 })).toMatchObject({ code: 'UNPROCESSABLE' });
  });

  it('accepts a house product with nothing in stock as a pre-order', async () => {
    await prepareProduct(database.db, product.code, { isVendorProduct: false, stock: [0], flashSales: [] });
    await expect(assertPurchasable({ productCode: product.code, variantId: product.variantIds[0]!, quantity: 5, now: NOW })).resolves.toMatchObject({ isPreOrder: true });
  });

  it('reports a PRE_ORDER label as a pre-order', async () => {
    await prepareProduct(database.db, product.code, { stock: [8], labels: [LABEL.PRE_ORDER] });
    await expect(assertPurchasable({ productCode: product.code, variantId: product.variantIds[0]!, quantity: 1, now: NOW })).resolves.toMatchObject({ isPreOrder: true });
    await prepareProduct(database.db, product.code, { labels: [] });
  });

  it('refuses a vendor product with nothing in stock: unavailable', async () => {
    await prepareProduct(database.db, product.code, { isVendorProduct: true, stock: [0], flashSales: [] });
    expect(await refusal({})).toMatchObject({ code: 'UNPROCESSABLE', message: `${title} sold out.` });
  });

  it('refuses a flash-sale (v1 or v2) product with nothing in stock: unavailable', async () => {
    await prepareProduct(database.db, product.code, { isVendorProduct: false, stock: [0], flashSales: [{ version: 1 }] });
    expect(await refusal({})).toMatchObject({ code: 'UNPROCESSABLE', message: expect.stringContaining('sold out') });
    await prepareProduct(database.db, product.code, { flashSales: [{ version: 2 }] });
    expect(await refusal({})).toMatchObject({ code: 'UNPROCESSABLE', message: expect.stringContaining('sold out') });
  });

  it('refuses a flash-sale product with no active deal, in stock or not', async () => {
    await prepareProduct(database.db, product.code, { isVendorProduct: false, stock: [5], flashSales: [{ version: 1, isActive: false }] });
    expect(await refusal({})).toMatchObject({ code: 'UNPROCESSABLE', message: `${title} cannot be bought right now: its flash sale is paused.` });
  });

  it('refuses a v2 flash-sale product whose product detail is inactive', async () => {
    await prepareProduct(database.db, product.code, { isVendorProduct: false, stock: [5], flashSales: [{ version: 2, isActive: false }] });
    expect(await refusal({})).toMatchObject({ code: 'UNPROCESSABLE', message: expect.stringContaining('flash sale is paused') });
  });

  it('sells a flash-sale product with an active deal within its stock', async () => {
    await prepareProduct(database.db, product.code, { isVendorProduct: true, stock: [5], flashSales: [{ version: 1 }, { version: 2 }] });
    expect(await refusal({ quantity: 5 })).toBeNull();
    expect(await refusal({ quantity: 6 })).toMatchObject({ code: 'UNPROCESSABLE' });
  });

  it('treats an ended or future paused sale as no sale at all', async () => {
    await prepareProduct(database.db, product.code, {
      isVendorProduct: false,
      stock: [5],
      flashSales: [
        { version: 1, isActive: false, startsAt: hoursFromNow(-48), endsAt: hoursFromNow(-1) },
        { version: 2, isActive: false, startsAt: hoursFromNow(1), endsAt: hoursFromNow(48) },
      ],
    });
    expect(await refusal({})).toBeNull();
  });
});
