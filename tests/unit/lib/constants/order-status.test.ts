import { describe, expect, it } from 'vitest';
import { ORDER_STATUS, isOrderStatus, orderStatusCode, orderStatusName } from '@/lib/constants/order-status';
import { CANCELLED_STATUS_DISPLAY, ORDER_LINE_STATUS, isOrderLineStatus, orderLineStatusCode, orderLineStatusName } from '@/lib/constants/order-line-status';

describe('order statuses (spec §4, public contract)', () => {
  it('keeps the exact numeric codes of the main order statuses', () => {
    expect(ORDER_STATUS).toEqual({
      NEW: 0, SHIPPED: 1, CANCEL: 2, PENDING: 3, HOLD: 4, DELIVERED: 5, RETURN_AFTER_USE: 6, REFUND_AFTER_30DAYS: 7,
      CASH_APPROVAL: 8, HOLD_FOR_BO: 9, PARTIAL_SHIPPED: 11, IN_RETURN_REVIEW: 12, PAYMENT_PENDING: 15,
      LABEL_PRINTING_READY: 18, PAYMENT_FAILED: 19, CHECKOUT_FLAGGED: 20, SUSPECTED_FRAUD: 22, CASE_MANAGEMENT: 23,
      ACH_PENDING: 24, PAY_PAL_PENDING: 25, CANCEL_FROM_PREVIOUS_FRAUD_ORDER: 26, CANCEL_PAYMENT: 27,
      PAYMENT_CAPTURE_FAILED: 28, ORDER_RETURNED: 29, LOAD_TEST: 30, COMPLETE: 31,
    });
  });

  it('looks statuses up by code and by name', () => {
    expect(orderStatusName(5)).toBe('DELIVERED');
    expect(orderStatusName(31)).toBe('COMPLETE');
    expect(orderStatusCode('PAY_PAL_PENDING')).toBe(25);
  });

  it('has no status for the unused codes', () => {
    for (const code of [10, 13, 14, 16, 17, 21, 32, -1]) expect(isOrderStatus(code)).toBe(false);
    expect(orderStatusName(10)).toBeUndefined();
  });
});

describe('order-line statuses (spec §4, public contract)', () => {
  it('keeps the exact numeric codes of the line and shipment statuses', () => {
    expect(ORDER_LINE_STATUS).toEqual({
      PENDING: 0, SHIPPED: 1, DELIVERED: 2, CANCEL: 3, RETURN_AFTER_USE: 4, REFUND_AFTER_30DAYS: 5, IN_RETURN_REVIEW: 6,
      LABEL_PRINTING_READY: 7, INVALID: 8, RETURNED: 9, EXCHANGE_CANCEL: 10, EXCHANGE_HOLD_PAYMENT: 11,
      PAYMENT_PENDING: 12, EXCHANGE_RECALL: 13, HOLD_SHIPMENT: 14, COMPLETE: 15,
    });
  });

  it('looks line statuses up by code and by name, separately from order statuses', () => {
    expect(orderLineStatusName(2)).toBe('DELIVERED');
    expect(orderLineStatusCode('HOLD_SHIPMENT')).toBe(14);
    expect(isOrderLineStatus(15)).toBe(true);
    expect(isOrderLineStatus(16)).toBe(false);
  });

  it('describes the cancelled display as id 6 named "Cancelled"', () => {
    expect(CANCELLED_STATUS_DISPLAY).toEqual({ id: 6, name: 'Cancelled' });
  });
});
