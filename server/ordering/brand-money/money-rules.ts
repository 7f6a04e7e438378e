import { ORDER_LINE_STATUS } from '@/lib/constants/order-line-status';

/*
 * Which lines count where in a brand's money (decision 0033). Times are UTC: a month or a day
 * is the same for every reader of a statement, whatever their time zone.
 */

/** A line in one of these statuses gave its money back: cancelled after payment, returned, refunded late. */
export const REFUNDED_LINE_STATUSES: readonly number[] = [
  ORDER_LINE_STATUS.CANCEL,
  ORDER_LINE_STATUS.RETURN_AFTER_USE,
  ORDER_LINE_STATUS.REFUND_AFTER_30DAYS,
  ORDER_LINE_STATUS.RETURNED,
];

/** Paid lines waiting for the brand to pack or ship them. */
export const TO_SHIP_LINE_STATUSES: readonly number[] = [ORDER_LINE_STATUS.PENDING, ORDER_LINE_STATUS.LABEL_PRINTING_READY, ORDER_LINE_STATUS.HOLD_SHIPMENT];

/** Return requests waiting for a decision on the brand's lines. */
export const RETURN_REVIEW_LINE_STATUSES: readonly number[] = [ORDER_LINE_STATUS.IN_RETURN_REVIEW];

/** 'YYYY-MM' → [first instant of the month, first instant of the next), UTC. */
export function monthRange(month: string): { from: Date; to: Date } {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) throw new RangeError(`Not a month: ${month}`);
  const year = Number(match[1]);
  const index = Number(match[2]) - 1;
  return { from: new Date(Date.UTC(year, index, 1)), to: new Date(Date.UTC(year, index + 1, 1)) };
}

export function monthOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}

export function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}
