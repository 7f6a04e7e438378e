import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_LINE_STATUS as L } from '@/lib/constants/order-line-status';
import { ORDER_STATUS as S } from '@/lib/constants/order-status';
import { statusesOf } from '@/tests/integration/shipments/support/order-statuses';
import { customerToken, vendorToken } from '@/tests/integration/shipments/support/shipments-api';
import { startOrdersApi, type OrdersApi } from './support/orders-api';
import { orderAction, pack, shipCall } from './support/self-service-calls';
import { buildVendor } from '@/tests/support/builders/catalog';
import { buildCustomer } from '@/tests/support/builders/customers';
import { buildOrder } from '@/tests/support/builders/orders';

/* Issue 6 item 7: the shopper cancels a package while its vendor ships it. Both take the order row
 * first, so they queue: exactly one wins and the other gets a 409 saying why. */

let api: OrdersApi;
let vendor: { code: string; token: string };
let customerId: number;
let token: string;

beforeAll(async () => {
  api = await startOrdersApi();
  const created = await buildVendor(api.db, { code: 'RACECANCEL' });
  vendor = { code: created.code, token: await vendorToken(api.db, created.id) };
  customerId = (await buildCustomer(api.db, { email: 'racer@example.test' })).id;
  token = await customerToken(customerId, 'racer@example.test');
});
afterAll(() => api.close());

describe('cancel a package versus ship it', () => {
  it('lets exactly one of "cancel the package" and "ship the package" win', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 6; round += 1) {
      const order = await buildOrder(api.db, { customerId, lines: [{ vendorCode: vendor.code }, { vendorCode: 'OTHERRACE' }] });
      const pkg = await pack(api, vendor.token, order.code, [order.lineIds[0]!]);
      const [cancelled, shipped] = await Promise.all([
        orderAction(api, order.code, 'cancel-package', { vendor_code: vendor.code }, { token }),
        shipCall(api, vendor.token, pkg.id),
      ]);
      const after = await statusesOf(api.db, order.id);
      if (shipped.status === 200) {
        expect(cancelled.status, cancelled.text).toBe(409);
        expect(cancelled.text).toContain('cannot be cancelled');
        expect(after).toEqual({ order: S.PARTIAL_SHIPPED, lines: [L.SHIPPED, L.PENDING] });
        outcomes.add('shipped');
      } else {
        expect(shipped.status, shipped.text).toBe(409);
        expect(cancelled.status, cancelled.text).toBe(200);
        expect(after).toEqual({ order: S.NEW, lines: [L.CANCEL, L.PENDING] });
        outcomes.add('cancelled');
      }
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });

  it('lets exactly one of "cancel the order" and "ship its package" win', async () => {
    for (let round = 0; round < 4; round += 1) {
      const order = await buildOrder(api.db, { customerId, lines: [{ vendorCode: vendor.code }] });
      const pkg = await pack(api, vendor.token, order.code, order.lineIds);
      const [cancelled, shipped] = await Promise.all([orderAction(api, order.code, 'cancel', {}, { token }), shipCall(api, vendor.token, pkg.id)]);
      expect([cancelled.status, shipped.status].sort()).toEqual([200, 409]);
      const after = await statusesOf(api.db, order.id);
      expect(after).toEqual(shipped.status === 200 ? { order: S.SHIPPED, lines: [L.SHIPPED] } : { order: S.CANCEL, lines: [L.CANCEL] });
    }
  });
});
