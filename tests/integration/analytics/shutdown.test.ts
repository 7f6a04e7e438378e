import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { analyticsQueueDepth, flushAnalyticsEvents } from '@/server/analytics/collector/event-queue';
import { exitAfterAnalyticsFlush } from '@/server/analytics/collector/flush-on-shutdown';
import { buildAnalyticsEvent, writeKeyHeaders } from '@/tests/support/builders/analytics';
import { rowsOf, startAnalyticsApi, type AnalyticsApi } from './support';

/* Issue 23 bar: no accepted event is lost when the server is stopped (SIGTERM of a restart). */

let api: AnalyticsApi;
beforeAll(async () => {
  api = await startAnalyticsApi();
});
afterAll(() => api.close());

const post = (body: unknown) => api.call('POST', '/v1/analytics/event_tracking', { body, headers: writeKeyHeaders() });
const storedFor = async (session: string) => (await rowsOf<{ n: number }>(api.db, sql`select count(*)::int as n from analytics_events where session_id = ${session}`))[0]!.n;

describe('stopping the server', () => {
  it('holds the exit until every accepted event is written, those accepted during the write included', async () => {
    const session = 's-restart';
    for (let request = 0; request < 5; request++) await post({ events: Array.from({ length: 20 }, () => buildAnalyticsEvent('page_view', { session_id: session })) });
    expect(analyticsQueueDepth()).toBe(100);

    // The signal: the write starts at once, while the server closes.
    const writing = flushAnalyticsEvents();
    // A request that was open when the server began closing finishes meanwhile.
    await post({ events: Array.from({ length: 10 }, () => buildAnalyticsEvent('page_view', { session_id: session })) });
    // The server is closed: Next calls process.exit.
    let storedAtExit: number | null = null;
    const exit = vi.fn(() => {
      void storedFor(session).then((n) => (storedAtExit = n));
    });
    exitAfterAnalyticsFlush(exit, 10_000, () => undefined)(143);
    await writing;

    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(143), { timeout: 10_000 });
    await vi.waitFor(() => expect(storedAtExit).toBe(110));
    expect(analyticsQueueDepth()).toBe(0);
  });

  it('exits anyway when the database refuses the events, and says how many were lost', async () => {
    await post(buildAnalyticsEvent('page_view', { session_id: 's-db-gone' }));
    await api.db.execute(sql`alter table analytics_events rename to analytics_events_away`);
    try {
      const exit = vi.fn();
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      exitAfterAnalyticsFlush(exit, 300, () => undefined)(143);
      await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(143), { timeout: 5_000 });
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/shutdown: 1 event\(s\) lost/));
      warn.mockRestore();
    } finally {
      await api.db.execute(sql`alter table analytics_events_away rename to analytics_events`);
      // A real process has exited here; this worker goes on, and the queue is process-wide, so the
      // refused event is written now rather than into the next test file's database.
      await flushAnalyticsEvents();
    }
  });
});
