/*
 * The order events that e-mail the shopper (issue 6 item 5), in the order's language. The orders
 * and shipments modules call sendOrderEventMail (server/ordering/mails/send-order-event-mail.ts) after
 * their transaction commits; the mail module reads what it needs (order, lines, packages) itself,
 * so callers pass ids, not rendered text.
 */

export interface RefundSummary {
  /** Minor units, in the order's currency. */
  amount: number;
  /** Part going back to the original payment method through the provider. */
  toPayment: number;
  /** Part going back as store credit. */
  toStoreCredit: number;
}

export type OrderMailEvent =
  | { kind: 'shipped'; packageId: number }
  | { kind: 'delivered'; packageId: number }
  /** Whole order cancelled (lineIds: every line that was cancelled) or one package (vendor) of it. */
  | { kind: 'cancelled'; scope: 'order' | 'package'; lineIds: number[]; refund: RefundSummary | null }
  | { kind: 'refunded'; refund: RefundSummary; reason: 'cancel' | 'return' | 'late_refund' }
  | { kind: 'return_requested'; requestId: number; lineIds: number[] }
  /** Operations decided a return: received back (refund follows) or refused. */
  | { kind: 'return_decided'; requestId: number; lineIds: number[]; outcome: 'accepted' | 'rejected'; refund: RefundSummary | null }
  | { kind: 'address_changed' }
  | { kind: 'shipping_date_changed'; shippingDate: string };

export type OrderMailKind = OrderMailEvent['kind'];
