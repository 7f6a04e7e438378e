import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@/lib/constants/order-status';
import { productVariants } from '@/server/db/schema/catalog/catalog';
import { orders } from '@/server/db/schema/ordering/orders';
import { payments } from '@/server/db/schema/ordering/payments';
import { lockOrder } from '@/server/ordering/orders/repository';
import { settleTestPayment } from '@/server/ordering/payments/test-provider/settle-test-payment';
import { buildTestEvent } from '@/server/ordering/payments/test-provider/test-events';
import { signTestWebhook } from '@/server/ordering/payments/test-provider/webhook-signature';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { tokenFor } from '@/tests/integration/api/support/tokens';
import type { CartApi } from '@/tests/integration/cart/support/cart-api';
import { cardPayment, expectPlaced, placeOrderCall, readyCheckout, REDIRECT_CARD, startCheckoutApi, type Shopper } from './support/checkout-api';
import { deliverEvent } from './support/webhooks';
import { buildCategory, buildProduct, type BuiltProduct } from '@/tests/support/builders/catalog';
import { buildCustomer } from '@/tests/support/builders/customers';

/* Issue 5 items 3 and 4: every way to pay ends in exactly one outcome for the order, and a
 * webhook delivered twice, late or forged changes nothing. */

let api: CartApi;
let chairs: number;

async function chair(stock = 10): Promise<BuiltProduct> {
  return buildProduct(api.db, { categoryId: chairs, isVendorProduct: true, variants: [{ stock, prices: { USD: 20_000 } }] });
}

async function stockOf(product: BuiltProduct): Promise<number> {
  const [row] = await api.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, product.variantIds[0]!));
  return row!.stock;
}

async function orderStatus(code: string, shopper: Shopper, accessKey: string | null): Promise<number> {
  const path = `/v1/orders/${code}${accessKey ? `?access_key=${accessKey}` : ''}`;
  return (expectSuccessData(await api.call('GET', path, shopper.token ? { token: shopper.token } : {})) as { status: number }).status;
}

async function ready(product: BuiltProduct, shopper: Shopper = {}) {
  return readyCheckout(api, shopper, [{ product, quantity: 1 }]);
}

beforeAll(async () => {
  api = await startCheckoutApi();
  chairs = (await buildCategory(api.db, { slug: 'office-chairs' })).id;
});
afterAll(() => api.close());

describe('redirect steps', () => {
  it('3-D Secure: the order waits in PAYMENT_PENDING with the cart open, then approval pays it; confirming again answers the same', async () => {
    const product = await chair();
    const { shopper, state } = await ready(product);
    const placed = expectPlaced(await placeOrderCall(api, shopper, cardPayment(state.totals.total_amount, REDIRECT_CARD)));
    expect(placed.order.status).toBe(ORDER_STATUS.PAYMENT_PENDING);
    expect(placed.payment.status).toBe('requires_action');
    expect(placed.payment.next_action).toMatchObject({ type: 'redirect' });
    expect(placed.cart_id).toBe(shopper.cartId);
    expect(await stockOf(product)).toBe(9);

    const view = expectSuccessData(await api.call('GET', `/v1/payments/${placed.payment.reference}`)) as { status: string; order_code: string };
    expect(view).toMatchObject({ status: 'requires_action', order_code: placed.order.code });

    const approved = expectPlaced(await api.call('POST', `/v1/payments/${placed.payment.reference}/confirm`, { body: { outcome: 'approve' } }));
    expect(approved.order.status).toBe(ORDER_STATUS.NEW);
    expect(approved.payment.status).toBe('captured');
    const again = expectPlaced(await api.call('POST', `/v1/payments/${placed.payment.reference}/confirm`, { body: { outcome: 'fail' } }));
    expect(again.order.status).toBe(ORDER_STATUS.NEW);
    expect(await stockOf(product)).toBe(9);
  });

  it('3-D Secure failed: 402, stock back, and the same cart pays with another card', async () => {
    const product = await chair();
    const { shopper, state } = await ready(product);
    const placed = expectPlaced(await placeOrderCall(api, shopper, cardPayment(state.totals.total_amount, REDIRECT_CARD)));
    expectErrorEnvelope(await api.call('POST', `/v1/payments/${placed.payment.reference}/confirm`, { body: { outcome: 'fail' } }), 402, 'PAYMENT_DECLINED');
    expect(await stockOf(product)).toBe(10);
    const paid = expectPlaced(await placeOrderCall(api, shopper, cardPayment(state.totals.total_amount)));
    expect(paid.order.status).toBe(ORDER_STATUS.NEW);
    expect(paid.order.code).not.toBe(placed.order.code);
  });

  it('installments (/affirm/confirm) approve, and Amazon Pay cancelled releases the order as CANCEL_PAYMENT', async () => {
    const product = await chair();
    const first = await ready(product);
    const installments = expectPlaced(await placeOrderCall(api, first.shopper, { method_id: 5, payment_option: 1, expected_total: first.state.totals.total_amount }));
    expect(installments.payment.next_action).toMatchObject({ type: 'redirect', url: expect.stringContaining('/affirm/confirm') });
    expect(expectPlaced(await api.call('POST', `/v1/payments/${installments.payment.reference}/confirm`, { body: { outcome: 'approve' } })).order.status).toBe(ORDER_STATUS.NEW);

    const second = await ready(product);
    const amazon = expectPlaced(await placeOrderCall(api, second.shopper, { method_id: 24, payment_option: 0, expected_total: second.state.totals.total_amount }));
    expect(amazon.payment.next_action).toMatchObject({ type: 'redirect', url: expect.stringContaining('/amazon/checkout-review') });
    expectErrorEnvelope(await api.call('POST', `/v1/payments/${amazon.payment.reference}/confirm`, { body: { outcome: 'cancel' } }), 402, 'PAYMENT_DECLINED');
    expect(await orderStatus(amazon.order.code, second.shopper, amazon.access_key)).toBe(ORDER_STATUS.CANCEL_PAYMENT);
    expect(await stockOf(product)).toBe(9);
  });
});

describe('wallets and saved cards', () => {
  it('Apple Pay pays at once; a saved card is listed and pays the next order', async () => {
    const token = await tokenFor('customer', { userId: (await buildCustomer(api.db, { email: `wallet-${randomUUID()}@example.test` })).id });
    const product = await chair();
    const first = await ready(product, { token });
    const apple = expectPlaced(await placeOrderCall(api, first.shopper, { method_id: 18, payment_option: 0, wallet_token: 'tok_applepay_success', expected_total: first.state.totals.total_amount }));
    expect(apple.order.status).toBe(ORDER_STATUS.NEW);

    const second = await ready(product, { token });
    const saving = expectPlaced(await placeOrderCall(api, second.shopper, { ...cardPayment(second.state.totals.total_amount), save_card: true }));
    expect(saving.order.status).toBe(ORDER_STATUS.NEW);
    const cards = expectSuccessData(await api.call('GET', '/v1/me/saved-cards', { token })) as { items: { id: number; last4: string }[] };
    expect(cards.items).toEqual([expect.objectContaining({ last4: '4242' })]);

    const third = await ready(product, { token });
    expect(third.state.saved_cards).toHaveLength(1);
    const again = expectPlaced(await placeOrderCall(api, third.shopper, { method_id: 13, payment_option: 0, saved_card_id: cards.items[0]!.id, expected_total: third.state.totals.total_amount }));
    expect(again.order.status).toBe(ORDER_STATUS.NEW);
  });
});

describe('pending methods and webhooks', () => {
  it('ACH waits in ACH_PENDING until the signed webhook settles it; the same event again is a duplicate', async () => {
    const product = await chair();
    const { shopper, state } = await ready(product);
    const body = { method_id: 17, payment_option: 2, bank_account: { account_number: '000123456789', routing_number: '110000000', holder: 'Ada Buyer' }, expected_total: state.totals.total_amount };
    const placed = expectPlaced(await placeOrderCall(api, shopper, body));
    expect(placed.order.status).toBe(ORDER_STATUS.ACH_PENDING);
    expect(placed.payment.next_action).toMatchObject({ type: 'ach_debit' });
    expect(placed.cart_id).toBeNull();

    const { events } = await settleTestPayment(placed.payment.reference, 'succeed');
    const succeeded = events.at(-1)!;
    expect((expectSuccessData(await deliverEvent(api, succeeded)) as { outcome: string }).outcome).toBe('applied');
    expect((expectSuccessData(await deliverEvent(api, succeeded)) as { outcome: string }).outcome).toBe('duplicate');
    expect(await orderStatus(placed.order.code, shopper, placed.access_key)).toBe(ORDER_STATUS.NEW);
    expect(await stockOf(product)).toBe(9);

    // A forged later "failed" event for the paid payment: the payment has moved past it.
    const forged = buildTestEvent({ type: 'payment.failed', reference: placed.payment.reference, sequence: succeeded.sequence + 5, amount: succeeded.amount });
    expect((expectSuccessData(await deliverEvent(api, forged)) as { outcome: string }).outcome).toBe('ignored_stale');
    expect(await orderStatus(placed.order.code, shopper, placed.access_key)).toBe(ORDER_STATUS.NEW);
  });

  it('a webhook waits for a transaction holding its order and both finish: every writer locks the order before the payment', async () => {
    const product = await chair();
    const { shopper, state } = await ready(product);
    const body = { method_id: 17, payment_option: 2, bank_account: { account_number: '000123456789', routing_number: '110000000', holder: 'Ada Buyer' }, expected_total: state.totals.total_amount };
    const placed = expectPlaced(await placeOrderCall(api, shopper, body));
    const succeeded = (await settleTestPayment(placed.payment.reference, 'succeed')).events.at(-1)!;
    const [order] = await api.db.select({ id: orders.id }).from(orders).where(eq(orders.code, placed.order.code));

    // As place-order's second transaction does: the order's row first, then its payment. On
    // PostgreSQL a webhook that locked the payment first would deadlock with it (one aborted).
    let delivery: ReturnType<typeof deliverEvent> | undefined;
    await api.db.transaction(async (tx) => {
      await lockOrder(tx, order!.id);
      delivery = deliverEvent(api, succeeded);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.update(payments).set({ updatedAt: sql`now()` }).where(eq(payments.orderId, order!.id));
    });
    expect((expectSuccessData(await delivery!) as { outcome: string }).outcome).toBe('applied');
    expect(await orderStatus(placed.order.code, shopper, placed.access_key)).toBe(ORDER_STATUS.NEW);
  });

  it('a wire transfer that fails releases the stock (PAYMENT_FAILED)', async () => {
    const product = await chair();
    const { shopper, state } = await ready(product);
    const placed = expectPlaced(await placeOrderCall(api, shopper, { method_id: 21, payment_option: 3, expected_total: state.totals.total_amount }));
    expect(placed.order.status).toBe(ORDER_STATUS.PAYMENT_PENDING);
    expect(placed.payment.next_action).toMatchObject({ type: 'bank_transfer', reference: placed.order.code });
    expect(await stockOf(product)).toBe(9);
    const { events } = await settleTestPayment(placed.payment.reference, 'fail');
    for (const event of events) expectSuccessData(await deliverEvent(api, event));
    expect(await orderStatus(placed.order.code, shopper, placed.access_key)).toBe(ORDER_STATUS.PAYMENT_FAILED);
    expect(await stockOf(product)).toBe(10);
  });

  it('crypto: confirmations show on the payment, an older event arriving late changes nothing', async () => {
    const product = await chair();
    const { shopper, state } = await ready(product);
    const placed = expectPlaced(await placeOrderCall(api, shopper, { method_id: 23, payment_option: 5, crypto_asset: 'ETH', expected_total: state.totals.total_amount }));
    expect(placed.payment.next_action).toMatchObject({ type: 'crypto', confirmations: 0 });
    const { events } = await settleTestPayment(placed.payment.reference, 'succeed');
    const [firstConfirmation, ...rest] = events;
    expectSuccessData(await deliverEvent(api, firstConfirmation!));
    const view = expectSuccessData(await api.call('GET', `/v1/payments/${placed.payment.reference}`)) as { next_action: { confirmations: number } };
    expect(view.next_action.confirmations).toBe(1);

    // The final event first, then the middle confirmation late: the late one is stale.
    const final = rest.at(-1)!;
    expect((expectSuccessData(await deliverEvent(api, final)) as { outcome: string }).outcome).toBe('applied');
    for (const late of rest.slice(0, -1)) expect((expectSuccessData(await deliverEvent(api, late)) as { outcome: string }).outcome).toBe('ignored_stale');
    expect(await orderStatus(placed.order.code, shopper, placed.access_key)).toBe(ORDER_STATUS.NEW);
  });

  it('refuses a webhook whose signature does not match the body, or is not signed', async () => {
    const product = await chair();
    const { shopper } = await ready(product);
    const state = expectSuccessData(await api.call('GET', '/v1/checkout', { cartId: shopper.cartId! })) as { totals: { total_amount: number } };
    const placed = expectPlaced(await placeOrderCall(api, shopper, { method_id: 21, payment_option: 3, expected_total: state.totals.total_amount }));
    const event = buildTestEvent({ type: 'payment.succeeded', reference: placed.payment.reference, sequence: 99, amount: placed.payment.amount });
    const tampered = JSON.stringify({ ...event, amount: 1 });
    expectErrorEnvelope(await deliverEvent(api, event, { body: tampered }), 401);
    expectErrorEnvelope(await deliverEvent(api, event, { signature: signTestWebhook(JSON.stringify(event), 'not-the-secret') }), 401);
    expectErrorEnvelope(await api.call('POST', '/v1/payments/webhooks/test', { body: JSON.stringify(event), headers: { 'content-type': 'application/json' } }), 401);
    expect(await orderStatus(placed.order.code, shopper, placed.access_key)).toBe(ORDER_STATUS.PAYMENT_PENDING);
  });
});
