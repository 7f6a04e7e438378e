// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { mutate } from 'swr';
import { CART_SWR_KEY } from '@/lib/cart/cart-swr-key';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '@/lib/contracts/pricing/cart-schemas';
import { ApiError } from '@/services/api-error';

/*
 * The browser side of the cart: the cart id travels as cart_id and is adopted from the answer,
 * the affiliate ids and a campaign promo code waiting in cookies (lib/tracking/tracked-params.ts)
 * are sent to a new cart, a refused campaign code is forgotten, and add_to_cart /
 * remove_to_cart carry the spec §7 fields. The API client is replaced by a recording fake.
 */

type Call = { method: string; path: string; body?: unknown; params?: unknown };
const calls: Call[] = [];
let answers: ((call: Call) => Cart | Error)[] = [];

function answer(call: Call): Promise<Cart> {
  calls.push(call);
  const next = answers.shift();
  if (!next) return Promise.reject(new Error(`unexpected call ${call.method} ${call.path}`));
  const result = next(call);
  return result instanceof Error ? Promise.reject(result) : Promise.resolve(result);
}

vi.mock('@/services/api-client', async () => {
  const errors = await import('@/services/api-error');
  return {
    ApiError: errors.ApiError,
    classifyError: (error: unknown) => error,
    apiClient: { request: () => Promise.reject(new Error('PATCH is not used in these tests')) },
    apiGet: (path: string, params?: unknown) => answer({ method: 'GET', path, params }),
    apiPost: (path: string, body?: unknown, options?: { params?: unknown }) => answer({ method: 'POST', path, body, params: options?.params }),
    apiPut: (path: string, body?: unknown, options?: { params?: unknown }) => answer({ method: 'PUT', path, body, params: options?.params }),
    apiDelete: (path: string, params?: unknown) => answer({ method: 'DELETE', path, params }),
  };
});

const { addToCart, addComboToCart, removeCartItem, fetchCart } = await import('@/services/cart-service');

function cart(overrides: Partial<Cart> = {}): Cart {
  return {
    id: 'cart-abc',
    currency: 'USD',
    country: 'US',
    lines: [
      {
        id: 7,
        product_id: 1,
        product_code: 'DH000001',
        product_name: 'Oak Desk',
        product_slug: 'oak-desk',
        category_slug: 'standing-desks',
        category_name: 'Standing desks',
        product_kind: 1,
        variant_id: 11,
        sku: 'DH1-A',
        image_key: 'desk',
        variant_options: [],
        customizations: [],
        gift_card: null,
        quantity: 2,
        max_quantity: 10,
        unit_price: 49_900,
        compare_at_price: null,
        flash_sale_percent_off: null,
        tier_percent_off: null,
        line_total: 99_800,
        savings: 0,
        add_on_deal: null,
        availability: { status: 'in_stock', available_quantity: null },
      },
    ],
    item_count: 2,
    total_product_price: 99_800,
    total_discount_price: 0,
    total_tax: 0,
    total_amount: 99_800,
    total_savings: 0,
    applied_credit_amount: 0,
    tax: { mode: 'at_checkout', rate_bps: null },
    promotion_code: null,
    promotion: null,
    combo_deals: [],
    affiliate: { rid: null, ranMID: null },
    is_checkout_ready: true,
    ...overrides,
  };
}

const selection = { productCode: 'DH000001', variantId: 11, quantity: 2, optionChoices: { warranty: 'plus' }, personalization: {} };
const dataLayer = () => (window as unknown as { dataLayer?: { event?: string; ecommerce?: unknown }[] }).dataLayer ?? [];

beforeEach(() => {
  calls.length = 0;
  answers = [];
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
});
afterEach(() => expect(answers).toEqual([]));

describe('adding to the cart', () => {
  it('sends the selection in the API shape, adopts the new cart id and pushes add_to_cart with the totals', async () => {
    answers.push(() => cart());
    await addToCart(selection);
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/v1/cart/items',
      body: { product_code: 'DH000001', variant_id: 11, quantity: 2, options: { warranty: 'plus' }, personalization: {} },
      params: {},
    });
    expect(Cookies.get('CART_ID')).toBe('cart-abc');
    const event = dataLayer().find((entry) => entry.event === 'add_to_cart');
    expect(event?.ecommerce).toEqual({
      currency: 'USD',
      items: [{ id: 'DH000001', name: 'Oak Desk', price: 499, quantity: 2 }],
      subtotal: 998,
      tax: 0,
      total: 998,
      discount: 0,
    });
  });

  it('names the existing cart with cart_id', async () => {
    Cookies.set('CART_ID', 'cart-abc');
    answers.push(() => cart());
    await addToCart(selection);
    expect(calls[0]?.params).toEqual({ cart_id: 'cart-abc' });
  });

  it('carries the affiliate ids and the campaign promo code into a new cart', async () => {
    Cookies.set('CART_RID', 'friend-42');
    Cookies.set('CART_RANMID', '3456');
    Cookies.set('CART_PROMOTION_CODE', 'WELCOME10');
    answers.push(
      () => cart(),
      () => cart({ affiliate: { rid: 'friend-42', ranMID: '3456' } }),
      () => cart({ affiliate: { rid: 'friend-42', ranMID: '3456' }, promotion_code: 'WELCOME10' }),
    );
    const result = await addToCart(selection);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /v1/cart/items', 'PUT /v1/cart/affiliate', 'POST /v1/cart/promo-code']);
    expect(calls[1]).toMatchObject({ body: { rid: 'friend-42', ranMID: '3456' }, params: { cart_id: 'cart-abc' } });
    expect(calls[2]).toMatchObject({ body: { code: 'WELCOME10' }, params: { cart_id: 'cart-abc' } });
    expect(result.promotion_code).toBe('WELCOME10');
  });

  it('sends nothing more when the cart already carries them', async () => {
    Cookies.set('CART_ID', 'cart-abc');
    Cookies.set('CART_RID', 'friend-42');
    Cookies.set('CART_PROMOTION_CODE', 'WELCOME10');
    answers.push(() => cart({ affiliate: { rid: 'friend-42', ranMID: null }, promotion_code: 'WELCOME10' }));
    await addToCart(selection);
    expect(calls).toHaveLength(1);
  });

  it('forgets a campaign code the cart refuses, so it is not offered again', async () => {
    Cookies.set('CART_PROMOTION_CODE', 'EXPIRED1');
    answers.push(
      () => cart(),
      () => new ApiError({ kind: 'rejected', message: 'The promo code EXPIRED1 has expired.', httpStatus: 422 }),
    );
    await addToCart(selection);
    expect(Cookies.get('CART_PROMOTION_CODE')).toBeUndefined();
  });

  it('passes a refusal on, with the server message, and adopts nothing', async () => {
    answers.push(() => new ApiError({ kind: 'rejected', message: 'Only 3 of Oak Desk are available.', httpStatus: 422 }));
    await expect(addToCart(selection)).rejects.toMatchObject({ kind: 'rejected', message: 'Only 3 of Oak Desk are available.' });
    expect(Cookies.get('CART_ID')).toBeUndefined();
    expect(dataLayer().some((entry) => entry.event === 'add_to_cart')).toBe(false);
  });
});

describe('adding a combo', () => {
  it('asks for the whole combo in one call and pushes one add_to_cart listing its products', async () => {
    Cookies.set('CART_ID', 'cart-abc');
    const base = cart();
    const desk = base.lines[0]!;
    const chair = { ...desk, id: 8, product_code: 'DH000002', product_name: 'Mesh Chair', quantity: 1, unit_price: 20_000, line_total: 20_000 };
    answers.push(() =>
      cart({
        lines: [{ ...desk, quantity: 1, line_total: 49_900 }, chair],
        combo_deals: [{ id: 5, code: 'COMBO-1', name: 'Desk + chair combo', percent_off: 10, sets: 1, discount: 6_990, product_codes: ['DH000001', 'DH000002'] }],
      }),
    );
    const item = (code: string) => ({ product_code: code, product_name: code, product_slug: code, category_slug: 'c', image_key: 'k', variant_id: 1, price: 1 });
    await addComboToCart({ id: 5, items: [item('DH000001'), item('DH000002')] });
    expect(calls[0]).toEqual({ method: 'POST', path: '/v1/cart/combos', body: { combo_id: 5, quantity: 1, variants: {} }, params: { cart_id: 'cart-abc' } });
    const events = dataLayer().filter((entry) => entry.event === 'add_to_cart');
    expect(events).toHaveLength(1);
    expect(events[0]?.ecommerce).toMatchObject({
      items: [
        { id: 'DH000001', quantity: 1 },
        { id: 'DH000002', quantity: 1 },
      ],
    });
  });
});

describe('removing from the cart', () => {
  it('pushes remove_to_cart with the removed line as it was and the totals after', async () => {
    Cookies.set('CART_ID', 'cart-abc');
    answers.push(
      () => cart(),
      () => cart({ lines: [], item_count: 0, total_product_price: 0, total_amount: 0 }),
    );
    // The cart the views show (SWR's copy), as the popup cart or /cart had loaded it.
    await mutate(CART_SWR_KEY, await fetchCart(), { revalidate: false });
    await removeCartItem(7);
    expect(calls[1]).toEqual({ method: 'DELETE', path: '/v1/cart/items/7', params: { cart_id: 'cart-abc' } });
    const event = dataLayer().find((entry) => entry.event === 'remove_to_cart');
    expect(event?.ecommerce).toEqual({
      currency: 'USD',
      items: [{ id: 'DH000001', name: 'Oak Desk', price: 499, quantity: 2 }],
      subtotal: 0,
      tax: 0,
      total: 0,
      discount: 0,
    });
  });
});
