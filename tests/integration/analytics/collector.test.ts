import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ANALYTICS_DEV_WRITE_KEY } from '@/lib/contracts/analytics/event-tracking-schemas';
import { analyticsQueueDepth, flushAnalyticsEvents } from '@/server/analytics/collector/event-queue';
import { maintainEventPartitions } from '@/server/analytics/partitions/maintain-event-partitions';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { buildAnalyticsEvent, KNOWN_TEST_IP, writeKeyHeaders } from '@/tests/support/builders/analytics';
import { rowsOf, startAnalyticsApi, type AnalyticsApi } from './support';

/* Issue 23 item 1: the collector's door (write key, validation, size), its queue, enrichment, bots, partitions and retention. */

let api: AnalyticsApi;
beforeAll(async () => {
  api = await startAnalyticsApi();
});
afterAll(() => api.close());
afterEach(async () => {
  delete process.env.ANALYTICS_WRITE_KEYS;
  delete process.env.ANALYTICS_FLUSH_EVENTS;
  delete process.env.ANALYTICS_RETENTION_DAYS;
  await flushAnalyticsEvents();
});

const post = (body: unknown, headers: Record<string, string> = writeKeyHeaders()) => api.call('POST', '/v1/analytics/event_tracking', { body, headers });
const storedFor = (session: string) =>
  rowsOf<{ partition: string; country: string | null; state: string | null; city: string | null; ip: string; is_bot: boolean; source: string | null }>(
    api.db,
    sql`select tableoid::regclass::text as partition, country, state, city, ip, is_bot, source from analytics_events where session_id = ${session}`,
  );

describe('the write key', () => {
  it('refuses a call without a key or with a wrong one (401 envelope) and accepts every listed key, so a key can be rotated', async () => {
    const event = buildAnalyticsEvent();
    expectErrorEnvelope(await post(event, {}), 401, 'UNAUTHORIZED');
    expectErrorEnvelope(await post(event, writeKeyHeaders('not-the-key')), 401, 'UNAUTHORIZED');
    process.env.ANALYTICS_WRITE_KEYS = 'site-key-old-2026,site-key-new-2026';
    expect(expectSuccessData(await post(event, writeKeyHeaders('site-key-old-2026')), 202)).toEqual({ accepted: 1 });
    expect(expectSuccessData(await post(event, writeKeyHeaders('site-key-new-2026')), 202)).toEqual({ accepted: 1 });
    // Once keys are listed, the development key is no longer one of them.
    expectErrorEnvelope(await post(event, writeKeyHeaders(ANALYTICS_DEV_WRITE_KEY)), 401, 'UNAUTHORIZED');
  });
});

describe('validation and size', () => {
  it('refuses an unknown event name, a missing field and an over-long value with a 400 envelope naming the field', async () => {
    const unknownName = { ...buildAnalyticsEvent(), event_name: 'purchase_maybe' };
    expectErrorEnvelope(await post(unknownName), 400);
    const { session_id: _dropped, ...withoutSession } = buildAnalyticsEvent().data;
    expectErrorEnvelope(await post({ ...buildAnalyticsEvent(), data: withoutSession }), 400);
    const answer = expectErrorEnvelope(await post(buildAnalyticsEvent('page_view', { session_id: 'x'.repeat(65) })), 400);
    expect(JSON.stringify(answer)).toContain('session_id');
    expect(analyticsQueueDepth()).toBe(0);
  });

  it('refuses a batch of more than 50 events (400) and a body over 64 kB (413)', async () => {
    const events = Array.from({ length: 51 }, () => buildAnalyticsEvent());
    expectErrorEnvelope(await post({ events }), 400);
    const padded = buildAnalyticsEvent('page_view', { event_params: Array.from({ length: 30 }, (_, i) => ({ key: `k${i}`, value: 'x'.repeat(500) })) });
    expectErrorEnvelope(await post({ events: Array.from({ length: 6 }, () => padded) }), 413, 'PAYLOAD_TOO_LARGE');
  });
});

describe('the queue', () => {
  it('answers 202 before writing, then writes the batch into the partition of the day it was received', async () => {
    const session = 's-queued';
    const answer = await post({ events: [1, 2, 3].map(() => buildAnalyticsEvent('page_view', { session_id: session })) });
    expect(expectSuccessData(answer, 202)).toEqual({ accepted: 3 });
    expect(await storedFor(session)).toHaveLength(0);
    expect(analyticsQueueDepth()).toBe(3);

    expect(await flushAnalyticsEvents()).toBe(3);
    const rows = await storedFor(session);
    expect(rows).toHaveLength(3);
    expect(rows[0]!.partition).toBe(`analytics_events_p${new Date().toISOString().slice(0, 10).replaceAll('-', '')}`);
  });

  it('writes by itself once the batch size is reached', async () => {
    process.env.ANALYTICS_FLUSH_EVENTS = '2';
    await post({ events: [buildAnalyticsEvent('page_view', { session_id: 's-size' }), buildAnalyticsEvent('page_view', { session_id: 's-size' })] });
    await expect.poll(async () => (await storedFor('s-size')).length, { timeout: 5_000 }).toBe(2);
  });
});

describe('enrichment and robots', () => {
  it('locates the request IP from the shipped database (the GeoLite2 test range) and records the source', async () => {
    const event = buildAnalyticsEvent('page_view', { session_id: 's-geo', web_info: { url: 'https://deskhaus.test/chairs', referrer: 'https://www.example.org/best-chairs' } });
    await post(event, { ...writeKeyHeaders(), 'x-forwarded-for': KNOWN_TEST_IP });
    await flushAnalyticsEvents();
    expect(await storedFor('s-geo')).toEqual([expect.objectContaining({ ip: KNOWN_TEST_IP, country: 'GB', state: 'England', city: 'Bracknell', is_bot: false, source: 'example.org' })]);
  });

  it('stores an event sent by a crawler flagged as a bot', async () => {
    await post(buildAnalyticsEvent('page_view', { session_id: 's-bot' }), { ...writeKeyHeaders(), 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    await flushAnalyticsEvents();
    expect(await storedFor('s-bot')).toEqual([expect.objectContaining({ is_bot: true })]);
  });
});

describe('partitions and retention', () => {
  it('creates the coming days ahead and drops the days past the retention, with their events', async () => {
    const now = new Date();
    const today = now.toISOString().slice(0, 10);
    const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000).toISOString().slice(0, 10);
    process.env.ANALYTICS_RETENTION_DAYS = '30';
    const first = await maintainEventPartitions(now, [daysAgo(45), daysAgo(10)]);
    // A day past the retention is never created; a recent one is.
    expect(first.created).toContain(daysAgo(10));
    expect(first.created).not.toContain(daysAgo(45));
    const partitions = await rowsOf<{ name: string }>(api.db, sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = 'analytics_events'::regclass`);
    const names = partitions.map((row) => row.name);
    for (let ahead = 0; ahead <= 3; ahead++) expect(names).toContain(`analytics_events_p${daysAgo(-ahead).replaceAll('-', '')}`);
    expect(names).toContain(`analytics_events_p${today.replaceAll('-', '')}`);

    await api.db.execute(sql`insert into analytics_events (day, event_name, event_timestamp, session_id, user_pseudo_id, url, event_params, web_info) values (${daysAgo(10)}, 'page_view', 0, 's-old', 'u-old', 'https://deskhaus.test/', '[]', '{}')`);
    process.env.ANALYTICS_RETENTION_DAYS = '5';
    const second = await maintainEventPartitions(now);
    expect(second.dropped).toContain(daysAgo(10));
    expect(await storedFor('s-old')).toHaveLength(0);
  });

  it('deletes the distinct visitors and sessions of the days past the retention and keeps their counts and the recent days', async () => {
    const now = new Date();
    const today = now.toISOString().slice(0, 10);
    const tenDaysAgo = new Date(now.getTime() - 10 * 86_400_000).toISOString().slice(0, 10);
    await post(buildAnalyticsEvent('page_view', { session_id: 's-kept', user_pseudo_id: 'u-kept' }));
    await flushAnalyticsEvents();
    await api.db.execute(sql`insert into analytics_daily_uniques (day, kind, key, member) values (${tenDaysAgo}, 'visitor', '', 'u-past'), (${tenDaysAgo}, 'session', '', 's-past'), (${tenDaysAgo}, 'country', 'FR', 'u-past'), (${tenDaysAgo}, 'source', '(direct)', 's-past')`);
    await api.db.execute(sql`insert into analytics_daily_counts (day, kind, key, count) values (${tenDaysAgo}, 'visitors', '', 1)`);
    const members = async () =>
      new Set((await rowsOf<{ day: string; member: string }>(api.db, sql`select day::text as day, member from analytics_daily_uniques where member in ('u-past', 's-past', 'u-kept', 's-kept')`)).map((row) => `${row.day} ${row.member}`));

    process.env.ANALYTICS_RETENTION_DAYS = '30';
    expect((await maintainEventPartitions(now)).membersDeleted).toBe(0);
    expect(await members()).toEqual(new Set([`${tenDaysAgo} u-past`, `${tenDaysAgo} s-past`, `${today} u-kept`, `${today} s-kept`]));

    process.env.ANALYTICS_RETENTION_DAYS = '5';
    const pruned = await maintainEventPartitions(now);
    expect(pruned.membersDeleted).toBeGreaterThanOrEqual(4);
    expect(await members()).toEqual(new Set([`${today} u-kept`, `${today} s-kept`]));
    const counters = await rowsOf<{ count: number }>(api.db, sql`select count::int as count from analytics_daily_counts where day = ${tenDaysAgo} and kind = 'visitors'`);
    expect(counters).toEqual([{ count: 1 }]);
  });
});
