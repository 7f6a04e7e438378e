import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_LINE_STATUS as L } from '@/lib/constants/order-line-status';
import { ORDER_STATUS as S } from '@/lib/constants/order-status';
import { brandOrderEndpoints } from '@/lib/contracts/brands/orders';
import type { AnyContract } from '@/lib/contracts/endpoint';
import type { ApiAnswer } from '@/tests/integration/api/support/call-api';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { startBrandsApi, type BrandsApi } from '@/tests/integration/brands/support/brands-api';
import { statusesOf } from '@/tests/integration/shipments/support/order-statuses';
import { buildPerson } from '@/tests/support/builders/brands';
import type { BuiltOrder } from '@/tests/support/builders/orders';
import { buildBrandCast, buildOperatorHeaders, orderOf, orderWithReturn, type BrandCast } from './support/brand-orders-world';

/*
 * Issue 17 item 5 for orders: brand B cannot read or change A's orders, lines, packages, return
 * requests, packing slips or CSV rows by id. Every contract of lib/contracts/brands/orders.ts is
 * walked with A's real ids (order number, return request) as a member of B (with B's brand id:
 * the answer must equal the one for an id that does not exist), as a signed-in stranger (A's
 * brand id: the missing-brand 404) and as an operator (reads yes, writes no). The shipments API
 * that packs and ships is tried with B's brand_id on A's order and package.
 * (tests/integration/brands/isolation.test.ts walks the same contracts with a missing brand id.)
 */

const MISSING_CODE = 'DH00000009';
const MISSING_ID = 999_999;

let api: BrandsApi;
let a: BrandCast;
let b: BrandCast;
let orderA: BuiltOrder;
let returnA: number;
let packageA: number;
let stranger: Record<string, string>;
let operator: Record<string, string>;

beforeAll(async () => {
  api = await startBrandsApi();
  a = await buildBrandCast(api);
  b = await buildBrandCast(api);
  stranger = (await buildPerson(api.db)).headers;
  operator = await buildOperatorHeaders(api);
  const withReturn = await orderWithReturn(api, a);
  returnA = withReturn.requestId;
  orderA = await orderOf(api, [a.vendorCode]);
  const packed = expectSuccessData(await api.call('POST', `/v1/shipments/packages?brand_id=${a.brandId}`, { token: a.staff.token, body: { order_code: orderA.code, order_line_ids: orderA.lineIds } }), 201) as { id: number };
  packageA = packed.id;
});
afterAll(() => api?.close());

const BODIES: Record<string, unknown> = { POST: { action: 'refuse', reason: 'Trying someone else’s return' } };

function pathFor(contract: AnyContract, brandId: number, ids: { code: string; requestId: number }): string {
  return contract.path.replace('{brandId}', String(brandId)).replace('{code}', ids.code).replace('{requestId}', String(ids.requestId));
}

function send(contract: AnyContract, brandId: number, ids: { code: string; requestId: number }, headers: Record<string, string>): Promise<ApiAnswer> {
  const query = contract.path.endsWith('/orders') || contract.path.endsWith('/export') ? `?q=${ids.code}` : '';
  return api.call(contract.method, pathFor(contract, brandId, ids) + query, { headers, body: BODIES[contract.method] });
}

function blanked(answer: ApiAnswer, values: (string | number)[]) {
  const json = answer.json as { message?: string; data?: { code?: string } } | undefined;
  let message = json?.message;
  for (const value of values) message = message?.split(String(value)).join('{id}');
  return { status: answer.status, code: json?.data?.code, message };
}

describe.each(brandOrderEndpoints.map((contract) => [`${contract.method} ${contract.path}`, contract] as const))('%s', (_name, contract) => {
  const idsOfA = () => ({ code: orderA.code, requestId: returnA });
  const missing = { code: MISSING_CODE, requestId: MISSING_ID };
  const listing = contract.path.endsWith('/orders') || contract.path.endsWith('/export');

  it('a member of B, in B’s area, gets for A’s ids what a missing id gets', async () => {
    const forA = await send(contract, b.brandId, idsOfA(), b.owner.headers);
    const forMissing = await send(contract, b.brandId, missing, b.owner.headers);
    if (listing) {
      // A list or CSV searched for A's order number: empty, exactly as for a number nobody has.
      expect(forA.status).toBe(200);
      expect(forA.text.split(orderA.code).join('{id}')).toBe(forMissing.text.split(MISSING_CODE).join('{id}'));
      expect(forA.text).not.toContain(orderA.code);
    } else {
      expect(blanked(forA, [orderA.code, returnA])).toEqual(blanked(forMissing, [MISSING_CODE, MISSING_ID]));
      expectErrorEnvelope(forA, 404, 'NOT_FOUND');
    }
  });

  it('a member of B, or a stranger, in A’s area gets the missing-brand 404', async () => {
    for (const headers of [b.owner.headers, stranger]) {
      const forA = blanked(await send(contract, a.brandId, idsOfA(), headers), [a.brandId]);
      const forMissingBrand = blanked(await send(contract, MISSING_ID, idsOfA(), headers), [MISSING_ID]);
      expect(forA).toEqual(forMissingBrand);
      expect(forA).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    }
  });

  it('an operator reads A’s orders but never acts for A', async () => {
    const answer = await send(contract, a.brandId, idsOfA(), operator);
    if (contract.method === 'GET') expect(answer.status, answer.text).toBe(200);
    else expectErrorEnvelope(answer, 403, 'FORBIDDEN');
  });
});

describe('the shipments API with brand B’s brand_id on A’s order', () => {
  const asB = (method: string, path: string, body?: unknown) => api.call(method, `${path}?brand_id=${b.brandId}`, { token: b.staff.token, body });

  it('does not show A’s order, nor pack, ship or deliver A’s lines and package', async () => {
    expectErrorEnvelope(await asB('GET', `/v1/shipments/orders/${orderA.code}`), 404, 'NOT_FOUND');
    expect((await asB('POST', '/v1/shipments/packages', { order_code: orderA.code, order_line_ids: orderA.lineIds })).status).toBeGreaterThanOrEqual(403);
    expect((await asB('POST', `/v1/shipments/packages/${packageA}/ship`, { carrier: 'UPS', tracking_number: '1Z-NOT-MINE' })).status).toBeGreaterThanOrEqual(403);
    expect((await asB('POST', `/v1/shipments/packages/${packageA}/deliver`, {})).status).toBeGreaterThanOrEqual(403);
    expect(await statusesOf(api.db, orderA.id)).toEqual({ order: S.NEW, lines: [L.PENDING] });
  });

  it('leaves A’s return request in review after B tried every decision', async () => {
    for (const body of [{ action: 'accept' }, { action: 'refuse', reason: 'Not ours' }, { action: 'received', condition: 'unused' }]) {
      expectErrorEnvelope(await api.call('POST', `/v1/brands/${b.brandId}/returns/${returnA}/decision`, { headers: b.staff.headers, body }), 404, 'NOT_FOUND');
    }
    const seen = expectSuccessData(await api.call('GET', `/v1/brands/${a.brandId}/orders?status=returns`, { headers: a.staff.headers })) as { items: { lines: { status: number }[] }[] };
    expect(seen.items.flatMap((item) => item.lines.map((line) => line.status))).toEqual([L.IN_RETURN_REVIEW]);
  });
});
