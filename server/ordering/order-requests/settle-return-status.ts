import { ORDER_LINE_STATUS } from '@/lib/constants/order-line-status';
import { ORDER_STATUS, type OrderStatus } from '@/lib/constants/order-status';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { changeOrderStatus } from '@/server/ordering/orders/order-transitions';
import { listOrderLines, type OrderRow } from '@/server/ordering/orders/repository';
import { DEAD_LINE_STATUSES, RETURNED_LINE_STATUSES } from './order-action-rules';

/**
 * The main status once a return is decided or a late refund granted (order row locked by the
 * caller): still IN_RETURN_REVIEW while another line is reviewed; ORDER_RETURNED when every line
 * that shipped came back or was refunded; otherwise back to DELIVERED. Orders not delivered as a
 * whole keep their shipping status.
 */
export function statusAfterReturns(current: number, lineStatuses: readonly number[]): OrderStatus | null {
  if (current !== ORDER_STATUS.IN_RETURN_REVIEW && current !== ORDER_STATUS.DELIVERED) return null;
  if (lineStatuses.includes(ORDER_LINE_STATUS.IN_RETURN_REVIEW)) return null;
  const live = lineStatuses.filter((status) => !DEAD_LINE_STATUSES.has(status));
  if (live.length > 0 && live.every((status) => RETURNED_LINE_STATUSES.has(status))) return ORDER_STATUS.ORDER_RETURNED;
  return current === ORDER_STATUS.IN_RETURN_REVIEW ? ORDER_STATUS.DELIVERED : null;
}

export async function settleReturnStatus(tx: DbOrTx, order: Pick<OrderRow, 'id' | 'status'>, actorId: string, reason: string): Promise<void> {
  const lines = await listOrderLines(tx, order.id);
  const target = statusAfterReturns(order.status, lines.map((line) => line.status));
  if (target !== null && target !== order.status) await changeOrderStatus(tx, order, target, 'operations', reason, { actorId });
}
