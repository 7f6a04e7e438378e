import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@/lib/constants/order-status';
import { productVariants } from '@/server/db/schema/catalog/catalog';
import { orderLines, orders } from '@/server/db/schema/ordering/orders';
import { testProviderCharges } from '@/server/db/schema/ordering/payments';
import type { CartApi } from '@/tests/integration/cart/support/cart-api';
import { cardPayment, expectCheckout, expectPlaced, placeOrderCall, startCheckoutApi } from './support/checkout-api';
import { buildReadyCarts } from '@/tests/support/builders/carts';
import { buildCategory, buildProduct, type BuiltProduct } from '@/tests/support/builders/catalog';

/* Issue 5 item 4 and its reliability tests: stock never oversells, and a cart or a key never
 * makes two orders, however many requests arrive at once. */

let api: CartApi;
let chairs: number;

async function vendorChair(stock: number): Promise<BuiltProduct> {
  return buildProduct(api.db, { categoryId: chairs, isVendorProduct: true, variants: [{ stock, prices: { USD: 20_000 } }] });
}

async function stockOf(product: BuiltProduct): Promise<number> {
  const [row] = await api.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, product.variantIds[0]!));
  return row!.stock;
}

beforeAll(async () => {
  api = await startCheckoutApi();
  chairs = (await buildCategory(api.db, { slug: 'office-chairs' })).id;
});
afterAll(() => api.close());

describe('under concurrent checkouts', () => {
  it('200 buyers of a product with 10 in stock make exactly 10 orders and leave stock at 0', async () => {
    const product = await vendorChair(10);
    const cartIds = await buildReadyCarts(api.db, { count: 200, product });
    const total = expectCheckout(await api.call('GET', '/v1/checkout', { cartId: cartIds[0]! })).totals.total_amount;

    const answers = await Promise.all(cartIds.map((cartId) => placeOrderCall(api, { cartId }, cardPayment(total))));
    const placed = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(placed).toHaveLength(10);
    expect(new Set(refused.map((answer) => answer.status))).toEqual(new Set([422]));
    expect(await stockOf(product)).toBe(0);

    const paid = await api.db
      .select({ units: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(eq(orderLines.productCode, product.code));
    expect(paid[0]!.units).toBe(10);
    const liveOrders = await api.db.select({ status: orders.status }).from(orders).innerJoin(orderLines, eq(orders.id, orderLines.orderId)).where(eq(orderLines.productCode, product.code));
    expect(liveOrders.every((order) => order.status === ORDER_STATUS.NEW)).toBe(true);
  });

  it('50 parallel submissions of one cart make one order, and every answer names it', async () => {
    const product = await vendorChair(100);
    const [cartId] = await buildReadyCarts(api.db, { count: 1, product });
    const total = expectCheckout(await api.call('GET', '/v1/checkout', { cartId: cartId! })).totals.total_amount;
    const answers = await Promise.all(Array.from({ length: 50 }, () => placeOrderCall(api, { cartId: cartId! }, cardPayment(total))));
    const codes = new Set(answers.map((answer) => expectPlaced(answer).order.code));
    expect(codes.size).toBe(1);
    const rows = await api.db.select({ id: orders.id }).from(orders).where(eq(orders.cartId, cartId!));
    expect(rows).toHaveLength(1);
    expect(await stockOf(product)).toBe(99);
    const [code] = [...codes];
    const charges = await api.db.select().from(testProviderCharges).where(eq(testProviderCharges.merchantReference, code!));
    expect(charges).toHaveLength(1);
  });

  it('the same Idempotency-Key sent 20 times at once gets one order and the same answer each time', async () => {
    const product = await vendorChair(100);
    const [cartId] = await buildReadyCarts(api.db, { count: 1, product });
    const total = expectCheckout(await api.call('GET', '/v1/checkout', { cartId: cartId! })).totals.total_amount;
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => placeOrderCall(api, { cartId: cartId! }, cardPayment(total), key)));
    const results = answers.map(expectPlaced);
    expect(new Set(results.map((result) => result.order.code)).size).toBe(1);
    expect(new Set(results.map((result) => `${result.order.status}/${result.payment.status}`))).toEqual(new Set([`${ORDER_STATUS.NEW}/captured`]));
    expect(await stockOf(product)).toBe(99);
  });
});
