import { describe, expect, it } from 'vitest';
import { analyticsEventSchema, eventTrackingBodySchema } from '@/lib/contracts/analytics/event-tracking-schemas';
import { isBotUserAgent } from '@/server/analytics/collector/bot-user-agent';
import { isAcceptedWriteKey } from '@/server/analytics/collector/write-keys';
import { p75OfBuckets, vitalBucket } from '@/server/analytics/rollups/vital-buckets';

const event = {
  event_name: 'add_to_cart',
  event_timestamp: 1_764_000_000_000,
  data: {
    session_id: 's-1',
    user_id: null,
    user_pseudo_id: 'u-1',
    platform: 'web',
    event_params: [{ key: 'page_name', value: 'product_detail' }],
    items: [{ item_id: 'DESK-1', price: 45_900, quantity: 1 }],
    web_info: { url: 'https://deskhaus.test/p/desk-1' },
  },
};

describe('the analytics event envelope (spec §3)', () => {
  it('accepts one event or a batch of up to 50', () => {
    expect(analyticsEventSchema.safeParse(event).success).toBe(true);
    expect(eventTrackingBodySchema.safeParse({ events: Array(50).fill(event) }).success).toBe(true);
    expect(eventTrackingBodySchema.safeParse({ events: Array(51).fill(event) }).success).toBe(false);
    expect(eventTrackingBodySchema.safeParse({ events: [] }).success).toBe(false);
  });

  it('refuses unknown event names, prices that are not whole cents and unbounded values', () => {
    expect(analyticsEventSchema.safeParse({ ...event, event_name: 'purchase' }).success).toBe(false);
    expect(analyticsEventSchema.safeParse({ ...event, data: { ...event.data, items: [{ item_id: 'D', price: 459.5 }] } }).success).toBe(false);
    expect(analyticsEventSchema.safeParse({ ...event, data: { ...event.data, event_params: [{ key: 'k', value: 'x'.repeat(513) }] } }).success).toBe(false);
    expect(analyticsEventSchema.safeParse({ ...event, data: { ...event.data, web_info: { url: 'x'.repeat(2049) } } }).success).toBe(false);
  });
});

describe('the collector’s rules', () => {
  it('takes a write key only as a bearer token of the accepted list', () => {
    expect(isAcceptedWriteKey('Bearer dh-dev-analytics-write-key')).toBe(true);
    expect(isAcceptedWriteKey('dh-dev-analytics-write-key')).toBe(false);
    expect(isAcceptedWriteKey(undefined)).toBe(false);
  });

  it('flags crawlers, scripts and a missing user agent as robots, not browsers', () => {
    expect(isBotUserAgent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isBotUserAgent('curl/8.5.0')).toBe(true);
    expect(isBotUserAgent('')).toBe(true);
    expect(isBotUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1')).toBe(false);
  });

  it('reads a p75 within 2 % from the vitals histogram', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 + i * 30); // p75 = 2320
    const buckets = new Map<number, number>();
    for (const value of values) buckets.set(vitalBucket(value), (buckets.get(vitalBucket(value)) ?? 0) + 1);
    const p75 = p75OfBuckets([...buckets].map(([bucket, count]) => ({ bucket, count })))!;
    expect(Math.abs(p75 - 2320) / 2320).toBeLessThan(0.02);
    expect(p75OfBuckets([])).toBeNull();
  });
});
