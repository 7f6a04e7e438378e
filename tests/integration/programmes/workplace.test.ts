import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { myProgrammesSchema } from '@/lib/contracts/programmes/programmes-schemas';
import { customers, employerApplications, programmeEmailCodes } from '@/server/db/schema';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { endRateLimitWindows, startAccountsApi, type AccountsApi } from '@/tests/integration/accounts/support/accounts-api';
import { buildOperator, buildPerson } from '@/tests/support/builders/brands';
import { buildCompany } from '@/tests/support/builders/programmes';
import { latestMail, latestProgrammeCode, otherCode } from './support/programme-mails';

/* Issue 19 item 4 (decision 0041): work e-mails attach a shopper to an enrolled company; employers
 * apply or are confirmed by HR; operators decide. */

let api: AccountsApi;
beforeAll(async () => {
  api = await startAccountsApi(['pages/api/v1/programmes', 'pages/api/v1/admin/employer-applications']);
});
afterAll(() => api.close());

type Headers = Record<string, string>;
const addWorkEmail = (headers: Headers, email: unknown, method = 'POST') => api.call(method, '/v1/me/work-email', { body: { email }, headers });
const verify = (headers: Headers, code: string) => api.call('POST', '/v1/me/verify-work-email', { body: { code }, headers });
const programmesOf = async (headers: Headers) => myProgrammesSchema.parse(expectSuccessData(await api.call('GET', '/v1/me/programmes', { headers })));
const companyIdOf = async (customerId: number) => (await api.db.select({ id: customers.companyId }).from(customers).where(eq(customers.id, customerId)))[0]?.id;

describe('verifying a work e-mail', () => {
  it('attaches the shopper to the company of an enrolled domain once the mailed code is entered', async () => {
    const company = await buildCompany(api.db, { discountBps: 1500 });
    const shopper = await buildPerson(api.db);
    const email = `ada@${company.domain}`;
    expect(expectSuccessData(await addWorkEmail(shopper.headers, email.toUpperCase()))).toEqual({ pending_email: email, code_expires_in_seconds: 1800 });
    expect((await programmesOf(shopper.headers)).epp).toBeNull();
    const answer = myProgrammesSchema.parse(expectSuccessData(await verify(shopper.headers, await latestProgrammeCode(api.db, email))));
    expect(answer.epp).toMatchObject({ company_id: company.id, work_email: email, discount_bps: 1500, active: true });
    expect(answer.discount).toEqual({ programme: 'epp', discount_bps: 1500 });
    const profile = expectSuccessData(await api.call('GET', '/v1/me/profile', { headers: shopper.headers })) as { company: unknown };
    expect(profile.company).toEqual({ id: company.id, name: company.name });
  });

  it('refuses a domain that is not enrolled, or a suspended company, with a 422 and sends nothing', async () => {
    const shopper = await buildPerson(api.db);
    expectErrorEnvelope(await addWorkEmail(shopper.headers, 'bob@not-enrolled.test'), 422, 'UNPROCESSABLE');
    const suspended = await buildCompany(api.db, { status: 'suspended' });
    expectErrorEnvelope(await addWorkEmail(shopper.headers, `bob@${suspended.domain}`), 422, 'UNPROCESSABLE');
    expect(await latestMail(api.db, 'bob@not-enrolled.test', 'programme-code')).toBeUndefined();
  });

  it('answers 400 for bad input and 401 to a visitor', async () => {
    const shopper = await buildPerson(api.db);
    expectErrorEnvelope(await addWorkEmail(shopper.headers, 'not an address'), 400);
    expectErrorEnvelope(await verify(shopper.headers, '12'), 400);
    expectErrorEnvelope(await addWorkEmail({}, 'ada@example.test'), 401, 'UNAUTHORIZED');
    expectErrorEnvelope(await api.call('GET', '/v1/me/programmes'), 401);
    expectErrorEnvelope(await api.call('DELETE', '/v1/me/work-email'), 401);
  });

  it('uses a code once: a second use, a wrong code after the tries and an expired code are refused', async () => {
    const company = await buildCompany(api.db);
    const shopper = await buildPerson(api.db);
    const email = `once@${company.domain}`;
    await addWorkEmail(shopper.headers, email);
    const code = await latestProgrammeCode(api.db, email);
    expectSuccessData(await verify(shopper.headers, code));
    expectErrorEnvelope(await verify(shopper.headers, code), 422, 'UNPROCESSABLE');

    await addWorkEmail(shopper.headers, email, 'PUT');
    const fresh = await latestProgrammeCode(api.db, email);
    for (let i = 0; i < 5; i += 1) expectErrorEnvelope(await verify(shopper.headers, otherCode(fresh)), 422);
    expect(expectErrorEnvelope(await verify(shopper.headers, fresh), 422).message).toMatch(/Too many wrong codes/);

    await addWorkEmail(shopper.headers, email, 'PUT');
    const late = await latestProgrammeCode(api.db, email);
    await api.db.update(programmeEmailCodes).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(programmeEmailCodes.customerId, shopper.customer.id));
    expect(expectErrorEnvelope(await verify(shopper.headers, late), 422).message).toMatch(/expired/);
  });

  it('limits the codes a shopper may ask for (429), until the window passes', async () => {
    const company = await buildCompany(api.db);
    const shopper = await buildPerson(api.db);
    for (let i = 0; i < 5; i += 1) expectSuccessData(await addWorkEmail(shopper.headers, `limit@${company.domain}`));
    expectErrorEnvelope(await addWorkEmail(shopper.headers, `limit@${company.domain}`), 429, 'RATE_LIMITED');
    await endRateLimitWindows(api.db, 'programme-code:customer');
    expectSuccessData(await addWorkEmail(shopper.headers, `limit@${company.domain}`));
  });

  it("never exposes nor takes over another account's verified address: same answer, no code, the holder stays", async () => {
    const company = await buildCompany(api.db);
    const holder = await buildPerson(api.db);
    const email = `shared@${company.domain}`;
    await addWorkEmail(holder.headers, email);
    expectSuccessData(await verify(holder.headers, await latestProgrammeCode(api.db, email)));
    const codeBefore = await latestProgrammeCode(api.db, email);

    const intruder = await buildPerson(api.db);
    expect(expectSuccessData(await addWorkEmail(intruder.headers, email))).toEqual({ pending_email: email, code_expires_in_seconds: 1800 });
    expect(await latestProgrammeCode(api.db, email)).toBe(codeBefore);
    expect(await latestMail(api.db, email, 'programme-address-taken')).toBeDefined();
    expectErrorEnvelope(await verify(intruder.headers, codeBefore), 422);
    expect((await programmesOf(intruder.headers)).epp).toBeNull();
    expect((await programmesOf(holder.headers)).epp?.work_email).toBe(email);
  });

  it('DELETE leaves the programme: no company, no discount', async () => {
    const company = await buildCompany(api.db);
    const shopper = await buildPerson(api.db);
    await addWorkEmail(shopper.headers, `leave@${company.domain}`);
    expectSuccessData(await verify(shopper.headers, await latestProgrammeCode(api.db, `leave@${company.domain}`)));
    const after = myProgrammesSchema.parse(expectSuccessData(await api.call('DELETE', '/v1/me/work-email', { headers: shopper.headers })));
    expect(after).toEqual({ epp: null, academic: null, discount: null });
    expect(await companyIdOf(shopper.customer.id)).toBeNull();
  });
});

describe('employers joining the programme', () => {
  it('register-epp mails HR a single-use link that enrols the domain; employees can then verify', async () => {
    const shopper = await buildPerson(api.db);
    const domain = `hr-${Date.now()}.test`;
    const hrEmail = `people@${domain}`;
    expect(expectSuccessData(await api.call('POST', '/v1/me/register-epp', { body: { hr_email: hrEmail, company_name: 'Globex' }, headers: shopper.headers }))).toEqual({ status: 'requested', domain });
    const mail = await latestMail(api.db, hrEmail, 'employer-invitation');
    const token = /confirm=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();
    expect(expectSuccessData(await api.call('POST', '/v1/programmes/employer-confirm', { body: { token } }))).toEqual({ company_name: 'Globex', domain });
    expectErrorEnvelope(await api.call('POST', '/v1/programmes/employer-confirm', { body: { token } }), 404, 'NOT_FOUND');
    expectSuccessData(await addWorkEmail(shopper.headers, `me@${domain}`));
    expect(expectSuccessData(await api.call('POST', '/v1/me/register-epp', { body: { hr_email: hrEmail, company_name: 'Globex' }, headers: shopper.headers }))).toMatchObject({ status: 'enrolled' });
  });

  it('refuses a public mail service as the employer (422), a visitor (401) and bad input (400)', async () => {
    const shopper = await buildPerson(api.db);
    expectErrorEnvelope(await api.call('POST', '/v1/me/register-epp', { body: { hr_email: 'boss@gmail.com', company_name: 'Me Inc' }, headers: shopper.headers }), 422);
    expectErrorEnvelope(await api.call('POST', '/v1/me/register-epp', { body: { hr_email: 'hr@corp.test', company_name: 'Corp' } }), 401);
    expectErrorEnvelope(await api.call('POST', '/v1/me/register-epp', { body: { hr_email: 'hr@corp.test' }, headers: shopper.headers }), 400);
  });

  it('an application from /employers waits for an operator, who approves it with a discount level; customers never decide', async () => {
    const domain = `apply-${Date.now()}.test`;
    const body = { company_name: 'Initech', domain, hr_name: 'Peter', hr_email: `hr@${domain}`, headcount: 120 };
    expect(expectSuccessData(await api.call('POST', '/v1/programmes/employer-applications', { body }))).toEqual({ status: 'pending' });
    expectErrorEnvelope(await api.call('POST', '/v1/programmes/employer-applications', { body: { ...body, headcount: 0 } }), 400);
    const [row] = await api.db.select().from(employerApplications).where(eq(employerApplications.domain, domain));
    const shopper = await buildPerson(api.db);
    expectErrorEnvelope(await addWorkEmail(shopper.headers, `x@${domain}`), 422);

    const decide = (headers: Headers, decision: unknown) => api.call('POST', `/v1/admin/employer-applications/${row!.id}/decision`, { body: decision, headers });
    expect([401, 403]).toContain((await decide(shopper.headers, { decision: 'approve' })).status);
    const operator = await buildOperator(api.db);
    const list = expectSuccessData(await api.call('GET', '/v1/admin/employer-applications?status=pending', { headers: operator.headers })) as { items: { id: number }[] };
    expect(list.items.map((item) => item.id)).toContain(row!.id);
    expect(expectSuccessData(await decide(operator.headers, { decision: 'approve', discount_bps: 2000 }))).toMatchObject({ status: 'approved', decided_by: 'operator' });
    expectErrorEnvelope(await decide(operator.headers, { decision: 'decline' }), 409, 'CONFLICT');
    expectErrorEnvelope(await api.call('POST', '/v1/admin/employer-applications/999999/decision', { body: { decision: 'approve' }, headers: operator.headers }), 404);

    await addWorkEmail(shopper.headers, `x@${domain}`);
    const joined = myProgrammesSchema.parse(expectSuccessData(await verify(shopper.headers, await latestProgrammeCode(api.db, `x@${domain}`))));
    expect(joined.discount).toEqual({ programme: 'epp', discount_bps: 2000 });
  });
});
