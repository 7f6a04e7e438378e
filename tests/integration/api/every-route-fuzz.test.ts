import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiEndpoints } from '@/lib/contracts/api-endpoints';
import { defineEndpoint, type AnyContract } from '@/lib/contracts/endpoint';
import { errorEnvelopeSchema, successEnvelopeSchema } from '@/lib/contracts/envelope-schemas';
import { buildOpenApiDocument } from '@/server/http/openapi/build-openapi-document';
import { withApi } from '@/server/http/with-api';
import { discoverApiRoutes, loadApiRoutes, startApiServer, type ApiServer } from '@/tests/integration/setup/api-harness';
import { createTestDatabase } from '@/tests/integration/setup/test-database';
import { callApi, type ApiAnswer } from './support/call-api';
import { requestArbitrary, type AuthKind, type FuzzRequest } from './support/request-arbitrary';
import { testRoute } from './support/test-route';
import { tokenFor } from './support/tokens';

/*
 * Design §7: "unhandled 500 on malformed input to any API route: 0". Every contract of the
 * registry, served by its real route file over HTTP, gets random requests (schema-shaped and
 * garbage bodies, hostile query keys, random path params, methods, tokens and locales) and must
 * answer below 500 with a well-formed envelope. API_FUZZ_RUNS raises the count per contract.
 */

const RUNS = Number(process.env.API_FUZZ_RUNS ?? 60);
const document = buildOpenApiDocument();
const successEnvelope = successEnvelopeSchema(z.unknown());

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let api: ApiServer;
const tokens = new Map<AuthKind, string>();

beforeAll(async () => {
  database = await createTestDatabase();
  const routes = [...discoverApiRoutes('pages/api/v1'), ...discoverApiRoutes('pages/api').filter((r) => r.page === '/api/[...path]')];
  api = await startApiServer(await loadApiRoutes(routes));
  for (const role of ['customer', 'admin'] as const) tokens.set(role, await tokenFor(role, { userId: 1 }));
  tokens.set('expired', await tokenFor('customer', { ttlSeconds: -60 }));
  // 5xx answers are logged by the wrapper; a failing run prints the answer itself.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterAll(async () => {
  vi.restoreAllMocks();
  await api?.close();
  await database?.drop();
});

function send(request: FuzzRequest): Promise<ApiAnswer> {
  const headers: Record<string, string> = {};
  const token = tokens.get(request.auth);
  if (token) headers.authorization = `Bearer ${token}`;
  else if (request.auth === 'garbage') headers.authorization = request.authorization;
  if (request.locale !== undefined) headers.location = request.locale;
  if (request.contentType) headers['content-type'] = request.contentType;
  return callApi(`${api.url}${request.target}`, { method: request.method, headers, body: request.body });
}

/** What every answer must look like, whatever was sent. */
function expectWellFormed(answer: ApiAnswer, request: FuzzRequest, contract?: AnyContract): void {
  const context = `${request.method} ${request.target} → ${answer.status} ${answer.text.slice(0, 500)}`;
  expect(answer.status, context).toBeLessThan(500);
  if (answer.status >= 400) {
    const envelope = errorEnvelopeSchema.safeParse(answer.json);
    expect(envelope.success, context).toBe(true);
    expect(envelope.data?.status, context).toBeLessThanOrEqual(0);
    expect(envelope.data?.message.length, context).toBeGreaterThan(0);
    if (answer.status === 405) expect(answer.headers.get('allow'), context).toBeTruthy();
    return;
  }
  expect(answer.status, context).toBeGreaterThanOrEqual(200);
  if (contract?.rawResponse) expect(answer.json, context).toBeTypeOf('object');
  else expect(successEnvelope.safeParse(answer.json).success, context).toBe(true);
}

describe('every registered endpoint under random and malformed requests', () => {
  it.each(apiEndpoints.map((contract) => [`${contract.method} ${contract.path}`, contract] as const))(
    '%s never answers 5xx and always answers a well-formed envelope',
    async (_name, contract) => {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(contract, document), async (request) => {
          expectWellFormed(await send(request), request, contract);
        }),
        { numRuns: RUNS },
      );
    },
  );

  it('answers any unknown /api path with a 404 envelope, whatever the method and body', async () => {
    const request = fc.record({
      segments: fc.array(fc.string({ minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 4 }),
      method: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
      body: fc.option(fc.string({ maxLength: 100 }), { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ segments, method, body }) => {
        // Prefixed so that no segment is "." or ".." (which URL parsing folds away).
        const target = `/api/${segments.map((segment) => `zz-${encodeURIComponent(segment)}`).join('/')}`;
        const fuzz: FuzzRequest = { method, target, auth: 'none', authorization: '', locale: undefined, contentType: 'application/json', body };
        const answer = await send(fuzz);
        expectWellFormed(answer, fuzz);
        expect(answer.status).toBe(404);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('the fuzzer itself', () => {
  it('finds a 500 that only valid input reaches (so a green run means something)', async () => {
    const order = defineEndpoint({
      method: 'POST',
      path: '/v1/test/fuzz/{deskId}',
      summary: 'Test: crashes on one valid quantity',
      tags: ['Test'],
      auth: 'public',
      params: z.object({ deskId: z.string().regex(/^D\d{3}$/) }),
      body: z.object({ quantity: z.int().min(1).max(5) }),
      response: z.object({ ok: z.boolean() }),
    });
    const buggy = await startApiServer({
      '/api/v1/test/fuzz/[deskId]': testRoute(
        withApi(order, ({ body }) => {
          if (body.quantity === 3) throw new Error('bug');
          return { ok: true };
        }),
      ),
    });
    try {
      const run = fc.assert(
        fc.asyncProperty(requestArbitrary(order, buildOpenApiDocument([order])), async (request) => {
          const answer = await callApi(`${buggy.url}${request.target}`, { method: request.method, headers: request.contentType ? { 'content-type': request.contentType } : {}, body: request.body });
          expectWellFormed(answer, request, order);
        }),
        { numRuns: 300, seed: 20260101 },
      );
      // fast-check shrinks the failure down to the one value that reaches the bug.
      await expect(run).rejects.toThrow(/Counterexample: .*\\"quantity\\":3\}/);
    } finally {
      await buggy.close();
    }
  });
});
