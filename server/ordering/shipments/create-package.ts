import type { z } from 'zod';
import { ORDER_LINE_STATUS } from '@/lib/constants/order-line-status';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { findOrderByCode, listOrderLines, lockOrder } from '@/server/ordering/orders/repository';
import { loadPackageView } from './load-package-view';
import { insertPackage, listPackagedLineIds } from './repository';
import type { createPackageBodySchema, PackageView } from '@/lib/contracts/ordering/shipments-schemas';
import { assertVendorMay, type ShipmentCaller } from './shipment-caller';
import { assertOrderShippable } from './shipping-phase';

/**
 * POST /v1/shipments/packages: puts lines of one vendor into a new package waiting for its
 * label. Lines travel whole and in one package only; they stay PENDING until the package ships
 * (a line status "label printing ready" is proposed in proposed-transitions.md).
 */
export async function createPackage(input: { who: ShipmentCaller; body: z.infer<typeof createPackageBodySchema> }): Promise<PackageView> {
  const db = getDb();
  const who = input.who;
  const lineIds = [...new Set(input.body.order_line_ids)];
  return db.transaction(async (tx) => {
    const found = await findOrderByCode(tx, input.body.order_code);
    if (!found) throw new AppError('NOT_FOUND', `There is no order ${input.body.order_code}.`);
    const order = (await lockOrder(tx, found.id))!;
    const lines = (await listOrderLines(tx, order.id)).filter((line) => lineIds.includes(line.id));
    const missing = lineIds.filter((id) => !lines.some((line) => line.id === id));
    if (missing.length > 0) throw new AppError('NOT_FOUND', `Order ${order.code} has no line ${missing.join(', ')}.`);
    for (const line of lines) assertVendorMay(who, line.vendorCode);
    const vendorCodes = new Set(lines.map((line) => line.vendorCode));
    if (vendorCodes.size > 1) throw new AppError('UNPROCESSABLE', 'A package holds the lines of one vendor only.');
    assertOrderShippable(order.status, order.code);
    const notPending = lines.filter((line) => line.status !== ORDER_LINE_STATUS.PENDING);
    if (notPending.length > 0) throw new AppError('CONFLICT', `Line ${notPending.map((line) => line.id).join(', ')} is not waiting to ship.`);
    const packed = await listPackagedLineIds(tx, lineIds);
    if (packed.length > 0) throw new AppError('CONFLICT', `Line ${packed.join(', ')} is already in a package.`);
    const row = await insertPackage(tx, {
      orderId: order.id,
      vendorCode: lines[0]!.vendorCode,
      status: ORDER_LINE_STATUS.LABEL_PRINTING_READY,
      estimatedDelivery: input.body.estimated_delivery ?? null,
      shipTo: order.shippingAddress,
      lines: lines.map((line) => ({ orderLineId: line.id, quantity: line.quantity })),
    });
    return loadPackageView(tx, row, order.code);
  });
}
