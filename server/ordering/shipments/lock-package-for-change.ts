import type { DbOrTx } from '@/server/db/db-or-tx';
import { AppError } from '@/server/http/app-error';
import { lockOrder, type OrderRow } from '@/server/ordering/orders/repository';
import { findPackage, lockPackage, type PackageRow } from './repository';
import { assertVendorMay, type ShipmentCaller } from './shipment-caller';

/**
 * Locks a package's order row, then the package, in that order. Every writer of an order
 * (ship, deliver, and a cancel in server/ordering/orders) takes the order row first, so a ship and a
 * cancel of the same order queue up and the second sees what the first did: exactly one wins.
 */
export async function lockPackageForChange(tx: DbOrTx, packageId: number, who: ShipmentCaller): Promise<{ order: OrderRow; pkg: PackageRow }> {
  const notFound = new AppError('NOT_FOUND', `There is no package ${packageId}.`);
  const seen = await findPackage(tx, packageId);
  if (!seen) throw notFound;
  assertVendorMay(who, seen.vendorCode);
  const order = await lockOrder(tx, seen.orderId);
  const pkg = await lockPackage(tx, packageId);
  if (!order || !pkg) throw notFound;
  return { order, pkg };
}
