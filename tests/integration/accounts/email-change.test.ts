import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileUpdatedSchema, type SignInAnswer } from '@/lib/contracts/accounts/customers-schemas';
import { emailChangeRequests, mailOutbox, refreshTokens } from '@/server/db/schema';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import {
  bearerOf,
  changeEmail,
  confirmedOf,
  endRateLimitWindows,
  latestEmailChangeCode,
  signInWithCode,
  startAccountsApi,
  uniqueEmail,
  type AccountsApi,
} from './support/accounts-api';

let api: AccountsApi;
beforeAll(async () => {
  api = await startAccountsApi();
});
afterAll(() => api.close());

const update = (session: { access_token: string }, body: unknown) => api.call('PUT', '/v1/me/update', { body, headers: bearerOf(session) });
const verify = (session: { access_token: string }, code: string) =>
  api.call('POST', '/v1/me/verify-email-change', { body: { code }, headers: bearerOf(session) });
const profileOf = async (session: { access_token: string }) =>
  expectSuccessData(await api.call('GET', '/v1/me/profile', { headers: bearerOf(session) })) as { email: string; city: string };
const refresh = (token: string) => api.call('POST', '/v1/customers/sign-in', { body: { grant_type: 'refresh_token', refresh_token: token } });
const templatesTo = async (email: string) => (await api.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).map((m) => m.template);
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('changing the e-mail of an account (decision 0038)', () => {
  it('keeps the old address until the code mailed to the new one is entered, and saves the other fields at once', async () => {
    const session = await signInWithCode(api, uniqueEmail());
    const newEmail = uniqueEmail('moved');
    const answer = profileUpdatedSchema.parse(expectSuccessData(await update(session, { email: newEmail.toUpperCase(), city: 'Oslo' })));
    expect(answer.email_change).toEqual({ pending_email: newEmail, code_expires_in_seconds: 600 });
    expect(answer.customer).toMatchObject({ email: session.customer.email, city: 'Oslo' });
    expect(await profileOf(session)).toMatchObject({ email: session.customer.email, city: 'Oslo' });
    expect(await latestEmailChangeCode(api.db, newEmail)).toMatch(/^\d{6}$/);
  });

  it('makes the change with the right code, tells the old address and lets the new one sign in to the same account', async () => {
    const oldEmail = uniqueEmail();
    const session = await signInWithCode(api, oldEmail);
    const newEmail = uniqueEmail('moved');
    const confirmed = confirmedOf(await changeEmail(api, session, newEmail));
    expect(confirmed.customer.email).toBe(newEmail);
    expect(await templatesTo(oldEmail)).toContain('email-changed');
    const again = await signInWithCode(api, newEmail);
    expect(again.customer.id).toBe(session.customer.id);
    expect(again.first_time).toBe(false);
  });

  it('ends every earlier session of the account on change, and the confirming browser goes on with a new one', async () => {
    const email = uniqueEmail();
    const phone = await signInWithCode(api, email);
    await endRateLimitWindows(api.db);
    const laptop = await signInWithCode(api, email);
    const confirmed = confirmedOf(await changeEmail(api, laptop, uniqueEmail('moved')));
    expectErrorEnvelope(await refresh(phone.refresh_token), 401, 'UNAUTHORIZED');
    expectErrorEnvelope(await refresh(laptop.refresh_token), 401, 'UNAUTHORIZED');
    expectSuccessData(await refresh(confirmed.refresh_token));
    const live = await api.db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.customerId, phone.customer.id), isNull(refreshTokens.revokedAt), isNull(refreshTokens.rotatedAt)));
    expect(live).toHaveLength(1);
  });

  it("answers an address another account holds exactly like a free one, sends no code, and tells only that address's owner", async () => {
    const owner = await signInWithCode(api, uniqueEmail('owner'));
    const attacker = await signInWithCode(api, uniqueEmail('attacker'));
    const taken = profileUpdatedSchema.parse(expectSuccessData(await update(attacker, { email: owner.customer.email })));
    const free = profileUpdatedSchema.parse(expectSuccessData(await update(attacker, { email: uniqueEmail('free') })));
    expect(Object.keys(taken)).toEqual(Object.keys(free));
    expect(taken.email_change).toEqual({ pending_email: owner.customer.email, code_expires_in_seconds: 600 });
    expect(await latestEmailChangeCode(api.db, owner.customer.email)).toBeUndefined();
    expect(await templatesTo(owner.customer.email)).toContain('email-change-clash');
  });

  it('refuses a wrong code with the tries left (422), and the fifth wrong code ends the request', async () => {
    const session = await signInWithCode(api, uniqueEmail());
    const newEmail = uniqueEmail('moved');
    expectSuccessData(await update(session, { email: newEmail }));
    const code = (await latestEmailChangeCode(api.db, newEmail)) as string;
    expect(expectErrorEnvelope(await verify(session, wrongCode(code)), 422, 'UNPROCESSABLE').message).toBe('That code is not right. 4 tries left.');
    for (let i = 0; i < 4; i += 1) expectErrorEnvelope(await verify(session, wrongCode(code)), 422, 'UNPROCESSABLE');
    expectErrorEnvelope(await verify(session, code), 422, 'UNPROCESSABLE');
    expect(await profileOf(session)).toMatchObject({ email: session.customer.email });
  });

  it('refuses an expired code and a code used twice', async () => {
    const session = await signInWithCode(api, uniqueEmail());
    const newEmail = uniqueEmail('late');
    expectSuccessData(await update(session, { email: newEmail }));
    const code = (await latestEmailChangeCode(api.db, newEmail)) as string;
    await api.db.update(emailChangeRequests).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(emailChangeRequests.customerId, session.customer.id));
    expect(expectErrorEnvelope(await verify(session, code), 422, 'UNPROCESSABLE').message).toContain('expired');

    const other = await signInWithCode(api, uniqueEmail());
    const confirmed = confirmedOf(await changeEmail(api, other, uniqueEmail('twice')));
    const code2 = (await latestEmailChangeCode(api.db, confirmed.customer.email)) as string;
    expectErrorEnvelope(await verify(confirmed, code2), 422, 'UNPROCESSABLE');
  });

  it('lets only the latest request count: an older code no longer works', async () => {
    const session = await signInWithCode(api, uniqueEmail());
    const first = uniqueEmail('first');
    expectSuccessData(await update(session, { email: first }));
    const firstCode = (await latestEmailChangeCode(api.db, first)) as string;
    expectSuccessData(await update(session, { email: uniqueEmail('second') }));
    expectErrorEnvelope(await verify(session, firstCode), 422, 'UNPROCESSABLE');
  });

  it('refuses the change when the address was taken between request and code (409), changing nothing', async () => {
    const session = await signInWithCode(api, uniqueEmail());
    const wanted = uniqueEmail('raced');
    expectSuccessData(await update(session, { email: wanted }));
    const code = (await latestEmailChangeCode(api.db, wanted)) as string;
    await endRateLimitWindows(api.db);
    await signInWithCode(api, wanted);
    expectErrorEnvelope(await verify(session, code), 409, 'CONFLICT');
    expect(await profileOf(session)).toMatchObject({ email: session.customer.email });
  });

  it('limits how many confirmation mails one account can send (429), then saves nothing', async () => {
    const session: SignInAnswer = await signInWithCode(api, uniqueEmail());
    for (let i = 0; i < 5; i += 1) expectSuccessData(await update(session, { email: uniqueEmail(`spam${i}`) }));
    expectErrorEnvelope(await update(session, { email: uniqueEmail('spam5'), city: 'Bergen' }), 429, 'RATE_LIMITED');
    expect(await profileOf(session)).toMatchObject({ city: '' });
  });

  it('answers 401 without a token and 400 for a malformed code', async () => {
    expectErrorEnvelope(await api.call('POST', '/v1/me/verify-email-change', { body: { code: '123456' } }), 401, 'UNAUTHORIZED');
    const session = await signInWithCode(api, uniqueEmail());
    expectErrorEnvelope(await verify(session, '12ab'), 400, 'VALIDATION_FAILED');
  });
});
