// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { buildOrderActionEvent, sendOrderActionEvent } from '@/lib/analytics/order-action-event';

describe('customer-side order actions are tracked as their own events (spec §4)', () => {
  it.each([
    ['cancel_order', 'Cancel_order'],
    ['cancel_package', 'Cancel_package'],
    ['change_shipping_date', 'Change_shipping_date'],
    ['change_address', 'Change_address'],
    ['return_item', 'Return_item'],
  ] as const)('%s is sent as %s with the order and the request', (kind, eventName) => {
    const event = buildOrderActionEvent(kind, { orderCode: 'DH12345678', requestId: 7, status: 'completed' }, 1_700_000_000_000);
    expect(event.event_name).toBe(eventName);
    expect(event.event_timestamp).toBe(1_700_000_000_000);
    expect(event.data.event_params).toEqual([
      { key: 'order_code', value: 'DH12345678' },
      { key: 'request_id', value: 7 },
      { key: 'request_status', value: 'completed' },
    ]);
  });

  it('is announced on window for tags and tests', () => {
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent).detail);
    window.addEventListener('dh:analytics', listener);
    sendOrderActionEvent('return_item', { orderCode: 'DH12345678', requestId: 9, status: 'in_review' });
    window.removeEventListener('dh:analytics', listener);
    expect(seen).toEqual([expect.objectContaining({ event_name: 'Return_item' })]);
  });
});
