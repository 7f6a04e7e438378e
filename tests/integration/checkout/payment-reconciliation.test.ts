import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@/lib/constants/order-status';
import { reconcilePayments } from '@/server/ordering/checkout/reconcile-payments';
import { carts } from '@/server/db/schema/pricing/cart';
import { productVariants } from '@/server/db/schema/catalog/catalog';
import { mailOutbox } from '@/server/db/schema/notifications/mail';
import { orders } from '@/server/db/schema/ordering/orders';
import { storeCreditEntries, testProviderCharges } from '@/server/db/schema/ordering/payments';
import { settleTestPayment } from '@/server/ordering/payments/test-provider/settle-test-payment';
import { expectSuccessData } from '@/tests/integration/api/support/envelope';
import type { CartApi } from '@/tests/integration/cart/support/cart-api';
import { expectPlaced, placeOrderCall, readyCheckout, startCheckoutApi } from './support/checkout-api';
import { placeOrderThenCrash } from './support/crash';
import { deliverEvent } from './support/webhooks';
import { buildReadyCarts } from '@/tests/support/builders/carts';
import { buildCategory, buildProduct, type BuiltProduct } from '@/tests/support/builders/catalog';
import { buildCustomer } from '@/tests/support/builders/customers';
import { buildCreditEntry } from '@/tests/support/builders/payments';

/* Issue 5 item 4: a server killed mid-checkout leaves a whole order or none, and a paid payment is
 * never without its order: reconciliation asks the provider and mends what was left. */

let api: CartApi;
let chairs: number;
const MINUTES = 60_000;

async function chair(stock = 10): Promise<BuiltProduct> {
  return buildProduct(api.db, { categoryId: chairs, isVendorProduct: true, variants: [{ stock, prices: { USD: 20_000 } }] });
}

async function stockOf(product: BuiltProduct): Promise<number> {
  const [row] = await api.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, product.variantIds[0]!));
  return row!.stock;
}

async function orderRow(id: number) {
  const [row] = await api.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

beforeAll(async () => {
  api = await startCheckoutApi();
  chairs = (await buildCategory(api.db, { slug: 'office-chairs' })).id;
});
afterAll(() => api.close());

describe('reconciliation', () => {
  it('finds the order of a charge captured just before a crash and makes it paid, once', async () => {
    const product = await chair();
    const [cartId] = await buildReadyCarts(api.db, { count: 1, product });
    const order = await placeOrderThenCrash(api, cartId!, { chargeCard: true });
    expect((await orderRow(order.id)).status).toBe(ORDER_STATUS.PENDING);

    expect((await reconcilePayments()).examined).toBe(0); // too young: place-order may still be answering
    const summary = await reconcilePayments({ now: new Date(Date.now() + 3 * MINUTES) });
    expect(summary).toMatchObject({ examined: 1, paid: 1 });
    const after = await orderRow(order.id);
    expect(after.status).toBe(ORDER_STATUS.NEW);
    expect(after.paidAt).not.toBeNull();
    expect(await stockOf(product)).toBe(9);
    const [cart] = await api.db.select({ checkedOutAt: carts.checkedOutAt }).from(carts).where(eq(carts.id, cartId!));
    expect(cart!.checkedOutAt).not.toBeNull();
    const mails = await api.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'order-confirmation'));
    expect(mails.filter((mail) => mail.subject.includes(order.code))).toHaveLength(1);

    expect((await reconcilePayments({ now: new Date(Date.now() + 4 * MINUTES) })).examined).toBe(0);
  });

  it('fails an order the provider never charged and gives back its stock and credit', async () => {
    const product = await chair();
    const customerId = (await buildCustomer(api.db, { email: `crash-${randomUUID()}@example.test` })).id;
    await buildCreditEntry(api.db, { customerId, currency: 'USD', amount: 1_000 });
    const [cartId] = await buildReadyCarts(api.db, { count: 1, product });
    await api.db.update(carts).set({ customerId }).where(eq(carts.id, cartId!));
    await api.db.execute(`update cart_checkouts set credit_requested = 1000 where cart_id = '${cartId}'`);
    const order = await placeOrderThenCrash(api, cartId!, { chargeCard: false, customerId });
    expect(order.creditApplied).toBe(1_000);
    expect(await stockOf(product)).toBe(9);

    const summary = await reconcilePayments({ now: new Date(Date.now() + 3 * MINUTES) });
    expect(summary).toMatchObject({ examined: 1, released: 1 });
    expect((await orderRow(order.id)).status).toBe(ORDER_STATUS.PAYMENT_FAILED);
    expect(await stockOf(product)).toBe(10);
    const entries = await api.db.select({ amount: storeCreditEntries.amount }).from(storeCreditEntries).where(eq(storeCreditEntries.customerId, customerId));
    expect(entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(1_000);
  });

  it('cancels a transfer whose hold ran out, and refunds money that arrives after that', async () => {
    const product = await chair();
    const { shopper, state } = await readyCheckout(api, {}, [{ product, quantity: 1 }]);
    const placed = expectPlaced(await placeOrderCall(api, shopper, { method_id: 21, payment_option: 3, expected_total: state.totals.total_amount }));
    expect(await stockOf(product)).toBe(9);

    const summary = await reconcilePayments({ now: new Date(Date.now() + 8 * 24 * 60 * MINUTES) });
    expect(summary).toMatchObject({ examined: 1, released: 1 });
    expect((await orderRow(placed.order.id)).status).toBe(ORDER_STATUS.CANCEL_PAYMENT);
    expect(await stockOf(product)).toBe(10);

    const { events } = await settleTestPayment(placed.payment.reference, 'succeed');
    const answer = expectSuccessData(await deliverEvent(api, events.at(-1)!)) as { outcome: string };
    expect(answer.outcome).toBe('ignored_stale');
    const [charge] = await api.db.select().from(testProviderCharges).where(eq(testProviderCharges.reference, placed.payment.reference));
    expect(charge!.status).toBe('refunded');
    expect((await orderRow(placed.order.id)).status).toBe(ORDER_STATUS.CANCEL_PAYMENT);
  });
});
