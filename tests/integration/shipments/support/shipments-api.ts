import type { Db } from '@/server/db/client';
import { signAccessToken } from '@/server/http/access-token';
import { callApi, type ApiAnswer } from '@/tests/integration/api/support/call-api';
import { discoverApiRoutes, loadApiRoutes, startApiServer } from '@/tests/integration/setup/api-harness';
import { createTestDatabase } from '@/tests/integration/setup/test-database';

/* The shipments and tracking routes served over HTTP on a database of their own. */

export interface ShipmentsCall {
  body?: unknown;
  token?: string;
  /** Sent as X-Forwarded-For; the tests run with TRUST_PROXY=1 so each test is its own client. */
  ip?: string;
  locale?: string;
}

export interface ShipmentsApi {
  db: Db;
  call(method: string, path: string, options?: ShipmentsCall): Promise<ApiAnswer>;
  close(): Promise<void>;
}

export async function startShipmentsApi(): Promise<ShipmentsApi> {
  process.env.TRUST_PROXY = '1';
  const database = await createTestDatabase();
  const routes = ['pages/api/v1/shipments', 'pages/api/v1/orders'].flatMap((dir) => discoverApiRoutes(dir));
  const server = await startApiServer(await loadApiRoutes(routes));
  return {
    db: database.db,
    call: (method, path, options = {}) => {
      const headers: Record<string, string> = { location: options.locale ?? 'en-US', 'x-forwarded-for': options.ip ?? '203.0.113.1' };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      return callApi(`${server.url}/api${path}`, { method, body: options.body, headers });
    },
    close: async () => {
      delete process.env.TRUST_PROXY;
      await server.close();
      await database.drop();
    },
  };
}

export const vendorToken = (vendorId: number, userId = 500 + vendorId) =>
  signAccessToken({ userId, role: 'vendor', email: `staff${userId}@vendor.test`, vendorId });
export const adminToken = () => signAccessToken({ userId: 1, role: 'admin', email: 'ops@deskhaus.test' });
export const customerToken = (customerId: number, email: string) => signAccessToken({ userId: customerId, role: 'customer', email });

let ipSequence = 0;
/** A client address no other test uses, so rate limits of one test never touch another. */
export function freshIp(): string {
  ipSequence += 1;
  return `198.51.${Math.floor(ipSequence / 250)}.${(ipSequence % 250) + 1}`;
}
