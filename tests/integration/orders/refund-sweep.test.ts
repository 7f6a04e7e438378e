import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { replaceCheckoutPaymentProvider } from '@/server/ordering/checkout/payment-gateway';
import { reconcilePayments } from '@/server/ordering/checkout/reconcile-payments';
import { orderRequests } from '@/server/db/schema/ordering/order-requests';
import { payments, testProviderCharges } from '@/server/db/schema/ordering/payments';
import { AppError } from '@/server/http/app-error';
import { retryPendingRefunds } from '@/server/ordering/order-requests/settle-refunds';
import { getPaymentProvider } from '@/server/ordering/payments/get-payment-provider';
import { customerToken } from '@/tests/integration/shipments/support/shipments-api';
import { startOrdersApi, type OrdersApi } from './support/orders-api';
import { expectAnswer, orderAction } from './support/self-service-calls';
import { buildVendor } from '@/tests/support/builders/catalog';
import { buildCustomer } from '@/tests/support/builders/customers';
import { buildOrder } from '@/tests/support/builders/orders';

/* ADR 0015: a refund the provider refused is retried by the periodic sweep, with the request's
 * idempotency key, without waiting for the shopper's next action — and never paid out twice. */

const MINUTE = 60_000;
let api: OrdersApi;
let vendorCode: string;
let customerId: number;
let token: string;

beforeAll(async () => {
  api = await startOrdersApi();
  vendorCode = (await buildVendor(api.db, { code: 'SWEEPDESK' })).code;
  customerId = (await buildCustomer(api.db, { email: 'sweeper@example.test' })).id;
  token = await customerToken(customerId, 'sweeper@example.test');
});
afterAll(() => api.close());
afterEach(() => {
  replaceCheckoutPaymentProvider(undefined);
  vi.restoreAllMocks();
});

const refundedAtProvider = async (reference: string) => (await api.db.select().from(testProviderCharges).where(eq(testProviderCharges.reference, reference)))[0]!.refundedAmount;
const paymentOf = async (orderId: number) => (await api.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]!;
const requestOf = async (orderId: number) => (await api.db.select().from(orderRequests).where(eq(orderRequests.orderId, orderId)))[0]!;
const later = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

/** A paid order of 200.00 cancelled while the provider refuses refunds: its refund is left unsettled. */
async function cancelledWhileProviderDown() {
  const order = await buildOrder(api.db, { customerId, pay: true, lines: [{ vendorCode }, { vendorCode }] });
  const real = getPaymentProvider();
  replaceCheckoutPaymentProvider({ ...real, refund: () => Promise.reject(new AppError('UNAVAILABLE', 'Gateway timeout')) });
  expect(expectAnswer(await orderAction(api, order.code, 'cancel', {}, { token })).request.refund?.to_payment).toBe(20_000);
  expect((await requestOf(order.id)).refundSettledAt).toBeNull();
  return order;
}

describe('retryPendingRefunds', () => {
  it('keeps retrying a refused refund, logging each failure, and settles it once the provider recovers', async () => {
    const order = await cancelledWhileProviderDown();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    expect(await retryPendingRefunds(new Date())).toEqual({ retried: 0, settled: 0 }); // the action itself is still settling it
    expect(await retryPendingRefunds(later(2))).toEqual({ retried: 1, settled: 0 });
    expect(warn.mock.calls.some(([line]) => String(line).includes('not settled yet: Gateway timeout'))).toBe(true);
    expect((await requestOf(order.id)).refundSettledAt).toBeNull();
    expect(await refundedAtProvider(order.paymentReference!)).toBe(0);

    replaceCheckoutPaymentProvider(undefined);
    expect(await retryPendingRefunds(later(3))).toEqual({ retried: 1, settled: 1 });
    expect((await requestOf(order.id)).refundSettledAt).not.toBeNull();
    expect(await refundedAtProvider(order.paymentReference!)).toBe(20_000);
    expect(await paymentOf(order.id)).toMatchObject({ refundedAmount: 20_000, status: 'refunded' });

    expect(await retryPendingRefunds(later(4))).toEqual({ retried: 0, settled: 0 });
    expect(await refundedAtProvider(order.paymentReference!)).toBe(20_000);
  });

  it('refunds once when the provider refunded but its answer was lost, even if the sweep runs twice at once', async () => {
    const order = await buildOrder(api.db, { customerId, pay: true, lines: [{ vendorCode }] });
    const real = getPaymentProvider();
    replaceCheckoutPaymentProvider({
      ...real,
      refund: async (reference, amount, key) => {
        await real.refund(reference, amount, key);
        throw new AppError('UNAVAILABLE', 'Connection reset after the refund');
      },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expectAnswer(await orderAction(api, order.code, 'cancel', {}, { token }));
    expect(await refundedAtProvider(order.paymentReference!)).toBe(10_000);
    expect((await requestOf(order.id)).refundSettledAt).toBeNull();

    replaceCheckoutPaymentProvider(undefined);
    const [first, second] = await Promise.all([retryPendingRefunds(later(2)), retryPendingRefunds(later(2))]);
    expect(first.settled + second.settled).toBeGreaterThanOrEqual(1);
    expect(await refundedAtProvider(order.paymentReference!)).toBe(10_000);
    expect(await paymentOf(order.id)).toMatchObject({ refundedAmount: 10_000, status: 'refunded' });
  });

  it('runs inside the payment reconciler, so the minute loop and `npm run payments:reconcile` settle refunds', async () => {
    const order = await cancelledWhileProviderDown();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    replaceCheckoutPaymentProvider(undefined);
    const summary = await reconcilePayments({ now: later(2) });
    expect(summary).toMatchObject({ refundsRetried: 1, refundsSettled: 1 });
    expect(await refundedAtProvider(order.paymentReference!)).toBe(20_000);
    expect((await requestOf(order.id)).refundSettledAt).not.toBeNull();
  });
});
