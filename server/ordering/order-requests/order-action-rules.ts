import { ORDER_LINE_STATUS } from '@/lib/constants/order-line-status';
import { ORDER_STATUS } from '@/lib/constants/order-status';

/*
 * When the shopper may do what (ADR 0015). The transition table (server/ordering/orders/order-transitions.ts)
 * still judges every status change; these rules decide which buttons the tracking page shows and
 * give the refusals a message about the order rather than about a status code.
 */

const S = ORDER_STATUS;
const L = ORDER_LINE_STATUS;

import { RESTOCKING_SHARE_PERCENT, RETURN_WINDOW_DAYS } from '@/lib/constants/return-rules';

export { RESTOCKING_SHARE_PERCENT, RETURN_WINDOW_DAYS } from '@/lib/constants/return-rules';
const DAY_MS = 86_400_000;

/** Paid orders where nothing has shipped: the whole order may be cancelled. */
export const ORDER_CANCEL_STATUSES: ReadonlySet<number> = new Set([S.NEW, S.HOLD]);
/** Orders with lines still to ship: a package may be cancelled and the address changed. */
export const UNSHIPPED_PART_STATUSES: ReadonlySet<number> = new Set([S.NEW, S.HOLD, S.PARTIAL_SHIPPED]);
/** Orders whose delivered lines may be returned (a line's own window decides). */
export const RETURN_ORDER_STATUSES: ReadonlySet<number> = new Set([S.PARTIAL_SHIPPED, S.SHIPPED, S.DELIVERED, S.IN_RETURN_REVIEW]);
/** Lines that count as given back (all of them: the order is ORDER_RETURNED). */
export const RETURNED_LINE_STATUSES: ReadonlySet<number> = new Set([L.RETURNED, L.RETURN_AFTER_USE, L.REFUND_AFTER_30DAYS]);
/** Lines that will never ship and are not counted. */
export const DEAD_LINE_STATUSES: ReadonlySet<number> = new Set([L.CANCEL, L.INVALID, L.EXCHANGE_CANCEL]);

/** Waiting to ship, inside a package waiting for its label or not. */
export function isUnshipped(lineStatus: number): boolean {
  return lineStatus === L.PENDING || lineStatus === L.LABEL_PRINTING_READY;
}

export function returnUntil(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + RETURN_WINDOW_DAYS * DAY_MS);
}

/** Day 30 after delivery is still inside the window; day 31 is not. */
export function isWithinReturnWindow(deliveredAt: Date, now: Date): boolean {
  return now.getTime() <= returnUntil(deliveredAt).getTime();
}

/** What a line gives back: its price after its discount share, plus its sales tax where tax was added (VAT is inside the price). */
export function lineRefundAmount(line: { lineTotal: number; discountShare: number; taxShare: number }, taxMode: string): number {
  return Math.max(0, line.lineTotal - line.discountShare + (taxMode === 'added' ? line.taxShare : 0));
}

/** A used item comes back with the restocking share of its goods value kept. */
export function usedReturnRefund(line: { lineTotal: number; discountShare: number; taxShare: number }, taxMode: string): number {
  const full = lineRefundAmount(line, taxMode);
  const kept = Math.round(((line.lineTotal - line.discountShare) * RESTOCKING_SHARE_PERCENT) / 100);
  return Math.max(0, full - kept);
}
