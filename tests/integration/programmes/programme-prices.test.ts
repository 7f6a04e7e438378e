import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '@/tests/integration/api/support/tokens';
import { expectCart, type CartApi } from '@/tests/integration/cart/support/cart-api';
import { itemOf } from '@/tests/integration/cart/support/cart-fixture';
import { ADDRESSES, cardPayment, expectPlaced, placeOrderCall, readyCheckout, startCheckoutApi } from '@/tests/integration/checkout/support/checkout-api';
import { buildCategory, buildProduct, type BuiltProduct } from '@/tests/support/builders/catalog';
import { buildCustomer } from '@/tests/support/builders/customers';
import { buildAcademicMember, buildCompany, joinCompany } from '@/tests/support/builders/programmes';
import { buildPromoCode } from '@/tests/support/builders/promotions';

/* Issue 19 items 4, 5 (decision 0041): programme prices are applied by the server in the cart and
 * in the checkout totals, and charged by place-order. */

let api: CartApi;
let chair: BuiltProduct;
const PRICES = { USD: 20_000, EUR: 19_000, GBP: 17_000, CAD: 27_000 };

async function shopper(setup: (customerId: number) => Promise<void> = async () => undefined): Promise<string> {
  const customer = await buildCustomer(api.db);
  await setup(customer.id);
  return tokenFor('customer', { userId: customer.id });
}

beforeAll(async () => {
  api = await startCheckoutApi();
  const category = (await buildCategory(api.db, { slug: 'programme-chairs' })).id;
  chair = await buildProduct(api.db, { categoryId: category, name: 'Programme Chair', variants: [{ stock: 500, prices: PRICES }] });
  await buildPromoCode(api.db, { code: 'PROG10', kind: 'percent', percentOff: 10 });
});
afterAll(() => api.close());

describe('programme prices', () => {
  it("takes an EPP company's discount level off the goods in the cart, as a saving", async () => {
    const company = await buildCompany(api.db, { discountBps: 1500 });
    const token = await shopper((id) => joinCompany(api.db, id, company.id));
    const cart = expectCart(await api.call('POST', '/v1/cart/items', { token, body: itemOf(chair, 2) }));
    expect(cart.programme_discount).toEqual({ programme: 'epp', discount_bps: 1500, discount: 6_000 });
    expect(cart.total_discount_price).toBe(6_000);
    expect(cart.total_amount).toBe(34_000);
    expect(cart.total_savings).toBeGreaterThanOrEqual(6_000);
  });

  it('charges the EPP price in the checkout totals and the placed order', async () => {
    const company = await buildCompany(api.db, { discountBps: 1000 });
    const token = await shopper((id) => joinCompany(api.db, id, company.id));
    const { state } = await readyCheckout(api, { token }, [{ product: chair, quantity: 1 }], { address: ADDRESSES.oregon });
    expect(state.cart.programme_discount?.discount).toBe(2_000);
    expect(state.totals.total_discount_price).toBe(2_000);
    expect(state.totals.total_amount).toBe(18_000 + state.totals.shipping_price);
    const placed = expectPlaced(await placeOrderCall(api, { token }, cardPayment(state.totals.total_amount)));
    expect(placed.order.amount).toBe(state.totals.total_amount);
    expect(placed.order.discount_price).toBe(2_000);
  });

  it('gives a verified student the student price in cart and checkout; the promo code comes off what is left', async () => {
    const token = await shopper((id) => buildAcademicMember(api.db, { customerId: id, programme: 'student' }));
    expectCart(await api.call('POST', '/v1/cart/items', { token, body: itemOf(chair, 1) }));
    const cart = expectCart(await api.call('POST', '/v1/cart/promo-code', { token, body: { code: 'PROG10' } }));
    expect(cart.programme_discount).toEqual({ programme: 'student', discount_bps: 1000, discount: 2_000 });
    expect(cart.total_discount_price).toBe(2_000 + (cart.promotion?.discount ?? 0));
    const { state } = await readyCheckout(api, { token }, [], { address: ADDRESSES.oregon });
    expect(state.totals.total_discount_price).toBe(cart.total_discount_price);
  });

  it('gives no programme price once the student status is a year old, to a suspended company, or to a guest', async () => {
    const year = 365 * 86_400_000;
    const expired = await shopper((id) => buildAcademicMember(api.db, { customerId: id, verifiedAt: new Date(Date.now() - year - 1000) }));
    expect(expectCart(await api.call('POST', '/v1/cart/items', { token: expired, body: itemOf(chair, 1) })).programme_discount).toBeNull();
    const suspended = await buildCompany(api.db, { discountBps: 2000, status: 'suspended' });
    const employee = await shopper((id) => joinCompany(api.db, id, suspended.id));
    expect(expectCart(await api.call('POST', '/v1/cart/items', { token: employee, body: itemOf(chair, 1) })).programme_discount).toBeNull();
    const guest = expectCart(await api.call('POST', '/v1/cart/items', { body: itemOf(chair, 1) }));
    expect(guest.programme_discount).toBeNull();
    expect(guest.total_amount).toBe(20_000);
  });

  it('applies the better of two programmes, never both', async () => {
    const company = await buildCompany(api.db, { discountBps: 500 });
    const token = await shopper(async (id) => {
      await joinCompany(api.db, id, company.id);
      await buildAcademicMember(api.db, { customerId: id, programme: 'educator' });
    });
    const cart = expectCart(await api.call('POST', '/v1/cart/items', { token, body: itemOf(chair, 1) }));
    expect(cart.programme_discount).toEqual({ programme: 'educator', discount_bps: 1500, discount: 3_000 });
  });
});
