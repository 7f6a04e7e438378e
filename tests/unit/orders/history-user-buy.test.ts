// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildHistoryUserBuy, sendHistoryUserBuy } from '@/lib/analytics/history-user-buy';

afterEach(() => vi.unstubAllGlobals());

describe('History_user_buy (spec §7)', () => {
  it('names the history page in event_params', () => {
    const event = buildHistoryUserBuy(2, 1_700_000_000_000);
    expect(event.event_name).toBe('History_user_buy');
    expect(event.event_timestamp).toBe(1_700_000_000_000);
    expect(event.data.event_params).toEqual([{ key: 'history_page', value: 2 }]);
    expect(event.data.platform).toBe('web');
    expect(event.data.web_info.url).toBe(window.location.href);
  });

  it('is announced on window for tags and tests', () => {
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent).detail);
    window.addEventListener('dh:analytics', listener);
    sendHistoryUserBuy('your-request-orders');
    window.removeEventListener('dh:analytics', listener);
    expect(seen).toEqual([expect.objectContaining({ event_name: 'History_user_buy', data: expect.objectContaining({ event_params: [{ key: 'history_page', value: 'your-request-orders' }] }) })]);
  });

  it('never breaks the page when sending fails', () => {
    vi.stubGlobal('CustomEvent', function Broken() {
      throw new Error('blocked');
    });
    expect(() => sendHistoryUserBuy(1)).not.toThrow();
  });
});
