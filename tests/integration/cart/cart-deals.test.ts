import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '@/lib/contracts/pricing/cart-schemas';
import { cartDealSuggestionsSchema, productDealsSchema } from '@/lib/contracts/pricing/deals-schemas';
import { includedVat } from '@/lib/cart/money';
import { carts } from '@/server/db/schema/pricing/cart';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { expectCart, startCartApi, type CartApi } from './support/cart-api';
import { createCartFixture, itemOf, type CartFixture } from './support/cart-fixture';
import { buildCategory, buildProduct, type BuiltProduct } from '@/tests/support/builders/catalog';
import { buildAddOnDeal, buildComboDeal } from '@/tests/support/builders/deals';
import { buildPromoCode } from '@/tests/support/builders/promotions';

/* Issue 5 item 1: add-on deals and combo deals, priced by the server on every cart answer. */

let api: CartApi;
let fixture: CartFixture;
let arm: BuiltProduct;
let footrest: BuiltProduct;
let lamp: BuiltProduct;
let scarceLamp: BuiltProduct;
let deskChairCombo: number;
let lampCombo: number;
let retiredCombo: number;

beforeAll(async () => {
  api = await startCartApi(['pages/api/v1/deals']);
  fixture = await createCartFixture(api.db);
  const accessories = (await buildCategory(api.db, { slug: 'desk-accessories' })).id;
  arm = await buildProduct(api.db, { categoryId: accessories, name: 'Monitor Arm', variants: [{ stock: 10, prices: { USD: 10_000, EUR: 9_000 } }] });
  footrest = await buildProduct(api.db, { categoryId: accessories, name: 'Footrest', variants: [{ stock: 10, prices: { USD: 5_000, EUR: 4_500 } }] });
  lamp = await buildProduct(api.db, { categoryId: accessories, name: 'Desk Lamp', variants: [{ stock: 10, prices: { USD: 8_000 } }] });
  scarceLamp = await buildProduct(api.db, { categoryId: accessories, name: 'Last Lamp', isVendorProduct: true, variants: [{ stock: 1, prices: { USD: 7_000 } }] });
  await buildAddOnDeal(api.db, { main: fixture.desk, addOn: arm, percentOff: 20 });
  await buildAddOnDeal(api.db, { main: fixture.desk, addOn: footrest, percentOff: 10 });
  await buildAddOnDeal(api.db, { main: fixture.chair, addOn: footrest, percentOff: 25 });
  await buildAddOnDeal(api.db, { main: fixture.desk, addOn: lamp, percentOff: 30, isActive: false });
  deskChairCombo = (await buildComboDeal(api.db, { name: 'Desk + chair combo', products: [fixture.desk, fixture.chair], percentOff: 10 })).id;
  lampCombo = (await buildComboDeal(api.db, { name: 'Lamp duo', products: [lamp, scarceLamp], percentOff: 15 })).id;
  retiredCombo = (await buildComboDeal(api.db, { name: 'Retired combo', products: [arm, footrest], percentOff: 50, isActive: false })).id;
});
afterAll(() => api.close());

async function add(cartId: string | null, item: Record<string, unknown>, locale = 'en-US'): Promise<Cart> {
  return expectCart(await api.call('POST', '/v1/cart/items', { body: item, cartId, locale }));
}

async function cartWith(items: Record<string, unknown>[], locale = 'en-US'): Promise<Cart> {
  let cart: Cart | null = null;
  for (const item of items) cart = await add(cart?.id ?? null, item, locale);
  return cart!;
}

const lineOf = (cart: Cart, product: BuiltProduct) => cart.lines.find((line) => line.product_code === product.code)!;

function expectConsistentTotals(cart: Cart): void {
  const lines = cart.lines.filter((line) => line.availability.status !== 'unavailable');
  expect(cart.total_product_price).toBe(lines.reduce((sum, line) => sum + line.line_total, 0));
  const combos = cart.combo_deals.reduce((sum, combo) => sum + combo.discount, 0);
  expect(cart.total_discount_price).toBe((cart.promotion?.discount ?? 0) + combos);
  expect(cart.total_amount).toBe(cart.total_product_price - cart.total_discount_price - cart.applied_credit_amount);
}

describe('add-on deals', () => {
  it('charge the normal price for an add-on bought without its main product', async () => {
    const cart = await cartWith([itemOf(arm)]);
    expect(lineOf(cart, arm)).toMatchObject({ unit_price: 10_000, line_total: 10_000, compare_at_price: null, add_on_deal: null });
  });

  it('take the deal percentage off while the main product is in the cart, shown with the struck price', async () => {
    const cart = await cartWith([itemOf(fixture.desk), itemOf(arm)]);
    expect(lineOf(cart, arm)).toMatchObject({
      line_total: 8_000,
      compare_at_price: 10_000,
      savings: 2_000,
      add_on_deal: { main_product_code: fixture.desk.code, main_product_name: 'Oak Standing Desk', percent_off: 20, units: 1, unit_price: 8_000 },
    });
    expect(cart.total_product_price).toBe(50_000 + 8_000);
    expectConsistentTotals(cart);
  });

  it('apply whichever is added first, and to at most as many add-on units as main units', async () => {
    const first = await cartWith([itemOf(arm, 3), itemOf(fixture.desk)]);
    expect(lineOf(first, arm)).toMatchObject({ quantity: 3, line_total: 8_000 + 2 * 10_000, add_on_deal: { units: 1 } });
    const deskLine = lineOf(first, fixture.desk);
    const twoDesks = expectCart(await api.call('PATCH', `/v1/cart/items/${deskLine.id}`, { body: { quantity: 2 }, cartId: first.id }));
    expect(lineOf(twoDesks, arm)).toMatchObject({ line_total: 2 * 8_000 + 10_000, add_on_deal: { units: 2 } });
    expectConsistentTotals(twoDesks);
  });

  it('go back to the normal price when the main product is removed', async () => {
    const cart = await cartWith([itemOf(fixture.desk), itemOf(arm)]);
    const after = expectCart(await api.call('DELETE', `/v1/cart/items/${lineOf(cart, fixture.desk).id}`, { cartId: cart.id }));
    expect(lineOf(after, arm)).toMatchObject({ line_total: 10_000, compare_at_price: null, savings: 0, add_on_deal: null });
    expect(after.total_amount).toBe(10_000);
  });

  it('use the best deal first when two main products offer the same add-on', async () => {
    const cart = await cartWith([itemOf(fixture.desk), itemOf(fixture.chair), itemOf(footrest, 3)]);
    // Chair: 25% off one footrest; desk: 10% off another; the third pays the normal price.
    expect(lineOf(cart, footrest)).toMatchObject({ line_total: 3_750 + 4_500 + 5_000, add_on_deal: { percent_off: 25, units: 2 } });
  });

  it('ignore a switched-off deal', async () => {
    const cart = await cartWith([itemOf(fixture.desk), itemOf(lamp)]);
    expect(lineOf(cart, lamp)).toMatchObject({ line_total: 8_000, add_on_deal: null });
  });

  it('are priced in the cart currency', async () => {
    const cart = await cartWith([itemOf(fixture.desk), itemOf(arm)], 'fr-FR');
    expect(cart.currency).toBe('EUR');
    expect(lineOf(cart, arm)).toMatchObject({ line_total: 7_200, compare_at_price: 9_000, add_on_deal: { unit_price: 7_200 } });
  });
});

describe('combo deals', () => {
  it('take the combo percentage off when every product is in the cart, as a saving line in total_discount_price', async () => {
    const cart = await cartWith([itemOf(fixture.desk), itemOf(fixture.chair)]);
    expect(cart.combo_deals).toEqual([
      {
        id: deskChairCombo,
        code: expect.any(String),
        name: 'Desk + chair combo',
        percent_off: 10,
        sets: 1,
        discount: 7_000,
        product_codes: [fixture.desk.code, fixture.chair.code],
      },
    ]);
    expect(cart).toMatchObject({ total_product_price: 70_000, total_discount_price: 7_000, total_amount: 63_000 });
    expect(cart.total_savings).toBe(cart.lines.reduce((sum, line) => sum + line.savings, 0) + 7_000);
    expectConsistentTotals(cart);
  });

  it('give nothing while a product of the combo is missing', async () => {
    const cart = await cartWith([itemOf(fixture.desk, 2)]);
    expect(cart.combo_deals).toEqual([]);
    expect(cart.total_discount_price).toBe(0);
  });

  it('count complete sets only, and add up with a promo code', async () => {
    await buildPromoCode(api.db, { code: 'DEALS5', kind: 'percent', percentOff: 5 });
    const cart = await cartWith([itemOf(fixture.desk, 2), itemOf(fixture.chair)]);
    const withCode = expectCart(await api.call('POST', '/v1/cart/promo-code', { body: { code: 'DEALS5' }, cartId: cart.id }));
    // Two desks at the 5% tier (47,500 each) and one chair: one set of 47,500 + 20,000.
    expect(withCode.combo_deals[0]).toMatchObject({ sets: 1, discount: 6_750 });
    expect(withCode.promotion?.discount).toBe(Math.round((2 * 47_500 + 20_000) * 0.05));
    expectConsistentTotals(withCode);
  });

  it('keep VAT on what is paid after the combo in a French cart', async () => {
    const cart = await cartWith([itemOf(fixture.desk), itemOf(fixture.chair)], 'fr-FR');
    expect(cart.combo_deals[0]?.discount).toBe(6_700);
    expect(cart.total_tax).toBe(includedVat(48_000 + 19_000 - 6_700, 2_000));
    expectConsistentTotals(cart);
  });

  it('are added whole with one call, and the discount shows at once', async () => {
    const cart = expectCart(await api.call('POST', '/v1/cart/combos', { body: { combo_id: deskChairCombo } }));
    expect(cart.id).not.toBeNull();
    expect(cart.lines.map((line) => [line.product_code, line.quantity])).toEqual([
      [fixture.desk.code, 1],
      [fixture.chair.code, 1],
    ]);
    expect(cart.combo_deals[0]).toMatchObject({ id: deskChairCombo, discount: 7_000 });
    const again = expectCart(await api.call('POST', '/v1/cart/combos', { body: { combo_id: deskChairCombo, variants: { [fixture.desk.code]: fixture.desk.variantIds[1] } }, cartId: cart.id }));
    expect(again.lines).toHaveLength(3);
    expect(again.combo_deals[0]).toMatchObject({ sets: 2, discount: 7_000 + 7_200 });
  });

  it('add nothing at all when stock does not cover one of the products', async () => {
    const cart = await cartWith([itemOf(scarceLamp)]);
    const refused = await api.call('POST', '/v1/cart/combos', { body: { combo_id: lampCombo }, cartId: cart.id });
    expect(expectErrorEnvelope(refused, 422).message).toContain('Last Lamp');
    const after = expectCart(await api.call('GET', '/v1/cart', { cartId: cart.id }));
    expect(after.lines.map((line) => [line.product_code, line.quantity])).toEqual([[scarceLamp.code, 1]]);
  });

  it('refuse an unknown or switched-off combo and a variant of another product, creating no cart', async () => {
    const before = (await api.db.select().from(carts)).length;
    expectErrorEnvelope(await api.call('POST', '/v1/cart/combos', { body: { combo_id: 999_999 } }), 404);
    expectErrorEnvelope(await api.call('POST', '/v1/cart/combos', { body: { combo_id: retiredCombo } }), 404);
    expectErrorEnvelope(await api.call('POST', '/v1/cart/combos', { body: { combo_id: deskChairCombo, variants: { [fixture.desk.code]: arm.variantIds[0] } } }), 404);
    expectErrorEnvelope(await api.call('POST', '/v1/cart/combos', { body: { combo_id: deskChairCombo, variants: { [arm.code]: arm.variantIds[0] } } }), 422);
    expectErrorEnvelope(await api.call('POST', '/v1/cart/combos', { body: { combo_id: 'one' } }), 400);
    expect((await api.db.select().from(carts)).length).toBe(before);
  });

  it('parallel combo adds never pass the stock between them', async () => {
    const cart = await cartWith([itemOf(lamp)]);
    const answers = await Promise.all([1, 2, 3].map(() => api.call('POST', '/v1/cart/combos', { body: { combo_id: lampCombo }, cartId: cart.id })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const after = expectCart(await api.call('GET', '/v1/cart', { cartId: cart.id }));
    expect(lineOf(after, scarceLamp).quantity).toBe(1);
    expect(lineOf(after, lamp).quantity).toBe(2);
  });
});

describe('deals offered', () => {
  it('for a product: its add-ons at their deal price and its combos, in the cart currency', async () => {
    const deals = productDealsSchema.parse(expectSuccessData(await api.call('GET', `/v1/deals/products/${fixture.desk.code}`)));
    expect(deals.currency).toBe('USD');
    expect(deals.add_ons.map((offer) => [offer.product_code, offer.price, offer.percent_off, offer.deal_price])).toEqual([
      [arm.code, 10_000, 20, 8_000],
      [footrest.code, 5_000, 10, 4_500],
    ]);
    expect(deals.combos).toEqual([expect.objectContaining({ id: deskChairCombo, name: 'Desk + chair combo', total_price: 70_000, combo_price: 63_000 })]);

    const euroCart = await cartWith([itemOf(arm)], 'fr-FR');
    const inEuros = productDealsSchema.parse(expectSuccessData(await api.call('GET', `/v1/deals/products/${fixture.desk.code}`, { cartId: euroCart.id, locale: 'en-US' })));
    expect(inEuros.currency).toBe('EUR');
    expect(inEuros.add_ons[0]).toMatchObject({ price: 9_000, deal_price: 7_200 });
    expect(inEuros.combos[0]).toMatchObject({ name: 'Desk + chair combo', total_price: 67_000 });
    expectErrorEnvelope(await api.call('GET', '/v1/deals/products/NOPE-1'), 404);
  });

  it('for a cart: add-ons its items offer that would still get the deal price', async () => {
    const cart = await cartWith([itemOf(fixture.desk)]);
    const suggest = async (cartId: string | null) =>
      cartDealSuggestionsSchema.parse(expectSuccessData(await api.call('GET', '/v1/cart/deals', { cartId }))).add_ons.map((offer) => [offer.product_code, offer.deal_price]);
    expect(await suggest(cart.id)).toEqual([
      [arm.code, 8_000],
      [footrest.code, 4_500],
    ]);
    await add(cart.id, itemOf(arm));
    expect(await suggest(cart.id)).toEqual([[footrest.code, 4_500]]);
    expect(await suggest(null)).toEqual([]);
  });
});
