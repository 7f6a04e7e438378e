import { ORDER_LINE_STATUS as L } from '@/lib/constants/order-line-status';
import { ORDER_STATUS as S } from '@/lib/constants/order-status';
import type { BrandLineFilter } from '@/lib/contracts/brands/orders-schemas';

/** The line statuses (spec §4) each status filter of /brand/orders stands for. */
export const LINE_STATUSES_OF_FILTER: Record<BrandLineFilter, readonly number[]> = {
  to_ship: [L.PENDING, L.LABEL_PRINTING_READY, L.HOLD_SHIPMENT],
  shipped: [L.SHIPPED],
  delivered: [L.DELIVERED, L.COMPLETE],
  returns: [L.IN_RETURN_REVIEW, L.RETURNED, L.RETURN_AFTER_USE, L.REFUND_AFTER_30DAYS],
  cancelled: [L.CANCEL, L.INVALID, L.EXCHANGE_CANCEL],
  awaiting_payment: [L.PAYMENT_PENDING],
};

/**
 * Orders a brand never sees: a checkout still deciding (PENDING) and attempts whose payment
 * failed or was abandoned (their cart may try again; nothing was sold).
 */
export const HIDDEN_ORDER_STATUSES: readonly number[] = [S.PENDING, S.PAYMENT_FAILED, S.CANCEL_PAYMENT];

/** A search text as a LIKE pattern that matches it literally (%, _ and \ escaped). */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
