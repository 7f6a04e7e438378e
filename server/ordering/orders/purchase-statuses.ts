import { ORDER_STATUS } from '@/lib/constants/order-status';
import { ORDER_LINE_STATUS } from '@/lib/constants/order-line-status';

/**
 * Orders that prove a purchase: placed and paid (or cash-on-delivery accepted), whatever their
 * shipping or return stage. A returned product was still bought and used, so its review counts.
 * Left out: cancelled, failed or pending payments, fraud and checkout holds, and load tests.
 */
export const PURCHASE_ORDER_STATUSES: readonly number[] = [
  ORDER_STATUS.NEW,
  ORDER_STATUS.SHIPPED,
  ORDER_STATUS.DELIVERED,
  ORDER_STATUS.RETURN_AFTER_USE,
  ORDER_STATUS.REFUND_AFTER_30DAYS,
  ORDER_STATUS.HOLD_FOR_BO,
  ORDER_STATUS.PARTIAL_SHIPPED,
  ORDER_STATUS.IN_RETURN_REVIEW,
  ORDER_STATUS.LABEL_PRINTING_READY,
  ORDER_STATUS.ORDER_RETURNED,
  ORDER_STATUS.COMPLETE,
];

/** A line cancelled or voided before it shipped is not a purchase of its product. */
export const NON_PURCHASE_LINE_STATUSES: readonly number[] = [ORDER_LINE_STATUS.CANCEL, ORDER_LINE_STATUS.INVALID, ORDER_LINE_STATUS.EXCHANGE_CANCEL];
