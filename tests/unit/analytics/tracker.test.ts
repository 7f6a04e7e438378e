// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_DEV_WRITE_KEY, type AnalyticsEvent } from '@/lib/contracts/analytics/event-tracking-schemas';
import { SESSION_KEYS } from '@/lib/constants/storage-keys';
import { createTracker, EVENT_TRACKING_PATH } from '@/lib/analytics/tracker';
import { trackPageView, trackWebVital } from '@/lib/analytics/page-events';
import { setAnalyticsPage } from '@/lib/analytics/send-analytics-event';
import { writeStored, type StorageLike } from '@/lib/storage/expiring-storage';
import { extractTrackedParams, saveTrackedParams } from '@/lib/tracking/tracked-params';

function memoryStorage(): StorageLike {
  const data = new Map<string, string>();
  return { getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value), removeItem: (key) => void data.delete(key) };
}

type Call = { url: string; init: RequestInit };
const bodyEvents = (call: Call | undefined) => (JSON.parse(String(call?.init.body)) as { events: AnalyticsEvent[] }).events;
const param = (event: AnalyticsEvent | undefined, key: string) => event?.data.event_params.find((p) => p.key === key)?.value;

function fakeFetch(calls: Call[], fail = false) {
  return vi.fn((url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return fail ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(new Response('{}'));
  });
}

const pageView = (pageName: string) => ({ event_name: 'page_view', event_timestamp: 1, page_name: pageName, data: { event_params: [], web_info: { url: 'https://deskhaus.test/', referrer: '', user_agent: '', screen_width: 0, screen_height: 0, viewport_width: 0, viewport_height: 0 } } });

describe('the tracker (sending, spec §7 and §8)', () => {
  it('sends the events of one tick in one keepalive POST with the write key', () => {
    const calls: Call[] = [];
    const flushes: (() => void)[] = [];
    const tracker = createTracker({ fetch: fakeFetch(calls), storage: memoryStorage(), schedule: (flush) => void flushes.push(flush), userId: () => 7 });
    tracker.enqueue(pageView('homepage'));
    tracker.enqueue(pageView('_cart'));
    expect(calls).toHaveLength(0);
    expect(flushes).toHaveLength(1);
    flushes[0]?.();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(EVENT_TRACKING_PATH);
    expect(calls[0]?.init).toMatchObject({ method: 'POST', keepalive: true, headers: { Authorization: `Bearer ${ANALYTICS_DEV_WRITE_KEY}` } });
    const events = bodyEvents(calls[0]);
    expect(events.map((event) => param(event, 'page_name'))).toEqual(['homepage', '_cart']);
    expect(events[0]?.data.session_id).toBe(events[1]?.data.session_id);
    expect(events[1]?.data.user_id).toBe(7);
    expect(param(events[1], 'session_first_page')).toBe('homepage');
  });

  it('ignores a failing network and a throwing fetch', async () => {
    const calls: Call[] = [];
    const failing = createTracker({ fetch: fakeFetch(calls, true), schedule: (flush) => flush() });
    expect(() => failing.enqueue(pageView('homepage'))).not.toThrow();
    const throwing = createTracker({
      fetch: () => {
        throw new TypeError('blocked');
      },
      schedule: (flush) => flush(),
    });
    expect(() => throwing.enqueue(pageView('homepage'))).not.toThrow();
    await Promise.resolve();
    expect(calls).toHaveLength(1);
  });

  it('adds the utm tags captured from the landing URL to page_view (session storage, spec §3)', () => {
    const session = memoryStorage();
    saveTrackedParams(extractTrackedParams(new URLSearchParams('utm_source=mail&utm_medium=email&rid=R1')), { session, cookies: { set: () => undefined }, consent: 'all' });
    const calls: Call[] = [];
    const tracker = createTracker({ fetch: fakeFetch(calls), sessionStorage: session, schedule: (flush) => flush() });
    tracker.enqueue(pageView('homepage'));
    const [event] = bodyEvents(calls[0]);
    expect(param(event, 'utm_source')).toBe('mail');
    expect(param(event, 'utm_medium')).toBe('email');
    expect(param(event, 'rid')).toBeUndefined();
  });

  it('sends nothing once consent is withdrawn before the flush', () => {
    const calls: Call[] = [];
    const tracker = createTracker({ fetch: fakeFetch(calls), schedule: (flush) => flush(), allowed: () => false });
    tracker.enqueue(pageView('homepage'));
    expect(calls).toHaveLength(0);
  });
});

describe('consent gating of the page (dh_consent cookie)', () => {
  let calls: Call[];
  beforeEach(() => {
    calls = [];
    vi.stubGlobal('fetch', fakeFetch(calls));
  });
  afterEach(() => {
    document.cookie = 'dh_consent=; max-age=0; path=/';
    vi.unstubAllGlobals();
  });

  it('sends and stores nothing before the shopper accepts analytics', async () => {
    document.cookie = 'dh_consent=essential; path=/';
    expect(trackPageView('/cart', '_cart')).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(0);
    expect(window.localStorage.length).toBe(0);
  });

  it('loads the tracker and sends page_view and web_vitals once analytics is accepted', async () => {
    document.cookie = 'dh_consent=all; path=/';
    writeStored(window.sessionStorage, SESSION_KEYS.UTM_SOURCE, 'ads');
    setAnalyticsPage('_search');
    expect(trackPageView('/search?q=desk#top', '_search')).toBe(true);
    expect(trackWebVital('CLS', 42, 'good')).toBe(true);
    await vi.waitFor(() => expect(calls.length).toBeGreaterThan(0));
    const events = calls.flatMap((call) => bodyEvents(call));
    const view = events.find((event) => event.event_name === 'page_view');
    expect(param(view, 'page_query_params')).toBe('q=desk');
    expect(param(view, 'utm_source')).toBe('ads');
    const vital = events.find((event) => event.event_name === 'web_vitals');
    expect([param(vital, 'metric'), param(vital, 'value'), param(vital, 'page_name')]).toEqual(['CLS', 42, '_search']);
    expect(window.localStorage.getItem('dh_session_id')).not.toBeNull();
  });
});
