/*
 * What the order event mails print (issue 6 item 5). The loader (load-order-event-mail.ts) fills
 * these in already formatted for the order's language and currency, so the templates only place
 * words; the same data renders in en, fr and de.
 */

export interface OrderEventMailCommon {
  orderCode: string;
  /** The order page: the signed-in order detail, or the guest's thank-you page with its key. */
  orderUrl: string;
  /** Lines concerned, as "2 × Oak Standing Desk (Walnut): $1,000". */
  items: string[];
}

export interface RefundMailText {
  /** Whole refund, formatted ("€1.299,50"). */
  amount: string;
  /** Part going back to the payment method, or null when none does. */
  toPayment: string | null;
  /** Part going back as store credit, or null when none does. */
  toStoreCredit: string | null;
  /** Cards take days to show a refund; other methods are worded without a delay. */
  paidByCard: boolean;
}

export interface OrderShippedMailData extends OrderEventMailCommon {
  carrier: string;
  trackingNumber: string;
  /** Long date in the order's language, or null when the carrier gave none. */
  estimatedDelivery: string | null;
}

export interface OrderDeliveredMailData extends OrderEventMailCommon {
  returnDays: number;
  /** Last day of the return window, long date. */
  returnUntil: string;
}

export interface OrderCancelledMailData extends OrderEventMailCommon {
  scope: 'order' | 'package';
  refund: RefundMailText | null;
}

export interface OrderRefundedMailData extends OrderEventMailCommon {
  refund: RefundMailText;
  reason: 'cancel' | 'return' | 'late_refund';
}

export type OrderReturnRequestedMailData = OrderEventMailCommon;

export interface OrderReturnDecidedMailData extends OrderEventMailCommon {
  outcome: 'accepted' | 'rejected';
  refund: RefundMailText | null;
}

export interface OrderAddressChangedMailData extends OrderEventMailCommon {
  /** The new shipping address on one line. */
  address: string;
}

export interface OrderShippingDateChangedMailData extends OrderEventMailCommon {
  /** Long date in the order's language. */
  shippingDate: string;
}

/** Template name of each event kind: the outbox records it, tests look for it. */
export const ORDER_EVENT_TEMPLATES = {
  shipped: 'order-shipped',
  delivered: 'order-delivered',
  cancelled: 'order-cancelled',
  refunded: 'order-refunded',
  return_requested: 'order-return-requested',
  return_decided: 'order-return-decided',
  address_changed: 'order-address-changed',
  shipping_date_changed: 'order-shipping-date-changed',
} as const;

export interface OrderEventMailTemplateData {
  'order-shipped': OrderShippedMailData;
  'order-delivered': OrderDeliveredMailData;
  'order-cancelled': OrderCancelledMailData;
  'order-refunded': OrderRefundedMailData;
  'order-return-requested': OrderReturnRequestedMailData;
  'order-return-decided': OrderReturnDecidedMailData;
  'order-address-changed': OrderAddressChangedMailData;
  'order-shipping-date-changed': OrderShippingDateChangedMailData;
}
