import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS as S } from '@/lib/constants/order-status';
import { promoCodes } from '@/server/db/schema/pricing/cart';
import { orders } from '@/server/db/schema/ordering/orders';
import { expectErrorEnvelope } from '@/tests/integration/api/support/envelope';
import { customerToken, vendorToken } from '@/tests/integration/shipments/support/shipments-api';
import { startOrdersApi, type OrdersApi } from './support/orders-api';
import { expectAnswer, orderAction, ship } from './support/self-service-calls';
import { buildVendor } from '@/tests/support/builders/catalog';
import { buildCustomer } from '@/tests/support/builders/customers';
import { buildOrder } from '@/tests/support/builders/orders';
import { buildPromoCode } from '@/tests/support/builders/promotions';

/* ADR 0015: a cancelled order gives its promo code's use back (once), so a limited code can be used
 * again; an order cancelled only in part keeps the use it made. */

let api: OrdersApi;
let vendorA: { code: string; token: string };
let vendorB: string;
let customerId: number;
let token: string;
let promo = 0;

beforeAll(async () => {
  api = await startOrdersApi();
  const a = await buildVendor(api.db, { code: 'PROMOA' });
  vendorA = { code: a.code, token: await vendorToken(api.db, a.id) };
  vendorB = (await buildVendor(api.db, { code: 'PROMOB' })).code;
  customerId = (await buildCustomer(api.db, { email: 'promo-canceller@example.test' })).id;
  token = await customerToken(customerId, 'promo-canceller@example.test');
});
afterAll(() => api.close());

/** A paid two-vendor order that used a fresh code taking 10.00 off each line; the code has `used` uses, this order's included. */
async function orderWithPromo(used: number) {
  promo += 1;
  const code = `CANCELME${promo}`;
  await buildPromoCode(api.db, { code, kind: 'amount', amountsOff: { USD: 2_000 }, maxUses: used, usedCount: used });
  const order = await buildOrder(api.db, { customerId, pay: true, lines: [{ vendorCode: vendorA.code, discountShare: 1_000 }, { vendorCode: vendorB, discountShare: 1_000 }] });
  await api.db.update(orders).set({ promotionCode: code }).where(eq(orders.id, order.id));
  return { order, code };
}

const usesOf = async (code: string) => (await api.db.select({ used: promoCodes.usedCount }).from(promoCodes).where(eq(promoCodes.code, code)))[0]!.used;

describe('promo code use on cancel', () => {
  it('gives the use back when the whole order is cancelled, once even if the cancel is retried', async () => {
    const { order, code } = await orderWithPromo(2);
    expect(expectAnswer(await orderAction(api, order.code, 'cancel', {}, { token })).tracking.order.status).toBe(S.CANCEL);
    expect(await usesOf(code)).toBe(1);
    expectErrorEnvelope(await orderAction(api, order.code, 'cancel', {}, { token }), 409, 'CONFLICT');
    expect(await usesOf(code)).toBe(1);
  });

  it('keeps the use while part of the order stands, and gives it back when the last package is cancelled', async () => {
    const { order, code } = await orderWithPromo(3);
    expectAnswer(await orderAction(api, order.code, 'cancel-package', { vendor_code: vendorA.code }, { token }));
    expect(await usesOf(code)).toBe(3);
    expect(expectAnswer(await orderAction(api, order.code, 'cancel-package', { vendor_code: vendorB }, { token })).tracking.order.status).toBe(S.CANCEL);
    expect(await usesOf(code)).toBe(2);
    expectErrorEnvelope(await orderAction(api, order.code, 'cancel-package', { vendor_code: vendorB }, { token }), 409, 'CONFLICT');
    expect(await usesOf(code)).toBe(2);
  });

  it('keeps the use when the order shipped in part and only the rest is cancelled', async () => {
    const { order, code } = await orderWithPromo(1);
    await ship(api, vendorA.token, order.code, [order.lineIds[0]!]);
    expectAnswer(await orderAction(api, order.code, 'cancel-package', { vendor_code: vendorB }, { token }));
    expect(await usesOf(code)).toBe(1);
  });
});
