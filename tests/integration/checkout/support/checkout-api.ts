import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { placeOrderResultSchema, type AddressInput, type CheckoutState, type PlaceOrderBody, type PlaceOrderResult, checkoutStateSchema } from '@/lib/contracts/ordering/checkout-schemas';
import type { ApiAnswer } from '@/tests/integration/api/support/call-api';
import { expectSuccessData } from '@/tests/integration/api/support/envelope';
import { expectCart, startCartApi, type CartApi, type CartCall } from '@/tests/integration/cart/support/cart-api';
import { itemOf } from '@/tests/integration/cart/support/cart-fixture';
import { ADDRESSES } from './addresses';
import { type BuiltProduct } from '@/tests/support/builders/catalog';

/* The checkout served by its real route files (with the cart, payments, orders and /me routes). */

export const CHECKOUT_ROUTE_DIRS = ['pages/api/v1/checkout', 'pages/api/v1/payments', 'pages/api/v1/orders', 'pages/api/v1/me'];

export function startCheckoutApi(): Promise<CartApi> {
  return startCartApi(CHECKOUT_ROUTE_DIRS);
}

export { ADDRESSES };

export const GOOD_CARD = { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123', holder: 'Ada Buyer' };
export const DECLINED_CARD = { ...GOOD_CARD, number: '4000000000000002' };
export const REDIRECT_CARD = { ...GOOD_CARD, number: '4000002760003184' };

export function expectCheckout(answer: ApiAnswer): CheckoutState {
  const parsed = checkoutStateSchema.safeParse(expectSuccessData(answer));
  expect(parsed.success, JSON.stringify(parsed.error?.issues ?? [])).toBe(true);
  return parsed.data!;
}

export function expectPlaced(answer: ApiAnswer): PlaceOrderResult {
  expect(answer.status, answer.text).toBe(200);
  const parsed = placeOrderResultSchema.safeParse(expectSuccessData(answer));
  expect(parsed.success, JSON.stringify(parsed.error?.issues ?? [])).toBe(true);
  return parsed.data!;
}

export interface Shopper {
  cartId?: string | null;
  token?: string;
  locale?: string;
}

function who(shopper: Shopper): CartCall {
  return { ...(shopper.cartId ? { cartId: shopper.cartId } : {}), ...(shopper.token ? { token: shopper.token } : {}), locale: shopper.locale ?? 'en-US' };
}

/** Adds items, enters the contact and address and picks the first (or named) shipping option. */
export async function readyCheckout(
  api: CartApi,
  shopper: Shopper,
  items: { product: BuiltProduct; quantity: number }[],
  options: { address?: AddressInput; shipping?: string; email?: string } = {},
): Promise<{ shopper: Shopper; state: CheckoutState }> {
  let current = { ...shopper };
  for (const item of items) {
    const cart = expectCart(await api.call('POST', '/v1/cart/items', { ...who(current), body: itemOf(item.product, item.quantity) }));
    if (!current.token) current = { ...current, cartId: cart.id };
  }
  const address = options.address ?? ADDRESSES.california;
  let state = expectCheckout(
    await api.call('PUT', '/v1/checkout/contact', {
      ...who(current),
      body: { email: options.email ?? 'ada@example.test', shipping_address: address, billing_same_as_shipping: true },
    }),
  );
  const option = state.shipping_options.find((candidate) => candidate.code === (options.shipping ?? 'standard')) ?? state.shipping_options[0];
  if (!option) throw new Error('no shipping option offered');
  state = expectCheckout(
    await api.call('PUT', '/v1/checkout/shipping', {
      ...who(current),
      body: { option: option.code, ...(option.requires_date ? { shipping_date: option.available_dates[0] } : {}) },
    }),
  );
  return { shopper: current, state };
}

export function cardPayment(expectedTotal: number, card = GOOD_CARD): PlaceOrderBody {
  return { method_id: 13, payment_option: 0, card, expected_total: expectedTotal };
}

export function placeOrderCall(api: CartApi, shopper: Shopper, body: PlaceOrderBody, key: string = randomUUID()): Promise<ApiAnswer> {
  return api.call('POST', '/v1/checkout/place-order', { ...who(shopper), body, headers: { 'idempotency-key': key } });
}
