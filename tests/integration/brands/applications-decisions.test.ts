import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand, buildOperator, buildPerson } from '@/tests/support/builders/brands';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { startBrandsApi, type BrandsApi } from './support/brands-api';
import { apply, applyAndSubmit } from './support/application-fixtures';

/* Issue 16 item 4: an operator decides an application once, from applied only. */

let api: BrandsApi;
let operator: Awaited<ReturnType<typeof buildOperator>>;
beforeAll(async () => {
  api = await startBrandsApi();
  operator = await buildOperator(api.db);
});
afterAll(() => api.close());

const decide = (brandId: number, body: unknown, headers = operator.headers) => api.call('POST', `/v1/admin/brand-applications/${brandId}/decision`, { headers, body });

describe('POST /v1/admin/brand-applications/{brandId}/decision', () => {
  it('decides only an application waiting for review (409 for a draft or one already decided)', async () => {
    const person = await buildPerson(api.db);
    const draft = await apply(api, person);
    expectErrorEnvelope(await decide(draft, { decision: 'approve' }), 409, 'CONFLICT');
    const applied = await applyAndSubmit(api, person);
    expectSuccessData(await decide(applied, { decision: 'approve' }));
    expectErrorEnvelope(await decide(applied, { decision: 'reject', note: 'Too late.' }), 409, 'CONFLICT');
  });

  it('lets exactly one of two operators deciding at once win', async () => {
    const other = await buildOperator(api.db);
    const brandId = await applyAndSubmit(api, await buildPerson(api.db));
    const answers = await Promise.all([decide(brandId, { decision: 'approve' }), decide(brandId, { decision: 'reject', note: 'No.' }, other.headers)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const view = expectSuccessData(await api.call('GET', `/v1/admin/brand-applications/${brandId}`, { headers: operator.headers })) as { events: { kind: string }[] };
    expect(view.events.filter((event) => ['approved', 'rejected'].includes(event.kind))).toHaveLength(1);
  });

  it('asks for a note to request changes or reject, and at most 2000 characters', async () => {
    const brandId = await applyAndSubmit(api, await buildPerson(api.db));
    expectErrorEnvelope(await decide(brandId, { decision: 'reject' }), 400, 'VALIDATION_FAILED');
    expectErrorEnvelope(await decide(brandId, { decision: 'request_changes', note: '   ' }), 400, 'VALIDATION_FAILED');
    expectErrorEnvelope(await decide(brandId, { decision: 'reject', note: 'x'.repeat(2001) }), 400, 'VALIDATION_FAILED');
    expectErrorEnvelope(await decide(brandId, { decision: 'maybe', note: 'x' }), 400, 'VALIDATION_FAILED');
    const view = expectSuccessData(await api.call('GET', `/v1/admin/brand-applications/${brandId}`, { headers: operator.headers })) as { status: string };
    expect(view.status).toBe('applied');
  });

  it('answers 404 for a brand that does not exist', async () => {
    expectErrorEnvelope(await decide(2_000_000, { decision: 'approve' }), 404, 'NOT_FOUND');
    expectErrorEnvelope(await api.call('GET', '/v1/admin/brand-applications/2000000', { headers: operator.headers }), 404, 'NOT_FOUND');
  });

  it('refuses customers and members with 403 and visitors with 401 on every admin route', async () => {
    const person = await buildPerson(api.db);
    const brand = await buildBrand(api.db, { status: 'applied', members: [{ customerId: person.customer.id, role: 'owner' }] });
    expectErrorEnvelope(await api.call('GET', '/v1/admin/brand-applications', { headers: person.headers }), 403, 'FORBIDDEN');
    expectErrorEnvelope(await api.call('GET', `/v1/admin/brand-applications/${brand.id}`, { headers: person.headers }), 403, 'FORBIDDEN');
    expectErrorEnvelope(await decide(brand.id, { decision: 'approve' }, person.headers), 403, 'FORBIDDEN');
    expectErrorEnvelope(await api.call('GET', '/v1/admin/brand-applications'), 401, 'UNAUTHORIZED');
    expectErrorEnvelope(await api.call('POST', `/v1/admin/brand-applications/${brand.id}/decision`, { body: { decision: 'approve' } }), 401, 'UNAUTHORIZED');
  });
});
