import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_LINE_STATUS as L } from '@/lib/constants/order-line-status';
import { ORDER_STATUS as S } from '@/lib/constants/order-status';
import { replaceCheckoutPaymentProvider } from '@/server/ordering/checkout/payment-gateway';
import { creditBalance } from '@/server/ordering/credit/repository';
import { orderRequests } from '@/server/db/schema/ordering/order-requests';
import { payments, testProviderCharges } from '@/server/db/schema/ordering/payments';
import { packages } from '@/server/db/schema/ordering/shipments';
import { AppError } from '@/server/http/app-error';
import type { Caller } from '@/server/http/request-context';
import { RESTOCKING_SHARE_PERCENT } from '@/server/ordering/order-requests/order-action-rules';
import { splitRefund } from '@/server/ordering/order-requests/refund-split';
import { requestReturnAction } from '@/server/ordering/order-requests/request-return';
import { runShopperAction } from '@/server/ordering/order-requests/run-shopper-action';
import { getPaymentProvider } from '@/server/ordering/payments/get-payment-provider';
import { expectErrorEnvelope } from '@/tests/integration/api/support/envelope';
import { statusesOf } from '@/tests/integration/shipments/support/order-statuses';
import { adminToken, customerToken, vendorToken } from '@/tests/integration/shipments/support/shipments-api';
import { startOrdersApi, type OrdersApi } from './support/orders-api';
import { expectAnswer, orderAction, shipAndDeliver } from './support/self-service-calls';
import { buildVendor } from '@/tests/support/builders/catalog';
import { buildCustomer } from '@/tests/support/builders/customers';
import { buildOrder, type BuiltOrder } from '@/tests/support/builders/orders';

/* Issue 6 item 4: returns within 30 days of delivery, operations' decisions, late refunds, and
 * refunds that go back once — store credit first, then the card — and never above what was paid. */

const DAY = 86_400_000;
let api: OrdersApi;
let vendor: { code: string; token: string };
let customerId: number;
let token: string;
let admin: string;
let caller: Caller;

beforeAll(async () => {
  api = await startOrdersApi();
  const created = await buildVendor(api.db, { code: 'RETURNDESK' });
  vendor = { code: created.code, token: await vendorToken(api.db, created.id) };
  customerId = (await buildCustomer(api.db, { email: 'returner@example.test' })).id;
  token = await customerToken(customerId, 'returner@example.test');
  admin = await adminToken(api.db);
  caller = { kind: 'user', userId: customerId, role: 'customer', email: 'returner@example.test' };
});
afterAll(() => api.close());
afterEach(() => replaceCheckoutPaymentProvider(undefined));

const chargeOf = async (reference: string) => (await api.db.select().from(testProviderCharges).where(eq(testProviderCharges.reference, reference)))[0]!;
const paymentOf = async (orderId: number) => (await api.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]!;
const credit = () => creditBalance(api.db, customerId, 'USD');

/** A delivered order; its package's delivery moved `daysAgo` into the past. */
async function deliveredOrder(spec: Partial<Parameters<typeof buildOrder>[1]> & { lines?: Parameters<typeof buildOrder>[1]['lines'] } = {}, daysAgo = 0): Promise<BuiltOrder & { deliveredAt: Date }> {
  const order = await buildOrder(api.db, { customerId, pay: true, lines: [{ vendorCode: vendor.code }], ...spec });
  const pkg = await shipAndDeliver(api, vendor.token, order.code, order.lineIds);
  const deliveredAt = new Date(Date.now() - daysAgo * DAY);
  await api.db.update(packages).set({ shippedAt: new Date(deliveredAt.getTime() - DAY), deliveredAt }).where(eq(packages.id, pkg.id));
  return { ...order, deliveredAt };
}

const returnCall = (code: string, body: unknown, as = { token }) => orderAction(api, code, 'returns', body, as);
const decide = (requestId: number, outcome: string) => api.call('POST', `/v1/admin/order-requests/${requestId}/decision`, { token: admin, body: { outcome } });

describe('the 30-day return window', () => {
  it('accepts a return on day 30 after delivery and refuses it on day 31 (clock injected)', async () => {
    const order = await deliveredOrder();
    const body = { order_line_id: order.lineIds[0]!, reason: 'Too tall', condition: 'unopened' as const };
    const late = new Date(order.deliveredAt.getTime() + 31 * DAY);
    await expect(runShopperAction({ caller, code: order.code, now: late }, requestReturnAction(body))).rejects.toMatchObject({ code: 'CONFLICT' });
    const lastDay = new Date(order.deliveredAt.getTime() + 30 * DAY);
    const answer = await runShopperAction({ caller, code: order.code, now: lastDay }, requestReturnAction(body));
    expect(answer.request).toMatchObject({ kind: 'return_item', status: 'in_review', line_ids: order.lineIds });
    expect(await statusesOf(api.db, order.id)).toEqual({ order: S.IN_RETURN_REVIEW, lines: [L.IN_RETURN_REVIEW] });
  });

  it('refuses over HTTP a line delivered 31 days ago, an undelivered line and a second request', async () => {
    const old = await deliveredOrder({}, 31);
    const closed = await returnCall(old.code, { order_line_id: old.lineIds[0], reason: 'Late', condition: 'used' });
    expectErrorEnvelope(closed, 409, 'CONFLICT');
    expect(closed.text).toContain('30-day');
    const fresh = await buildOrder(api.db, { customerId, lines: [{ vendorCode: vendor.code }] });
    expectErrorEnvelope(await returnCall(fresh.code, { order_line_id: fresh.lineIds[0], reason: 'Not here yet', condition: 'unopened' }), 409, 'CONFLICT');
    const order = await deliveredOrder();
    expectAnswer(await returnCall(order.code, { order_line_id: order.lineIds[0], reason: 'Wobbles', condition: 'used' }), 201);
    expectErrorEnvelope(await returnCall(order.code, { order_line_id: order.lineIds[0], reason: 'Again', condition: 'used' }), 409, 'CONFLICT');
    expectErrorEnvelope(await returnCall(order.code, { order_line_id: order.lineIds[0], reason: '', condition: 'used' }), 400, 'VALIDATION_FAILED');
    expectErrorEnvelope(await returnCall(order.code, { order_line_id: order.lineIds[0], reason: 'x', condition: 'broken' }), 400, 'VALIDATION_FAILED');
    expectErrorEnvelope(await returnCall(order.code, { order_line_id: 999_999, reason: 'x', condition: 'used' }), 404, 'NOT_FOUND');
  });
});

describe('operations decide a return', () => {
  async function requested(lines = 1) {
    const order = await deliveredOrder({ lines: Array.from({ length: lines }, () => ({ vendorCode: vendor.code, unitPrice: 10_000, taxShare: 800 })) });
    const answer = expectAnswer(await returnCall(order.code, { order_line_id: order.lineIds[0], reason: 'Changed my mind', condition: 'unopened' }), 201);
    return { order, requestId: answer.request.id };
  }

  it('unused: RETURNED, the whole line (with its added tax) back to the card, the order ORDER_RETURNED', async () => {
    const { order, requestId } = await requested();
    const answer = expectAnswer(await decide(requestId, 'accepted_unused'));
    expect(answer.request).toMatchObject({ status: 'accepted', refund: { amount: 10_800, to_payment: 10_800, to_store_credit: 0 } });
    expect(await statusesOf(api.db, order.id)).toEqual({ order: S.ORDER_RETURNED, lines: [L.RETURNED] });
    expect((await chargeOf(order.paymentReference!)).refundedAmount).toBe(10_800);
    expect(await paymentOf(order.id)).toMatchObject({ status: 'refunded', refundedAmount: 10_800 });
    expectErrorEnvelope(await decide(requestId, 'rejected'), 409, 'CONFLICT');
  });

  it(`used: RETURN_AFTER_USE, refund less the ${RESTOCKING_SHARE_PERCENT} % restocking share; the rest of the order stays DELIVERED`, async () => {
    const { order, requestId } = await requested(2);
    const answer = expectAnswer(await decide(requestId, 'accepted_used'));
    expect(answer.request.refund).toEqual({ amount: 10_800 - 1_500, to_payment: 9_300, to_store_credit: 0 });
    expect(await statusesOf(api.db, order.id)).toEqual({ order: S.DELIVERED, lines: [L.RETURN_AFTER_USE, L.DELIVERED] });
  });

  it('rejected: the line and the order are DELIVERED again and nothing is refunded', async () => {
    const { order, requestId } = await requested();
    const answer = expectAnswer(await decide(requestId, 'rejected'));
    expect(answer.request).toMatchObject({ status: 'rejected', refund: null });
    expect(await statusesOf(api.db, order.id)).toEqual({ order: S.DELIVERED, lines: [L.DELIVERED] });
    expect((await chargeOf(order.paymentReference!)).refundedAmount).toBe(0);
  });

  it('is for operations only', async () => {
    const { requestId } = await requested();
    expect((await api.call('POST', `/v1/admin/order-requests/${requestId}/decision`, { token, body: { outcome: 'accepted_unused' } })).status).toBe(403);
    expectErrorEnvelope(await api.call('POST', `/v1/admin/order-requests/${requestId}/decision`, { token: admin, body: { outcome: 'maybe' } }), 400, 'VALIDATION_FAILED');
    expectErrorEnvelope(await decide(999_999, 'rejected'), 404, 'NOT_FOUND');
  });
});

describe('refunds after the return window', () => {
  it('operations refund a line delivered 40 days ago as store credit (REFUND_AFTER_30DAYS)', async () => {
    const order = await deliveredOrder({ lines: [{ vendorCode: vendor.code, unitPrice: 5_000 }] }, 40);
    const before = await credit();
    const answer = expectAnswer(await api.call('POST', `/v1/admin/orders/${order.code}/late-refund`, { token: admin, body: { order_line_id: order.lineIds[0], note: 'Frame cracked' } }));
    expect(answer.request).toMatchObject({ kind: 'return_item', status: 'accepted', refund: { amount: 5_000, to_payment: 0, to_store_credit: 5_000 } });
    expect(await credit()).toBe(before + 5_000);
    expect(await statusesOf(api.db, order.id)).toEqual({ order: S.ORDER_RETURNED, lines: [L.REFUND_AFTER_30DAYS] });
    expect((await chargeOf(order.paymentReference!)).refundedAmount).toBe(0);
  });

  it('refuses inside the window, and to shoppers', async () => {
    const order = await deliveredOrder();
    const body = { order_line_id: order.lineIds[0], note: 'Goodwill' };
    expectErrorEnvelope(await api.call('POST', `/v1/admin/orders/${order.code}/late-refund`, { token: admin, body }), 409, 'CONFLICT');
    expect((await api.call('POST', `/v1/admin/orders/${order.code}/late-refund`, { token, body })).status).toBe(403);
    expect(await statusesOf(api.db, order.id)).toEqual({ order: S.DELIVERED, lines: [L.DELIVERED] });
  });
});

describe('refund money', () => {
  it('gives store credit back first, the rest to the card once, even when the cancel is retried', async () => {
    const before = await credit();
    // 2 × 100.00 + 16.00 sales tax + 15.00 shipping = 231.00, of which 50.00 store credit: the card paid 181.00.
    const order = await buildOrder(api.db, { customerId, pay: true, creditApplied: 5_000, shippingPrice: 1_500, lines: [{ vendorCode: vendor.code, taxShare: 800 }, { vendorCode: vendor.code, taxShare: 800 }] });
    expect(order.total).toBe(18_100);
    expect(await credit()).toBe(before - 5_000);
    const answer = expectAnswer(await orderAction(api, order.code, 'cancel', {}, { token }));
    expect(answer.request.refund).toEqual({ amount: 23_100, to_payment: 18_100, to_store_credit: 5_000 });
    expect(await credit()).toBe(before);
    expect((await chargeOf(order.paymentReference!)).refundedAmount).toBe(18_100);
    expectErrorEnvelope(await orderAction(api, order.code, 'cancel', {}, { token }), 409, 'CONFLICT');
    expect((await chargeOf(order.paymentReference!)).refundedAmount).toBe(18_100);
    expect(await credit()).toBe(before);
  });

  it('settles a refund the provider failed on at the next call, with the same key, exactly once', async () => {
    const order = await buildOrder(api.db, { customerId, pay: true, lines: [{ vendorCode: vendor.code }, { vendorCode: vendor.code }] });
    const real = getPaymentProvider();
    replaceCheckoutPaymentProvider({ ...real, refund: async () => { throw new AppError('UNAVAILABLE', 'Gateway timeout'); } });
    const answer = expectAnswer(await orderAction(api, order.code, 'cancel', {}, { token }));
    expect(answer.request.refund?.to_payment).toBe(20_000);
    expect((await chargeOf(order.paymentReference!)).refundedAmount).toBe(0);
    replaceCheckoutPaymentProvider(undefined);
    for (let retry = 0; retry < 2; retry += 1) expectErrorEnvelope(await orderAction(api, order.code, 'cancel', {}, { token }), 409, 'CONFLICT');
    expect((await chargeOf(order.paymentReference!)).refundedAmount).toBe(20_000);
    const [request] = await api.db.select().from(orderRequests).where(eq(orderRequests.orderId, order.id));
    expect(request!.refundSettledAt).not.toBeNull();
  });

  it('refunds a cancelled package’s lines after their discount, with their added tax, without shipping', async () => {
    const order = await buildOrder(api.db, { customerId, pay: true, shippingPrice: 1_500, lines: [{ vendorCode: vendor.code }, { vendorCode: 'OTHERVENDOR', discountShare: 1_000, taxShare: 720 }] });
    const answer = expectAnswer(await orderAction(api, order.code, 'cancel-package', { vendor_code: 'OTHERVENDOR' }, { token }));
    expect(answer.request.refund).toEqual({ amount: 9_720, to_payment: 9_720, to_store_credit: 0 });
  });

  it('never refunds more than the order took, nor more than the card captured', () => {
    const order = { total: 10_000, creditApplied: 2_000, customerId: 1 };
    expect(splitRefund({ amount: 50_000, order, already: { toPayment: 0, toStoreCredit: 0 }, captured: 10_000 })).toEqual({ amount: 12_000, toPayment: 10_000, toStoreCredit: 2_000 });
    expect(splitRefund({ amount: 5_000, order, already: { toPayment: 9_000, toStoreCredit: 2_000 }, captured: 10_000 })).toEqual({ amount: 1_000, toPayment: 1_000, toStoreCredit: 0 });
    expect(splitRefund({ amount: 5_000, order: { ...order, customerId: null, creditApplied: 0 }, already: { toPayment: 0, toStoreCredit: 0 }, captured: 10_000, asStoreCredit: true })).toEqual({ amount: 5_000, toPayment: 5_000, toStoreCredit: 0 });
  });
});
