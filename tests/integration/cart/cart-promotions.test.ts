import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '@/lib/contracts/pricing/cart-schemas';
import { includedVat } from '@/lib/cart/money';
import { expectErrorEnvelope } from '@/tests/integration/api/support/envelope';
import { expectCart, startCartApi, type CartApi } from './support/cart-api';
import { createCartFixture, itemOf, type CartFixture } from './support/cart-fixture';
import { buildPromoCode } from '@/tests/support/builders/promotions';

/* Promo codes, affiliate ids, tax and currency of the cart (spec §3 "Cart price", storage keys). */

const DAY = 24 * 60 * 60 * 1000;
let api: CartApi;
let fixture: CartFixture;

beforeAll(async () => {
  api = await startCartApi();
  fixture = await createCartFixture(api.db);
  const now = Date.now();
  await buildPromoCode(api.db, { code: 'WELCOME10', kind: 'percent', percentOff: 10 });
  await buildPromoCode(api.db, { code: 'CHAIRS20', kind: 'percent', percentOff: 20, categorySlugs: ['office-chairs'] });
  await buildPromoCode(api.db, {
    code: 'DESK50',
    kind: 'amount',
    amountsOff: { USD: 5_000, EUR: 5_000 },
    minSubtotals: { USD: 100_000, EUR: 100_000 },
    categorySlugs: ['standing-desks'],
  });
  await buildPromoCode(api.db, { code: 'OLD25', kind: 'percent', percentOff: 25, endsAt: new Date(now - DAY) });
  await buildPromoCode(api.db, { code: 'SOON30', kind: 'percent', percentOff: 30, startsAt: new Date(now + DAY) });
  await buildPromoCode(api.db, { code: 'OFF5', kind: 'percent', percentOff: 5, isActive: false });
  await buildPromoCode(api.db, { code: 'USED', kind: 'percent', percentOff: 5, maxUses: 3, usedCount: 3 });
});
afterAll(() => api.close());

async function cartWith(item: Record<string, unknown>, locale = 'en-US'): Promise<Cart> {
  return expectCart(await api.call('POST', '/v1/cart/items', { body: item, locale }));
}

const apply = (cart: Cart, code: string, locale = 'en-US') => api.call('POST', '/v1/cart/promo-code', { body: { code }, cartId: cart.id, locale });

describe('promo codes', () => {
  it('takes a percentage off, whatever the case the code is typed in, and can be removed', async () => {
    const cart = await cartWith(itemOf(fixture.desk, 1));
    const applied = expectCart(await apply(cart, ' welcome10 '));
    expect(applied).toMatchObject({
      promotion_code: 'WELCOME10',
      total_product_price: 50_000,
      total_discount_price: 5_000,
      total_amount: 45_000,
      total_savings: 15_000,
      promotion: { code: 'WELCOME10', kind: 'percent', percent_off: 10, status: 'applied', discount: 5_000 },
    });
    const removed = expectCart(await api.call('DELETE', '/v1/cart/promo-code', { cartId: cart.id }));
    expect(removed).toMatchObject({ promotion_code: null, promotion: null, total_discount_price: 0, total_amount: 50_000 });
  });

  it('refuses unknown, expired, future, switched-off and used-up codes and keeps the cart as it was', async () => {
    const cart = await cartWith(itemOf(fixture.desk, 1));
    expectErrorEnvelope(await apply(cart, 'NOSUCHCODE'), 404, 'NOT_FOUND');
    for (const code of ['OLD25', 'SOON30', 'OFF5', 'USED']) expectErrorEnvelope(await apply(cart, code), 422, 'UNPROCESSABLE');
    expect(expectCart(await api.call('GET', '/v1/cart', { cartId: cart.id })).promotion_code).toBeNull();
    expectErrorEnvelope(await apply(cart, 'bad code!'), 400, 'VALIDATION_FAILED');
  });

  it('keeps a code under its minimum, reports it, and applies it once the cart reaches the minimum', async () => {
    const cart = await cartWith(itemOf(fixture.desk, 1));
    const below = expectCart(await apply(cart, 'DESK50'));
    expect(below.promotion).toMatchObject({ status: 'below_minimum', min_subtotal: 100_000, amount_off: 5_000, discount: 0 });
    expect(below.total_discount_price).toBe(0);
    const lineId = below.lines[0]!.id;
    const reached = expectCart(await api.call('PATCH', `/v1/cart/items/${lineId}`, { body: { quantity: 3 }, cartId: cart.id }));
    expect(reached.promotion).toMatchObject({ status: 'applied', discount: 5_000 });
    expect(reached.total_amount).toBe(reached.total_product_price - 5_000);
  });

  it('applies a category code only to lines of its categories', async () => {
    const cart = await cartWith(itemOf(fixture.desk, 1));
    expect(expectCart(await apply(cart, 'CHAIRS20')).promotion).toMatchObject({ status: 'no_eligible_items', discount: 0 });
    const withChair = expectCart(await api.call('POST', '/v1/cart/items', { body: itemOf(fixture.chair, 1), cartId: cart.id }));
    expect(withChair.promotion).toMatchObject({ status: 'applied', discount: 4_000 });
    expect(withChair.total_amount).toBe(50_000 + 20_000 - 4_000);
  });

  it('never discounts a gift card', async () => {
    const cart = await cartWith(itemOf(fixture.giftCard, 1, { gift_card: { email: 'a@example.test', from: 'Sam' } }));
    expect(expectCart(await apply(cart, 'WELCOME10')).promotion).toMatchObject({ status: 'no_eligible_items', discount: 0 });
  });
});

describe('tax and currency', () => {
  it('shows the VAT included in a French cart at the French rate, gift cards left out', async () => {
    const cart = await cartWith(itemOf(fixture.desk, 1), 'fr-FR');
    expect(cart).toMatchObject({ currency: 'EUR', country: 'FR', tax: { mode: 'included', rate_bps: 2000 } });
    expect(cart.total_tax).toBe(8_000); // 48,000 includes 20% VAT: 48,000 / 1.2 = 40,000
    expect(cart.total_amount).toBe(48_000);
    const withGift = expectCart(
      await api.call('POST', '/v1/cart/items', { body: itemOf(fixture.giftCard, 1, { gift_card: { email: 'a@example.test', from: 'Sam' } }), cartId: cart.id, locale: 'fr-FR' }),
    );
    expect(withGift.total_tax).toBe(8_000);
    expect(withGift.total_amount).toBe(53_000);
    const discounted = expectCart(await apply(cart, 'WELCOME10', 'fr-FR'));
    expect(discounted.total_tax).toBe(includedVat(48_000 - 4_800, 2000));
  });

  it('shows German VAT at 19% on a German cart', async () => {
    const cart = await cartWith(itemOf(fixture.desk, 1), 'de-DE');
    expect(cart.tax.rate_bps).toBe(1900);
    expect(cart.total_tax).toBe(includedVat(48_000, 1900));
  });

  it('keeps its currency when the shopper switches locale, with names in the new language', async () => {
    const cart = await cartWith(itemOf(fixture.desk, 1), 'en-US');
    const inFrench = expectCart(await api.call('GET', '/v1/cart', { cartId: cart.id, locale: 'fr-FR' }));
    expect(inFrench).toMatchObject({ currency: 'USD', total_amount: 50_000 });
    expect(inFrench.lines[0]).toMatchObject({ product_name: 'Oak Standing Desk (fr)', variant_options: [{ name: 'colour', label: 'Noyer' }] });
  });

  it('refuses a product with no price in the cart currency', async () => {
    const cart = await cartWith(itemOf(fixture.desk, 1), 'fr-FR');
    const answer = await api.call('POST', '/v1/cart/items', { body: itemOf(fixture.usdOnly, 1), cartId: cart.id, locale: 'fr-FR' });
    expect(expectErrorEnvelope(answer, 422, 'UNPROCESSABLE').message).toMatch(/EUR/);
  });

  it('refuses an amount code with no amount in the cart currency', async () => {
    const cart = await cartWith(itemOf(fixture.desk, 3), 'en-GB');
    expectErrorEnvelope(await apply(cart, 'DESK50', 'en-GB'), 422, 'UNPROCESSABLE');
  });
});

describe('affiliate ids', () => {
  it('are kept on the cart, changed field by field and cleared with null', async () => {
    const cart = await cartWith(itemOf(fixture.desk, 1));
    const set = expectCart(await api.call('PUT', '/v1/cart/affiliate', { body: { rid: 'friend-42', ranMID: '12345' }, cartId: cart.id }));
    expect(set.affiliate).toEqual({ rid: 'friend-42', ranMID: '12345' });
    const changed = expectCart(await api.call('PUT', '/v1/cart/affiliate', { body: { ranMID: null }, cartId: cart.id }));
    expect(changed.affiliate).toEqual({ rid: 'friend-42', ranMID: null });
    expectErrorEnvelope(await api.call('PUT', '/v1/cart/affiliate', { body: { rid: 'has spaces' }, cartId: cart.id }), 400);
  });

  it('make a cart when there is none yet, so they are not lost before the first add', async () => {
    const cart = expectCart(await api.call('PUT', '/v1/cart/affiliate', { body: { rid: 'landing' } }));
    expect(cart.id).not.toBeNull();
    const later = expectCart(await api.call('POST', '/v1/cart/items', { body: itemOf(fixture.desk, 1), cartId: cart.id }));
    expect(later.affiliate.rid).toBe('landing');
  });
});
