import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultListingQuery, emptyListingFilters } from '@/lib/catalog/listing-query';
import { LABEL } from '@/lib/constants/labels';
import type { ListingItem } from '@/lib/contracts/catalog/listing-schemas';
import type { ProductDetail } from '@/lib/contracts/catalog/product-detail-schemas';
import { listProducts } from '@/server/catalog/listing/list-products';
import { assertPurchasable } from '@/server/catalog/product-detail/assert-purchasable';
import { getProductDetail } from '@/server/catalog/product-detail/get-product-detail';
import { searchProducts } from '@/server/catalog/search/search-products';
import { categories } from '@/server/db/schema';
import { hoursFromNow, NOW, prepareProduct, productTestDatabase } from '../product/support/product-fixture';

/*
 * Issue 20 item 1: cards, quick view, the product page, the "In stock" facet, ?in_stock=1,
 * search and the cart's check all read the one availability rule, so they agree on every product
 * of the seeded catalog, which the test shapes into the cases of the matrix first.
 */

let database: Awaited<ReturnType<typeof productTestDatabase>>;
let categorySlugs: string[] = [];

/* Seeded codes turned into each case (the seeded catalog has them too, but a test states its facts). */
const CASES = {
  /** House desk in stock whose v1 flash sale is paused: the product of the issue. */
  pausedV1: { code: 'DH000001', shape: { isVendorProduct: false, stock: [40, 40], flashSales: [{ version: 1 as const, isActive: false }], labels: [] } },
  /** Vendor product in stock whose v2 flash sale is paused. */
  pausedV2Vendor: { code: 'DH000002', shape: { isVendorProduct: true, stock: [40, 40], flashSales: [{ version: 2 as const, isActive: false }], labels: [] } },
  /** Vendor product labelled pre-order with nothing in stock: sold out, not "Pre-order". */
  vendorPreOrderSoldOut: { code: 'DH000003', shape: { isVendorProduct: true, stock: [0, 0], flashSales: [], labels: [LABEL.PRE_ORDER] } },
  /** House product with nothing in stock: a pre-order. */
  housePreOrder: { code: 'DH000004', shape: { isVendorProduct: false, stock: [0, 0], flashSales: [], labels: [] } },
  /** Flash sale (active) with nothing in stock: sold out. */
  flashSoldOut: { code: 'DH000005', shape: { isVendorProduct: false, stock: [0, 0], flashSales: [{ version: 1 as const }], labels: [] } },
  /** A paused sale that has ended: an ordinary product again. */
  endedPaused: {
    code: 'DH000006',
    shape: { isVendorProduct: false, stock: [40, 40], flashSales: [{ version: 2 as const, isActive: false, startsAt: hoursFromNow(-48), endsAt: hoursFromNow(-1) }], labels: [] },
  },
  /** An active v2 sale in stock. */
  activeV2: { code: 'DH000007', shape: { isVendorProduct: true, stock: [40, 40], flashSales: [{ version: 2 as const }], labels: [] } },
};

beforeAll(async () => {
  database = await productTestDatabase(40);
  for (const { code, shape } of Object.values(CASES)) await prepareProduct(database.db, code, shape);
  categorySlugs = (await database.db.select({ slug: categories.slug }).from(categories)).map((row) => row.slug);
}, 120_000);
afterAll(async () => {
  await database.drop();
});

async function everyCard(inStock = false): Promise<{ items: ListingItem[]; inStockCount: number }> {
  const items: ListingItem[] = [];
  let inStockCount = 0;
  for (const slug of categorySlugs) {
    for (let page = 1; ; page += 1) {
      const result = await listProducts({
        locale: 'en-US',
        scope: { categorySlugs: [slug] },
        query: { ...defaultListingQuery(), page, filters: { ...emptyListingFilters(), inStock } },
        include: { facets: page === 1, quickView: true },
        now: NOW,
      });
      if (page === 1) inStockCount += result.facets?.inStock.count ?? 0;
      items.push(...result.items);
      if (page >= result.totalPages) break;
    }
  }
  return { items, inStockCount };
}

const detailOf = (code: string): Promise<ProductDetail> => getProductDetail({ code, locale: 'en-US', now: NOW });

describe('one availability rule, the same everywhere', () => {
  it('shows a paused flash sale as "not available right now" on the card, the quick view and the page, never "in stock"', async () => {
    const { items } = await everyCard();
    for (const { code } of [CASES.pausedV1, CASES.pausedV2Vendor]) {
      const card = items.find((item) => item.code === code);
      expect(card).toMatchObject({ availability: 'paused', purchasable: false, inStock: true });
      expect(card?.quickView?.variants.every((variant) => variant.availability === 'paused' && !variant.purchasable)).toBe(true);
      const detail = await detailOf(code);
      expect(detail.variants.every((variant) => variant.availability.state === 'paused' && variant.availability.maxQuantity === 0)).toBe(true);
      // A paused sale takes nothing off: the card and the page show the same, full price.
      expect(card?.price.amount).toBe(detail.variants.find((variant) => variant.isDefault)?.price.amount);
      expect(detail.variants[0]?.price.flashSalePercentOff).toBeNull();
    }
  });

  it('never puts a pre-order badge on a card that says sold out', async () => {
    const { items } = await everyCard();
    const card = items.find((item) => item.code === CASES.vendorPreOrderSoldOut.code);
    expect(card).toMatchObject({ availability: 'sold-out', purchasable: false });
    expect(card?.labels).not.toContain(LABEL.PRE_ORDER);
    for (const item of items) {
      if (item.availability === 'sold-out' || item.availability === 'paused') expect(item.labels, item.code).not.toContain(LABEL.PRE_ORDER);
    }
    expect(items.find((item) => item.code === CASES.housePreOrder.code)).toMatchObject({ availability: 'pre-order', purchasable: true });
    expect(items.find((item) => item.code === CASES.flashSoldOut.code)).toMatchObject({ availability: 'sold-out', purchasable: false });
    expect(items.find((item) => item.code === CASES.endedPaused.code)).toMatchObject({ availability: 'in-stock', purchasable: true });
    expect(items.find((item) => item.code === CASES.activeV2.code)).toMatchObject({ availability: 'in-stock', purchasable: true });
  });

  it('agrees between every card, its quick view and its product page', async () => {
    const { items } = await everyCard();
    expect(items.length).toBeGreaterThanOrEqual(40);
    for (const item of items) {
      const detail = await detailOf(item.code);
      expect(item.purchasable, item.code).toBe(detail.variants.some((variant) => variant.availability.isPurchasable));
      for (const variant of detail.variants) {
        const sellable = variant.availability.state === 'in-stock' || variant.availability.state === 'low-stock' || variant.availability.state === 'pre-order';
        expect(variant.availability.isPurchasable, `${item.code} ${variant.sku}`).toBe(sellable);
        const shown = item.quickView?.variants.find((candidate) => candidate.sku === variant.sku);
        if (shown) {
          expect(shown.purchasable, `${item.code} ${variant.sku}`).toBe(variant.availability.isPurchasable);
          expect(shown.availability, `${item.code} ${variant.sku}`).toBe(variant.availability.state);
        }
      }
    }
  }, 120_000);

  it('counts and filters "In stock" as the cards say it, on listings and in search', async () => {
    const all = await everyCard();
    const inStockCodes = all.items.filter((item) => item.availability === 'in-stock').map((item) => item.code).sort();
    expect(inStockCodes).not.toContain(CASES.pausedV1.code);
    expect(all.inStockCount).toBe(inStockCodes.length);
    const filtered = await everyCard(true);
    expect(filtered.items.map((item) => item.code).sort()).toEqual(inStockCodes);

    const search = await searchProducts({ q: 'desk', locale: 'en-US', now: NOW, filters: { ...emptyListingFilters(), inStock: true } });
    expect(search.items.every((item) => item.availability === 'in-stock')).toBe(true);
    expect(search.facets?.inStock.count).toBe(search.totalItems);
    const unfiltered = await searchProducts({ q: 'desk', locale: 'en-US', now: NOW });
    const sayInStock = unfiltered.items.filter((item) => item.availability === 'in-stock').length;
    if (unfiltered.totalItems <= unfiltered.pageSize) expect(unfiltered.facets?.inStock.count).toBe(sayInStock);
  }, 120_000);

  it('refuses in the cart what the page says cannot be bought, naming the product by its title', async () => {
    const detail = await detailOf(CASES.pausedV1.code);
    const variantId = detail.variants[0]?.id ?? 0;
    await expect(assertPurchasable({ productCode: detail.product_url_code, variantId, quantity: 1, now: NOW })).rejects.toMatchObject({
      code: 'UNPROCESSABLE',
      message: `${detail.product_name} cannot be bought right now: its flash sale is paused.`,
    });
    const french = await getProductDetail({ code: CASES.vendorPreOrderSoldOut.code, locale: 'fr-FR', now: NOW });
    await expect(
      assertPurchasable({ productCode: french.product_url_code, variantId: french.variants[0]?.id ?? 0, quantity: 1, language: 'fr', now: NOW }),
    ).rejects.toMatchObject({ message: `${french.product_name} sold out.` });
  });
});
