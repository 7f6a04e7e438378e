import { vi } from 'vitest';
import type { Db } from '@/server/db/client';
import { signAccessToken } from '@/server/http/access-token';
import { callApi, type ApiAnswer } from '@/tests/integration/api/support/call-api';
import { discoverApiRoutes, loadApiRoutes, startApiServer } from '@/tests/integration/setup/api-harness';
import { createTestDatabase } from '@/tests/integration/setup/test-database';
import { buildCustomer } from '@/tests/support/builders/customers';

/* The shopper's programme routes (/v1/me/*, /v1/customers/*) over HTTP, on a database of their own. */

export interface ProgrammesApi {
  db: Db;
  call(method: string, path: string, options?: { token?: string; body?: unknown }): Promise<ApiAnswer>;
  close(): Promise<void>;
}

export async function startProgrammesApi(): Promise<ProgrammesApi> {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  const database = await createTestDatabase();
  const server = await startApiServer(await loadApiRoutes(['pages/api/v1/me', 'pages/api/v1/customers'].flatMap((dir) => discoverApiRoutes(dir))));
  return {
    db: database.db,
    call: (method, path, options = {}) =>
      callApi(`${server.url}/api${path}`, { method, body: options.body, headers: options.token ? { authorization: `Bearer ${options.token}` } : {} }),
    close: async () => {
      await server.close();
      await database.drop();
      vi.restoreAllMocks();
    },
  };
}

export interface Shopper {
  id: number;
  email: string;
  token: string;
}

export async function buildShopper(db: Db, overrides: { language?: string } = {}): Promise<Shopper> {
  const customer = await buildCustomer(db, overrides);
  return { id: customer.id, email: customer.email, token: await signAccessToken({ userId: customer.id, role: 'customer', email: customer.email }) };
}
