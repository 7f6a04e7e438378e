import { analyticsContext, sendAnalyticsEvent } from '@/lib/analytics/send-analytics-event';
import { toMajorUnits, type TrackedItem } from '@/lib/tracking/data-layer';
import type { CheckoutOrder } from '@/store/checkout-types';

/*
 * The analytics event Charge_success of spec §7 (event_name, event_timestamp, data with the
 * session, ecommerce totals, items and web_info). The store has no analytics client yet (the
 * analytics issue brings one, with the geolocation enrichment and the secret); until then the
 * event goes to NEXT_PUBLIC_ANALYTICS_URL when that is set, and is always announced on window
 * as a `dh:analytics` event, which is where a tag or a test can read it.
 */

export interface AnalyticsEvent {
  event_name: 'Charge_success';
  event_timestamp: number;
  data: {
    session_id: string | null;
    user_id: string | null;
    user_pseudo_id: string | null;
    platform: 'web';
    event_params: { key: string; value: string | number }[];
    ecommerce: { transaction_id: string; currency: string; value: number; shipping: number; tax: number; discount: number };
    items: { item_id: string; item_category: string; price: number; quantity: number }[];
    web_info: { url: string; referrer: string; user_agent: string; screen_width: number; screen_height: number; viewport_width: number; viewport_height: number };
  };
}

export function buildChargeSuccess(order: CheckoutOrder, items: readonly TrackedItem[], now: number = Date.now()): AnalyticsEvent {
  const { web_info, ...who } = analyticsContext();
  const shipping = order.shipping_fee ?? order.shipping_price;
  return {
    event_name: 'Charge_success',
    event_timestamp: now,
    data: {
      ...who,
      event_params: [
        { key: 'transaction_id', value: order.code },
        { key: 'order_id', value: order.id },
      ],
      ecommerce: {
        transaction_id: order.code,
        currency: order.currency ?? 'USD',
        value: toMajorUnits(order.amount),
        shipping: toMajorUnits(shipping),
        tax: toMajorUnits(order.tax),
        discount: toMajorUnits(order.discount_price),
      },
      items: order.order_details.map((line, index) => ({
        item_id: line.product_code,
        item_category: line.category_name,
        price: toMajorUnits(line.product_price),
        quantity: items[index]?.quantity ?? line.quantity,
      })),
      web_info,
    },
  };
}

/** Sends Charge_success; like all analytics (spec §8), a failure is ignored. */
export function sendChargeSuccess(order: CheckoutOrder, items: readonly TrackedItem[]): AnalyticsEvent | null {
  if (typeof window === 'undefined') return null;
  const event = buildChargeSuccess(order, items);
  sendAnalyticsEvent(event);
  return event;
}
