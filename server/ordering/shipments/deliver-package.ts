import type { z } from 'zod';
import { ORDER_LINE_STATUS } from '@/lib/constants/order-line-status';
import { getDb } from '@/server/db/client';
import { sendOrderEventMail } from '@/server/ordering/mails/send-order-event-mail';
import { AppError } from '@/server/http/app-error';
import { changeLineStatus } from '@/server/ordering/orders/order-transitions';
import { listOrderLines } from '@/server/ordering/orders/repository';
import { followLinesWithOrderStatus } from './derive-order-status';
import { loadPackageView } from './load-package-view';
import { lockPackageForChange } from './lock-package-for-change';
import { findPackage, insertShipmentEvent, listPackageLines, updatePackage } from './repository';
import type { deliverPackageBodySchema, PackageView } from '@/lib/contracts/ordering/shipments-schemas';
import type { ShipmentCaller } from './shipment-caller';
import { assertPackageMove } from './shipping-phase';

/**
 * POST /v1/shipments/packages/{id}/deliver: the carrier handed the package over. Its lines move
 * to DELIVERED; when every line that ships is delivered, so is the order.
 */
export async function deliverPackage(input: { who: ShipmentCaller; packageId: number; body: z.infer<typeof deliverPackageBodySchema> }): Promise<PackageView> {
  const db = getDb();
  const who = input.who;
  const done = await db.transaction(async (tx) => {
    const { order, pkg } = await lockPackageForChange(tx, input.packageId, who);
    assertPackageMove(pkg.status, ORDER_LINE_STATUS.DELIVERED, pkg.id);
    const deliveredAt = input.body.delivered_at ? new Date(input.body.delivered_at) : new Date();
    if (pkg.shippedAt && deliveredAt < pkg.shippedAt) throw new AppError('UNPROCESSABLE', 'A package cannot be delivered before it shipped.');
    if (deliveredAt.getTime() > Date.now() + 5 * 60_000) throw new AppError('UNPROCESSABLE', 'A delivery cannot be in the future.');
    const inPackage = new Set((await listPackageLines(tx, [pkg.id])).map((line) => line.orderLineId));
    const reason = `Package ${pkg.id} delivered`;
    for (const line of await listOrderLines(tx, order.id)) {
      if (inPackage.has(line.id)) await changeLineStatus(tx, line, ORDER_LINE_STATUS.DELIVERED, who.actor, reason);
    }
    await updatePackage(tx, pkg.id, { status: ORDER_LINE_STATUS.DELIVERED, deliveredAt });
    await insertShipmentEvent(tx, { packageId: pkg.id, code: 'DELIVERED', description: '', location: '', occurredAt: deliveredAt });
    await followLinesWithOrderStatus(tx, order, who.actor, { actorId: who.actorId, reason });
    return { orderId: order.id, view: await loadPackageView(tx, (await findPackage(tx, pkg.id))!, order.code) };
  });
  await sendOrderEventMail(done.orderId, { kind: 'delivered', packageId: done.view.id });
  return done.view;
}
