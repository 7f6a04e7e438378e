import type { OrderView } from '@/lib/contracts/ordering/checkout-schemas';
import { browserLocalStorage, readStored, writeStored, type StorageLike } from '@/lib/storage/expiring-storage';
import { trackPurchase, type TrackedItem } from '@/lib/tracking/data-layer';
import type { CheckoutOrder } from '@/store/checkout-types';
import { sendChargeSuccess } from './charge-success';

/*
 * purchase (tag manager) and Charge_success (analytics) are sent once per order, the first time
 * its thank-you page shows it: a reload, a back-and-forth or a second tab must not count the
 * sale twice. The codes already reported are remembered in local storage for a while.
 */

const TRACKED_ORDERS_KEY = 'dh_tracked_orders';
const TRACKED_ORDERS_TTL_MS = 90 * 24 * 60 * 60 * 1000;
const MAX_REMEMBERED = 50;

export function itemsOf(order: Pick<OrderView, 'order_details'>): TrackedItem[] {
  return order.order_details.map((line) => ({ id: line.product_code, name: line.product_name, priceMinor: line.product_price, quantity: line.quantity }));
}

/** The order as the checkout slice and spec §3 "Order (fields read)" keep it. */
export function toCheckoutOrder(order: OrderView): CheckoutOrder {
  return {
    id: order.id,
    code: order.code,
    amount: order.amount,
    shipping_price: order.shipping_price,
    shipping_fee: order.shipping_price,
    tax: order.tax,
    discount_price: order.discount_price,
    currency: order.currency,
    order_details: order.order_details.map((line) => ({
      product_code: line.product_code,
      category_name: line.category_name,
      product_price: line.product_price,
      quantity: line.quantity,
    })),
  };
}

/** Pushes purchase and sends Charge_success unless this order was reported already; true when sent. */
export function trackOrderOnce(order: OrderView, storage: StorageLike | undefined = browserLocalStorage('essential')): boolean {
  const reported = readStored<string[]>(storage, TRACKED_ORDERS_KEY) ?? [];
  if (reported.includes(order.code)) return false;
  writeStored(storage, TRACKED_ORDERS_KEY, [...reported, order.code].slice(-MAX_REMEMBERED), TRACKED_ORDERS_TTL_MS);
  const items = itemsOf(order);
  trackPurchase({
    currency: order.currency,
    items,
    transactionId: order.code,
    revenueMinor: order.amount,
    shippingMinor: order.shipping_price,
    subtotalMinor: order.total_product_price,
    taxMinor: order.tax,
    totalMinor: order.amount,
    discountMinor: order.discount_price,
  });
  sendChargeSuccess(toCheckoutOrder(order), items);
  return true;
}
