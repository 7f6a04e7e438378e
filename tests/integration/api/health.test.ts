import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DbHandle } from '@/server/db/client';
import { setDbHandle } from '@/server/db/client';
import packageJson from '@/package.json';
import * as healthRoute from '@/pages/api/v1/health';
import { startApiServer, type ApiServer } from '@/tests/integration/setup/api-harness';
import { createTestDatabase } from '@/tests/integration/setup/test-database';
import { callApi } from './support/call-api';
import { expectErrorEnvelope, expectSuccessData } from './support/envelope';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let api: ApiServer;
beforeAll(async () => {
  database = await createTestDatabase();
  api = await startApiServer({ '/api/v1/health': healthRoute });
});
afterAll(async () => {
  await api.close();
  await database.drop();
});

const health = () => `${api.url}/api/v1/health`;

describe('GET /api/v1/health', () => {
  it('answers ok with the database kind and the app version after querying the database', async () => {
    const answer = await callApi(health());
    expect(expectSuccessData(answer)).toEqual({ ok: true, database: database.kind, version: packageJson.version });
    expect(['memory', 'postgres']).toContain(database.kind);
  });

  it('is never cached', async () => {
    expect((await callApi(health())).headers.get('cache-control')).toBe('no-store');
  });

  it('needs no token and ignores a broken one', async () => {
    expect((await callApi(health(), { headers: { authorization: 'Bearer nonsense' } })).status).toBe(200);
  });

  it('answers 503 with Retry-After when the database does not answer', async () => {
    const failing: DbHandle = {
      kind: 'memory',
      close: () => Promise.resolve(),
      db: { execute: () => Promise.reject(new Error('connection refused')) } as unknown as DbHandle['db'],
    };
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setDbHandle(failing);
    try {
      const answer = await callApi(health());
      expect(expectErrorEnvelope(answer, 503, 'UNAVAILABLE').message).toBe('The database is not reachable.');
      expect(answer.headers.get('retry-after')).toBe('5');
    } finally {
      setDbHandle(database);
      consoleError.mockRestore();
    }
  });

  it('answers other methods with 405', async () => {
    const answer = await callApi(health(), { method: 'POST' });
    expectErrorEnvelope(answer, 405, 'METHOD_NOT_ALLOWED');
    expect(answer.headers.get('allow')).toBe('GET');
  });
});
