import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '@/server/db/schema/ordering/payments';
import type { CartApi } from '@/tests/integration/cart/support/cart-api';
import { cardPayment, expectPlaced, GOOD_CARD, placeOrderCall, readyCheckout, startCheckoutApi } from './support/checkout-api';
import { buildCategory, buildProduct, type BuiltProduct } from '@/tests/support/builders/catalog';

/* Decision 0050: a card payment keeps a fingerprint of the card (brand, last 4, expiry, keyed), never its number. */

let api: CartApi;
let desk: BuiltProduct;

beforeAll(async () => {
  api = await startCheckoutApi();
  const category = (await buildCategory(api.db, { slug: 'desks' })).id;
  desk = await buildProduct(api.db, { categoryId: category, name: 'Oak Desk', variants: [{ stock: 50, prices: { USD: 30_000, EUR: 28_000, GBP: 25_000, CAD: 40_000 } }] });
});
afterAll(() => api.close());

async function paidWith(card: typeof GOOD_CARD, email: string) {
  const { shopper, state } = await readyCheckout(api, {}, [{ product: desk, quantity: 1 }], { email });
  const placed = expectPlaced(await placeOrderCall(api, shopper, cardPayment(state.totals.total_amount, card)));
  const [payment] = await api.db.select().from(payments).where(eq(payments.orderId, placed.order.id));
  return payment!;
}

describe('the card fingerprint of a payment', () => {
  it('is the same for two orders of different shoppers paid with one card, and holds no card number', async () => {
    const first = await paidWith(GOOD_CARD, 'first@example.test');
    const second = await paidWith(GOOD_CARD, 'second@example.test');
    expect(first.cardFingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(second.cardFingerprint).toBe(first.cardFingerprint);
    expect(JSON.stringify(first)).not.toContain(GOOD_CARD.number);
  });

  it('differs for the same number with another expiry (another card)', async () => {
    const before = await paidWith(GOOD_CARD, 'third@example.test');
    const renewed = await paidWith({ ...GOOD_CARD, exp_year: 2035 }, 'fourth@example.test');
    expect(renewed.cardFingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(renewed.cardFingerprint).not.toBe(before.cardFingerprint);
  });
});
