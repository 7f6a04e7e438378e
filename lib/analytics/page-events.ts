import type { TrackedItem, TrackedTotals } from '../tracking/data-layer';
import { landingAnalyticsPage, trackEvent, type PendingItem } from './send-analytics-event';

/*
 * The events of spec §7 the store sends about what a shopper sees and does: page_view on every
 * route change, component_load_tracking when a tracked area of spec §2 opens, view_item,
 * add_to_cart and begin_checkout (the analytics twins of the tag-manager events, money in
 * cents), and web_vitals. Each returns true when it went to the tracker (consent given).
 */

const MAX_QUERY_LENGTH = 512;

/** The query string of a path ("q=desk&page=2"), without the fragment; "" when there is none. */
export function queryParamsOf(asPath: string): string {
  const withoutHash = asPath.split('#', 1)[0] ?? '';
  const index = withoutHash.indexOf('?');
  return index < 0 ? '' : withoutHash.slice(index + 1, index + 1 + MAX_QUERY_LENGTH);
}

export function trackPageView(asPath: string, pageName: string): boolean {
  return trackEvent(
    'page_view',
    [
      { key: 'page_name', value: pageName },
      { key: 'page_query_params', value: queryParamsOf(asPath) },
    ],
    {},
    pageName,
  );
}

/** A tracked area (spec §2 "Tracked areas": quick view, popup cart, checkout...) was shown. */
export function trackComponentLoad(componentName: string): boolean {
  return trackEvent('component_load_tracking', [{ key: 'component_name', value: componentName }]);
}

/** One web vital of the page load (CLS already scaled by 1000), named for the page that loaded. */
export function trackWebVital(metric: string, value: number, rating?: string): boolean {
  const pageName = landingAnalyticsPage();
  const params = [
    { key: 'metric', value: metric },
    { key: 'value', value },
    { key: 'page_name', value: pageName },
  ];
  if (rating) params.push({ key: 'rating', value: rating });
  return trackEvent('web_vitals', params, {}, pageName);
}

export type CommerceEventName = 'view_item' | 'add_to_cart' | 'begin_checkout';

function itemOf(item: TrackedItem): PendingItem {
  return { item_id: item.id, item_name: item.name, price: item.priceMinor, quantity: item.quantity ?? 1 };
}

/** view_item, add_to_cart, begin_checkout with their items and totals, in cents. */
export function trackCommerceEvent(eventName: CommerceEventName, input: { currency: string; items: readonly TrackedItem[] } & TrackedTotals): boolean {
  const value = input.totalMinor ?? input.subtotalMinor ?? input.items.reduce((sum, item) => sum + item.priceMinor * (item.quantity ?? 1), 0);
  return trackEvent(eventName, [], {
    ecommerce: {
      currency: input.currency,
      value,
      ...(input.taxMinor !== undefined ? { tax: input.taxMinor } : {}),
      ...(input.discountMinor !== undefined ? { discount: input.discountMinor } : {}),
    },
    items: input.items.map(itemOf),
  });
}
