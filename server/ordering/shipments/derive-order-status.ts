import { ORDER_LINE_STATUS, type OrderLineStatus } from '@/lib/constants/order-line-status';
import { ORDER_STATUS, type OrderStatus } from '@/lib/constants/order-status';
import type { DbOrTx } from '@/server/db/db-or-tx';
import type { OrderActor } from '@/server/db/schema/ordering/orders';
import { changeOrderStatus } from '@/server/ordering/orders/order-transitions';
import { listOrderLines, type OrderRow } from '@/server/ordering/orders/repository';

/*
 * Issue 6 item 1: "the main status follows from the lines". Lines that will never ship
 * (cancelled, invalid) do not count; a line that was delivered and is now being returned still
 * counts as delivered. The main status only ever moves forward along
 * NEW → PARTIAL_SHIPPED → SHIPPED → DELIVERED (or PARTIAL_SHIPPED → DELIVERED directly), each step through changeOrderStatus, so the
 * transition table stays the one judge and every step leaves a history row.
 */

const L = ORDER_LINE_STATUS;
const S = ORDER_STATUS;

const NOT_SHIPPING: ReadonlySet<number> = new Set([L.CANCEL, L.INVALID, L.EXCHANGE_CANCEL]);
const DELIVERED_OR_LATER: ReadonlySet<number> = new Set([L.DELIVERED, L.RETURN_AFTER_USE, L.REFUND_AFTER_30DAYS, L.IN_RETURN_REVIEW, L.RETURNED, L.COMPLETE]);
const SHIPPED_OR_LATER: ReadonlySet<number> = new Set([L.SHIPPED, ...DELIVERED_OR_LATER]);

/** Shipping phases of the main status, in the order an order goes through them. */
const PHASES: readonly OrderStatus[] = [S.NEW, S.PARTIAL_SHIPPED, S.SHIPPED, S.DELIVERED];

/** The shipping phase the lines put the order in, or null when nothing has shipped yet. */
export function mainStatusFromLines(lineStatuses: readonly number[]): OrderStatus | null {
  const live = lineStatuses.filter((status) => !NOT_SHIPPING.has(status));
  if (live.length === 0) return null;
  if (live.every((status) => DELIVERED_OR_LATER.has(status))) return S.DELIVERED;
  if (live.every((status) => SHIPPED_OR_LATER.has(status))) return S.SHIPPED;
  if (live.some((status) => SHIPPED_OR_LATER.has(status))) return S.PARTIAL_SHIPPED;
  return null;
}

/**
 * The steps from `current` to `target`, never backwards and never skipping SHIPPED from NEW on the way
 * to DELIVERED (the table delivers from SHIPPED, or from PARTIAL_SHIPPED whose rest was cancelled). Empty when nothing is to change or
 * the order is outside the shipping phases (held, cancelled, returned: someone else decides).
 */
export function stepsToward(current: number, target: OrderStatus | null): OrderStatus[] {
  if (target === null) return [];
  const from = PHASES.indexOf(current as OrderStatus);
  const to = PHASES.indexOf(target);
  if (from < 0 || to <= from) return [];
  // NEW has no direct row to DELIVERED; PARTIAL_SHIPPED has one (its rest was cancelled).
  if (target === S.DELIVERED && current === S.NEW) return [S.SHIPPED, S.DELIVERED];
  return [target];
}

/**
 * Brings the main status of an order (row locked by the caller) in line with its lines, inside
 * the caller's transaction. Returns the status the order ends in.
 */
export async function followLinesWithOrderStatus(
  tx: DbOrTx,
  order: Pick<OrderRow, 'id' | 'status'>,
  actor: OrderActor,
  options: { actorId?: string; reason: string },
): Promise<number> {
  const lines = await listOrderLines(tx, order.id);
  const steps = stepsToward(order.status, mainStatusFromLines(lines.map((line) => line.status as OrderLineStatus)));
  let status = order.status;
  for (const next of steps) {
    await changeOrderStatus(tx, { id: order.id, status }, next, actor, options.reason, { actorId: options.actorId ?? null });
    status = next;
  }
  return status;
}
