import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignInAnswer } from '@/lib/contracts/accounts/customers-schemas';
import { companies, customers, mailOutbox } from '@/server/db/schema';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { bearer } from '@/tests/integration/api/support/tokens';
import { bearerOf, signInWithCode, startAccountsApi, uniqueEmail, type AccountsApi } from './support/accounts-api';

let api: AccountsApi;
beforeAll(async () => {
  api = await startAccountsApi();
});
afterAll(() => api.close());

const getProfile = (session: SignInAnswer, query = '') => api.call('GET', `/v1/me/profile${query}`, { headers: bearerOf(session) });
const update = (session: SignInAnswer, body: unknown) => api.call('PUT', '/v1/me/update', { body, headers: bearerOf(session) });

const FULL_PROFILE = {
  fullname: 'Grace Brewster Hopper',
  address: '1 Infinite Loop',
  apartment_suite: 'Suite 200',
  city: 'Cupertino',
  state: 'CA',
  zip_code: '95014-2083',
  country: 'US',
  phone: '+1 (408) 555-0100',
};

describe('GET /v1/me/profile', () => {
  it("answers the signed-in customer's profile fields of spec §3", async () => {
    const session = await signInWithCode(api, uniqueEmail());
    expect(expectSuccessData(await getProfile(session))).toEqual({
      id: session.customer.id,
      email: session.customer.email,
      fullname: '',
      first_name: session.customer.email.split('@')[0],
      address: '',
      apartment_suite: '',
      city: '',
      state: '',
      zip_code: '',
      country: '',
      phone: '',
      referral_code: expect.stringMatching(/^[A-HJ-NP-Z2-9]{8}$/),
      company: null,
      is_sign_up: true,
      created_at: expect.any(String),
    });
  });

  it('shows the company of an employee-programme (EPP) customer', async () => {
    const session = await signInWithCode(api, uniqueEmail());
    const [company] = await api.db.insert(companies).values({ name: 'Initech' }).returning();
    await api.db.update(customers).set({ companyId: company?.id }).where(eq(customers.id, session.customer.id));
    expect(expectSuccessData(await getProfile(session))).toMatchObject({ company: { id: company?.id, name: 'Initech' } });
  });

  it('answers 401 without a token, and for a token whose account no longer exists', async () => {
    expectErrorEnvelope(await api.call('GET', '/v1/me/profile'), 401, 'UNAUTHORIZED');
    expectErrorEnvelope(await api.call('GET', '/v1/me/profile', { headers: await bearer('customer', { userId: 987_654 }) }), 401, 'UNAUTHORIZED');
  });
});

describe('PUT /v1/me/update', () => {
  it('saves every profile field and answers the new profile', async () => {
    const session = await signInWithCode(api, uniqueEmail());
    const answer = expectSuccessData(await update(session, FULL_PROFILE));
    expect(answer).toMatchObject({ ok: true, customer: { ...FULL_PROFILE, first_name: 'Grace' } });
    expect(expectSuccessData(await getProfile(session))).toMatchObject(FULL_PROFILE);
  });

  it('changes only the fields sent', async () => {
    const session = await signInWithCode(api, uniqueEmail());
    expectSuccessData(await update(session, FULL_PROFILE));
    expectSuccessData(await update(session, { city: 'Palo Alto' }));
    expect(expectSuccessData(await getProfile(session))).toMatchObject({ ...FULL_PROFILE, city: 'Palo Alto' });
  });

  it('accepts empty values (clearing a field) and trims the others', async () => {
    const session = await signInWithCode(api, uniqueEmail());
    expectSuccessData(await update(session, FULL_PROFILE));
    expect(expectSuccessData(await update(session, { apartment_suite: '', fullname: '  Grace Hopper  ' }))).toMatchObject({ customer: { apartment_suite: '', fullname: 'Grace Hopper' } });
  });

  it.each([
    ['US', '94103'],
    ['US', '94103-1234'],
    ['CA', 'K1A 0B1'],
    ['CA', 'k1a0b1'],
    ['GB', 'SW1A 1AA'],
    ['GB', 'M1 1AE'],
    ['FR', '75001'],
    ['DE', '10115'],
    ['NL', '1012 AB'],
    ['JP', '100-0001'],
  ])('accepts the %s postal code %s', async (country, zip) => {
    const session = await signInWithCode(api, uniqueEmail());
    expectSuccessData(await update(session, { country, zip_code: zip }));
  });

  it.each([
    ['US', '9410'],
    ['US', '94103-12'],
    ['US', 'ABCDE'],
    ['CA', '12345'],
    ['CA', 'D1A 0B1'],
    ['GB', '12345'],
    ['FR', '7500'],
    ['FR', '750011'],
    ['DE', '1011'],
    ['NL', '!'],
  ])('refuses the %s postal code %s with 400 on body.zip_code', async (country, zip) => {
    const session = await signInWithCode(api, uniqueEmail());
    const envelope = expectErrorEnvelope(await update(session, { country, zip_code: zip }), 400, 'VALIDATION_FAILED');
    expect(envelope.data.issues?.[0]?.path).toBe('body.zip_code');
    expect(expectSuccessData(await getProfile(session))).toMatchObject({ country: '', zip_code: '' });
  });

  it('checks a new postal code against the stored country, and a new country against the stored code', async () => {
    const session = await signInWithCode(api, uniqueEmail());
    expectSuccessData(await update(session, { country: 'FR', zip_code: '75001' }));
    expectErrorEnvelope(await update(session, { zip_code: 'K1A 0B1' }), 400, 'VALIDATION_FAILED');
    expectErrorEnvelope(await update(session, { country: 'CA' }), 400, 'VALIDATION_FAILED');
    expectSuccessData(await update(session, { country: 'DE' }));
  });

  it.each(['+1 415 555 0100', '(415) 555-0100', '+44 20 7946 0958', '030 12345678', '+33.1.23.45.67.89'])('accepts the phone number %s', async (phone) => {
    const session = await signInWithCode(api, uniqueEmail());
    expectSuccessData(await update(session, { phone }));
  });

  it.each(['12345', 'call me', '+1 415 555 0100 ext 5', '1234567890123456', '++1 415 555 0100'])('refuses the phone number %s', async (phone) => {
    const session = await signInWithCode(api, uniqueEmail());
    const envelope = expectErrorEnvelope(await update(session, { phone }), 400, 'VALIDATION_FAILED');
    expect(envelope.data.issues?.[0]?.path).toBe('body.phone');
  });

  it.each([
    ['an e-mail that is not one', { email: 'nope' }],
    ['a country the store does not serve', { country: 'ZZ' }],
    ['a name with a control character', { fullname: 'Bad\u0000Name' }],
    ['a name that is too long', { fullname: 'x'.repeat(121) }],
    ['a field the profile does not have', { password: 'hunter2' }],
  ])('refuses %s with 400', async (_name, body) => {
    const session = await signInWithCode(api, uniqueEmail());
    expectErrorEnvelope(await update(session, body), 400, 'VALIDATION_FAILED');
  });

  it('accepts its own e-mail unchanged without telling anyone', async () => {
    const email = uniqueEmail();
    const session = await signInWithCode(api, email);
    expectSuccessData(await update(session, { email, city: 'Oslo' }));
    const mails = await api.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(mails.map((mail) => mail.template)).not.toContain('email-changed');
  });
});
