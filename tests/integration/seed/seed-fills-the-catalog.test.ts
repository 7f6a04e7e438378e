import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECTION } from '@/lib/constants/content-sections';
import { LABEL } from '@/lib/constants/labels';
import { PRODUCT_KIND } from '@/lib/constants/product-kinds';
import type { Db } from '@/server/db/client';
import {
  categories,
  categoryTranslations,
  flashSales,
  priceTiers,
  productContentSections,
  productLabels,
  products,
  productTranslations,
  productVariants,
  variantOptionLabels,
  variantPrices,
  vendors,
  vendorTranslations,
} from '@/server/db/schema/catalog/catalog';
import { settings } from '@/server/db/schema/config/settings';
import { seedRuns } from '@/server/db/schema/db/seed-runs';
import { seededTestDatabase } from './seeded-catalog';

const REQUIRED_CATEGORY_SLUGS = [
  'standing-desks',
  'office-chairs',
  'work-pods',
  'desk-accessories',
  'electronics',
  'storage',
  'gaming',
  'desk-frames',
];
const LANGUAGES = ['en', 'fr', 'de'] as const;
const CURRENCIES = ['CAD', 'EUR', 'GBP', 'USD'];

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  const { database } = await seededTestDatabase({ now: new Date('2026-11-21T10:30:00Z') });
  db = database.db;
  drop = database.drop;
});

afterAll(async () => {
  await drop();
});

describe('the default seed', () => {
  it('creates the eight main categories, each named in English, French and German', async () => {
    const rows = await db.select({ slug: categories.slug, imageKey: categories.imageKey }).from(categories);
    expect(rows.map((row) => row.slug)).toEqual(expect.arrayContaining(REQUIRED_CATEGORY_SLUGS));
    expect(rows.every((row) => row.imageKey)).toBe(true);
    const names = await db.select().from(categoryTranslations);
    for (const category of rows) {
      const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, category.slug));
      const byLanguage = Object.fromEntries(names.filter((name) => name.categoryId === row?.id).map((name) => [name.language, name]));
      expect(Object.keys(byLanguage).sort()).toEqual(['de', 'en', 'fr']);
      for (const language of ['fr', 'de'] as const) {
        expect(byLanguage[language]?.name).not.toBe(byLanguage.en?.name);
        expect(byLanguage[language]?.description).not.toBe(byLanguage.en?.description);
      }
    }
  });

  it('creates at least five vendors with store slugs and a description per language', async () => {
    const rows = await db.select().from(vendors);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows.every((vendor) => /^[a-z0-9-]+$/.test(vendor.slug))).toBe(true);
    const translations = await db.select().from(vendorTranslations);
    expect(translations).toHaveLength(rows.length * 3);
    const vendorProducts = await db.select({ vendorId: products.vendorId }).from(products).where(eq(products.isVendorProduct, true));
    expect(new Set(vendorProducts.map((row) => row.vendorId)).size).toBeGreaterThanOrEqual(4);
  });

  it('creates at least 150 products of every kind with unique codes and SKUs', async () => {
    const rows = await db.select({ kind: products.kind, code: products.code }).from(products);
    expect(rows.length).toBeGreaterThanOrEqual(150);
    expect(new Set(rows.map((row) => row.code)).size).toBe(rows.length);
    const kinds = new Set(rows.map((row) => row.kind));
    for (const kind of Object.values(PRODUCT_KIND)) expect(kinds).toContain(kind);
    const skus = await db.select({ sku: productVariants.sku }).from(productVariants);
    expect(new Set(skus.map((row) => row.sku)).size).toBe(skus.length);
  });

  it('puts products in every main category', async () => {
    const rows = await db
      .select({ slug: categories.slug, n: sql<number>`count(${products.id})::int` })
      .from(categories)
      .leftJoin(products, eq(products.categoryId, categories.id))
      .groupBy(categories.slug);
    for (const slug of REQUIRED_CATEGORY_SLUGS) expect(rows.find((row) => row.slug === slug)?.n ?? 0).toBeGreaterThan(3);
  });

  it('varies products by colour, size and frame, with exactly one default variant each', async () => {
    const variants = await db.select().from(productVariants);
    expect(variants.some((variant) => variant.options.colour && variant.options.size && variant.options.frame)).toBe(true);
    expect(variants.some((variant) => variant.options.colour && !variant.options.size)).toBe(true);
    expect(variants.some((variant) => variant.options.size && !variant.options.colour)).toBe(true);
    const defaults = new Map<number, number>();
    for (const variant of variants) if (variant.isDefault) defaults.set(variant.productId, (defaults.get(variant.productId) ?? 0) + 1);
    const productCount = (await db.select({ id: products.id }).from(products)).length;
    expect(defaults.size).toBe(productCount);
    expect([...defaults.values()].every((n) => n === 1)).toBe(true);
  });

  it('labels every option value of every variant in each language', async () => {
    const labels = await db.select().from(variantOptionLabels);
    const known = new Set(labels.map((label) => `${label.option}:${label.value}:${label.language}`));
    const variants = await db.select({ options: productVariants.options }).from(productVariants);
    for (const { options } of variants) {
      for (const [option, value] of Object.entries(options)) {
        for (const language of LANGUAGES) expect(known.has(`${option}:${value}:${language}`), `${option}:${value}:${language}`).toBe(true);
      }
    }
  });

  it('prices every variant in USD, CAD, GBP and EUR with store-style endings', async () => {
    const prices = await db.select().from(variantPrices);
    const byVariant = new Map<number, string[]>();
    for (const price of prices) byVariant.set(price.variantId, [...(byVariant.get(price.variantId) ?? []), price.currency]);
    const variantCount = (await db.select({ id: productVariants.id }).from(productVariants)).length;
    expect(byVariant.size).toBe(variantCount);
    for (const currencies of byVariant.values()) expect([...currencies].sort()).toEqual(CURRENCIES);
    for (const price of prices) {
      expect(Number.isInteger(price.amount)).toBe(true);
      expect([0, 99]).toContain(price.amount % 100);
      if (price.compareAtAmount !== null) expect(price.compareAtAmount).toBeGreaterThan(price.amount);
    }
    expect(prices.some((price) => price.compareAtAmount !== null)).toBe(true);
  });

  it('keeps US prices in realistic ranges for chairs, desks, pods and accessories', async () => {
    const rows = await db
      .select({ shape: products.shape, kind: products.kind, amount: variantPrices.amount })
      .from(variantPrices)
      .innerJoin(productVariants, eq(productVariants.id, variantPrices.variantId))
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(variantPrices.currency, 'USD'));
    const within = (shape: string, min: number, max: number) => {
      const amounts = rows.filter((row) => row.shape === shape).map((row) => row.amount / 100);
      expect(amounts.length).toBeGreaterThan(0);
      expect(Math.min(...amounts)).toBeGreaterThanOrEqual(min);
      expect(Math.max(...amounts)).toBeLessThanOrEqual(max);
    };
    within('office-chair', 199, 999);
    within('standing-desk', 399, 1799);
    within('work-pod', 2999, 25000);
    within('desk-lamp', 19, 249);
    within('laptop-stand', 19, 199);
  });

  it('translates every product into English, French and German, with French and German differing from English', async () => {
    const rows = await db.select().from(productTranslations);
    const productCount = (await db.select({ id: products.id }).from(products)).length;
    expect(rows).toHaveLength(productCount * 3);
    const english = new Map(rows.filter((row) => row.language === 'en').map((row) => [row.productId, row]));
    for (const row of rows.filter((item) => item.language !== 'en')) {
      const en = english.get(row.productId);
      expect(row.name).not.toBe(en?.name);
      expect(row.shortDescription).not.toBe(en?.shortDescription);
      expect(row.description).not.toBe(en?.description);
    }
  });

  it('writes no common English words into French or German text', async () => {
    // Letter-aware boundaries: "forêts" must not count as "for".
    const english = /(?<!\p{L})(the|and|with|your|for|from|ships|years)(?!\p{L})/iu;
    const names = await db.select().from(productTranslations);
    const sections = await db.select().from(productContentSections);
    const texts = [
      ...names.filter((row) => row.language !== 'en').flatMap((row) => [row.name, row.shortDescription, row.description]),
      ...sections.filter((row) => row.language !== 'en').map((row) => `${row.title} ${JSON.stringify(row.body)}`),
    ];
    const leaks = texts.filter((text) => english.test(text));
    expect(leaks.slice(0, 3)).toEqual([]);
  });

  it('writes the product content sections of spec §9 for every product and language', async () => {
    const rows = await db.select({ productId: productContentSections.productId, sectionId: productContentSections.sectionId, language: productContentSections.language }).from(productContentSections);
    const productList = await db.select({ id: products.id, kind: products.kind, isVendorProduct: products.isVendorProduct }).from(products);
    const has = new Set(rows.map((row) => `${row.productId}:${row.sectionId}:${row.language}`));
    const always = [CONTENT_SECTION.FEATURE, CONTENT_SECTION.SPECIFICATION, CONTENT_SECTION.QUICKVIEW_FEATURE, CONTENT_SECTION.SUMMARY, CONTENT_SECTION.DESCRIPTION];
    for (const product of productList) {
      for (const language of LANGUAGES) {
        for (const sectionId of always) expect(has.has(`${product.id}:${sectionId}:${language}`)).toBe(true);
        const vendorSections = [CONTENT_SECTION.VENDOR_FEATURES, CONTENT_SECTION.VENDOR_DESCRIPTION];
        for (const sectionId of vendorSections) expect(has.has(`${product.id}:${sectionId}:${language}`)).toBe(product.isVendorProduct);
        expect(has.has(`${product.id}:${CONTENT_SECTION.FLOOR_PLANS}:${language}`)).toBe(product.kind === PRODUCT_KIND.POD);
      }
    }
    expect(rows.some((row) => row.sectionId === CONTENT_SECTION.MADE_FOR_YOU)).toBe(true);
  });

  it('shapes section bodies by section: bullets for features, rows for specifications', async () => {
    const features = await db.select().from(productContentSections).where(eq(productContentSections.sectionId, CONTENT_SECTION.FEATURE));
    expect(features.every((row) => row.body.kind === 'bullets' && row.body.items.length >= 3)).toBe(true);
    const specs = await db.select().from(productContentSections).where(eq(productContentSections.sectionId, CONTENT_SECTION.SPECIFICATION));
    expect(specs.every((row) => row.body.kind === 'specs' && row.body.rows.length >= 2)).toBe(true);
  });

  it('puts the labels of spec §9 on a subset of products', async () => {
    const rows = await db.select().from(productLabels);
    const productCount = (await db.select({ id: products.id }).from(products)).length;
    const used = new Set(rows.map((row) => row.labelId));
    for (const label of [LABEL.PRODUCT_NEW, LABEL.WARRANTY_20_YEAR, LABEL.SPECIAL_DEAL, LABEL.BEST_SELLER, LABEL.PRE_ORDER, LABEL.FUTURE_OF_WORK]) {
      expect(used).toContain(label);
    }
    expect(new Set(rows.map((row) => row.productId)).size).toBeLessThan(productCount);
  });

  it('has sold-out, low and well-stocked variants, and pre-order products with no stock', async () => {
    const stock = (await db.select({ stock: productVariants.stock }).from(productVariants)).map((row) => row.stock);
    expect(stock.filter((n) => n === 0).length).toBeGreaterThan(0);
    expect(stock.filter((n) => n > 0 && n <= 5).length).toBeGreaterThan(0);
    expect(stock.filter((n) => n > 5).length).toBeGreaterThan(stock.length / 2);
    const preOrder = await db
      .select({ stock: productVariants.stock })
      .from(productLabels)
      .innerJoin(productVariants, eq(productVariants.productId, productLabels.productId))
      .where(eq(productLabels.labelId, LABEL.PRE_ORDER));
    expect(preOrder.length).toBeGreaterThan(0);
    expect(preOrder.every((row) => row.stock === 0)).toBe(true);
  });

  it('runs v1 and v2 flash sales now, with some inactive, expired or upcoming ones', async () => {
    const now = new Date('2026-11-21T10:30:00Z');
    const rows = await db.select().from(flashSales);
    const running = rows.filter((row) => row.isActive && row.startsAt <= now && row.endsAt > now);
    expect(running.some((row) => row.version === 1)).toBe(true);
    expect(running.some((row) => row.version === 2)).toBe(true);
    expect(rows.some((row) => !row.isActive || row.endsAt <= now || row.startsAt > now)).toBe(true);
  });

  it('gives some products buy-more-save-more tiers', async () => {
    const rows = await db.select().from(priceTiers);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.minQuantity >= 2 && row.percentOff > 0 && row.percentOff < 50)).toBe(true);
  });

  it('stores the store name and the hero copy in every language', async () => {
    const [name] = await db.select().from(settings).where(eq(settings.key, 'store.name'));
    expect(name?.value).toBe('Deskhaus');
    const [hero] = await db.select().from(settings).where(eq(settings.key, 'home.hero'));
    const value = hero?.value as Record<string, { title?: string }>;
    for (const language of LANGUAGES) expect(value[language]?.title).toBeTruthy();
    expect(value.fr?.title).not.toBe(value.en?.title);
  });

  it('records the run in seed_runs', async () => {
    const rows = await db.select().from(seedRuns).where(and(eq(seedRuns.name, 'catalog')));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.version).toMatch(/^[0-9a-f]{16}$/);
  });

  it('leaves id sequences after the seeded ids, so later inserts do not collide', async () => {
    const [vendor] = await db.insert(vendors).values({ code: 'LATER', slug: 'later-vendor', name: 'Later' }).returning({ id: vendors.id });
    expect(vendor?.id).toBeGreaterThan(6);
  });
});
