import fs from 'node:fs';
import type { Db } from '@/server/db/client';
import { callApi, type ApiAnswer } from '@/tests/integration/api/support/call-api';
import { discoverApiRoutes, loadApiRoutes, startApiServer } from '@/tests/integration/setup/api-harness';
import { createTestDatabase } from '@/tests/integration/setup/test-database';

/* The brand, admin and personal routes served over HTTP on a database of their own. */

export interface BrandsCall {
  body?: unknown;
  /** A bearer token, or the headers of a builder's person. */
  token?: string;
  headers?: Record<string, string>;
  locale?: string;
}

export interface BrandsApi {
  db: Db;
  url: string;
  call(method: string, path: string, options?: BrandsCall): Promise<ApiAnswer>;
  close(): Promise<void>;
}

const ROUTE_FOLDERS = ['pages/api/v1/brands', 'pages/api/v1/brand-banners', 'pages/api/v1/brand-invitations', 'pages/api/v1/brand-pictures', 'pages/api/v1/admin', 'pages/api/v1/me', 'pages/api/v1/shipments'];

/** `routeFolders`: the route folders to serve (the brand area's, unless a suite needs others). */
export async function startBrandsApi(routeFolders: readonly string[] = ROUTE_FOLDERS): Promise<BrandsApi> {
  process.env.TRUST_PROXY = '1';
  const database = await createTestDatabase();
  const routes = routeFolders.filter((dir) => fs.existsSync(dir)).flatMap((dir) => discoverApiRoutes(dir));
  const server = await startApiServer(await loadApiRoutes(routes));
  return {
    db: database.db,
    url: server.url,
    call: (method, path, options = {}) => {
      const headers: Record<string, string> = { location: options.locale ?? 'en-US', 'x-forwarded-for': '203.0.113.7', ...options.headers };
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
