import { vi } from 'vitest';
import { analyticsQueueDepth } from '@/server/analytics/collector/event-queue';
import type { Db } from '@/server/db/client';
import { callApi, type ApiAnswer } from '@/tests/integration/api/support/call-api';
import { startApiServer } from '@/tests/integration/setup/api-harness';
import { createTestDatabase } from '@/tests/integration/setup/test-database';

/* The collector and the operators' analytics route over HTTP, on an empty migrated database. */

export interface AnalyticsApi {
  db: Db;
  call(method: string, path: string, options?: { body?: unknown; headers?: Record<string, string> }): Promise<ApiAnswer>;
  close(): Promise<void>;
}

export async function startAnalyticsApi(): Promise<AnalyticsApi> {
  process.env.TRUST_PROXY = '1';
  process.env.ANALYTICS_FLUSH_INTERVAL_MS = '600000'; // tests flush by hand
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  // The queue lives on globalThis, shared by the test files of one worker: events an earlier file
  // left waiting would be counted in this file's figures.
  if (analyticsQueueDepth() > 0) throw new Error(`${analyticsQueueDepth()} analytics event(s) left waiting by an earlier test file`);
  const database = await createTestDatabase();
  const server = await startApiServer({
    '/api/v1/analytics/event_tracking': await import('@/pages/api/v1/analytics/event_tracking'),
    '/api/v1/admin/analytics': await import('@/pages/api/v1/admin/analytics'),
  });
  return {
    db: database.db,
    call: (method, path, options = {}) =>
      callApi(`${server.url}/api${path}`, { method, body: options.body, headers: { 'x-forwarded-for': '203.0.113.9', connection: 'close', ...options.headers } }),
    close: async () => {
      delete process.env.TRUST_PROXY;
      delete process.env.ANALYTICS_FLUSH_INTERVAL_MS;
      await server.close();
      await database.drop();
      vi.restoreAllMocks();
    },
  };
}

export async function rowsOf<T>(db: Db, query: Parameters<Db['execute']>[0]): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
