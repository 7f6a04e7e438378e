import type { Db } from '@/server/db/client';
import { buildCategory, buildOptionLabel, buildProduct, type BuiltProduct } from '@/tests/support/builders/catalog';

/* The small catalog most cart tests share: each product exists for one rule. */

export interface CartFixture {
  desk: BuiltProduct;
  chair: BuiltProduct;
  vendorSoldOut: BuiltProduct;
  flashPaused: BuiltProduct;
  flashSale: BuiltProduct;
  preOrder: BuiltProduct;
  giftCard: BuiltProduct;
  usdOnly: BuiltProduct;
}

const HOUR = 60 * 60 * 1000;

export async function createCartFixture(db: Db, now = new Date()): Promise<CartFixture> {
  const desks = (await buildCategory(db, { slug: 'standing-desks' })).id;
  const chairs = (await buildCategory(db, { slug: 'office-chairs' })).id;
  const giftCards = (await buildCategory(db, { slug: 'gift-cards' })).id;
  await buildOptionLabel(db, { option: 'colour', value: 'walnut', label: { en: 'Walnut', fr: 'Noyer', de: 'Nussbaum' } });
  const running = { startsAt: new Date(now.getTime() - HOUR), endsAt: new Date(now.getTime() + 24 * HOUR) };
  return {
    desk: await buildProduct(db, {
      categoryId: desks,
      name: 'Oak Standing Desk',
      variants: [
        { stock: 10, prices: { USD: 50_000, EUR: 48_000, GBP: 42_000 }, compareAt: { USD: 60_000 }, options: { colour: 'walnut' } },
        { stock: 10, prices: { USD: 52_000, EUR: 50_000, GBP: 44_000 } },
      ],
      tiers: [
        { minQuantity: 2, percentOff: 5 },
        { minQuantity: 5, percentOff: 10 },
      ],
      engraving: { maxLength: 24, prices: { USD: 1_900, EUR: 1_900, GBP: 1_500 } },
      warranty: { choices: [{ code: 'included', prices: {} }, { code: 'plus-2-years', prices: { USD: 5_900, EUR: 5_500, GBP: 4_900 } }] },
    }),
    chair: await buildProduct(db, { categoryId: chairs, name: 'Mesh Chair', variants: [{ stock: 3, prices: { USD: 20_000, EUR: 19_000, GBP: 17_000 } }] }),
    vendorSoldOut: await buildProduct(db, { categoryId: chairs, name: 'Vendor Chair', isVendorProduct: true, variants: [{ stock: 0, prices: { USD: 30_000 } }] }),
    flashPaused: await buildProduct(db, {
      categoryId: desks,
      name: 'Paused Sale Desk',
      variants: [{ stock: 5, prices: { USD: 40_000 } }],
      flashSales: [{ version: 1, percentOff: 20, ...running, isActive: false }],
    }),
    flashSale: await buildProduct(db, {
      categoryId: desks,
      name: 'Flash Desk',
      variants: [{ stock: 4, prices: { USD: 40_000, EUR: 38_000 } }],
      flashSales: [{ version: 2, percentOff: 25, ...running, isActive: true }],
    }),
    preOrder: await buildProduct(db, { categoryId: chairs, name: 'Next Batch Chair', variants: [{ stock: 0, prices: { USD: 25_000 } }] }),
    giftCard: await buildProduct(db, { categoryId: giftCards, name: 'Gift Card 50', kind: 4, variants: [{ stock: 1000, prices: { USD: 5_000, EUR: 5_000, GBP: 4_000 } }] }),
    usdOnly: await buildProduct(db, { categoryId: chairs, name: 'US Stool', variants: [{ stock: 20, prices: { USD: 9_900 } }] }),
  };
}

/** The body of POST /v1/cart/items for a product's first (or nth) variant. */
export function itemOf(product: BuiltProduct, quantity = 1, extra: Record<string, unknown> = {}, variantIndex = 0): Record<string, unknown> {
  return { product_code: product.code, variant_id: product.variantIds[variantIndex], quantity, ...extra };
}
