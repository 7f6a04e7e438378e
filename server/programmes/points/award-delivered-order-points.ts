import { getDb } from '@/server/db/client';
import type { Db } from '@/server/db/client';
import { findDeliveredOrders, type DeliveredOrder } from '@/server/ordering/orders/find-delivered-orders';
import { notifyProgrammeChange } from '../notices/notify-programme-change';
import { pointsForOrderTotal } from './points-rules';
import { addOrderPoints, awardedOrderIds } from './repository';

/*
 * Points for delivered orders (decision 0040). Ordering does not know programmes (the arrows go
 * the other way), so the award is a catch-up: for one shopper before their points are read, and
 * for every recently changed order on a timer (points-scheduler.ts). The unique index on the
 * order's award makes it happen exactly once however many runs meet the same order.
 */

async function award(db: Db, orders: readonly DeliveredOrder[]): Promise<number> {
  const done = await awardedOrderIds(db, orders.map((order) => order.id));
  let added = 0;
  for (const order of orders) {
    const points = pointsForOrderTotal(order.total);
    if (done.has(order.id) || points <= 0) continue;
    await db.transaction(async (tx) => {
      if (!(await addOrderPoints(tx, { customerId: order.customerId, points, orderId: order.id, orderCode: order.code }))) return;
      await notifyProgrammeChange(tx, order.customerId, { kind: 'orderPoints', orderCode: order.code, points });
      added += 1;
    });
  }
  return added;
}

/** Awards the points of this shopper's delivered orders that have none yet; returns how many orders earned. */
export async function awardDeliveredOrderPoints(customerId: number): Promise<number> {
  const db = getDb();
  return award(db, await findDeliveredOrders(db, { customerId }));
}

/** The timer's run: orders that changed within the window and reached delivery. */
export async function awardRecentDeliveredOrderPoints(window: { since: Date; pageSize: number }): Promise<number> {
  const db = getDb();
  let added = 0;
  for (let afterId = 0; ; ) {
    const page = await findDeliveredOrders(db, { changedSince: window.since, afterId, limit: window.pageSize });
    added += await award(db, page);
    if (page.length < window.pageSize) return added;
    afterId = page[page.length - 1]!.id;
  }
}
