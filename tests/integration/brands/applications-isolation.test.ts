import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { brandMembers } from '@/server/db/schema/brands/brands';
import { buildBrand, buildOperator, buildPerson } from '@/tests/support/builders/brands';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { startBrandsApi, type BrandsApi } from './support/brands-api';
import { details, PDF_BYTES, upload } from './support/application-fixtures';

/* Issue 16 item 5 for applications: brand B cannot reach brand A's application or documents by
 * id (the same 404 as a missing one), roles decide who writes, operators only read. */

type Person = Awaited<ReturnType<typeof buildPerson>>;
let api: BrandsApi;
let ownerA: Person;
let managerA: Person;
let staffA: Person;
let memberB: Person;
let removedA: Person;
let operator: Person;
let brandA: number;
let brandB: number;
let documentA: number;

beforeAll(async () => {
  api = await startBrandsApi();
  ownerA = await buildPerson(api.db);
  managerA = await buildPerson(api.db);
  staffA = await buildPerson(api.db);
  memberB = await buildPerson(api.db);
  removedA = await buildPerson(api.db);
  operator = await buildOperator(api.db);
  brandA = (
    await buildBrand(api.db, {
      status: 'draft',
      members: [
        { customerId: ownerA.customer.id, role: 'owner' },
        { customerId: managerA.customer.id, role: 'manager' },
        { customerId: staffA.customer.id, role: 'staff' },
        { customerId: removedA.customer.id, role: 'manager' },
      ],
    })
  ).id;
  brandB = (await buildBrand(api.db, { status: 'draft', members: [{ customerId: memberB.customer.id, role: 'owner' }] })).id;
  documentA = (expectSuccessData(await api.call('POST', `/v1/brands/${brandA}/documents`, { headers: ownerA.headers, body: upload('incorporation_certificate', PDF_BYTES) }), 201) as { id: number }).id;
  await api.db.delete(brandMembers).where(eq(brandMembers.customerId, removedA.customer.id));
});
afterAll(() => api.close());

/** Every application operation on brand A, with a body that would succeed for an allowed caller. */
const operations = () => [
  { method: 'GET', path: `/v1/brands/${brandA}/application` },
  { method: 'PUT', path: `/v1/brands/${brandA}/application`, body: details() },
  { method: 'POST', path: `/v1/brands/${brandA}/documents`, body: upload('incorporation_certificate', PDF_BYTES) },
  { method: 'DELETE', path: `/v1/brands/${brandA}/documents/${documentA}` },
  { method: 'GET', path: `/v1/brands/${brandA}/documents/${documentA}/file` },
  { method: 'POST', path: `/v1/brands/${brandA}/application/submit` },
];

describe('brand application isolation', () => {
  it('answers a member of brand B, and a removed member, the same 404 as for a brand that does not exist', async () => {
    for (const caller of [memberB, removedA]) {
      for (const op of operations()) {
        const answer = await api.call(op.method, op.path, { headers: caller.headers, body: op.body });
        expectErrorEnvelope(answer, 404, 'NOT_FOUND');
        const missing = await api.call(op.method, op.path.replace(`/brands/${brandA}/`, '/brands/2000000/'), { headers: caller.headers, body: op.body });
        expect((answer.json as { data: { message: string } }).data.message).toBe((missing.json as { data: { message: string } }).data.message);
      }
    }
  });

  it('answers 404 for brand A’s document asked through brand B', async () => {
    expectErrorEnvelope(await api.call('GET', `/v1/brands/${brandB}/documents/${documentA}/file`, { headers: memberB.headers }), 404, 'NOT_FOUND');
    expectErrorEnvelope(await api.call('DELETE', `/v1/brands/${brandB}/documents/${documentA}`, { headers: memberB.headers }), 404, 'NOT_FOUND');
  });

  it('refuses visitors with 401 everywhere, starting an application included', async () => {
    for (const op of [...operations(), { method: 'POST', path: '/v1/brands', body: details() }]) {
      expectErrorEnvelope(await api.call(op.method, op.path, { body: op.body }), 401, 'UNAUTHORIZED');
    }
  });

  it('lets staff read and download but not edit, upload, remove or submit (403)', async () => {
    expectSuccessData(await api.call('GET', `/v1/brands/${brandA}/application`, { headers: staffA.headers }));
    expect((await fetch(`${api.url}/api/v1/brands/${brandA}/documents/${documentA}/file`, { headers: staffA.headers })).status).toBe(200);
    for (const op of operations().filter((o) => o.method !== 'GET')) {
      expectErrorEnvelope(await api.call(op.method, op.path, { headers: staffA.headers, body: op.body }), 403, 'FORBIDDEN');
    }
  });

  it('lets a manager edit and upload but only an owner submit', async () => {
    expectSuccessData(await api.call('PUT', `/v1/brands/${brandA}/application`, { headers: managerA.headers, body: details() }));
    expectSuccessData(await api.call('POST', `/v1/brands/${brandA}/documents`, { headers: managerA.headers, body: upload('reseller_certificate', PDF_BYTES) }), 201);
    expectErrorEnvelope(await api.call('POST', `/v1/brands/${brandA}/application/submit`, { headers: managerA.headers }), 403, 'FORBIDDEN');
  });

  it('lets an operator read the application and download its documents, never write through brand routes', async () => {
    expectSuccessData(await api.call('GET', `/v1/brands/${brandA}/application`, { headers: operator.headers }));
    const file = await fetch(`${api.url}/api/v1/brands/${brandA}/documents/${documentA}/file`, { headers: operator.headers });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF_BYTES)).toBe(true);
    for (const op of operations().filter((o) => o.method !== 'GET')) {
      expectErrorEnvelope(await api.call(op.method, op.path, { headers: operator.headers, body: op.body }), 403, 'FORBIDDEN');
    }
  });
});
