import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { apiEndpoints } from '@/lib/contracts/api-endpoints';
import type { AnyContract } from '@/lib/contracts/endpoint';
import { brandMembers } from '@/server/db/schema/brands/brands';
import type { ApiAnswer } from '@/tests/integration/api/support/call-api';
import { buildBrand, buildOperator, buildPerson } from '@/tests/support/builders/brands';
import { buildVendor } from '@/tests/support/builders/catalog';
import { startBrandsApi, type BrandsApi } from './support/brands-api';

/*
 * Issue 16 item 5: every brand and admin operation, walked from the contract registry (so
 * endpoints added later are walked without being listed here), as each kind of caller.
 *
 * The leak rule, for every caller who may not see brand A (visitor, plain customer, member of
 * brand B, removed member of A; and everyone but operators on admin routes): the answer for
 * A's id and the answer for a brand id that does not exist (999999) are the same — same HTTP
 * status, same error code, same message once the ids are blanked — and neither is a success.
 * withApi validates params, query and body before the handler (and so before the membership
 * check), so a request whose body is not valid may be refused with 400 instead of 404: that is
 * fine as long as A's id and the missing id get the identical 400, which reveals nothing.
 *
 * Role expectations, where they can be decided without a valid body:
 * - visitor: 401 everywhere (authentication comes before validation);
 * - customer and member of B: 403 on admin routes; on brand routes 404 whenever the request
 *   passed validation (anything but 400/415), the same as a missing brand;
 * - removed member of A: like a stranger (404 once validation passes);
 * - member of A and operator (GET): past the brand check, i.e. never 403 for the operator and
 *   never the missing-brand answer (a 404 about another object of the path, numbered 1, is fine);
 * - operator writes on brand routes: never a success, and 403 once validation passes;
 * - operator on admin routes: never 401/403.
 * Other path parameters are filled with 1 (or an enum's first value); bodies are `{}` (the empty
 * object is valid for some).
 */

const MISSING_BRAND = 999_999;
const brandRoute = (contract: AnyContract) => contract.path.startsWith('/v1/brands/{brandId}');
const adminRoute = (contract: AnyContract) => contract.path.startsWith('/v1/admin/');
const walked = apiEndpoints.filter((contract) => brandRoute(contract) || adminRoute(contract));

let api: BrandsApi;
let brandA: number;
const callers: Record<string, Record<string, string> | undefined> = {};

beforeAll(async () => {
  api = await startBrandsApi();
  const owner = await buildPerson(api.db);
  const removed = await buildPerson(api.db);
  const memberOfB = await buildPerson(api.db);
  const customer = await buildPerson(api.db);
  const operator = await buildOperator(api.db);
  const vendorA = await buildVendor(api.db);
  brandA = (await buildBrand(api.db, { vendorId: vendorA.id, members: [{ customerId: owner.customer.id, role: 'owner' }, { customerId: removed.customer.id, role: 'manager' }] })).id;
  await buildBrand(api.db, { members: [{ customerId: memberOfB.customer.id, role: 'owner' }] });
  await api.db.delete(brandMembers).where(and(eq(brandMembers.brandId, brandA), eq(brandMembers.customerId, removed.customer.id)));
  Object.assign(callers, { visitor: undefined, customer: customer.headers, memberOfB: memberOfB.headers, removedMember: removed.headers, operator: operator.headers, owner: owner.headers });
});
afterAll(() => api?.close());

/** Another path parameter: the first value of an enum (a picture `kind`), else 1. */
function paramValue(contract: AnyContract, name: string): string {
  const shape = (contract.params as { shape?: Record<string, { options?: unknown[] }> } | undefined)?.shape;
  const first = shape?.[name]?.options?.[0];
  // A statement's month (issue 17): a valid one, so the walk reaches the brand check.
  if (name === 'month') return '2026-11';
  return typeof first === 'string' ? first : '1';
}

function pathFor(contract: AnyContract, brandId: number): string {
  return contract.path.replace('{brandId}', String(brandId)).replace(/\{([^}]+)\}/g, (_match, name: string) => paramValue(contract, name));
}

function send(contract: AnyContract, brandId: number, headers: Record<string, string> | undefined): Promise<ApiAnswer> {
  const writes = contract.method !== 'GET' && contract.method !== 'DELETE';
  return api.call(contract.method, pathFor(contract, brandId), { headers, body: writes ? {} : undefined });
}

interface Seen {
  status: number;
  code: string | undefined;
  message: string | undefined;
}

function seen(answer: ApiAnswer, ids: number[]): Seen {
  const json = answer.json as { message?: string; data?: { code?: string } } | undefined;
  let message = json?.message;
  for (const id of ids) message = message?.split(String(id)).join('{id}');
  return { status: answer.status, code: json?.data?.code, message };
}

/** The leak rule: A's id and a missing id answer alike, and never with a success. */
async function answersLikeMissing(contract: AnyContract, who: string): Promise<Seen> {
  const headers = callers[who];
  const forA = seen(await send(contract, brandA, headers), [brandA]);
  const forMissing = seen(await send(contract, MISSING_BRAND, headers), [MISSING_BRAND]);
  const label = `${contract.method} ${contract.path} as ${who}`;
  expect(forA, label).toEqual(forMissing);
  expect(forA.status, label).toBeGreaterThanOrEqual(400);
  return forA;
}

const refusedByValidation = (status: number) => status === 400 || status === 415;

/**
 * Passing the brand check shows as anything but the answer a missing brand gets. A 404 about
 * another object of the path (a document or invitation numbered 1 that A does not have) is fine.
 */
async function expectNotTheBrand404(contract: AnyContract, answer: ApiAnswer): Promise<void> {
  const missingBrand = seen(await send(contract, MISSING_BRAND, callers.owner), [MISSING_BRAND]);
  // Refused before the brand check (an invalid body): this request cannot tell either way.
  if (missingBrand.status !== 404) return;
  expect(seen(answer, [brandA]), `${contract.method} ${contract.path}: ${answer.text}`).not.toEqual(missingBrand);
}

describe('the walk', () => {
  it('finds the admin endpoints (and the brand endpoints once they exist)', () => {
    expect(walked.filter(adminRoute).length).toBeGreaterThanOrEqual(10);
  });
});

describe.each(walked.filter(brandRoute).map((contract) => [`${contract.method} ${contract.path}`, contract] as const))('%s', (_name, contract) => {
  it('answers a visitor 401', async () => {
    expect((await answersLikeMissing(contract, 'visitor')).status).toBe(401);
  });

  it.each(['customer', 'memberOfB', 'removedMember'])('answers %s with A’s id exactly as for a missing brand (404 once valid)', async (who) => {
    const answer = await answersLikeMissing(contract, who);
    if (!refusedByValidation(answer.status)) expect(answer).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('lets an operator read, never write', async () => {
    const answer = await send(contract, brandA, callers.operator);
    if (contract.method === 'GET') {
      expect(answer.status, answer.text).not.toBe(403);
      await expectNotTheBrand404(contract, answer);
    } else {
      expect(answer.status, answer.text).toBeGreaterThanOrEqual(400);
      if (!refusedByValidation(answer.status)) expect(answer.status, answer.text).toBe(403);
    }
  });

  it('lets a member of A in (never the missing-brand 404 for their own brand)', async () => {
    await expectNotTheBrand404(contract, await send(contract, brandA, callers.owner));
  });
});

describe.each(walked.filter(adminRoute).map((contract) => [`${contract.method} ${contract.path}`, contract] as const))('%s', (_name, contract) => {
  it('answers a visitor 401', async () => {
    expect((await answersLikeMissing(contract, 'visitor')).status).toBe(401);
  });

  it.each(['customer', 'memberOfB', 'removedMember', 'owner'])('answers %s 403, the same for any brand id', async (who) => {
    expect(await answersLikeMissing(contract, who)).toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });

  it('lets an operator in', async () => {
    const answer = await send(contract, brandA, callers.operator);
    expect([401, 403], answer.text).not.toContain(answer.status);
    expect(answer.status, answer.text).toBeLessThan(500);
  });
});
