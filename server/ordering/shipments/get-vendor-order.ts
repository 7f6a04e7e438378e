import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { findOrderByCode, listOrderLines } from '@/server/ordering/orders/repository';
import { listPackageLines, listPackagesOfOrder, listShipmentEvents } from './repository';
import type { VendorOrder } from '@/lib/contracts/ordering/shipments-schemas';
import type { ShipmentCaller } from './shipment-caller';
import { toPackageView } from './to-package-view';

/**
 * GET /v1/shipments/orders/{code}: what a vendor needs to pack an order — its own lines (with
 * the package each is in) and its own packages; operations see every vendor's. An order with
 * none of the vendor's lines answers the 404 of an unknown number.
 */
export async function getVendorOrder(input: { who: ShipmentCaller; code: string }): Promise<VendorOrder> {
  const db = getDb();
  const who = input.who;
  const notFound = new AppError('NOT_FOUND', `There is no order ${input.code} with your lines.`);
  const order = await findOrderByCode(db, input.code);
  if (!order) throw notFound;
  const mine = <T extends { vendorCode: string }>(row: T) => who.vendorCode === null || row.vendorCode === who.vendorCode;
  const [lines, packageRows] = await Promise.all([listOrderLines(db, order.id), listPackagesOfOrder(db, order.id)]);
  const ownLines = lines.filter(mine);
  if (ownLines.length === 0) throw notFound;
  const ownPackages = packageRows.filter(mine);
  const ids = ownPackages.map((row) => row.id);
  const [packageLineRows, events] = await Promise.all([listPackageLines(db, ids), listShipmentEvents(db, ids)]);
  const packageOfLine = new Map(packageLineRows.map((row) => [row.orderLineId, row.packageId]));
  return {
    code: order.code,
    status: order.status,
    created_at: order.createdAt.toISOString(),
    ship_to: order.shippingAddress,
    lines: ownLines.map((line) => ({
      id: line.id,
      vendor_code: line.vendorCode,
      sku: line.sku,
      product_name: line.productName,
      quantity: line.quantity,
      status: line.status,
      package_id: packageOfLine.get(line.id) ?? null,
    })),
    packages: ownPackages.map((row) => toPackageView(row, order.code, packageLineRows, events)),
  };
}
