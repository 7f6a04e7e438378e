import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOperator, buildPerson } from '@/tests/support/builders/brands';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { startBrandsApi, type BrandsApi } from './support/brands-api';
import { apply, applyAndSubmit, details, expectTemplates, mailsTo, PDF_BYTES, upload } from './support/application-fixtures';

/* Issue 16 item 2: a person applies, sends documents, submits; an operator decides; mails go out at each step. */

let api: BrandsApi;
beforeAll(async () => {
  api = await startBrandsApi();
});
afterAll(() => api.close());

type Application = { id: number; status: string; review_note: string; missing_kinds: string[]; required_kinds: string[]; documents: { id: number; kind: string; sha256: string }[]; events: { kind: string; by_operator: boolean }[] };

describe('a brand application from start to decision', () => {
  it('starts a draft owned by the applicant, lists what is missing, submits, and mails the brand and every operator', async () => {
    const person = await buildPerson(api.db, { language: 'fr' });
    const operator = await buildOperator(api.db);
    const created = expectSuccessData(await api.call('POST', '/v1/brands', { headers: person.headers, body: details({ country: 'us' }) }), 201) as Application;
    expect(created.status).toBe('draft');
    expect(created.required_kinds).toEqual(['incorporation_certificate', 'w9', 'irs_letter']);
    expect(created.missing_kinds).toEqual(['incorporation_certificate', 'w9', 'irs_letter']);
    expect(created.events.map((e) => e.kind)).toEqual(['created']);

    const workspaces = expectSuccessData(await api.call('GET', '/v1/me/workspaces', { headers: person.headers })) as { brands: { id: number; role: string }[] };
    expect(workspaces.brands).toEqual([expect.objectContaining({ id: created.id, role: 'owner' })]);

    for (const kind of ['incorporation_certificate', 'w9', 'irs_letter']) {
      const document = expectSuccessData(await api.call('POST', `/v1/brands/${created.id}/documents`, { headers: person.headers, body: upload(kind, PDF_BYTES) }), 201) as { sha256: string };
      expect(document.sha256).toMatch(/^[0-9a-f]{64}$/);
    }
    const submitted = expectSuccessData(await api.call('POST', `/v1/brands/${created.id}/application/submit`, { headers: person.headers })) as Application;
    expect(submitted.status).toBe('applied');
    expect(submitted.missing_kinds).toEqual([]);
    expect(submitted.events.map((e) => e.kind)).toEqual(['created', 'submitted']);

    const [toOwner] = await mailsTo(api.db, person.customer.email);
    expect(toOwner).toMatchObject({ template: 'brand-application-received', language: 'fr' });
    expectTemplates(await mailsTo(api.db, 'hello@oak-iron.example'), ['brand-application-received']);
    const toOperator = await mailsTo(api.db, operator.customer.email);
    expect(toOperator.map((m) => m.template)).toContain('brand-application-waiting');
    expect(toOperator.find((m) => m.template === 'brand-application-waiting')?.textBody).toContain(`/admin/brand-applications/${created.id}`);
  });

  it('lets the operator ask for changes, the applicant edit and resubmit, and the operator approve, mailing the note each time', async () => {
    const person = await buildPerson(api.db);
    const operator = await buildOperator(api.db);
    const brandId = await applyAndSubmit(api, person, { contact_email: 'changes@brand.example' });

    const listed = expectSuccessData(await api.call('GET', '/v1/admin/brand-applications?status=applied', { headers: operator.headers })) as { items: { id: number; documents_count: number }[] };
    expect(listed.items.find((item) => item.id === brandId)?.documents_count).toBe(3);

    const asked = expectSuccessData(
      await api.call('POST', `/v1/admin/brand-applications/${brandId}/decision`, { headers: operator.headers, body: { decision: 'request_changes', note: 'The W-9 is not signed.' } }),
    ) as Application & { events: { actor_customer_id: number | null }[] };
    expect(asked.status).toBe('changes_requested');
    expect(asked.events.at(-1)).toMatchObject({ kind: 'changes_requested', by_operator: true, actor_customer_id: operator.customer.id });
    const changesMail = (await mailsTo(api.db, 'changes@brand.example')).find((m) => m.template === 'brand-application-changes-requested');
    expect(changesMail?.textBody).toContain('The W-9 is not signed.');
    expect(changesMail?.textBody).toContain('/brand/registration');

    const mine = expectSuccessData(await api.call('GET', `/v1/brands/${brandId}/application`, { headers: person.headers })) as Application;
    expect(mine.review_note).toBe('The W-9 is not signed.');
    const w9 = mine.documents.find((d) => d.kind === 'w9')!;
    expectSuccessData(await api.call('DELETE', `/v1/brands/${brandId}/documents/${w9.id}`, { headers: person.headers }));
    expectErrorEnvelope(await api.call('POST', `/v1/brands/${brandId}/application/submit`, { headers: person.headers }), 422, 'UNPROCESSABLE');
    expectSuccessData(await api.call('POST', `/v1/brands/${brandId}/documents`, { headers: person.headers, body: upload('w9', PDF_BYTES) }), 201);
    expectSuccessData(await api.call('PUT', `/v1/brands/${brandId}/application`, { headers: person.headers, body: details({ contact_email: 'changes@brand.example', display_name: 'Oak and Iron' }) }));
    expectSuccessData(await api.call('POST', `/v1/brands/${brandId}/application/submit`, { headers: person.headers }));

    const approved = expectSuccessData(await api.call('POST', `/v1/admin/brand-applications/${brandId}/decision`, { headers: operator.headers, body: { decision: 'approve' } })) as Application;
    expect(approved.status).toBe('approved');
    expect(approved.events.map((e) => e.kind)).toEqual(['created', 'submitted', 'changes_requested', 'submitted', 'approved']);
    expectTemplates(await mailsTo(api.db, person.customer.email), ['brand-application-received', 'brand-application-changes-requested', 'brand-application-received', 'brand-application-approved']);
  });

  it('tells the applicant why a rejected brand was not accepted', async () => {
    const person = await buildPerson(api.db);
    const operator = await buildOperator(api.db);
    const brandId = await applyAndSubmit(api, person);
    expectSuccessData(await api.call('POST', `/v1/admin/brand-applications/${brandId}/decision`, { headers: operator.headers, body: { decision: 'reject', note: 'We only sell new furniture.' } }));
    const mine = expectSuccessData(await api.call('GET', `/v1/brands/${brandId}/application`, { headers: person.headers })) as Application;
    expect(mine).toMatchObject({ status: 'rejected', review_note: 'We only sell new furniture.' });
    expect((await mailsTo(api.db, person.customer.email)).find((m) => m.template === 'brand-application-rejected')?.textBody).toContain('We only sell new furniture.');
  });

  it('edits details only while the application is a draft or changes were asked for', async () => {
    const person = await buildPerson(api.db);
    const brandId = await applyAndSubmit(api, person);
    expectErrorEnvelope(await api.call('PUT', `/v1/brands/${brandId}/application`, { headers: person.headers, body: details() }), 409, 'CONFLICT');
    expectErrorEnvelope(await api.call('POST', `/v1/brands/${brandId}/application/submit`, { headers: person.headers }), 409, 'CONFLICT');
  });

  it('refuses a fourth waiting application of the same person with 409', async () => {
    const person = await buildPerson(api.db);
    for (let i = 0; i < 3; i += 1) await apply(api, person);
    expectErrorEnvelope(await api.call('POST', '/v1/brands', { headers: person.headers, body: details() }), 409, 'CONFLICT');
  });

  it('refuses details that are not a company: short about, unknown country, bad e-mail, nothing changed', async () => {
    const person = await buildPerson(api.db);
    const envelope = expectErrorEnvelope(
      await api.call('POST', '/v1/brands', { headers: person.headers, body: details({ about: 'desks', country: 'XX', contact_email: 'nope' }) }),
      400,
      'VALIDATION_FAILED',
    );
    expect(envelope.data.issues?.map((issue) => issue.path).sort()).toEqual(['body.about', 'body.contact_email', 'body.country']);
    const workspaces = expectSuccessData(await api.call('GET', '/v1/me/workspaces', { headers: person.headers })) as { brands: unknown[] };
    expect(workspaces.brands).toEqual([]);
  });

  it('lists submitted applications oldest first, with their documents count', async () => {
    const operator = await buildOperator(api.db);
    const first = await applyAndSubmit(api, await buildPerson(api.db));
    const second = await applyAndSubmit(api, await buildPerson(api.db));
    const page = expectSuccessData(await api.call('GET', '/v1/admin/brand-applications', { headers: operator.headers })) as { items: { id: number }[]; total: number };
    const ids = page.items.map((item) => item.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expectErrorEnvelope(await api.call('GET', '/v1/admin/brand-applications?status=approvedish', { headers: operator.headers }), 400, 'VALIDATION_FAILED');
  });
});
