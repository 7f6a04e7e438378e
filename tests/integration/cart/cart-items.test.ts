import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '@/lib/contracts/pricing/cart-schemas';
import { DEFAULT_GIFT_CARD_MESSAGE, todayMidnight } from '@/lib/cart/gift-card';
import { carts } from '@/server/db/schema/pricing/cart';
import { expectErrorEnvelope } from '@/tests/integration/api/support/envelope';
import { expectCart, startCartApi, type CartApi } from './support/cart-api';
import { createCartFixture, itemOf, type CartFixture } from './support/cart-fixture';

/* Issue 5 item 1: add, change and remove lines, with stock and availability checked on every
 * change and prices computed on the server. */

let api: CartApi;
let fixture: CartFixture;
beforeAll(async () => {
  api = await startCartApi();
  fixture = await createCartFixture(api.db);
});
afterAll(() => api.close());

async function addTo(cartId: string | null, item: Record<string, unknown>, locale = 'en-US'): Promise<Cart> {
  return expectCart(await api.call('POST', '/v1/cart/items', { body: item, cartId, locale }));
}

describe('a guest cart', () => {
  it('is empty with no id, in the locale currency, before anything is added, and nothing is created', async () => {
    const cart = expectCart(await api.call('GET', '/v1/cart', { locale: 'fr-FR' }));
    expect(cart).toMatchObject({ id: null, currency: 'EUR', country: 'FR', lines: [], item_count: 0, total_amount: 0 });
    expect(expectCart(await api.call('GET', '/v1/cart', { cartId: 'no-such-cart-id-at-all' })).id).toBeNull();
  });

  it('is created by the first add, with an unguessable id, and answers the priced line', async () => {
    const cart = await addTo(null, itemOf(fixture.desk, 1));
    expect(cart.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({
      product_code: fixture.desk.code,
      product_name: 'Oak Standing Desk',
      category_slug: 'standing-desks',
      quantity: 1,
      unit_price: 50_000,
      compare_at_price: 60_000,
      line_total: 50_000,
      savings: 10_000,
      variant_options: [{ name: 'colour', label: 'Walnut' }],
      availability: { status: 'in_stock', available_quantity: null },
    });
    expect(cart).toMatchObject({ currency: 'USD', item_count: 1, total_product_price: 50_000, total_discount_price: 0, total_tax: 0, total_amount: 50_000 });
    expect(cart.tax).toEqual({ mode: 'at_checkout', rate_bps: null });
    expect(expectCart(await api.call('GET', '/v1/cart', { cartId: cart.id })).lines).toHaveLength(1);
  });

  it('adds the same variant with the same options to its line instead of making another', async () => {
    const first = await addTo(null, itemOf(fixture.desk, 1));
    const second = await addTo(first.id, itemOf(fixture.desk, 2));
    expect(second.id).toBe(first.id);
    expect(second.lines).toHaveLength(1);
    expect(second.lines[0]).toMatchObject({ quantity: 3, tier_percent_off: 5, unit_price: 47_500, line_total: 142_500 });
  });

  it('keeps other variants and other options as lines of their own', async () => {
    const cart = await addTo(null, itemOf(fixture.desk, 1));
    const other = await addTo(cart.id, itemOf(fixture.desk, 1, {}, 1));
    const engraved = await addTo(cart.id, itemOf(fixture.desk, 1, { personalization: { engraving: 'Ada' } }));
    expect(other.lines).toHaveLength(2);
    expect(engraved.lines).toHaveLength(3);
    const line = engraved.lines.find((entry) => entry.customizations.length > 0);
    expect(line).toMatchObject({ unit_price: 51_900, customizations: [{ code: 'engraving', value: 'Ada', amount: 1_900 }] });
    expect(engraved.item_count).toBe(3);
  });

  it('charges a chosen customization and shows it on the line', async () => {
    const cart = await addTo(null, itemOf(fixture.desk, 1, { options: { warranty: 'plus-2-years' } }));
    expect(cart.lines[0]).toMatchObject({ unit_price: 55_900, customizations: [{ code: 'warranty', value: 'Warranty plus-2-years', amount: 5_900 }] });
  });

  it('makes no cart when the first add is refused', async () => {
    const before = await api.db.$count(carts);
    expectErrorEnvelope(await api.call('POST', '/v1/cart/items', { body: itemOf(fixture.desk, 1, { options: { warranty: 'lifetime' } }) }), 422);
    expectErrorEnvelope(await api.call('POST', '/v1/cart/items', { body: itemOf(fixture.chair, 9) }), 422);
    expect(await api.db.$count(carts)).toBe(before);
  });

  it('refuses an unknown option or choice and a text that is too long, changing nothing', async () => {
    const cart = await addTo(null, itemOf(fixture.chair, 1));
    for (const extra of [{ options: { warranty: 'lifetime' } }, { options: { colourway: 'x' } }, { personalization: { engraving: 'x'.repeat(25) } }]) {
      expectErrorEnvelope(await api.call('POST', '/v1/cart/items', { body: itemOf(fixture.desk, 1, extra), cartId: cart.id }), 422, 'UNPROCESSABLE');
    }
    expect(expectCart(await api.call('GET', '/v1/cart', { cartId: cart.id })).lines).toHaveLength(1);
  });
});

describe('stock and availability on every change', () => {
  it('refuses more than the stock with a message naming the available quantity', async () => {
    const answer = await api.call('POST', '/v1/cart/items', { body: itemOf(fixture.chair, 4) });
    expect(expectErrorEnvelope(answer, 422, 'UNPROCESSABLE').message).toMatch(/3/);
  });

  it('counts what the cart already holds of the variant', async () => {
    const cart = await addTo(null, itemOf(fixture.chair, 2));
    const refused = expectErrorEnvelope(await api.call('POST', '/v1/cart/items', { body: itemOf(fixture.chair, 2), cartId: cart.id }), 422);
    expect(refused.message).toMatch(/Only 3 .*already holds 2.*1 more/);
    expect(expectCart(await api.call('GET', '/v1/cart', { cartId: cart.id })).lines[0]?.quantity).toBe(2);
  });

  it('refuses a vendor product that is out of stock and a flash-sale product whose deal is paused', async () => {
    expectErrorEnvelope(await api.call('POST', '/v1/cart/items', { body: itemOf(fixture.vendorSoldOut, 1) }), 422, 'UNPROCESSABLE');
    expectErrorEnvelope(await api.call('POST', '/v1/cart/items', { body: itemOf(fixture.flashPaused, 1) }), 422, 'UNPROCESSABLE');
  });

  it('sells a house product with no stock as a pre-order', async () => {
    const cart = await addTo(null, itemOf(fixture.preOrder, 7));
    expect(cart.lines[0]?.availability).toEqual({ status: 'pre_order', available_quantity: null });
    expect(cart.is_checkout_ready).toBe(true);
  });

  it('answers 404 for an unknown product, an unknown variant and a variant of another product', async () => {
    expectErrorEnvelope(await api.call('POST', '/v1/cart/items', { body: { ...itemOf(fixture.desk), product_code: 'NOPE123' } }), 404, 'NOT_FOUND');
    expectErrorEnvelope(await api.call('POST', '/v1/cart/items', { body: { ...itemOf(fixture.desk), variant_id: 999_999 } }), 404, 'NOT_FOUND');
    expectErrorEnvelope(await api.call('POST', '/v1/cart/items', { body: { ...itemOf(fixture.desk), variant_id: fixture.chair.variantIds[0] } }), 404, 'NOT_FOUND');
  });

  it('takes the flash-sale price and limits the line to the stock', async () => {
    const cart = await addTo(null, itemOf(fixture.flashSale, 2));
    expect(cart.lines[0]).toMatchObject({ unit_price: 30_000, compare_at_price: 40_000, flash_sale_percent_off: 25, max_quantity: 4, savings: 20_000 });
    expectErrorEnvelope(await api.call('PATCH', `/v1/cart/items/${cart.lines[0]!.id}`, { body: { quantity: 5 }, cartId: cart.id }), 422);
  });
});

describe('changing and removing lines', () => {
  it('raises a quantity into a buy-more-save-more tier and refuses one above stock', async () => {
    const cart = await addTo(null, itemOf(fixture.desk, 1));
    const lineId = cart.lines[0]!.id;
    const raised = expectCart(await api.call('PATCH', `/v1/cart/items/${lineId}`, { body: { quantity: 5 }, cartId: cart.id }));
    expect(raised.lines[0]).toMatchObject({ quantity: 5, tier_percent_off: 10, unit_price: 45_000, line_total: 225_000 });
    const refused = expectErrorEnvelope(await api.call('PATCH', `/v1/cart/items/${lineId}`, { body: { quantity: 11 }, cartId: cart.id }), 422);
    expect(refused.message).toMatch(/10/);
    const lowered = expectCart(await api.call('PATCH', `/v1/cart/items/${lineId}`, { body: { quantity: 1 }, cartId: cart.id }));
    expect(lowered.lines[0]).toMatchObject({ quantity: 1, tier_percent_off: null, unit_price: 50_000 });
  });

  it('removes a line with quantity 0 or DELETE, and a removed line is then not found', async () => {
    const cart = await addTo(null, itemOf(fixture.desk, 1));
    const withChair = await addTo(cart.id, itemOf(fixture.chair, 1));
    const [deskLine, chairLine] = withChair.lines;
    expect(expectCart(await api.call('PATCH', `/v1/cart/items/${deskLine!.id}`, { body: { quantity: 0 }, cartId: cart.id })).lines).toHaveLength(1);
    const emptied = expectCart(await api.call('DELETE', `/v1/cart/items/${chairLine!.id}`, { cartId: cart.id }));
    expect(emptied).toMatchObject({ id: cart.id, lines: [], item_count: 0, total_amount: 0, is_checkout_ready: false });
    expectErrorEnvelope(await api.call('DELETE', `/v1/cart/items/${chairLine!.id}`, { cartId: cart.id }), 404, 'NOT_FOUND');
    expectErrorEnvelope(await api.call('PATCH', `/v1/cart/items/${chairLine!.id}`, { body: { quantity: 1 }, cartId: cart.id }), 404, 'NOT_FOUND');
  });
});

describe('gift cards (spec §3 "Gift card")', () => {
  it('needs the gift details, and fills the default message and today-at-midnight send time', async () => {
    expectErrorEnvelope(await api.call('POST', '/v1/cart/items', { body: itemOf(fixture.giftCard, 1) }), 422, 'UNPROCESSABLE');
    const cart = await addTo(null, itemOf(fixture.giftCard, 2, { gift_card: { email: 'Friend@Example.test', from: 'Sam' } }));
    expect(cart.lines[0]?.gift_card).toEqual({
      email: 'friend@example.test',
      from: 'Sam',
      message: DEFAULT_GIFT_CARD_MESSAGE,
      send_at: todayMidnight(new Date()).toISOString(),
    });
    expect(cart.lines[0]).toMatchObject({ product_kind: 4, line_total: 10_000 });
  });

  it('refuses a bad e-mail, a send time in the past and gift details on another product', async () => {
    const badEmail = await api.call('POST', '/v1/cart/items', { body: itemOf(fixture.giftCard, 1, { gift_card: { email: 'not-an-email', from: 'Sam' } }) });
    expectErrorEnvelope(badEmail, 400, 'VALIDATION_FAILED');
    const past = await api.call('POST', '/v1/cart/items', {
      body: itemOf(fixture.giftCard, 1, { gift_card: { email: 'a@example.test', from: 'Sam', send_at: '2020-01-01T00:00:00Z' } }),
    });
    expectErrorEnvelope(past, 422, 'UNPROCESSABLE');
    const notAGiftCard = await api.call('POST', '/v1/cart/items', { body: itemOf(fixture.desk, 1, { gift_card: { email: 'a@example.test', from: 'Sam' } }) });
    expectErrorEnvelope(notAGiftCard, 422, 'UNPROCESSABLE');
  });

  it('keeps cards for different recipients on separate lines', async () => {
    const cart = await addTo(null, itemOf(fixture.giftCard, 1, { gift_card: { email: 'a@example.test', from: 'Sam' } }));
    const both = await addTo(cart.id, itemOf(fixture.giftCard, 1, { gift_card: { email: 'b@example.test', from: 'Sam', message: 'Happy birthday' } }));
    expect(both.lines.map((line) => line.gift_card?.email)).toEqual(['a@example.test', 'b@example.test']);
  });
});

describe('malformed input', () => {
  it('answers 400 envelopes and never creates a cart', async () => {
    const cases: { method: string; path: string; body?: unknown }[] = [
      { method: 'POST', path: '/v1/cart/items', body: { ...itemOf(fixture.desk), quantity: 0 } },
      { method: 'POST', path: '/v1/cart/items', body: { ...itemOf(fixture.desk), quantity: 100 } },
      { method: 'POST', path: '/v1/cart/items', body: { ...itemOf(fixture.desk), variant_id: 99_999_999_999 } },
      { method: 'POST', path: '/v1/cart/items', body: { ...itemOf(fixture.desk), surprise: true } },
      { method: 'POST', path: '/v1/cart/items', body: '{"product_code":' },
      { method: 'PATCH', path: '/v1/cart/items/abc', body: { quantity: 1 } },
      { method: 'PATCH', path: '/v1/cart/items/99999999999', body: { quantity: 1 } },
      { method: 'PATCH', path: '/v1/cart/items/1', body: { quantity: -1 } },
    ];
    for (const { method, path, body } of cases) {
      const answer = await api.call(method, path, { body, headers: typeof body === 'string' ? { 'content-type': 'application/json' } : {} });
      expect(answer.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      expectErrorEnvelope(answer, 400);
    }
  });
});
