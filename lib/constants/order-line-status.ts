import { codeLookup } from './code-lookup';

/** Order-line / shipment statuses of spec §4 with their numeric codes. */
export const ORDER_LINE_STATUS = {
  PENDING: 0,
  SHIPPED: 1,
  DELIVERED: 2,
  CANCEL: 3,
  RETURN_AFTER_USE: 4,
  REFUND_AFTER_30DAYS: 5,
  IN_RETURN_REVIEW: 6,
  LABEL_PRINTING_READY: 7,
  INVALID: 8,
  RETURNED: 9,
  EXCHANGE_CANCEL: 10,
  EXCHANGE_HOLD_PAYMENT: 11,
  PAYMENT_PENDING: 12,
  EXCHANGE_RECALL: 13,
  HOLD_SHIPMENT: 14,
  COMPLETE: 15,
} as const;

export type OrderLineStatusName = keyof typeof ORDER_LINE_STATUS;
export type OrderLineStatus = (typeof ORDER_LINE_STATUS)[OrderLineStatusName];

/**
 * Spec §4's cancelled-display descriptor. Its id 6 is a display id, not an order-line status
 * (line status 6 is IN_RETURN_REVIEW), so it is kept apart from the table above.
 */
export const CANCELLED_STATUS_DISPLAY = { id: 6, name: 'Cancelled' } as const;

const lookup = codeLookup(ORDER_LINE_STATUS);
export const ORDER_LINE_STATUS_NAMES = lookup.names;
export const ORDER_LINE_STATUS_CODES = lookup.codes;
export const orderLineStatusName: (code: unknown) => OrderLineStatusName | undefined = lookup.nameOf;
export const orderLineStatusCode: (name: unknown) => OrderLineStatus | undefined = lookup.codeOf;
export const isOrderLineStatus: (value: unknown) => value is OrderLineStatus = lookup.isCode;
