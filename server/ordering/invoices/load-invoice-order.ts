import { ORDER_STATUS } from '@/lib/constants/order-status';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { Caller } from '@/server/http/request-context';
import { findShopperOrder } from '@/server/ordering/order-requests/shopper-order-access';
import { findLatestPayment, listOrderLines, type OrderLineRow, type OrderRow, type PaymentRow } from '@/server/ordering/orders/repository';

/* Statuses of an order whose money never arrived: nothing to invoice. */
const UNPAID_STATUSES: ReadonlySet<number> = new Set([
  ORDER_STATUS.PENDING,
  ORDER_STATUS.PAYMENT_PENDING,
  ORDER_STATUS.PAYMENT_FAILED,
  ORDER_STATUS.CANCEL_PAYMENT,
  ORDER_STATUS.ACH_PENDING,
  ORDER_STATUS.PAY_PAL_PENDING,
  ORDER_STATUS.PAYMENT_CAPTURE_FAILED,
]);

export interface InvoiceOrder {
  order: OrderRow;
  lines: OrderLineRow[];
  payment: PaymentRow | undefined;
}

/**
 * The order behind GET /v1/orders/{code}/invoice, with the access rules of the order page: the
 * owner, or a guest with a tracking token or the checkout key. Every other case is the 404 of an
 * unknown number, so the endpoint reveals nothing; an unpaid order the caller may see is a 409.
 */
export async function loadInvoiceOrder(input: { caller: Caller; code: string; access?: string | undefined; accessKey?: string | undefined }): Promise<InvoiceOrder> {
  const db = getDb();
  const { order } = await findShopperOrder(db, input);
  if (order.paidAt === null || UNPAID_STATUSES.has(order.status)) {
    throw new AppError('CONFLICT', `Order ${order.code} is not paid yet, so it has no invoice. The invoice is available once the payment is confirmed.`);
  }
  const [lines, payment] = await Promise.all([listOrderLines(db, order.id), findLatestPayment(db, order.id)]);
  return { order, lines, payment };
}
