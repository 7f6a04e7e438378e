import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { DEV_METRICS_TOKEN } from '@/server/http/metrics/authorize-metrics';
import { setAnalyticsQueueDepth } from '@/server/http/metrics/registry';
import { startApiServer, type ApiServer } from '@/tests/integration/setup/api-harness';
import { createTestDatabase } from '@/tests/integration/setup/test-database';

/* Issue 23 item 5: liveness, readiness (database and migrations) and the Prometheus metrics. */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let api: ApiServer;
beforeAll(async () => {
  database = await createTestDatabase();
  api = await startApiServer({
    '/api/health': await import('@/pages/api/health'),
    '/api/ready': await import('@/pages/api/ready'),
    '/api/metrics': await import('@/pages/api/metrics'),
    '/api/v1/health': await import('@/pages/api/v1/health'),
  });
});
afterAll(async () => {
  await api.close();
  await database.drop();
});

type MigrationRow = { id: number; hash: string; created_at: string };

/** Removes rows of drizzle's migrations table (to play a database behind this build); returns them. */
async function deleteMigrations(where: SQL): Promise<MigrationRow[]> {
  const result = (await database.db.execute(sql`delete from drizzle.__drizzle_migrations ${where} returning id, hash, created_at`)) as unknown as { rows: MigrationRow[] };
  return result.rows;
}

async function restoreMigrations(rows: readonly MigrationRow[]): Promise<void> {
  for (const row of rows) await database.db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at})`);
}

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${api.url}${path}`, { headers });
const scrape = async () => (await get('/api/metrics', { Authorization: `Bearer ${DEV_METRICS_TOKEN}` })).text();

describe('/api/health and /api/ready', () => {
  it('answers liveness without the database, with a request id', async () => {
    const answer = await get('/api/health');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-request-id')).toMatch(/^[\w-]+$/);
    expect(((await answer.json()) as { data: unknown }).data).toMatchObject({ ok: true });
  });

  it('is ready when the database answers and holds every migration of this build', async () => {
    const answer = await get('/api/ready');
    expect(answer.status).toBe(200);
    const { data } = (await answer.json()) as { data: { migrations: { expected: number; applied: number } } };
    expect(data.migrations.applied).toBeGreaterThanOrEqual(data.migrations.expected);
    expect(data.migrations.expected).toBeGreaterThan(0);
  });

  it('is not ready (503) when the newest migration is missing', async () => {
    const rows = await deleteMigrations(sql`where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
    try {
      const answer = await get('/api/ready');
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(((await answer.json()) as { status: number }).status).toBeLessThanOrEqual(0);
    } finally {
      await restoreMigrations(rows);
    }
  });
});

describe('/api/metrics behind METRICS_TOKEN', () => {
  it('refuses a scrape without the token or with a wrong one (401 envelope)', async () => {
    const attempts: Record<string, string>[] = [{}, { Authorization: 'Bearer wrong' }, { Authorization: DEV_METRICS_TOKEN }];
    for (const headers of attempts) {
      const answer = await get('/api/metrics', headers);
      expect(answer.status).toBe(401);
      expect(((await answer.json()) as { status: number }).status).toBeLessThanOrEqual(0);
    }
  });

  it('serves Prometheus text with request counts and latency per route, errors, the pool and the queue depth', async () => {
    await get('/api/v1/health');
    await get('/api/v1/health');
    setAnalyticsQueueDepth(7);
    const answer = await get('/api/metrics', { Authorization: `Bearer ${DEV_METRICS_TOKEN}` });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    const text = await answer.text();
    // At least the two above; the registry is the process's, so other files of this worker add theirs.
    expect(Number(/http_requests_total\{[^}]*route="\/v1\/health"[^}]*status="200"[^}]*\} (\d+)/.exec(text)?.[1])).toBeGreaterThanOrEqual(2);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{[^}]*route="\/v1\/health"/);
    expect(text).toContain('http_request_errors_total');
    expect(text).toMatch(/db_pool_connections\{[^}]*state="total"[^}]*\} \d/);
    // The collector sets the gauge as its queue fills and drains (a queue left by another test
    // file of this worker may flush meanwhile), so only its presence is certain here.
    expect(text).toMatch(/analytics_event_queue_depth\{[^}]*\} \d+/);
    setAnalyticsQueueDepth(0);
  });

  it('counts a 5xx answer as an error of its route', async () => {
    const before = /http_request_errors_total\{[^}]*route="\/ready"[^}]*\} (\d+)/.exec(await scrape())?.[1] ?? '0';
    const saved = await deleteMigrations(sql``);
    try {
      expect((await get('/api/ready')).status).toBe(503);
    } finally {
      await restoreMigrations(saved);
    }
    const after = /http_request_errors_total\{[^}]*route="\/ready"[^}]*\} (\d+)/.exec(await scrape())?.[1];
    expect(Number(after)).toBe(Number(before) + 1);
  });
});
