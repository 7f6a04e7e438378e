// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { buildDataLayerEvent, trackAddToCart, trackPurchase, trackRemoveToCart, trackViewItem, trackBeginCheckout, toMajorUnits } from '@/lib/tracking/data-layer';

type DataLayerWindow = Window & { dataLayer?: unknown[] };
const dataLayer = () => (window as DataLayerWindow).dataLayer ?? [];

afterEach(() => {
  delete (window as DataLayerWindow).dataLayer;
});

describe('tag-manager events (spec §7)', () => {
  it('pushes view_item with the item id, name, price in major units and quantity 1', () => {
    trackViewItem({ currency: 'usd', item: { id: 'DH000012', name: 'Lumo Core Standing Desk', priceMinor: 49_900 } });
    expect(dataLayer()).toEqual([
      { ecommerce: null },
      { event: 'view_item', ecommerce: { currency: 'USD', items: [{ id: 'DH000012', name: 'Lumo Core Standing Desk', price: 499, quantity: 1 }] } },
    ]);
  });

  it('resets the ecommerce object before every event, so one event never carries the items of the last', () => {
    trackViewItem({ currency: 'EUR', item: { id: 'A', name: 'A', priceMinor: 100 } });
    trackAddToCart({ currency: 'EUR', items: [{ id: 'B', name: 'B', priceMinor: 250, quantity: 2 }] });
    expect(dataLayer()[2]).toEqual({ ecommerce: null });
    expect(dataLayer()[3]).toEqual({ event: 'add_to_cart', ecommerce: { currency: 'EUR', items: [{ id: 'B', name: 'B', price: 2.5, quantity: 2 }] } });
  });

  it('adds the totals that are given (subtotal, tax, total, discount) and only those', () => {
    trackBeginCheckout({
      currency: 'GBP',
      items: [{ id: 'C', name: 'Chair', priceMinor: 19_999, quantity: 1 }],
      subtotalMinor: 19_999,
      taxMinor: 4_000,
      totalMinor: 22_999,
      discountMinor: 1_000,
    });
    trackRemoveToCart({ currency: 'GBP', items: [{ id: 'C', name: 'Chair', priceMinor: 19_999 }] });
    const [, checkout, , removal] = dataLayer() as { event: string; ecommerce: Record<string, unknown> }[];
    expect(checkout?.ecommerce).toMatchObject({ subtotal: 199.99, tax: 40, total: 229.99, discount: 10 });
    expect(removal?.event).toBe('remove_to_cart');
    expect(Object.keys(removal?.ecommerce ?? {})).toEqual(['currency', 'items']);
  });

  it('sends purchase with transaction_id, revenue, shipping and currency', () => {
    trackPurchase({
      currency: 'USD',
      transactionId: 'ORD-1001',
      items: [{ id: 'D', name: 'Desk', priceMinor: 50_000, quantity: 1 }],
      revenueMinor: 54_500,
      shippingMinor: 4_500,
      taxMinor: 0,
    });
    expect(dataLayer()[1]).toEqual({
      event: 'purchase',
      ecommerce: { currency: 'USD', items: [{ id: 'D', name: 'Desk', price: 500, quantity: 1 }], tax: 0, transaction_id: 'ORD-1001', revenue: 545, shipping: 45 },
    });
  });

  it('keeps an existing dataLayer (a tag manager may have created it first)', () => {
    (window as DataLayerWindow).dataLayer = [{ 'gtm.start': 1 }];
    trackViewItem({ currency: 'USD', item: { id: 'A', name: 'A', priceMinor: 1 } });
    expect(dataLayer()).toHaveLength(3);
    expect(dataLayer()[0]).toEqual({ 'gtm.start': 1 });
  });

  it('never sends a broken number: bad quantities count as 1 and bad amounts as 0', () => {
    const event = buildDataLayerEvent('add_to_cart', { currency: 'USD', items: [{ id: 'A', name: 'A', priceMinor: Number.NaN, quantity: 0 }] });
    expect(event.ecommerce.items[0]).toEqual({ id: 'A', name: 'A', price: 0, quantity: 1 });
    expect(toMajorUnits(129_950)).toBe(1299.5);
  });
});
