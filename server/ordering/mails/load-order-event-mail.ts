import type { DbOrTx } from '@/server/db/db-or-tx';
import { isUnshipped, RETURN_WINDOW_DAYS, returnUntil } from '@/server/ordering/order-requests/order-action-rules';
import type { OrderLineRow, OrderRow } from '@/server/ordering/orders/repository';
import { listOrderLines } from '@/server/ordering/orders/repository';
import { findPackage, listPackageLines } from '@/server/ordering/shipments/repository';
import { ORDER_EVENT_TEMPLATES, type OrderEventMailCommon, type OrderEventMailTemplateData } from './order-event-mail-data';
import type { OrderMailEvent } from './order-event-mail-types';
import { formatAddressLine, formatLongDate, formatMailLine, orderPageUrl, refundText } from './order-mail-format';

type OrderEventTemplate = (typeof ORDER_EVENT_TEMPLATES)[keyof typeof ORDER_EVENT_TEMPLATES];

/** A template and its data, kept paired so sendMail type-checks the data against the template. */
export type OrderEventMail = { [K in OrderEventTemplate]: { template: K; data: OrderEventMailTemplateData[K] } }[OrderEventTemplate];

/**
 * Reads what the mail of an event needs and formats it in the order's language and currency.
 * Throws when the event names a package or lines that are not this order's: the caller logs it.
 */
export async function loadOrderEventMail(db: DbOrTx, order: OrderRow, event: OrderMailEvent): Promise<OrderEventMail> {
  const lines = await listOrderLines(db, order.id);
  const common = (concerned: readonly OrderLineRow[]): OrderEventMailCommon => ({
    orderCode: order.code,
    orderUrl: orderPageUrl(order),
    items: concerned.map((line) => formatMailLine(line, order)),
  });
  const byIds = (ids: readonly number[]): OrderLineRow[] => {
    const wanted = new Set(ids);
    const found = lines.filter((line) => wanted.has(line.id));
    if (found.length !== wanted.size) throw new Error(`lines ${ids.join(',')} are not all lines of order ${order.code}`);
    return found;
  };
  // An address or date change concerns the lines that have not left yet.
  const unshipped = () => {
    const waiting = lines.filter((line) => isUnshipped(line.status));
    return waiting.length > 0 ? waiting : lines;
  };

  switch (event.kind) {
    case 'shipped':
    case 'delivered': {
      const pack = await findPackage(db, event.packageId);
      if (!pack || pack.orderId !== order.id) throw new Error(`package ${event.packageId} is not a package of order ${order.code}`);
      const packed = byIds((await listPackageLines(db, [pack.id])).map((row) => row.orderLineId));
      if (event.kind === 'shipped') {
        return {
          template: ORDER_EVENT_TEMPLATES.shipped,
          data: {
            ...common(packed),
            carrier: pack.carrier ?? '',
            trackingNumber: pack.trackingNumber ?? '',
            estimatedDelivery: pack.estimatedDelivery ? formatLongDate(pack.estimatedDelivery, order.locale) : null,
          },
        };
      }
      // The window the return rules apply (server/ordering/order-requests), so mail and page agree.
      const deliveredAt = pack.deliveredAt ?? new Date();
      return {
        template: ORDER_EVENT_TEMPLATES.delivered,
        data: {
          ...common(packed),
          returnDays: RETURN_WINDOW_DAYS,
          returnUntil: formatLongDate(returnUntil(deliveredAt), order.locale),
        },
      };
    }
    case 'cancelled':
      return {
        template: ORDER_EVENT_TEMPLATES.cancelled,
        data: { ...common(byIds(event.lineIds)), scope: event.scope, refund: event.refund && event.refund.amount > 0 ? refundText(event.refund, order) : null },
      };
    case 'refunded':
      // The refund is the news; the lines it covers were listed in the cancel or return mail.
      return { template: ORDER_EVENT_TEMPLATES.refunded, data: { ...common([]), refund: refundText(event.refund, order), reason: event.reason } };
    case 'return_requested':
      return { template: ORDER_EVENT_TEMPLATES.return_requested, data: common(byIds(event.lineIds)) };
    case 'return_decided':
      return {
        template: ORDER_EVENT_TEMPLATES.return_decided,
        data: { ...common(byIds(event.lineIds)), outcome: event.outcome, refund: event.refund && event.refund.amount > 0 ? refundText(event.refund, order) : null },
      };
    case 'address_changed':
      return { template: ORDER_EVENT_TEMPLATES.address_changed, data: { ...common(unshipped()), address: formatAddressLine(order.shippingAddress, order.locale) } };
    case 'shipping_date_changed':
      return {
        template: ORDER_EVENT_TEMPLATES.shipping_date_changed,
        data: { ...common(unshipped()), shippingDate: formatLongDate(event.shippingDate, order.locale) },
      };
  }
}
