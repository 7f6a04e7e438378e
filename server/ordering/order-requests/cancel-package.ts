import { ORDER_LINE_STATUS } from '@/lib/constants/order-line-status';
import { ORDER_STATUS } from '@/lib/constants/order-status';
import { AppError } from '@/server/http/app-error';
import { changeLineStatus, changeOrderStatus } from '@/server/ordering/orders/order-transitions';
import { listOrderLines } from '@/server/ordering/orders/repository';
import { followLinesWithOrderStatus } from '@/server/ordering/shipments/derive-order-status';
import { DEAD_LINE_STATUSES, isUnshipped, UNSHIPPED_PART_STATUSES } from './order-action-rules';
import { cancelWaitingPackages } from './repository';
import type { ActionOutcome, runShopperAction } from './run-shopper-action';
import { settleCancellation } from './settle-cancellation';

type Act = Parameters<typeof runShopperAction>[1];

/**
 * POST /v1/orders/{code}/cancel-package: the unshipped lines of one vendor (and its package
 * waiting for a label). The main status follows the lines: all cancelled → CANCEL (shipping
 * refunded and the promo code's use given back too); the rest shipped or delivered → SHIPPED /
 * DELIVERED.
 */
export function cancelPackageAction(body: { vendor_code: string; reason?: string | undefined }): Act {
  return async (tx, { order, actorId, now }): Promise<ActionOutcome> => {
    const vendorCode = body.vendor_code.trim().toUpperCase();
    const lines = await listOrderLines(tx, order.id);
    const ofVendor = lines.filter((line) => line.vendorCode.toUpperCase() === vendorCode);
    if (ofVendor.length === 0) throw new AppError('NOT_FOUND', `Order ${order.code} has nothing from ${body.vendor_code}.`);
    const cancelled = ofVendor.filter((line) => isUnshipped(line.status));
    if (!UNSHIPPED_PART_STATUSES.has(order.status) || cancelled.length === 0) {
      throw new AppError('CONFLICT', `Nothing from ${body.vendor_code} is waiting to ship in order ${order.code}: a shipped package cannot be cancelled (return its items once delivered).`);
    }
    const reason = body.reason ? `Package of ${vendorCode} cancelled by the shopper: ${body.reason}` : `Package of ${vendorCode} cancelled by the shopper`;
    for (const line of cancelled) await changeLineStatus(tx, line, ORDER_LINE_STATUS.CANCEL, 'shopper', reason, { actorId });
    await cancelWaitingPackages(tx, order.id, cancelled[0]!.vendorCode);
    const cancelledIds = new Set(cancelled.map((line) => line.id));
    const wholeOrder = lines.every((line) => cancelledIds.has(line.id) || DEAD_LINE_STATUSES.has(line.status));
    if (wholeOrder) {
      await changeOrderStatus(tx, order, ORDER_STATUS.CANCEL, 'shopper', reason, { actorId });
    } else {
      // The rest decides: the system moves the main status along the lines (history says why).
      await followLinesWithOrderStatus(tx, order, 'system', { actorId, reason });
    }
    return settleCancellation(tx, {
      order,
      cancelled,
      wholeOrder,
      kind: 'cancel_package',
      details: { vendor_code: cancelled[0]!.vendorCode, ...(body.reason ? { reason: body.reason } : {}), requested_by: actorId },
      note: `${order.code} package ${vendorCode} cancelled`,
      now,
    });
  };
}
