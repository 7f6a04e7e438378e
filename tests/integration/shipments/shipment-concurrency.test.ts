import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_LINE_STATUS as L } from '@/lib/constants/order-line-status';
import { ORDER_STATUS as S } from '@/lib/constants/order-status';
import { AppError } from '@/server/http/app-error';
import { changeOrderStatus } from '@/server/ordering/orders/order-transitions';
import { lockOrder } from '@/server/ordering/orders/repository';
import { statusesOf } from '@/tests/integration/shipments/support/order-statuses';
import { expectPackage, packLines, shipCall } from './support/shipment-calls';
import { startShipmentsApi, vendorToken, type ShipmentsApi } from './support/shipments-api';
import { buildVendor } from '@/tests/support/builders/catalog';
import { buildOrder } from '@/tests/support/builders/orders';

/* Issue 6 item 7: two callers racing on one package or order; exactly one wins. */

let api: ShipmentsApi;
let token: string;
let vendorCode: string;

beforeAll(async () => {
  api = await startShipmentsApi();
  const vendor = await buildVendor(api.db, { code: 'RACEDESK' });
  vendorCode = vendor.code;
  token = await vendorToken(api.db, vendor.id);
});
afterAll(() => api.close());

/** A cancel as server/ordering/orders does it: the order row locked first, then the table's change. */
async function cancelOrder(orderId: number): Promise<'cancelled' | 'refused'> {
  try {
    await api.db.transaction(async (tx) => {
      const order = (await lockOrder(tx, orderId))!;
      await changeOrderStatus(tx, order, S.CANCEL, 'shopper', 'Shopper cancelled');
    });
    return 'cancelled';
  } catch (error) {
    if (error instanceof AppError && error.code === 'CONFLICT') return 'refused';
    throw error;
  }
}

describe('concurrent shipment changes', () => {
  it('ships a package once when two callers ship it at the same moment', async () => {
    for (let round = 0; round < 5; round += 1) {
      const order = await buildOrder(api.db, { lines: [{ vendorCode }, { vendorCode }] });
      const pkg = expectPackage(await packLines(api, token, order.code, [order.lineIds[0]!]), 201);
      const answers = await Promise.all([shipCall(api, token, pkg.id, 'TRACKA1'), shipCall(api, token, pkg.id, 'TRACKB2')]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(await statusesOf(api.db, order.id)).toEqual({ order: S.PARTIAL_SHIPPED, lines: [L.SHIPPED, L.PENDING] });
    }
  });

  it('lets exactly one of "ship the package" and "cancel the order" win', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 6; round += 1) {
      const order = await buildOrder(api.db, { lines: [{ vendorCode }] });
      const pkg = expectPackage(await packLines(api, token, order.code, order.lineIds), 201);
      const [shipped, cancelled] = await Promise.all([shipCall(api, token, pkg.id), cancelOrder(order.id)]);
      const after = await statusesOf(api.db, order.id);
      if (shipped.status === 200) {
        expect(cancelled).toBe('refused');
        expect(after).toEqual({ order: S.SHIPPED, lines: [L.SHIPPED] });
        outcomes.add('shipped');
      } else {
        expect(shipped.status).toBe(409);
        expect(cancelled).toBe('cancelled');
        expect(after).toEqual({ order: S.CANCEL, lines: [L.CANCEL] });
        outcomes.add('cancelled');
      }
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });
});
