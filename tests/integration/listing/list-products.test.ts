import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { LISTING_PAGE_SIZE } from '@/lib/catalog/listing-constants';
import { defaultListingQuery, emptyListingFilters, type ListingFilters, type ListingQuery } from '@/lib/catalog/listing-query';
import type { Locale } from '@/lib/i18n/locales';
import { listProducts, type ListingScopeInput } from '@/server/catalog/listing/list-products';
import { categories, priceTiers, products, productVariants, settings, variantPrices } from '@/server/db/schema';
import { NOW, seededListingDatabase, type TestDatabase } from './seeded-listing';

let database: TestDatabase;

beforeAll(async () => {
  database = await seededListingDatabase();
});
afterAll(async () => {
  await database.drop();
});

function query(filters: Partial<ListingFilters> = {}, rest: Partial<Omit<ListingQuery, 'filters'>> = {}): ListingQuery {
  return { ...defaultListingQuery(), ...rest, filters: { ...emptyListingFilters(), ...filters } };
}

function list(scope: ListingScopeInput, q: ListingQuery = query(), locale: Locale = 'en-US', include: { facets?: boolean; quickView?: boolean } = { facets: true }) {
  return listProducts({ locale, scope, query: q, include, now: NOW });
}

const DESKS = { categorySlugs: ['standing-desks'] };

async function productIdsOf(codes: string[]): Promise<Map<string, number>> {
  const rows = await database.db.select({ id: products.id, code: products.code }).from(products).where(inArray(products.code, codes));
  return new Map(rows.map((row) => [row.code, row.id]));
}

async function optionValues(codes: string[], option: 'colour' | 'size'): Promise<Map<string, string[]>> {
  const ids = await productIdsOf(codes);
  const rows = await database.db
    .select({ productId: productVariants.productId, value: sql<string>`${productVariants.options}->>${option}` })
    .from(productVariants)
    .where(inArray(productVariants.productId, [...ids.values()]));
  const byCode = new Map<string, string[]>();
  for (const [code, id] of ids) byCode.set(code, rows.filter((row) => row.productId === id).map((row) => row.value));
  return byCode;
}

describe('a category listing', () => {
  it('lists only the category’s published products, with the real total', async () => {
    const [category] = await database.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'standing-desks'));
    const [count] = await database.db.select({ n: sql<number>`count(*)::int` }).from(products).where(eq(products.categoryId, category?.id ?? 0));
    const result = await list(DESKS);
    expect(result.totalItems).toBe(count?.n);
    expect(result.items.every((item) => item.categorySlug === 'standing-desks')).toBe(true);
    expect(result.pageSize).toBe(36);
  });

  it('names products and prices them in the language and currency of the locale', async () => {
    const us = await list(DESKS, query(), 'en-US');
    const fr = await list(DESKS, query(), 'fr-FR');
    const gb = await list(DESKS, query(), 'en-GB');
    const ca = await list(DESKS, query(), 'en-CA');
    const de = await list(DESKS, query(), 'de-DE');
    expect(us.items.every((item) => item.price.currency === 'USD')).toBe(true);
    expect(fr.items.every((item) => item.price.currency === 'EUR')).toBe(true);
    expect(gb.items.every((item) => item.price.currency === 'GBP')).toBe(true);
    expect(ca.items.every((item) => item.price.currency === 'CAD')).toBe(true);
    expect(de.facets?.price.currency).toBe('EUR');
    expect(fr.items[0]?.code).toBe(us.items[0]?.code);
    expect(fr.items[0]?.name).not.toBe(us.items[0]?.name);
    expect(fr.items[0]?.name).toMatch(/Bureau/);
    expect(fr.facets?.colour.map((value) => value.label)).toContain('Noyer');
    expect(de.facets?.material.map((value) => value.label)).toContain('Stahl');
  });

  it('shows nothing for a category that does not exist', async () => {
    const result = await list({ categorySlugs: ['no-such-category'] });
    expect(result.items).toEqual([]);
    expect(result.totalItems).toBe(0);
  });
});

describe('filters', () => {
  it('colour: every product has a variant in one of the ticked colours (OR within the facet)', async () => {
    const walnut = await list(DESKS, query({ colour: ['walnut'] }));
    const oak = await list(DESKS, query({ colour: ['oak'] }));
    const either = await list(DESKS, query({ colour: ['oak', 'walnut'] }));
    expect(walnut.totalItems).toBeGreaterThan(0);
    const colours = await optionValues(either.items.map((item) => item.code), 'colour');
    for (const item of either.items) expect(colours.get(item.code)?.some((c) => c === 'oak' || c === 'walnut')).toBe(true);
    const union = new Set([...walnut.items, ...oak.items].map((item) => item.code));
    expect(either.totalItems).toBe(union.size);
  });

  it('colour: the card shows a variant in the ticked colour', async () => {
    const walnut = await list(DESKS, query({ colour: ['walnut'] }));
    expect(walnut.items.every((item) => item.imageKey.includes('walnut'))).toBe(true);
  });

  it('size: every product comes in one of the ticked sizes', async () => {
    const result = await list(DESKS, query({ size: ['180x80'] }));
    expect(result.totalItems).toBeGreaterThan(0);
    const sizes = await optionValues(result.items.map((item) => item.code), 'size');
    for (const item of result.items) expect(sizes.get(item.code)).toContain('180x80');
  });

  it('material, vendor and rating narrow to matching products', async () => {
    const chairs = { categorySlugs: ['office-chairs'] };
    const mesh = await list(chairs, query({ material: ['mesh'] }));
    const meshRows = await database.db.select({ code: products.code }).from(products).where(eq(products.material, 'mesh'));
    const meshCodes = new Set(meshRows.map((row) => row.code));
    expect(mesh.totalItems).toBeGreaterThan(0);
    expect(mesh.items.every((item) => meshCodes.has(item.code))).toBe(true);

    const nordvik = await list(DESKS, query({ vendor: ['nordvik-studio'] }));
    expect(nordvik.totalItems).toBeGreaterThan(0);
    expect(nordvik.items.every((item) => item.vendorSlug === 'nordvik-studio')).toBe(true);

    const accessories = { categorySlugs: ['desk-accessories'] };
    const [rated] = (await list(accessories, query(), 'en-US', { facets: false })).items;
    await database.db.update(products).set({ ratingAverage: 350 }).where(eq(products.code, rated?.code ?? ''));
    const fourUp = await list(accessories, query({ minRating: 4 }));
    const threeUp = await list(accessories, query({ minRating: 3 }));
    expect(fourUp.items.every((item) => item.ratingAverage >= 4)).toBe(true);
    expect(fourUp.items.map((item) => item.code)).not.toContain(rated?.code);
    expect(threeUp.items.map((item) => item.code)).toContain(rated?.code);
    expect(threeUp.items.every((item) => item.ratingAverage >= 3)).toBe(true);
  });

  it('price: bounds in major units filter the price the shopper pays, in minor units, inclusive', async () => {
    const all = await list(DESKS, query({}, { sort: 'price_asc' }));
    const cheapest = all.items[0];
    if (!cheapest) throw new Error('no desks');
    const exact = cheapest.price.amount / 100;
    const upToCheapest = await list(DESKS, query({ maxPrice: exact }));
    expect(upToCheapest.items.map((item) => item.code)).toContain(cheapest.code);
    expect(upToCheapest.items.every((item) => item.price.amount <= cheapest.price.amount)).toBe(true);
    const range = await list(DESKS, query({ minPrice: 500, maxPrice: 1000 }));
    expect(range.totalItems).toBeGreaterThan(0);
    expect(range.items.every((item) => item.price.amount >= 50_000 && item.price.amount <= 100_000)).toBe(true);
  });

  it('in stock: only products with stock', async () => {
    const pods = { categorySlugs: ['work-pods'] };
    const all = await list(pods);
    const inStock = await list(pods, query({ inStock: true }));
    expect(inStock.items.every((item) => item.inStock)).toBe(true);
    expect(inStock.totalItems).toBe(all.facets?.inStock.count);
  });

  it('combine across facets (AND): colour, price and stock together', async () => {
    const result = await list(DESKS, query({ colour: ['white-laminate'], maxPrice: 800, inStock: true }));
    const colours = await optionValues(result.items.map((item) => item.code), 'colour');
    for (const item of result.items) {
      expect(colours.get(item.code)).toContain('white-laminate');
      expect(item.price.amount).toBeLessThanOrEqual(80_000);
      expect(item.inStock).toBe(true);
    }
    expect(result.totalItems).toBeGreaterThan(0);
  });

  it('a combination nothing matches gives an empty page that keeps its facets and ticked values', async () => {
    const result = await list(DESKS, query({ colour: ['walnut'], maxPrice: 1 }));
    expect(result.items).toEqual([]);
    expect(result.totalItems).toBe(0);
    expect(result.totalPages).toBe(0);
    expect(result.facets?.colour.find((value) => value.value === 'walnut')?.selected).toBe(true);
    const gone = await list(DESKS, query({ colour: ['no-such-colour'] }));
    expect(gone.facets?.colour.find((value) => value.value === 'no-such-colour')).toMatchObject({ count: 0, selected: true });
  });
});

describe('facet counts', () => {
  it('say exactly how many products ticking each value would give, with the other facets as they are', async () => {
    const base = query({ inStock: true, maxPrice: 1200 });
    const result = await list(DESKS, base);
    const facets = result.facets;
    if (!facets) throw new Error('no facets');
    for (const facet of ['colour', 'size', 'material', 'vendor'] as const) {
      for (const value of facets[facet]) {
        const ticked = await list(DESKS, query({ ...base.filters, [facet]: [value.value] }), 'en-US', { facets: false });
        expect(ticked.totalItems, `${facet}=${value.value}`).toBe(value.count);
      }
    }
    for (const bucket of facets.price.buckets) {
      const ticked = await list(DESKS, query({ inStock: true, minPrice: bucket.min, maxPrice: bucket.max }), 'en-US', { facets: false });
      expect(ticked.totalItems, `price ${bucket.min}-${bucket.max}`).toBe(bucket.count);
    }
    for (const rating of facets.rating) {
      const ticked = await list(DESKS, query({ ...base.filters, minRating: rating.value }), 'en-US', { facets: false });
      expect(ticked.totalItems).toBe(rating.count);
    }
  });

  it('give the price range of the products and label colours and sizes in the shopper’s words', async () => {
    const result = await list(DESKS);
    const prices = result.items.map((item) => item.price.amount);
    expect(result.facets?.price.minAmount).toBe(Math.min(...prices));
    expect(result.facets?.price.maxAmount).toBe(Math.max(...prices));
    expect(result.facets?.size.find((value) => value.value === '140x70')?.label).toBe('55" × 28"');
    expect(result.facets?.colour.find((value) => value.value === 'walnut')?.swatch).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe('sorting', () => {
  const scope = { vendorSlugs: ['deskhaus'] };

  it('by price, both ways, on the price the shopper pays', async () => {
    const ascending = await list(scope, query({}, { sort: 'price_asc' }));
    const descending = await list(scope, query({}, { sort: 'price_desc' }));
    const up = ascending.items.map((item) => item.price.amount);
    const down = descending.items.map((item) => item.price.amount);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    expect(down).toEqual([...down].sort((a, b) => b - a));
  });

  it('by best rating, newest first, and featured by units sold', async () => {
    const rated = await list(scope, query({}, { sort: 'best_rated' }));
    const ratings = rated.items.map((item) => item.ratingAverage);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));

    const facts = await database.db.select({ code: products.code, createdAt: products.createdAt, sold: products.soldCount }).from(products);
    const byCode = new Map(facts.map((row) => [row.code, row]));
    const newest = await list(scope, query({}, { sort: 'newest' }));
    const dates = newest.items.map((item) => byCode.get(item.code)?.createdAt.getTime() ?? 0);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const featured = await list(scope);
    const sold = featured.items.map((item) => byCode.get(item.code)?.sold ?? 0);
    expect(sold).toEqual([...sold].sort((a, b) => b - a));
  });
});

describe('pages', () => {
  const scope = { vendorSlugs: ['deskhaus'] };

  it('split a listing into pages of 36 without gaps or repeats', async () => {
    const first = await list(scope);
    expect(first.totalItems).toBeGreaterThan(2 * LISTING_PAGE_SIZE);
    const pages = [first];
    for (let page = 2; page <= first.totalPages; page += 1) pages.push(await list(scope, query({}, { page })));
    const codes = pages.flatMap((page) => page.items.map((item) => item.code));
    expect(new Set(codes).size).toBe(first.totalItems);
    expect(codes).toHaveLength(first.totalItems);
    expect(pages.slice(0, -1).every((page) => page.items.length === LISTING_PAGE_SIZE)).toBe(true);
    expect(pages.at(-1)?.items.length).toBe(first.totalItems - (first.totalPages - 1) * LISTING_PAGE_SIZE);
  });

  it('past the last page answer an empty page with the real totals', async () => {
    const first = await list(scope, query(), 'en-US', { facets: false });
    const past = await list(scope, query({}, { page: first.totalPages + 1 }), 'en-US', { facets: false });
    expect(past.items).toEqual([]);
    expect(past.totalItems).toBe(first.totalItems);
    expect(past.totalPages).toBe(first.totalPages);
  });
});

describe('landing collections', () => {
  it('sale lists every product cheaper than its compare-at price or in a running flash sale, and nothing else', async () => {
    const pages = [];
    const first = await list({ collection: 'sale' }, query(), 'en-US', { facets: false });
    pages.push(first);
    for (let page = 2; page <= first.totalPages; page += 1) pages.push(await list({ collection: 'sale' }, query({}, { page }), 'en-US', { facets: false }));
    const items = pages.flatMap((page) => page.items);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.price.compareAtAmount ?? 0).toBeGreaterThan(item.price.amount);
    const categoriesSeen = new Set(items.map((item) => item.categorySlug));
    expect(categoriesSeen.size).toBeGreaterThan(2);

    const everything = await list({}, query(), 'en-US', { facets: false });
    const all = [everything];
    for (let page = 2; page <= everything.totalPages; page += 1) all.push(await list({}, query({}, { page }), 'en-US', { facets: false }));
    const discounted = all.flatMap((page) => page.items).filter((item) => item.price.compareAtAmount !== null && item.price.compareAtAmount > item.price.amount);
    expect(new Set(items.map((item) => item.code))).toEqual(new Set(discounted.map((item) => item.code)));
  });

  it('hybrid draws from the categories of its setting', async () => {
    const hybrid = await list({ collection: 'hybrid' });
    const slugs = new Set(hybrid.facets?.category.map((value) => value.value));
    expect(slugs).toEqual(new Set(['standing-desks', 'office-chairs', 'desk-accessories', 'electronics']));
    await database.db.insert(settings).values({ key: 'listing.hybridCategories', value: ['storage'] });
    const changed = await list({ collection: 'hybrid' });
    expect(changed.items.every((item) => item.categorySlug === 'storage')).toBe(true);
    await database.db.delete(settings).where(eq(settings.key, 'listing.hybridCategories'));
  });

  it('group buy lists exactly the products with buy-more-save-more tiers', async () => {
    const tiered = await database.db.selectDistinct({ productId: priceTiers.productId }).from(priceTiers);
    const result = await list({ collection: 'group-buy' }, query(), 'en-US', { facets: false });
    expect(result.totalItems).toBe(tiered.length);
  });

  it('cross-category collections offer a category facet', async () => {
    const sale = await list({ collection: 'sale' }, query({ category: ['office-chairs'] }));
    expect(sale.items.every((item) => item.categorySlug === 'office-chairs')).toBe(true);
    expect(sale.facets?.category.length).toBeGreaterThan(1);
  });
});

describe('cards', () => {
  it('apply the availability rule of spec §4: an out-of-stock vendor product cannot be bought, a house product still can', async () => {
    const [vendorProduct] = await database.db
      .select({ id: products.id, code: products.code })
      .from(products)
      .where(and(eq(products.isVendorProduct, true), eq(products.kind, 1)))
      .limit(1);
    const [houseProduct] = await database.db
      .select({ id: products.id, code: products.code })
      .from(products)
      .where(and(eq(products.isVendorProduct, false), eq(products.kind, 1), sql`not exists (select 1 from flash_sales f where f.product_id = ${products.id})`))
      .limit(1);
    if (!vendorProduct || !houseProduct) throw new Error('seed lacks products');
    await database.db.update(productVariants).set({ stock: 0 }).where(inArray(productVariants.productId, [vendorProduct.id, houseProduct.id]));
    const result = await list({ productCodes: [vendorProduct.code, houseProduct.code] });
    const vendorCard = result.items.find((item) => item.code === vendorProduct.code);
    const houseCard = result.items.find((item) => item.code === houseProduct.code);
    expect(vendorCard).toMatchObject({ inStock: false, purchasable: false });
    expect(houseCard).toMatchObject({ inStock: false, purchasable: true });
  });

  it('carry the quick-view data in the shopper’s language on request, and none for pods', async () => {
    const desks = await list(DESKS, query(), 'de-DE', { facets: false, quickView: true });
    const desk = desks.items[0];
    expect(desk?.quickViewEnabled).toBe(true);
    expect(desk?.quickView?.section?.body.kind).toBeDefined();
    expect(desk?.quickView?.variants.length).toBeGreaterThan(0);
    expect(desk?.quickView?.variants.filter((variant) => variant.isDefault)).toHaveLength(1);
    expect(desk?.quickView?.variants[0]?.options.find((option) => option.name === 'colour')?.label).toBeTruthy();
    expect(desk?.quickView?.variants.every((variant) => variant.price.currency === 'EUR')).toBe(true);
    const pods = await list({ categorySlugs: ['work-pods'] }, query(), 'en-US', { facets: false, quickView: true });
    expect(pods.items.length).toBeGreaterThan(0);
    for (const pod of pods.items) expect(pod).toMatchObject({ kind: 2, quickViewEnabled: false, quickView: null });
  });

  it('show a variant’s new price as soon as it is stored', async () => {
    const [first] = (await list(DESKS, query(), 'en-US', { facets: false })).items;
    if (!first) throw new Error('no desk');
    const ids = await productIdsOf([first.code]);
    const [variant] = await database.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(and(eq(productVariants.productId, ids.get(first.code) ?? 0), eq(productVariants.isDefault, true)));
    await database.db.update(variantPrices).set({ amount: 12_345, compareAtAmount: null }).where(and(eq(variantPrices.variantId, variant?.id ?? 0), eq(variantPrices.currency, 'USD')));
    const again = await list({ productCodes: [first.code] }, query(), 'en-US', { facets: false });
    expect(again.items[0]?.price.amount).toBe(first.price.flashSalePercentOff ? Math.round((12_345 * (100 - first.price.flashSalePercentOff)) / 100) : 12_345);
  });
});
