import { codeLookup } from './code-lookup';

/** Main order statuses of spec §4 with their numeric codes: a public contract with stored orders. */
export const ORDER_STATUS = {
  NEW: 0,
  SHIPPED: 1,
  CANCEL: 2,
  PENDING: 3,
  HOLD: 4,
  DELIVERED: 5,
  RETURN_AFTER_USE: 6,
  REFUND_AFTER_30DAYS: 7,
  CASH_APPROVAL: 8,
  HOLD_FOR_BO: 9,
  PARTIAL_SHIPPED: 11,
  IN_RETURN_REVIEW: 12,
  PAYMENT_PENDING: 15,
  LABEL_PRINTING_READY: 18,
  PAYMENT_FAILED: 19,
  CHECKOUT_FLAGGED: 20,
  SUSPECTED_FRAUD: 22,
  CASE_MANAGEMENT: 23,
  ACH_PENDING: 24,
  PAY_PAL_PENDING: 25,
  CANCEL_FROM_PREVIOUS_FRAUD_ORDER: 26,
  CANCEL_PAYMENT: 27,
  PAYMENT_CAPTURE_FAILED: 28,
  ORDER_RETURNED: 29,
  LOAD_TEST: 30,
  COMPLETE: 31,
} as const;

export type OrderStatusName = keyof typeof ORDER_STATUS;
export type OrderStatus = (typeof ORDER_STATUS)[OrderStatusName];

const lookup = codeLookup(ORDER_STATUS);
export const ORDER_STATUS_NAMES = lookup.names;
export const ORDER_STATUS_CODES = lookup.codes;
export const orderStatusName: (code: unknown) => OrderStatusName | undefined = lookup.nameOf;
export const orderStatusCode: (name: unknown) => OrderStatus | undefined = lookup.codeOf;
export const isOrderStatus: (value: unknown) => value is OrderStatus = lookup.isCode;
