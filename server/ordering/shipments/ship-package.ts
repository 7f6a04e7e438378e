import type { z } from 'zod';
import { ORDER_LINE_STATUS } from '@/lib/constants/order-line-status';
import { getDb } from '@/server/db/client';
import { sendOrderEventMail } from '@/server/ordering/mails/send-order-event-mail';
import { changeLineStatus } from '@/server/ordering/orders/order-transitions';
import { listOrderLines } from '@/server/ordering/orders/repository';
import { followLinesWithOrderStatus } from './derive-order-status';
import { loadPackageView } from './load-package-view';
import { lockPackageForChange } from './lock-package-for-change';
import { findPackage, insertShipmentEvent, listPackageLines, updatePackage } from './repository';
import type { PackageView, shipPackageBodySchema } from '@/lib/contracts/ordering/shipments-schemas';
import type { ShipmentCaller } from './shipment-caller';
import { assertOrderShippable, assertPackageMove } from './shipping-phase';

/**
 * POST /v1/shipments/packages/{id}/ship: the package leaves with its carrier and tracking
 * number. Its lines move to SHIPPED through the transition table and the main status follows
 * (PARTIAL_SHIPPED while other lines wait, SHIPPED when none does).
 */
export async function shipPackage(input: { who: ShipmentCaller; packageId: number; body: z.infer<typeof shipPackageBodySchema> }): Promise<PackageView> {
  const db = getDb();
  const who = input.who;
  const view = await db.transaction(async (tx) => {
    const { order, pkg } = await lockPackageForChange(tx, input.packageId, who);
    assertPackageMove(pkg.status, ORDER_LINE_STATUS.SHIPPED, pkg.id);
    assertOrderShippable(order.status, order.code);
    const inPackage = new Set((await listPackageLines(tx, [pkg.id])).map((line) => line.orderLineId));
    const reason = `Package ${pkg.id} shipped with ${input.body.carrier} ${input.body.tracking_number}`;
    for (const line of await listOrderLines(tx, order.id)) {
      if (inPackage.has(line.id)) await changeLineStatus(tx, line, ORDER_LINE_STATUS.SHIPPED, who.actor, reason);
    }
    const shippedAt = new Date();
    await updatePackage(tx, pkg.id, {
      status: ORDER_LINE_STATUS.SHIPPED,
      carrier: input.body.carrier,
      trackingNumber: input.body.tracking_number,
      estimatedDelivery: input.body.estimated_delivery ?? pkg.estimatedDelivery,
      shippedAt,
      // The address it leaves for is the one it keeps (a later change moves unshipped packages only).
      shipTo: order.shippingAddress,
    });
    await insertShipmentEvent(tx, { packageId: pkg.id, code: 'SHIPPED', description: '', location: '', occurredAt: shippedAt });
    await followLinesWithOrderStatus(tx, order, who.actor, { actorId: who.actorId, reason });
    return { orderId: order.id, view: await loadPackageView(tx, (await findPackage(tx, pkg.id))!, order.code) };
  });
  await sendOrderEventMail(view.orderId, { kind: 'shipped', packageId: view.view.id });
  return view.view;
}
