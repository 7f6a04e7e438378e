import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@/lib/constants/order-status';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { tokenFor } from '@/tests/integration/api/support/tokens';
import { expectCart, type CartApi } from '@/tests/integration/cart/support/cart-api';
import { ADDRESSES, cardPayment, DECLINED_CARD, expectCheckout, expectPlaced, placeOrderCall, readyCheckout, startCheckoutApi } from './support/checkout-api';
import { buildCategory, buildProduct, type BuiltProduct } from '@/tests/support/builders/catalog';
import { buildCustomer } from '@/tests/support/builders/customers';
import { buildCreditEntry } from '@/tests/support/builders/payments';
import { buildAddOnDeal, buildComboDeal } from '@/tests/support/builders/deals';
import { buildPromoCode } from '@/tests/support/builders/promotions';

/* Issue 5 item 2: the checkout's totals are the server's, by destination: US state sales tax,
 * Canadian GST/HST/QST added on top, UK and EU VAT included in the prices; promo codes and
 * store credit; each store's currency. */

let api: CartApi;
let chair: BuiltProduct;

const PRICES = { USD: 20_000, EUR: 19_000, GBP: 17_000, CAD: 27_000 };

async function creditCustomer(amounts: Record<string, number>): Promise<{ customerId: number; token: string }> {
  const customerId = (await buildCustomer(api.db, { email: `credit-${randomUUID()}@example.test` })).id;
  for (const [currency, amount] of Object.entries(amounts)) await buildCreditEntry(api.db, { customerId, currency, amount });
  return { customerId, token: await tokenFor('customer', { userId: customerId }) };
}

async function customerWithCredit(amounts: Record<string, number>): Promise<string> {
  return (await creditCustomer(amounts)).token;
}

beforeAll(async () => {
  api = await startCheckoutApi();
  const chairs = (await buildCategory(api.db, { slug: 'office-chairs' })).id;
  chair = await buildProduct(api.db, { categoryId: chairs, name: 'Task Chair', variants: [{ stock: 500, prices: PRICES }] });
  await buildPromoCode(api.db, { code: 'PRICING10', kind: 'percent', percentOff: 10 });
});
afterAll(() => api.close());

describe('checkout totals keep the cart deals', () => {
  it('charges what the cart shows for add-on and combo deals', async () => {
    const desks = (await buildCategory(api.db, { slug: 'standing-desks' })).id;
    const lamps = (await buildCategory(api.db, { slug: 'desk-accessories' })).id;
    const desk = await buildProduct(api.db, { categoryId: desks, name: 'Deal Desk', variants: [{ stock: 50, prices: PRICES }] });
    const lamp = await buildProduct(api.db, { categoryId: lamps, name: 'Deal Lamp', variants: [{ stock: 50, prices: { USD: 5_000, EUR: 5_000, GBP: 5_000, CAD: 5_000 } }] });
    const seat = await buildProduct(api.db, { categoryId: desks, name: 'Deal Seat', variants: [{ stock: 50, prices: PRICES }] });
    await buildAddOnDeal(api.db, { main: desk, addOn: lamp, percentOff: 20 });
    await buildComboDeal(api.db, { name: 'Desk and seat', products: [desk, seat], percentOff: 10 });
    const { state } = await readyCheckout(api, { locale: 'en-US' }, [
      { product: desk, quantity: 1 },
      { product: lamp, quantity: 1 },
      { product: seat, quantity: 1 },
    ], { address: ADDRESSES.oregon });
    // Lamp 50.00 at 20% off with the desk; desk + seat 400.00 at 10% off as a combo.
    expect(state.cart.total_product_price).toBe(20_000 + 4_000 + 20_000);
    expect(state.cart.total_discount_price).toBe(4_000);
    expect(state.totals.total_product_price).toBe(state.cart.total_product_price);
    expect(state.totals.total_discount_price).toBe(state.cart.total_discount_price);
    expect(state.totals.total_amount).toBe(40_000 + state.totals.shipping_price);
  });
});

describe('checkout totals by destination', () => {
  it.each([
    ['California: 7.25% sales tax added on goods', 'en-US', ADDRESSES.california, 'standard', { tax: 1_450, shipping: 0, total: 21_450, mode: 'added' }],
    ['New York: 4% added on goods and shipping', 'en-US', ADDRESSES.newYork, 'express', { tax: 920, shipping: 2_995, total: 23_915, mode: 'added' }],
    ['Oregon: no sales tax', 'en-US', ADDRESSES.oregon, 'standard', { tax: 0, shipping: 0, total: 20_000, mode: 'added' }],
    ['Ontario: 13% HST added', 'en-CA', ADDRESSES.ontario, 'standard', { tax: 3_510, shipping: 0, total: 30_510, mode: 'added' }],
    ['Quebec: GST 5% and QST 9.975% added', 'en-CA', ADDRESSES.quebec, 'standard', { tax: 4_043, shipping: 0, total: 31_043, mode: 'added' }],
    ['United Kingdom: 20% VAT included', 'en-GB', ADDRESSES.london, 'standard', { tax: 2_833, shipping: 0, total: 17_000, mode: 'included' }],
    ['Germany: 19% VAT included', 'de-DE', ADDRESSES.berlin, 'standard', { tax: 3_034, shipping: 0, total: 19_000, mode: 'included' }],
  ] as const)('%s', async (_name, locale, address, shipping, expected) => {
    const { state } = await readyCheckout(api, { locale }, [{ product: chair, quantity: 1 }], { address, shipping });
    expect(state.totals).toMatchObject({ total_tax: expected.tax, shipping_price: expected.shipping, total_amount: expected.total, tax_mode: expected.mode });
    expect(state.totals.tax_lines.reduce((sum, line) => sum + line.amount, 0)).toBe(expected.tax);
    expect(state.cart.total_amount).toBe(expected.total);
  });

  it('shows included VAT before the address in a VAT store, and waits for the address elsewhere', async () => {
    const gb = await readyCheckout(api, { locale: 'en-GB' }, [{ product: chair, quantity: 1 }], { address: ADDRESSES.london });
    const empty = expectCheckout(await api.call('GET', '/v1/checkout', { locale: 'en-US' }));
    expect(empty.missing).toEqual(expect.arrayContaining(['cart', 'email', 'shipping_address']));
    expect(gb.state.totals.tax_mode).toBe('included');
    const us = expectCheckout(await api.call('POST', '/v1/cart/items', { body: { product_code: chair.code, variant_id: chair.variantIds[0], quantity: 1 } }).then(async (answer) => {
      const cart = expectSuccessData(answer) as { id: string };
      return api.call('GET', '/v1/checkout', { cartId: cart.id });
    }));
    expect(us.totals.tax_mode).toBe('pending_address');
    expect(us.missing).toEqual(['email', 'shipping_address', 'shipping_option']);
  });

  it('taxes what is paid after a promo code', async () => {
    const { shopper } = await readyCheckout(api, {}, [{ product: chair, quantity: 1 }]);
    await api.call('POST', '/v1/cart/promo-code', { cartId: shopper.cartId!, body: { code: 'PRICING10' } });
    const state = expectCheckout(await api.call('GET', '/v1/checkout', { cartId: shopper.cartId! }));
    expect(state.totals).toMatchObject({ total_discount_price: 2_000, total_tax: 1_305, total_amount: 19_305 });
    const placed = expectPlaced(await placeOrderCall(api, shopper, cardPayment(19_305)));
    expect(placed.order).toMatchObject({ discount_price: 2_000, tax: 1_305, amount: 19_305 });
  });

  it('refuses an address outside the store’s countries (422) and a malformed postal code (400)', async () => {
    const { shopper } = await readyCheckout(api, {}, [{ product: chair, quantity: 1 }]);
    const abroad = await api.call('PUT', '/v1/checkout/contact', { cartId: shopper.cartId!, body: { email: 'a@example.test', shipping_address: ADDRESSES.berlin } });
    expect(expectErrorEnvelope(abroad, 422, 'UNPROCESSABLE').message).toMatch(/US/);
    const badZip = await api.call('PUT', '/v1/checkout/contact', {
      cartId: shopper.cartId!,
      body: { email: 'a@example.test', shipping_address: { ...ADDRESSES.california, postal_code: 'ABCDE' } },
    });
    expectErrorEnvelope(badZip, 400, 'VALIDATION_FAILED');
  });

  it('refuses a shipping option that is not offered', async () => {
    const { shopper } = await readyCheckout(api, {}, [{ product: chair, quantity: 1 }]);
    const answer = await api.call('PUT', '/v1/checkout/shipping', { cartId: shopper.cartId!, body: { option: 'white_glove' } });
    expectErrorEnvelope(answer, 422, 'UNPROCESSABLE');
  });
});

describe('store credit at checkout', () => {
  it('applies credit up to the balance, spends it with the order, and shows the balance per currency', async () => {
    const token = await customerWithCredit({ USD: 5_000, EUR: 7_000 });
    const { shopper } = await readyCheckout(api, { token }, [{ product: chair, quantity: 1 }]);
    const state = expectCheckout(await api.call('PUT', '/v1/checkout/credit', { token, body: { amount: 100_000 } }));
    expect(state.credit_balance).toBe(5_000);
    expect(state.totals).toMatchObject({ applied_credit_amount: 5_000, total_tax: 1_450, total_amount: 16_450 });
    const placed = expectPlaced(await placeOrderCall(api, shopper, cardPayment(16_450)));
    expect(placed.order).toMatchObject({ applied_credit_amount: 5_000, amount: 16_450, status: ORDER_STATUS.NEW });
    const credit = expectSuccessData(await api.call('GET', '/v1/me/credit', { token })) as { balances: { currency: string; amount: number }[] };
    expect(credit.balances).toEqual([{ currency: 'EUR', amount: 7_000 }]);
  });

  it('gives the credit back when the payment is declined', async () => {
    const token = await customerWithCredit({ USD: 5_000 });
    const { shopper } = await readyCheckout(api, { token }, [{ product: chair, quantity: 1 }]);
    await api.call('PUT', '/v1/checkout/credit', { token, body: { amount: 3_000 } });
    expectErrorEnvelope(await placeOrderCall(api, shopper, cardPayment(18_450, DECLINED_CARD)), 402, 'PAYMENT_DECLINED');
    const credit = expectSuccessData(await api.call('GET', '/v1/me/credit', { token })) as { balances: { currency: string; amount: number }[] };
    expect(credit.balances).toEqual([{ currency: 'USD', amount: 5_000 }]);
  });

  it('pays an order in full with credit, never more than is due', async () => {
    const token = await customerWithCredit({ USD: 50_000 });
    const { shopper } = await readyCheckout(api, { token }, [{ product: chair, quantity: 1 }]);
    const state = expectCheckout(await api.call('PUT', '/v1/checkout/credit', { token, body: { amount: 50_000 } }));
    expect(state.totals).toMatchObject({ applied_credit_amount: 21_450, total_amount: 0 });
    const placed = expectPlaced(await placeOrderCall(api, shopper, { method_id: 13, payment_option: 0, expected_total: 0 }));
    expect(placed.order.status).toBe(ORDER_STATUS.NEW);
    const credit = expectSuccessData(await api.call('GET', '/v1/me/credit', { token })) as { balances: { currency: string; amount: number }[] };
    expect(credit.balances).toEqual([{ currency: 'USD', amount: 28_550 }]);
  });

  it('is for signed-in customers only', async () => {
    const { shopper } = await readyCheckout(api, {}, [{ product: chair, quantity: 1 }]);
    expectErrorEnvelope(await api.call('PUT', '/v1/checkout/credit', { cartId: shopper.cartId!, body: { amount: 100 } }), 401);
  });
});

describe('store credit in the cart', () => {
  const cartOf = async (token: string) => expectCart(await api.call('GET', '/v1/cart', { token }));

  it('shows the credit applied at checkout, capped by the balance, and takes it off the total', async () => {
    const token = await customerWithCredit({ USD: 5_000 });
    await readyCheckout(api, { token }, [{ product: chair, quantity: 1 }]);
    expect((await cartOf(token)).applied_credit_amount).toBe(0);
    const state = expectCheckout(await api.call('PUT', '/v1/checkout/credit', { token, body: { amount: 100_000 } }));
    const cart = await cartOf(token);
    expect(cart).toMatchObject({ total_product_price: 20_000, total_discount_price: 0, applied_credit_amount: 5_000, total_amount: 15_000 });
    // The checkout uses the same amount: it is what the shopper holds.
    expect(state.totals.applied_credit_amount).toBe(cart.applied_credit_amount);
  });

  it('uses no more than the cart is due; the checkout may use more for shipping and tax', async () => {
    const token = await customerWithCredit({ USD: 50_000 });
    await readyCheckout(api, { token }, [{ product: chair, quantity: 1 }]);
    const state = expectCheckout(await api.call('PUT', '/v1/checkout/credit', { token, body: { amount: 50_000 } }));
    expect(await cartOf(token)).toMatchObject({ applied_credit_amount: 20_000, total_amount: 0 });
    expect(state.totals).toMatchObject({ applied_credit_amount: 21_450, total_amount: 0 });
  });

  it('follows every cart answer: a change of quantity or promo code, and a balance that shrank', async () => {
    const { customerId, token } = await creditCustomer({ USD: 30_000 });
    await readyCheckout(api, { token }, [{ product: chair, quantity: 1 }]);
    await api.call('PUT', '/v1/checkout/credit', { token, body: { amount: 25_000 } });
    const before = await cartOf(token);
    expect(before).toMatchObject({ applied_credit_amount: 20_000, total_amount: 0 });
    const twoChairs = expectCart(await api.call('PATCH', `/v1/cart/items/${before.lines[0]!.id}`, { token, body: { quantity: 2 } }));
    expect(twoChairs).toMatchObject({ total_product_price: 40_000, applied_credit_amount: 25_000, total_amount: 15_000 });
    const discounted = expectCart(await api.call('POST', '/v1/cart/promo-code', { token, body: { code: 'PRICING10' } }));
    expect(discounted).toMatchObject({ total_discount_price: 4_000, applied_credit_amount: 25_000, total_amount: 11_000 });
    // Credit spent elsewhere since: the cart shows what is left.
    await buildCreditEntry(api.db, { customerId, currency: 'USD', amount: -20_000, reason: 'adjustment' });
    expect(await cartOf(token)).toMatchObject({ applied_credit_amount: 10_000, total_amount: 26_000 });
  });

  it("never shows credit in a guest's cart", async () => {
    const { shopper } = await readyCheckout(api, {}, [{ product: chair, quantity: 1 }]);
    expect(expectCart(await api.call('GET', '/v1/cart', { cartId: shopper.cartId! })).applied_credit_amount).toBe(0);
  });
});
