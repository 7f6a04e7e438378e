import fs from 'node:fs';
import { vi } from 'vitest';
import type { Db } from '@/server/db/client';
import { seedContent } from '@/server/db/seed/seed-content';
import { callApi, type ApiAnswer } from '@/tests/integration/api/support/call-api';
import { discoverApiRoutes, loadApiRoutes, startApiServer } from '@/tests/integration/setup/api-harness';
import { createTestDatabase } from '@/tests/integration/setup/test-database';

/* The editor's routes and the public content routes over HTTP, on a database seeded with the content files. */

export interface EditorApi {
  db: Db;
  call(method: string, path: string, options?: { body?: unknown; headers?: Record<string, string> }): Promise<ApiAnswer>;
  close(): Promise<void>;
}

const ROUTE_FOLDERS = ['pages/api/v1/admin/content', 'pages/api/v1/content'];

export async function startEditorApi(): Promise<EditorApi> {
  process.env.TRUST_PROXY = '1';
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const database = await createTestDatabase();
  await seedContent(database.db);
  const routes = ROUTE_FOLDERS.filter((dir) => fs.existsSync(dir)).flatMap((dir) => discoverApiRoutes(dir));
  const server = await startApiServer(await loadApiRoutes(routes));
  return {
    db: database.db,
    call: (method, path, options = {}) =>
      // A fresh connection per call: a kept-alive socket the server closed during a slow step reads as ECONNRESET.
      callApi(`${server.url}/api${path}`, { method, body: options.body, headers: { location: 'en-US', 'x-forwarded-for': '203.0.113.9', connection: 'close', ...options.headers } }),
    close: async () => {
      delete process.env.TRUST_PROXY;
      await server.close();
      await database.drop();
      vi.restoreAllMocks();
    },
  };
}
