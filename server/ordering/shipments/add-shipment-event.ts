import type { z } from 'zod';
import { ORDER_LINE_STATUS } from '@/lib/constants/order-line-status';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { findOrderById } from '@/server/ordering/orders/repository';
import { loadPackageView } from './load-package-view';
import { findPackage, insertShipmentEvent, lockPackage } from './repository';
import type { addShipmentEventBodySchema, PackageView } from '@/lib/contracts/ordering/shipments-schemas';
import { assertVendorMay, type ShipmentCaller } from './shipment-caller';

/** POST /v1/shipments/packages/{id}/events: a carrier scan for the shopper's timeline. Statuses do not change. */
export async function addShipmentEvent(input: { who: ShipmentCaller; packageId: number; body: z.infer<typeof addShipmentEventBodySchema> }): Promise<PackageView> {
  const db = getDb();
  const who = input.who;
  return db.transaction(async (tx) => {
    const pkg = await lockPackage(tx, input.packageId);
    if (!pkg) throw new AppError('NOT_FOUND', `There is no package ${input.packageId}.`);
    assertVendorMay(who, pkg.vendorCode);
    if (pkg.status === ORDER_LINE_STATUS.CANCEL) throw new AppError('CONFLICT', `Package ${pkg.id} is cancelled.`);
    const occurredAt = new Date(input.body.occurred_at);
    if (occurredAt.getTime() > Date.now() + 5 * 60_000) throw new AppError('UNPROCESSABLE', 'An event cannot be in the future.');
    await insertShipmentEvent(tx, { packageId: pkg.id, code: input.body.code, description: input.body.description, location: input.body.location, occurredAt });
    const order = (await findOrderById(tx, pkg.orderId))!;
    return loadPackageView(tx, (await findPackage(tx, pkg.id))!, order.code);
  });
}
