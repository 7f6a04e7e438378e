// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readOrderAccessKey, saveOrderAccessKey, ORDER_ACCESS_TTL_MS } from '@/components/checkout/order-access';
import { trackOrderOnce } from '@/components/checkout/purchase-tracking';
import { createOrderView, memoryStorage } from './builders';

type Entry = { event?: string; ecommerce?: Record<string, unknown> | null };
const dataLayer = () => ((window as unknown as { dataLayer?: Entry[] }).dataLayer ?? []).filter((entry) => entry.event === 'purchase');

afterEach(() => {
  (window as unknown as { dataLayer?: Entry[] }).dataLayer = [];
  vi.useRealTimers();
});

describe('purchase and Charge_success (spec §7)', () => {
  it('pushes purchase with the transaction id, revenue, shipping, currency, tax and items', () => {
    trackOrderOnce(createOrderView(), memoryStorage());
    const [purchase] = dataLayer();
    expect(purchase?.ecommerce).toMatchObject({
      transaction_id: 'DH00000007',
      revenue: 541.25,
      shipping: 49,
      currency: 'USD',
      tax: 42.25,
      discount: 50,
      items: [{ id: 'DH000012', name: 'SmartDesk Pro', price: 250, quantity: 2 }],
    });
  });

  it('sends Charge_success with the order totals and items in cents', () => {
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent).detail);
    window.addEventListener('dh:analytics', listener);
    trackOrderOnce(createOrderView(), memoryStorage());
    window.removeEventListener('dh:analytics', listener);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      event_name: 'Charge_success',
      // Minor units (cents), as the collector's contract takes every amount.
      data: { ecommerce: { transaction_id: 'DH00000007', value: 54125, shipping: 4900, tax: 4225, currency: 'USD' }, items: [{ item_id: 'DH000012', item_name: 'SmartDesk Pro', price: 25000, quantity: 2 }] },
    });
  });

  it('reports an order once, however often its thank-you page is shown', () => {
    const storage = memoryStorage();
    expect(trackOrderOnce(createOrderView(), storage)).toBe(true);
    expect(trackOrderOnce(createOrderView(), storage)).toBe(false);
    expect(trackOrderOnce(createOrderView({ code: 'DH00000008' }), storage)).toBe(true);
    expect(dataLayer()).toHaveLength(2);
  });
});

describe('a guest’s key to the order', () => {
  it('is kept per order and forgotten after it expires', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T12:00:00Z'));
    const storage = memoryStorage();
    saveOrderAccessKey('DH00000007', 'key-1', storage);
    expect(readOrderAccessKey('DH00000007', storage)).toBe('key-1');
    expect(readOrderAccessKey('DH00000008', storage)).toBeNull();
    vi.setSystemTime(Date.now() + ORDER_ACCESS_TTL_MS + 1);
    expect(readOrderAccessKey('DH00000007', storage)).toBeNull();
  });
});
