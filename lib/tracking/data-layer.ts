/*
 * Tag-manager events of spec §7: view_item, add_to_cart, remove_to_cart, begin_checkout and
 * purchase, pushed to window.dataLayer with their items (id, name, price, quantity) and the
 * totals that are given (subtotal, tax, total, discount; purchase adds transaction_id, revenue,
 * shipping and currency).
 *
 * Callers pass money as the server keeps it, integer minor units with a currency code; the
 * dataLayer receives major units (12.99), which is what tag-manager tags read as a price.
 * Every push is preceded by `{ ecommerce: null }`: the dataLayer merges pushes into one model,
 * so without the reset an add_to_cart would inherit the items of an earlier view_item.
 * Pushing never throws and does nothing on the server: tracking must not break a page.
 */

import type { CommerceEventName } from '../analytics/page-events';

export const TAG_MANAGER_EVENTS = ['view_item', 'add_to_cart', 'remove_to_cart', 'begin_checkout', 'purchase'] as const;
export type TagManagerEvent = (typeof TAG_MANAGER_EVENTS)[number];

/** One item as the caller knows it. */
export interface TrackedItem {
  /** The product code (or variant SKU) the tags report as the item id. */
  id: string;
  name: string;
  /** Unit price in minor units. */
  priceMinor: number;
  /** Defaults to 1. */
  quantity?: number;
}

/** Totals in minor units; only those given are sent. */
export interface TrackedTotals {
  subtotalMinor?: number;
  taxMinor?: number;
  totalMinor?: number;
  discountMinor?: number;
}

/** An item as the dataLayer receives it (spec §7 item fields). */
export interface DataLayerItem {
  id: string;
  name: string;
  price: number;
  quantity: number;
}

export interface DataLayerEcommerce {
  currency: string;
  items: DataLayerItem[];
  subtotal?: number;
  tax?: number;
  total?: number;
  discount?: number;
  transaction_id?: string;
  revenue?: number;
  shipping?: number;
}

export interface DataLayerEvent {
  event: TagManagerEvent;
  ecommerce: DataLayerEcommerce;
}

type DataLayerEntry = DataLayerEvent | { ecommerce: null } | Record<string, unknown>;
type WindowWithDataLayer = Window & { dataLayer?: DataLayerEntry[] };

/** Minor units to major units with two decimals (every store currency has two minor digits). */
export function toMajorUnits(minor: number): number {
  if (!Number.isFinite(minor)) return 0;
  return Math.round(minor) / 100;
}

function toDataLayerItem(item: TrackedItem): DataLayerItem {
  const quantity = item.quantity ?? 1;
  return {
    id: item.id,
    name: item.name,
    price: toMajorUnits(item.priceMinor),
    quantity: Number.isInteger(quantity) && quantity > 0 ? quantity : 1,
  };
}

function totalsOf(totals: TrackedTotals): Partial<DataLayerEcommerce> {
  const result: Partial<DataLayerEcommerce> = {};
  if (totals.subtotalMinor !== undefined) result.subtotal = toMajorUnits(totals.subtotalMinor);
  if (totals.taxMinor !== undefined) result.tax = toMajorUnits(totals.taxMinor);
  if (totals.totalMinor !== undefined) result.total = toMajorUnits(totals.totalMinor);
  if (totals.discountMinor !== undefined) result.discount = toMajorUnits(totals.discountMinor);
  return result;
}

/** Builds the event object without pushing it (what the push functions send). */
export function buildDataLayerEvent(
  event: TagManagerEvent,
  input: { currency: string; items: readonly TrackedItem[] } & TrackedTotals & { transactionId?: string; revenueMinor?: number; shippingMinor?: number },
): DataLayerEvent {
  const ecommerce: DataLayerEcommerce = {
    currency: input.currency.trim().toUpperCase(),
    items: input.items.map(toDataLayerItem),
    ...totalsOf(input),
  };
  if (input.transactionId !== undefined) ecommerce.transaction_id = input.transactionId;
  if (input.revenueMinor !== undefined) ecommerce.revenue = toMajorUnits(input.revenueMinor);
  if (input.shippingMinor !== undefined) ecommerce.shipping = toMajorUnits(input.shippingMinor);
  return { event, ecommerce };
}

/** Pushes one event (after the ecommerce reset); returns the event, or null on the server. */
export function pushDataLayerEvent(event: DataLayerEvent): DataLayerEvent | null {
  if (typeof window === 'undefined') return null;
  try {
    const target = window as WindowWithDataLayer;
    target.dataLayer ??= [];
    target.dataLayer.push({ ecommerce: null });
    target.dataLayer.push(event);
    return event;
  } catch {
    return null;
  }
}

/*
 * The store's own analytics gets the same events (spec §7), in cents, when consent allows it.
 * Its code is imported on the first of them, not with the page: a product page's first load
 * stays what it was before the store had a collector (issue 23).
 */
function sendToStoreAnalytics(eventName: CommerceEventName, input: { currency: string; items: readonly TrackedItem[] } & TrackedTotals): void {
  if (typeof window === 'undefined') return;
  import('../analytics/page-events').then((module) => module.trackCommerceEvent(eventName, input)).catch(() => undefined);
}

/** A product (or quick view) was shown. */
export function trackViewItem(input: { currency: string; item: TrackedItem }): DataLayerEvent | null {
  sendToStoreAnalytics('view_item', { currency: input.currency, items: [input.item] });
  return pushDataLayerEvent(buildDataLayerEvent('view_item', { currency: input.currency, items: [input.item] }));
}

export function trackAddToCart(input: { currency: string; items: readonly TrackedItem[] } & TrackedTotals): DataLayerEvent | null {
  sendToStoreAnalytics('add_to_cart', input);
  return pushDataLayerEvent(buildDataLayerEvent('add_to_cart', input));
}

/** Spec §7 names this event remove_to_cart (sic); the name is kept for the tags that listen to it. */
export function trackRemoveToCart(input: { currency: string; items: readonly TrackedItem[] } & TrackedTotals): DataLayerEvent | null {
  return pushDataLayerEvent(buildDataLayerEvent('remove_to_cart', input));
}

export function trackBeginCheckout(input: { currency: string; items: readonly TrackedItem[] } & TrackedTotals): DataLayerEvent | null {
  sendToStoreAnalytics('begin_checkout', input);
  return pushDataLayerEvent(buildDataLayerEvent('begin_checkout', input));
}

export function trackPurchase(
  input: { currency: string; items: readonly TrackedItem[]; transactionId: string; revenueMinor: number; shippingMinor?: number } & TrackedTotals,
): DataLayerEvent | null {
  return pushDataLayerEvent(buildDataLayerEvent('purchase', input));
}
