import { expect } from 'vitest';
import { cartSchema, type Cart } from '@/lib/contracts/pricing/cart-schemas';
import type { Db } from '@/server/db/client';
import { callApi, type ApiAnswer } from '@/tests/integration/api/support/call-api';
import { expectSuccessData } from '@/tests/integration/api/support/envelope';
import { discoverApiRoutes, loadApiRoutes, startApiServer } from '@/tests/integration/setup/api-harness';
import { createTestDatabase } from '@/tests/integration/setup/test-database';

/* The cart API served by its real route files over HTTP, on a database of its own. */

export interface CartCall {
  body?: unknown;
  cartId?: string | null;
  token?: string;
  locale?: string;
  headers?: Record<string, string>;
}

export interface CartApi {
  db: Db;
  call(method: string, path: string, options?: CartCall): Promise<ApiAnswer>;
  close(): Promise<void>;
}

export async function startCartApi(extraRouteDirs: string[] = []): Promise<CartApi> {
  const database = await createTestDatabase();
  const routes = ['pages/api/v1/cart', ...extraRouteDirs].flatMap((dir) => discoverApiRoutes(dir));
  const server = await startApiServer(await loadApiRoutes(routes));
  return {
    db: database.db,
    call: (method, path, options = {}) => {
      const url = new URL(`${server.url}/api${path}`);
      if (options.cartId) url.searchParams.set('cart_id', options.cartId);
      const headers: Record<string, string> = { location: options.locale ?? 'en-US', ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      return callApi(url.toString(), { method, body: options.body, headers });
    },
    close: async () => {
      await server.close();
      await database.drop();
    },
  };
}

/** Asserts a successful cart answer and returns the cart, checked against the contract. */
export function expectCart(answer: ApiAnswer): Cart {
  const data = expectSuccessData(answer);
  const parsed = cartSchema.safeParse(data);
  expect(parsed.success, JSON.stringify(parsed.error?.issues ?? [])).toBe(true);
  return parsed.data!;
}
