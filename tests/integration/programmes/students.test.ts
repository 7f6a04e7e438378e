import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { myProgrammesSchema, studentReferralsSchema } from '@/lib/contracts/programmes/programmes-schemas';
import { academicMembers, customers } from '@/server/db/schema';
import { academicInstitutionOf } from '@/server/programmes/students/academic-domain';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { startAccountsApi, type AccountsApi } from '@/tests/integration/accounts/support/accounts-api';
import { buildPerson } from '@/tests/support/builders/brands';
import { latestProgrammeCode } from './support/programme-mails';

/* Issue 19 item 5 (decision 0041): students and educators verify an academic address by a mailed
 * code, for a year; a verified student invites other students. */

let api: AccountsApi;
beforeAll(async () => {
  api = await startAccountsApi();
});
afterAll(() => api.close());

type Headers = Record<string, string>;
const ask = (headers: Headers, body: unknown) => api.call('POST', '/v1/me/academic-email', { body, headers });
const verify = (headers: Headers, body: unknown) => api.call('POST', '/v1/me/verify-academic-email', { body, headers });
let counter = 0;
const address = (domain: string) => `s${(counter += 1)}-${Date.now()}@${domain}`;

async function verifiedStudent(headers: Headers, email: string, extra: Record<string, string> = {}) {
  expectSuccessData(await ask(headers, { email, programme: 'student', ...extra }));
  return myProgrammesSchema.parse(expectSuccessData(await verify(headers, { code: await latestProgrammeCode(api.db, email), programme: 'student' })));
}

describe('the academic list', () => {
  it('accepts .edu, .ac.uk, .edu.au and the listed universities of FR, DE and CA (and their subdomains), nothing else', () => {
    expect(academicInstitutionOf('mit.edu')?.name).toBe('MIT.edu');
    expect(academicInstitutionOf('cs.ox.ac.uk')).not.toBeNull();
    expect(academicInstitutionOf('unimelb.edu.au')).not.toBeNull();
    expect(academicInstitutionOf('etu.unistra.fr')?.name).toBe('Université de Strasbourg');
    expect(academicInstitutionOf('tum.de')?.country).toBe('DE');
    expect(academicInstitutionOf('mail.utoronto.ca')?.name).toBe('University of Toronto');
    for (const domain of ['gmail.com', 'education.com', 'fakeunistra.fr', 'edu', 'example.fr']) expect(academicInstitutionOf(domain)).toBeNull();
  });
});

describe('student and educator verification', () => {
  it('verifies a student by the mailed code, for a year, with the student discount', async () => {
    const person = await buildPerson(api.db);
    const before = Date.now();
    const answer = await verifiedStudent(person.headers, address('etu.sorbonne-universite.fr'));
    expect(answer.academic).toMatchObject({ programme: 'student', institution: 'Sorbonne Université', active: true, discount_bps: 1000 });
    const days = (Date.parse(answer.academic!.expires_at) - before) / 86_400_000;
    expect(days).toBeGreaterThan(364.9);
    expect(days).toBeLessThan(365.1);
    expect(answer.discount).toEqual({ programme: 'student', discount_bps: 1000 });
  });

  it('shows the status as expired a year later, and a new verification renews it', async () => {
    const person = await buildPerson(api.db);
    const email = address('uwaterloo.ca');
    await verifiedStudent(person.headers, email);
    const yearAgo = new Date(Date.now() - 366 * 86_400_000);
    await api.db.update(academicMembers).set({ verifiedAt: yearAgo, expiresAt: new Date(yearAgo.getTime() + 365 * 86_400_000) }).where(eq(academicMembers.customerId, person.customer.id));
    const stale = myProgrammesSchema.parse(expectSuccessData(await api.call('GET', '/v1/me/programmes', { headers: person.headers })));
    expect(stale.academic?.active).toBe(false);
    expect(stale.discount).toBeNull();
    expect((await verifiedStudent(person.headers, email)).academic?.active).toBe(true);
  });

  it('refuses a non-academic address (422), bad input (400) and a visitor (401); a code is single use', async () => {
    const person = await buildPerson(api.db);
    expectErrorEnvelope(await ask(person.headers, { email: 'me@gmail.com', programme: 'student' }), 422, 'UNPROCESSABLE');
    expectErrorEnvelope(await ask(person.headers, { email: 'me@mit.edu', programme: 'pupil' }), 400);
    expectErrorEnvelope(await ask({}, { email: 'me@mit.edu', programme: 'student' }), 401);
    expectErrorEnvelope(await api.call('GET', '/v1/me/student-referrals'), 401);
    const email = address('mit.edu');
    expectSuccessData(await ask(person.headers, { email, programme: 'educator' }));
    const code = await latestProgrammeCode(api.db, email);
    expect(myProgrammesSchema.parse(expectSuccessData(await verify(person.headers, { code, programme: 'educator' }))).academic?.discount_bps).toBe(1500);
    expectErrorEnvelope(await verify(person.headers, { code, programme: 'educator' }), 422);
  });
});

describe('student referrals', () => {
  it("lists the students who verified with a student's link by first name only, and nobody else's", async () => {
    const inviter = await buildPerson(api.db, { fullname: 'Ines Martin' });
    await verifiedStudent(inviter.headers, address('mit.edu'));
    const code = (await api.db.select({ code: customers.referralCode }).from(customers).where(eq(customers.id, inviter.customer.id)))[0]!.code;
    const friend = await buildPerson(api.db, { fullname: 'Jonas Weber' });
    await verifiedStudent(friend.headers, address('tum.de'), { rid: code });
    const stranger = await buildPerson(api.db, { fullname: 'Zoe Stranger' });
    await verifiedStudent(stranger.headers, address('ubc.ca'));

    const list = studentReferralsSchema.parse(expectSuccessData(await api.call('GET', '/v1/me/student-referrals', { headers: inviter.headers })));
    expect(list.referral_code).toBe(code);
    expect(list.invited.map((row) => row.first_name)).toEqual(['Jonas']);
    expect(JSON.stringify(list)).not.toMatch(/Weber|@/);
    const friendList = studentReferralsSchema.parse(expectSuccessData(await api.call('GET', '/v1/me/student-referrals', { headers: friend.headers })));
    expect(friendList.invited).toEqual([]);
  });

  it('answers 404 to a shopper who is not a verified student', async () => {
    const person = await buildPerson(api.db);
    expectErrorEnvelope(await api.call('GET', '/v1/me/student-referrals', { headers: person.headers }), 404, 'NOT_FOUND');
  });
});
