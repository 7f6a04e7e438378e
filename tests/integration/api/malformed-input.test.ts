import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorEnvelopeSchema } from '@/lib/contracts/envelope-schemas';
import type { AuthRequirement } from '@/lib/contracts/endpoint';
import type { OpenApiDocument, OperationMethod } from '@/server/http/openapi/openapi-types';
import * as errorPage from '@/pages/_error';
import { discoverApiRoutes, loadApiRoutes, startApiServer, type ApiServer } from '@/tests/integration/setup/api-harness';
import { changedTables, databaseDigest, writeMark } from '@/tests/integration/setup/database-digest';
import { createTestDatabase } from '@/tests/integration/setup/test-database';
import { callApi, type ApiAnswer } from './support/call-api';
import { applicableKinds, malformedRequests, MUTATION_KINDS, type MalformedRequest, type MutationKind, type OperationUnderTest } from './support/malformed-request';
import { tokenFor } from './support/tokens';
import { buildVendor } from '@/tests/support/builders/catalog';
import { buildCustomer } from '@/tests/support/builders/customers';
import { operators } from '@/server/db/schema/accounts/operators';

/*
 * Issue 15 / design §7: no input gives a 5xx or an answer outside the envelope. Every operation of
 * the OpenAPI document (read from the running API, not listed here), served by its real route
 * file, gets requests made malformed one way at a time (support/malformed-request.ts), with and
 * without a valid token for the operation's role. Each must be refused with a 4xx error envelope
 * carrying a message, and the database must be the same afterwards (every table's rows compared).
 * Seeded, so a failure replays; MALFORMED_INPUT_RUNS raises the count, MALFORMED_INPUT_SEED
 * changes the seed.
 */

const RUNS = Number(process.env.MALFORMED_INPUT_RUNS ?? 4);
const SEED = Number(process.env.MALFORMED_INPUT_SEED ?? 20261126);

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let api: ApiServer;
let document: OpenApiDocument;
const tokens = new Map<AuthRequirement, string>();

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startApiServer(await loadApiRoutes(discoverApiRoutes('pages/api')), { errorPage });
  // Real accounts behind the tokens, and rows in the tables they touch, so a write would show.
  const customerId = (await buildCustomer(database.db, { email: 'hostile@example.test' })).id;
  await buildVendor(database.db, { code: 'HOSTILE' });
  // An operator in the database, so admin handlers run past their operator check.
  await database.db.insert(operators).values({ email: 'hostile@example.test', customerId, source: 'seed' });
  tokens.set('customer', await tokenFor('customer', { userId: customerId }));
  tokens.set('optional', await tokenFor('customer', { userId: customerId }));
  tokens.set('admin', await tokenFor('admin', { userId: customerId }));
  document = (await callApi(`${api.url}/api/v1/openapi.json`)).json as OpenApiDocument;
  // 5xx answers are logged by the wrapper; a failing run prints the answer itself.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterAll(async () => {
  await api?.close();
  await database?.drop();
});

function operationsOf(doc: OpenApiDocument): OperationUnderTest[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method: (method as OperationMethod).toUpperCase(), path, operation: operation! })),
  );
}

function send(op: OperationUnderTest, request: MalformedRequest): Promise<ApiAnswer> {
  const headers: Record<string, string> = {};
  const token = tokens.get(op.operation['x-auth']);
  if (request.withToken && token) headers.authorization = `Bearer ${token}`;
  if (request.contentType) headers['content-type'] = request.contentType;
  if (request.cookie) headers.cookie = request.cookie;
  return callApi(`${api.url}${request.target}`, { method: request.method, headers, body: request.body });
}

/** Refused, in the envelope, with a message a person can read. */
function expectRefused(answer: ApiAnswer, request: MalformedRequest): void {
  const context = `${request.kind} (${request.detail}): ${request.method} ${request.target.slice(0, 300)} → ${answer.status} ${answer.text.slice(0, 400)}`;
  expect(answer.status, context).toBeGreaterThanOrEqual(400);
  expect(answer.status, context).toBeLessThan(500);
  expect(answer.headers.get('content-type'), context).toMatch(/^application\/json/);
  const envelope = errorEnvelopeSchema.safeParse(answer.json);
  expect(envelope.success, context).toBe(true);
  expect(envelope.data?.status, context).toBe(0);
  expect(envelope.data?.message.trim().length, context).toBeGreaterThan(0);
}

/** A seed per operation and kind, so that adding an operation replays the others unchanged. */
function seedOf(text: string): number {
  let hash = SEED;
  for (const char of text) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

describe('malformed input to every operation of the OpenAPI document', () => {
  it('reads a document with operations to walk', () => {
    expect(operationsOf(document).length).toBeGreaterThan(50);
  });

  it('is refused with a 4xx envelope and changes nothing in the database', async () => {
    const failures: string[] = [];
    const kindsTried = new Set<MutationKind>();
    const initial = await databaseDigest(database.db);
    for (const op of operationsOf(document)) {
      const mark = await writeMark(database.db);
      for (const kind of applicableKinds(op, document)) {
        kindsTried.add(kind);
        try {
          await fc.assert(
            fc.asyncProperty(malformedRequests(op, document, kind), async (request) => expectRefused(await send(op, request), request)),
            { numRuns: RUNS, seed: seedOf(`${op.method} ${op.path} ${kind}`) },
          );
        } catch (error) {
          // Every operation is still walked, so one run reports every failure at once.
          failures.push(`${op.method} ${op.path} ${kind}: ${error instanceof Error ? error.message.slice(0, 1_500) : String(error)}`);
        }
      }
      // The full digest only when something was written (a write rolled back leaves it equal).
      const changed = (await writeMark(database.db)) === mark ? [] : changedTables(initial, await databaseDigest(database.db));
      if (changed.length > 0) failures.push(`${op.method} ${op.path} changed the database: ${changed.join('; ')}`);
    }
    expect(failures).toEqual([]);
    expect(changedTables(initial, await databaseDigest(database.db))).toEqual([]);
    expect([...kindsTried].sort()).toEqual([...MUTATION_KINDS].sort());
  });
});
