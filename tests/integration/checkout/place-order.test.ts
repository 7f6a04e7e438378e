import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_LINE_STATUS } from '@/lib/constants/order-line-status';
import { ORDER_STATUS } from '@/lib/constants/order-status';
import { carts, promoCodes } from '@/server/db/schema/pricing/cart';
import { productVariants } from '@/server/db/schema/catalog/catalog';
import { mailOutbox } from '@/server/db/schema/notifications/mail';
import { orderHistory } from '@/server/db/schema/ordering/orders';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { tokenFor } from '@/tests/integration/api/support/tokens';
import type { CartApi } from '@/tests/integration/cart/support/cart-api';
import { cardPayment, DECLINED_CARD, expectPlaced, placeOrderCall, readyCheckout, startCheckoutApi } from './support/checkout-api';
import { buildCategory, buildProduct, type BuiltProduct } from '@/tests/support/builders/catalog';
import { buildCustomer } from '@/tests/support/builders/customers';
import { buildPromoCode } from '@/tests/support/builders/promotions';

/* Issue 5 item 4: placing an order makes exactly one order, holds stock, and a refused payment gives everything back. */

let api: CartApi;
let chairs: number;

async function stockOf(product: BuiltProduct): Promise<number> {
  const [row] = await api.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, product.variantIds[0]!));
  return row!.stock;
}

async function chair(stock: number): Promise<BuiltProduct> {
  return buildProduct(api.db, { categoryId: chairs, name: 'Task Chair', variants: [{ stock, prices: { USD: 20_000, EUR: 19_000, GBP: 17_000, CAD: 27_000 } }] });
}

beforeAll(async () => {
  api = await startCheckoutApi();
  chairs = (await buildCategory(api.db, { slug: 'office-chairs' })).id;
});
afterAll(() => api.close());

describe('placing an order', () => {
  it('creates a paid order (NEW), takes the stock, closes the cart and mails one confirmation', async () => {
    const product = await chair(5);
    const { shopper, state } = await readyCheckout(api, {}, [{ product, quantity: 2 }]);
    expect(state.missing).toEqual([]);
    const placed = expectPlaced(await placeOrderCall(api, shopper, cardPayment(state.totals.total_amount)));

    expect(placed.order.code).toMatch(/^DH\d{8}$/);
    expect(placed.order.status).toBe(ORDER_STATUS.NEW);
    expect(placed.order.amount).toBe(state.totals.total_amount);
    expect(placed.order.order_details).toHaveLength(1);
    expect(placed.order.order_details[0]).toMatchObject({ quantity: 2, product_price: 20_000, status: ORDER_LINE_STATUS.PENDING });
    expect(placed.payment).toMatchObject({ status: 'captured', amount: state.totals.total_amount });
    expect(placed.cart_id).toBeNull();
    expect(placed.access_key).toEqual(expect.any(String));
    expect(await stockOf(product)).toBe(3);

    const [cart] = await api.db.select({ checkedOutAt: carts.checkedOutAt }).from(carts).where(eq(carts.id, shopper.cartId!));
    expect(cart!.checkedOutAt).not.toBeNull();
    // The answer does not wait for the mail, which follows at once.
    await expect
      .poll(async () => (await api.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'order-confirmation'))).filter((mail) => mail.subject.includes(placed.order.code)).length)
      .toBe(1);
    const history = await api.db.select().from(orderHistory).where(eq(orderHistory.orderId, placed.order.id));
    expect(history.map((row) => [row.fromStatus, row.toStatus])).toEqual([
      [null, ORDER_STATUS.PENDING],
      [ORDER_STATUS.PENDING, ORDER_STATUS.NEW],
    ]);
  });

  it('takes the stock of every line of a several-product order, and gives all of it back when the card is declined', async () => {
    const [first, second, third] = [await chair(5), await chair(3), await chair(4)];
    const items = [
      { product: first, quantity: 2 },
      { product: second, quantity: 1 },
      { product: third, quantity: 3 },
    ];
    const declined = await readyCheckout(api, {}, items);
    expectErrorEnvelope(await placeOrderCall(api, declined.shopper, cardPayment(declined.state.totals.total_amount, DECLINED_CARD)), 402, 'PAYMENT_DECLINED');
    expect([await stockOf(first), await stockOf(second), await stockOf(third)]).toEqual([5, 3, 4]);

    const { shopper, state } = await readyCheckout(api, {}, items);
    const placed = expectPlaced(await placeOrderCall(api, shopper, cardPayment(state.totals.total_amount)));
    expect(placed.order.order_details.map((line) => line.quantity).sort()).toEqual([1, 2, 3]);
    expect([await stockOf(first), await stockOf(second), await stockOf(third)]).toEqual([3, 2, 1]);
  });

  it('lets a guest read the order again with its access key, and nobody without it', async () => {
    const product = await chair(5);
    const { shopper, state } = await readyCheckout(api, {}, [{ product, quantity: 1 }]);
    const placed = expectPlaced(await placeOrderCall(api, shopper, cardPayment(state.totals.total_amount)));
    const again = expectSuccessData(await api.call('GET', `/v1/orders/${placed.order.code}?access_key=${placed.access_key}`)) as { code: string };
    expect(again.code).toBe(placed.order.code);
    expectErrorEnvelope(await api.call('GET', `/v1/orders/${placed.order.code}`), 404, 'NOT_FOUND');
    expectErrorEnvelope(await api.call('GET', `/v1/orders/${placed.order.code}?access_key=wrong`), 404, 'NOT_FOUND');
    const stranger = await tokenFor('customer', { userId: (await buildCustomer(api.db, { email: `stranger-${randomUUID()}@example.test` })).id });
    expectErrorEnvelope(await api.call('GET', `/v1/orders/${placed.order.code}`, { token: stranger }), 404, 'NOT_FOUND');
  });

  it('shows a customer their orders, newest first, and filters by status', async () => {
    const customerId = (await buildCustomer(api.db, { email: `lister-${randomUUID()}@example.test` })).id;
    const token = await tokenFor('customer', { userId: customerId });
    const codes: string[] = [];
    for (let round = 0; round < 2; round += 1) {
      const { shopper, state } = await readyCheckout(api, { token }, [{ product: await chair(3), quantity: 1 }]);
      codes.push(expectPlaced(await placeOrderCall(api, shopper, cardPayment(state.totals.total_amount))).order.code);
    }
    const list = expectSuccessData(await api.call('GET', '/v1/me/orders?limit=1', { token })) as { items: { code: string }[]; total: number };
    expect(list.total).toBe(2);
    expect(list.items.map((item) => item.code)).toEqual([codes[1]]);
    const own = expectSuccessData(await api.call('GET', `/v1/orders/${codes[0]}`, { token })) as { code: string };
    expect(own.code).toBe(codes[0]);
    const none = expectSuccessData(await api.call('GET', `/v1/me/orders?statuses=${ORDER_STATUS.PAYMENT_FAILED}`, { token })) as { total: number };
    expect(none.total).toBe(0);
  });

  it('refuses with 409 when the total the shopper saw is not the server’s, and changes nothing', async () => {
    const product = await chair(5);
    const { shopper, state } = await readyCheckout(api, {}, [{ product, quantity: 1 }]);
    const answer = await placeOrderCall(api, shopper, cardPayment(state.totals.total_amount - 1));
    expectErrorEnvelope(answer, 409, 'CONFLICT');
    expect(await stockOf(product)).toBe(5);
  });

  it('requires an Idempotency-Key', async () => {
    const product = await chair(5);
    const { shopper, state } = await readyCheckout(api, {}, [{ product, quantity: 1 }]);
    const answer = await api.call('POST', '/v1/checkout/place-order', { cartId: shopper.cartId!, body: cardPayment(state.totals.total_amount) });
    expectErrorEnvelope(answer, 400);
  });

  it('says what is missing before an address and a shipping option are given', async () => {
    const product = await chair(5);
    const cart = expectSuccessData(await api.call('POST', '/v1/cart/items', { body: { product_code: product.code, variant_id: product.variantIds[0], quantity: 1 } })) as { id: string };
    const answer = await placeOrderCall(api, { cartId: cart.id }, cardPayment(20_000));
    const envelope = expectErrorEnvelope(answer, 422, 'UNPROCESSABLE');
    expect(envelope.message).toMatch(/e-mail/);
  });

  it('answers the same order for the same key, and the same order for a second submission of the cart', async () => {
    const product = await chair(5);
    const { shopper, state } = await readyCheckout(api, {}, [{ product, quantity: 1 }]);
    const key = randomUUID();
    const first = expectPlaced(await placeOrderCall(api, shopper, cardPayment(state.totals.total_amount), key));
    const replay = expectPlaced(await placeOrderCall(api, shopper, cardPayment(state.totals.total_amount), key));
    const resubmitted = expectPlaced(await placeOrderCall(api, shopper, cardPayment(state.totals.total_amount)));
    expect(replay.order.code).toBe(first.order.code);
    expect(resubmitted.order.code).toBe(first.order.code);
    expect(await stockOf(product)).toBe(4);
  });

  it('answers a signed-in customer who submits the same cart again with the same order, as it answers a guest', async () => {
    const product = await chair(5);
    const customerId = (await buildCustomer(api.db, { email: `resubmit-${randomUUID()}@example.test` })).id;
    const token = await tokenFor('customer', { userId: customerId });
    const { shopper, state } = await readyCheckout(api, { token }, [{ product, quantity: 1 }]);
    const first = expectPlaced(await placeOrderCall(api, shopper, cardPayment(state.totals.total_amount)));
    const resubmitted = expectPlaced(await placeOrderCall(api, shopper, cardPayment(state.totals.total_amount)));
    expect(resubmitted.order.code).toBe(first.order.code);
    expect(await stockOf(product)).toBe(4);
    const list = expectSuccessData(await api.call('GET', '/v1/me/orders', { token })) as { total: number };
    expect(list.total).toBe(1);
  });

  it('answers 402 for a declined card and gives back stock and the promo code use; the cart can pay again', async () => {
    const product = await chair(4);
    await buildPromoCode(api.db, { code: 'TENOFF', kind: 'percent', percentOff: 10, maxUses: 5 });
    const { shopper } = await readyCheckout(api, {}, [{ product, quantity: 2 }]);
    await api.call('POST', '/v1/cart/promo-code', { cartId: shopper.cartId!, body: { code: 'TENOFF' } });
    const state = expectSuccessData(await api.call('GET', '/v1/checkout', { cartId: shopper.cartId! })) as { totals: { total_amount: number; total_discount_price: number } };
    expect(state.totals.total_discount_price).toBe(4_000);

    const declined = await placeOrderCall(api, shopper, cardPayment(state.totals.total_amount, DECLINED_CARD));
    const envelope = expectErrorEnvelope(declined, 402, 'PAYMENT_DECLINED');
    expect(envelope.message).toMatch(/declined/i);
    expect(await stockOf(product)).toBe(4);
    const [promo] = await api.db.select({ used: promoCodes.usedCount }).from(promoCodes).where(eq(promoCodes.code, 'TENOFF'));
    expect(promo!.used).toBe(0);

    const paid = expectPlaced(await placeOrderCall(api, shopper, cardPayment(state.totals.total_amount)));
    expect(paid.order.status).toBe(ORDER_STATUS.NEW);
    expect(await stockOf(product)).toBe(2);
    const [after] = await api.db.select({ used: promoCodes.usedCount }).from(promoCodes).where(eq(promoCodes.code, 'TENOFF'));
    expect(after!.used).toBe(1);
  });

  it('refuses an order the stock no longer covers (422) and leaves stock at zero, never below', async () => {
    const product = await buildProduct(api.db, { categoryId: chairs, isVendorProduct: true, variants: [{ stock: 1, prices: { USD: 20_000 } }] });
    const first = await readyCheckout(api, {}, [{ product, quantity: 1 }]);
    const second = await readyCheckout(api, {}, [{ product, quantity: 1 }]);
    expectPlaced(await placeOrderCall(api, first.shopper, cardPayment(first.state.totals.total_amount)));
    const refused = await placeOrderCall(api, second.shopper, cardPayment(second.state.totals.total_amount));
    expect([409, 422]).toContain(refused.status);
    expect(await stockOf(product)).toBe(0);
  });
});
