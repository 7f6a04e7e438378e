import { analyticsContext, sendAnalyticsEvent, type PendingAnalyticsEvent } from '@/lib/analytics/send-analytics-event';
import type { TrackedItem } from '@/lib/tracking/data-layer';
import type { CheckoutOrder } from '@/store/checkout-types';

/*
 * The analytics event Charge_success of spec §7: the order's totals (ecommerce) and items, in
 * minor units (cents) like every amount the collector takes. Announced on window as a
 * `dh:analytics` event and, with the shopper's consent, sent to the collector
 * (lib/analytics/send-analytics-event.ts), which adds the session and the add-to-cart page.
 */

export type ChargeSuccessEvent = PendingAnalyticsEvent<'Charge_success'>;

export function buildChargeSuccess(order: CheckoutOrder, items: readonly TrackedItem[], now: number = Date.now()): ChargeSuccessEvent {
  const { web_info } = analyticsContext();
  const shipping = order.shipping_fee ?? order.shipping_price;
  return {
    event_name: 'Charge_success',
    event_timestamp: now,
    data: {
      event_params: [
        { key: 'transaction_id', value: order.code },
        { key: 'order_id', value: order.id },
      ],
      ecommerce: {
        transaction_id: order.code,
        currency: order.currency ?? 'USD',
        value: order.amount,
        shipping,
        tax: order.tax,
        discount: order.discount_price,
      },
      items: order.order_details.map((line, index) => ({
        item_id: line.product_code,
        item_name: items[index]?.name,
        item_category: line.category_name,
        price: line.product_price,
        quantity: items[index]?.quantity ?? line.quantity,
      })),
      web_info,
    },
  };
}

/** Sends Charge_success; like all analytics (spec §8), a failure is ignored. */
export function sendChargeSuccess(order: CheckoutOrder, items: readonly TrackedItem[]): ChargeSuccessEvent | null {
  if (typeof window === 'undefined') return null;
  const event = buildChargeSuccess(order, items);
  sendAnalyticsEvent(event);
  return event;
}
