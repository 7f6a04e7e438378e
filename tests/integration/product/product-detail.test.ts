import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { isProductPurchasable, isProductUnavailable } from '@/lib/catalog/product-availability';
import { CONTENT_SECTION } from '@/lib/constants/content-sections';
import { LABEL } from '@/lib/constants/labels';
import { productDetailSchema } from '@/lib/contracts/catalog/product-detail-schemas';
import { findProductPage } from '@/server/catalog/product-detail/find-product-page';
import { getProductDetail } from '@/server/catalog/product-detail/get-product-detail';
import { listRelatedProducts } from '@/server/catalog/product-detail/list-related-products';
import { findProductPageRows } from '@/server/catalog/product-detail/repository';
import { products, productVariants, variantPrices } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { firstProductIn, hoursFromNow, NOW, prepareProduct, productTestDatabase } from './support/product-fixture';

let database: Awaited<ReturnType<typeof productTestDatabase>>;

beforeAll(async () => {
  database = await productTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

describe('the product detail', () => {
  it('is given in the language and currency of the locale', async () => {
    const code = await firstProductIn(database.db, 'standing-desks');
    const us = await getProductDetail({ code, locale: 'en-US', now: NOW });
    const fr = await getProductDetail({ code, locale: 'fr-FR', now: NOW });
    const gb = await getProductDetail({ code, locale: 'en-GB', now: NOW });
    const ca = await getProductDetail({ code, locale: 'en-CA', now: NOW });
    expect([us.currency, fr.currency, gb.currency, ca.currency]).toEqual(['USD', 'EUR', 'GBP', 'CAD']);
    expect(us.variants.every((variant) => variant.price.currency === 'USD')).toBe(true);
    expect(fr.product_name).not.toBe(us.product_name);
    expect(fr.category_name).not.toBe(us.category_name);
    const frSpec = fr.sections.find((section) => section.sectionId === CONTENT_SECTION.SPECIFICATION);
    const usSpec = us.sections.find((section) => section.sectionId === CONTENT_SECTION.SPECIFICATION);
    expect(frSpec?.title).not.toBe(usSpec?.title);
    expect(frSpec?.body.kind).toBe('specs');
    // Option values read in the shopper's language too.
    const frFinish = fr.optionGroups.find((group) => group.name === 'colour');
    const usFinish = us.optionGroups.find((group) => group.name === 'colour');
    expect(frFinish?.values.map((value) => value.value)).toEqual(usFinish?.values.map((value) => value.value));
    expect(frFinish?.values.map((value) => value.label)).not.toEqual(usFinish?.values.map((value) => value.label));
  });

  it('matches its published schema and keeps the spec §3 field names', async () => {
    const code = await firstProductIn(database.db, 'office-chairs');
    const detail = await getProductDetail({ code, locale: 'de-DE', now: NOW });
    expect(productDetailSchema.safeParse(detail).success).toBe(true);
    expect(detail).toMatchObject({ product_url_code: code, is_vendor_product: expect.any(Boolean), has_flash_sale_v2: expect.any(Boolean) });
    expect(detail.product_urls[0]?.product_url_code).toBe(code);
    expect(detail.quantity).toBe(detail.variants.reduce((sum, variant) => sum + variant.stock, 0));
  });

  it('offers colour swatches with the variant colour, in label order', async () => {
    const code = await firstProductIn(database.db, 'standing-desks');
    const detail = await getProductDetail({ code, locale: 'en-US', now: NOW });
    const colours = detail.optionGroups.find((group) => group.name === 'colour');
    for (const value of colours?.values ?? []) {
      expect(value.swatchHex).toBe(detail.variants.find((variant) => variant.options.colour === value.value)?.colourHex);
    }
    expect(detail.optionGroups.map((group) => group.name)).toEqual(['colour', 'frame', 'size']);
  });

  it('prices customization options in the shopper’s currency', async () => {
    const code = await firstProductIn(database.db, 'standing-desks');
    const us = await getProductDetail({ code, locale: 'en-US', now: NOW });
    const de = await getProductDetail({ code, locale: 'de-DE', now: NOW });
    const usDepth = us.customizations.find((option) => option.code === 'desktop-depth');
    const deDepth = de.customizations.find((option) => option.code === 'desktop-depth');
    expect(usDepth?.kind).toBe('choice');
    if (usDepth?.kind !== 'choice' || deDepth?.kind !== 'choice') throw new Error('desks offer a desktop depth');
    expect(usDepth.choices.map((choice) => choice.priceDelta)).toEqual([0, 7_900]);
    expect(deDepth.choices[1]?.priceDelta).toBeGreaterThan(0);
    expect(deDepth.name).toBe('Plattentiefe');
    const engraving = us.customizations.find((option) => option.code === 'engraving');
    expect(engraving).toMatchObject({ kind: 'text', maxLength: 24, priceDelta: 1_900 });
  });

  it('applies a running active flash sale to every variant and says when it ends', async () => {
    const product = await prepareProduct(database.db, 'DH000002', { flashSales: [{ version: 1, percentOff: 25, endsAt: hoursFromNow(5) }], usdAmount: 40_000 });
    const detail = await getProductDetail({ code: product.code, locale: 'en-US', now: NOW });
    expect(detail.variants.every((variant) => variant.price.amount === 30_000 && variant.price.compareAtAmount === 40_000)).toBe(true);
    expect(detail.flashSaleEndsAt).toBe(hoursFromNow(5).toISOString());
    expect(detail.flash_sale?.deals).toEqual([expect.objectContaining({ is_active: true, percent_off: 25 })]);
    expect(detail.product_price).toBe(30_000);
  });

  it('ignores expired and upcoming flash sales', async () => {
    const product = await prepareProduct(database.db, 'DH000002', {
      flashSales: [
        { version: 1, startsAt: hoursFromNow(-30), endsAt: hoursFromNow(-1) },
        { version: 2, startsAt: hoursFromNow(3), endsAt: hoursFromNow(30) },
      ],
      usdAmount: 40_000,
    });
    const detail = await getProductDetail({ code: product.code, locale: 'en-US', now: NOW });
    expect(detail).toMatchObject({ flash_sale: null, has_flash_sale_v2: false, flashSaleEndsAt: null, product_price: 40_000 });
  });
});

describe('availability shown on the product (spec §4)', () => {
  it('marks a vendor product with nothing in stock unavailable, per variant too', async () => {
    const product = await prepareProduct(database.db, 'DH000005', { isVendorProduct: true, stock: [0, 4], flashSales: [] });
    const detail = await getProductDetail({ code: product.code, locale: 'en-US', now: NOW });
    expect(detail.variants[0]?.availability).toEqual({ isUnavailable: true, isPurchasable: false, reason: 'sold-out', state: 'sold-out', maxQuantity: 0 });
    expect(detail.variants[1]?.availability).toEqual({ isUnavailable: false, isPurchasable: true, reason: null, state: 'low-stock', maxQuantity: 4 });
    expect(detail.availability.isPurchasable).toBe(true);
    await prepareProduct(database.db, 'DH000005', { stock: [0, 0] });
    const soldOut = await getProductDetail({ code: product.code, locale: 'en-US', now: NOW });
    expect(soldOut.is_in_stock).toBe(false);
    expect(isProductUnavailable(soldOut)).toBe(true);
    expect(soldOut.availability).toEqual({ isUnavailable: true, isPurchasable: false, reason: 'sold-out', state: 'sold-out', maxQuantity: 0 });
  });

  it('keeps a house product out of stock on sale (a pre-order)', async () => {
    const product = await prepareProduct(database.db, 'DH000004', { isVendorProduct: false, stock: [0, 0], flashSales: [] });
    const detail = await getProductDetail({ code: product.code, locale: 'en-US', now: NOW });
    expect(detail.is_in_stock).toBe(false);
    expect(detail.availability).toMatchObject({ isUnavailable: false, isPurchasable: true, reason: null, state: 'pre-order' });
  });

  it('refuses a flash-sale product whose deal is paused, and one whose v2 detail is inactive', async () => {
    const v1 = await prepareProduct(database.db, 'DH000007', { isVendorProduct: false, stock: [10], flashSales: [{ version: 1, isActive: false }] });
    const paused = await getProductDetail({ code: v1.code, locale: 'en-US', now: NOW });
    expect(isProductPurchasable(paused)).toBe(false);
    expect(paused.availability.reason).toBe('flash-sale-paused');
    expect(paused.variants[0]?.price.flashSalePercentOff).toBeNull();

    await prepareProduct(database.db, 'DH000007', { flashSales: [{ version: 2, isActive: false }] });
    const pausedV2 = await getProductDetail({ code: v1.code, locale: 'en-US', now: NOW });
    expect(pausedV2.has_flash_sale_v2).toBe(true);
    expect(pausedV2.product_urls[0]?.flash_sale_v2?.flash_sale_v2_product_details[0]?.is_active).toBe(false);
    expect(pausedV2.availability.reason).toBe('flash-sale-v2-paused');
  });
});

describe('finding the product page', () => {
  it('finds a product under its own category, with related products', async () => {
    const code = await firstProductIn(database.db, 'standing-desks');
    const detail = await getProductDetail({ code, locale: 'en-US', now: NOW });
    const page = await findProductPage({ categorySlug: 'standing-desks', productSlug: detail.slug, locale: 'en-US', now: NOW });
    expect(page.kind).toBe('found');
    if (page.kind !== 'found') return;
    expect(page.detail.product_url_code).toBe(code);
    expect(page.related.length).toBeGreaterThan(0);
    expect(page.related.every((card) => card.categorySlug === 'standing-desks' && card.code !== code && card.inStock)).toBe(true);
  });

  it('redirects a product asked for under another existing category to its own', async () => {
    const code = await firstProductIn(database.db, 'standing-desks');
    const detail = await getProductDetail({ code, locale: 'en-US', now: NOW });
    expect(await findProductPage({ categorySlug: 'office-chairs', productSlug: detail.slug, locale: 'en-US', now: NOW })).toEqual({ kind: 'moved', categorySlug: 'standing-desks' });
  });

  it('answers missing for unknown slugs, unknown categories and malformed input', async () => {
    const code = await firstProductIn(database.db, 'standing-desks');
    const detail = await getProductDetail({ code, locale: 'en-US', now: NOW });
    for (const [categorySlug, productSlug] of [
      ['standing-desks', 'no-such-desk'],
      ['no-such-category', detail.slug],
      ['standing-desks', '../etc'],
      ['Standing-Desks', detail.slug],
    ] as const) {
      expect(await findProductPage({ categorySlug, productSlug, locale: 'en-US', now: NOW })).toEqual({ kind: 'missing' });
    }
  });

  it('treats quotes in a looked-up code as data, never as SQL', async () => {
    await expect(getProductDetail({ code: "DH000001' or '1'='1", locale: 'en-US', now: NOW })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const rows = await findProductPageRows(database.db, { categorySlug: "x' or ''='", slug: "y' or ''='" }, { language: 'en', currency: 'USD', now: NOW, relatedLimit: 4 });
    expect(rows).toBeUndefined();
  });

  it('hides unpublished products', async () => {
    const product = await prepareProduct(database.db, 'DH000009');
    await database.db.update(products).set({ isPublished: false }).where(eq(products.id, product.id));
    await expect(getProductDetail({ code: product.code, locale: 'en-US', now: NOW })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await findProductPage({ categorySlug: product.categorySlug, productSlug: product.slug, locale: 'en-US', now: NOW })).toEqual({ kind: 'missing' });
    await database.db.update(products).set({ isPublished: true }).where(eq(products.id, product.id));
  });
});

describe('related products', () => {
  it('are in stock, of the same category, closest in price first', async () => {
    const code = await firstProductIn(database.db, 'office-chairs');
    const related = await listRelatedProducts({ code, locale: 'en-US', now: NOW });
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(4);
    const listPrice = async (productCode: string) => {
      const [row] = await database.db
        .select({ amount: variantPrices.amount })
        .from(variantPrices)
        .innerJoin(productVariants, eq(productVariants.id, variantPrices.variantId))
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(and(eq(products.code, productCode), eq(productVariants.isDefault, true), eq(variantPrices.currency, 'USD')));
      return row?.amount ?? NaN;
    };
    const target = await listPrice(code);
    const distances = await Promise.all(related.map(async (card) => Math.abs((await listPrice(card.code)) - target)));
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    // Out-of-stock products never appear.
    const [first] = related;
    if (!first) return;
    const [row] = await database.db.select({ id: products.id }).from(products).where(eq(products.code, first.code));
    await database.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.productId, row?.id ?? 0));
    const after = await listRelatedProducts({ code, locale: 'en-US', now: NOW });
    expect(after.map((card) => card.code)).not.toContain(first.code);
  });

  it('answers NOT_FOUND for an unknown product', async () => {
    await expect(listRelatedProducts({ code: 'NOPE', locale: 'en-US' })).rejects.toBeInstanceOf(AppError);
  });
});

describe('labels', () => {
  it('come with the product as spec §9 ids', async () => {
    const product = await prepareProduct(database.db, 'DH000003', { labels: [LABEL.PRE_ORDER, LABEL.BEST_SELLER] });
    const detail = await getProductDetail({ code: product.code, locale: 'en-US', now: NOW });
    expect(detail.labels).toEqual([LABEL.BEST_SELLER, LABEL.PRE_ORDER]);
  });
});
