import type { Db } from '@/server/db/client';
import { callApi, type ApiAnswer } from '@/tests/integration/api/support/call-api';
import { discoverApiRoutes, loadApiRoutes, startApiServer } from '@/tests/integration/setup/api-harness';
import { createTestDatabase } from '@/tests/integration/setup/test-database';
import { actingPath } from '@/tests/integration/shipments/support/shipments-api';

/* The order, shipment, self-service and admin routes served over HTTP on a database of their own. */

export interface OrdersCall {
  body?: unknown;
  token?: string;
  ip?: string;
}

export interface OrdersApi {
  db: Db;
  call(method: string, path: string, options?: OrdersCall): Promise<ApiAnswer>;
  close(): Promise<void>;
}

const ROUTE_DIRS = ['pages/api/v1/shipments', 'pages/api/v1/orders', 'pages/api/v1/admin/order-requests', 'pages/api/v1/admin/orders'];

export async function startOrdersApi(): Promise<OrdersApi> {
  process.env.TRUST_PROXY = '1';
  const database = await createTestDatabase();
  const routes = [
    ...ROUTE_DIRS.flatMap((dir) => discoverApiRoutes(dir)),
    ...discoverApiRoutes('pages/api/v1/me').filter((route) => route.file.endsWith('order-requests.ts')),
  ];
  const server = await startApiServer(await loadApiRoutes(routes));
  return {
    db: database.db,
    call: (method, path, options = {}) => {
      const headers: Record<string, string> = { location: 'en-US', 'x-forwarded-for': options.ip ?? '203.0.113.9' };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      return callApi(`${server.url}/api${actingPath(path, options.token)}`, { method, body: options.body, headers });
    },
    close: async () => {
      delete process.env.TRUST_PROXY;
      await server.close();
      await database.drop();
    },
  };
}
