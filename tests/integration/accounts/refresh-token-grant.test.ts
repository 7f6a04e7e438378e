import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAnswerSchema } from '@/lib/contracts/accounts/customers-schemas';
import { refreshTokens } from '@/server/db/schema';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { endRateLimitWindows, signInWithCode, startAccountsApi, uniqueEmail, type AccountsApi } from './support/accounts-api';

let api: AccountsApi;
beforeAll(async () => {
  api = await startAccountsApi();
});
afterAll(() => api.close());

const refresh = (token: string) => api.call('POST', '/v1/customers/sign-in', { body: { grant_type: 'refresh_token', refresh_token: token } });
const SESSION_ENDED = 'Your session has ended. Please sign in again.';

describe('sign-in with a refresh token (grant refresh_token)', () => {
  it('rotates: new access and refresh tokens for the same customer, never first_time', async () => {
    const session = await signInWithCode(api, uniqueEmail());
    const next = signInAnswerSchema.parse(expectSuccessData(await refresh(session.refresh_token)));
    expect(next.refresh_token).not.toBe(session.refresh_token);
    expect(next.first_time).toBe(false);
    expect(next.cart_id).toBeNull();
    expect(next.customer.id).toBe(session.customer.id);
    // The new refresh token works in turn.
    expectSuccessData(await refresh(next.refresh_token));
  });

  it('refuses a used refresh token and revokes its whole family, the newest token included', async () => {
    const session = await signInWithCode(api, uniqueEmail());
    const rotated = signInAnswerSchema.parse(expectSuccessData(await refresh(session.refresh_token)));
    expect(expectErrorEnvelope(await refresh(session.refresh_token), 401, 'UNAUTHORIZED').message).toBe(SESSION_ENDED);
    expectErrorEnvelope(await refresh(rotated.refresh_token), 401, 'UNAUTHORIZED');
  });

  it('leaves the other sessions (families) of the customer alone when one family is revoked', async () => {
    const email = uniqueEmail();
    const phone = await signInWithCode(api, email);
    await endRateLimitWindows(api.db);
    const laptop = await signInWithCode(api, email);
    expectSuccessData(await refresh(phone.refresh_token));
    expectErrorEnvelope(await refresh(phone.refresh_token), 401, 'UNAUTHORIZED');
    expectSuccessData(await refresh(laptop.refresh_token));
  });

  it('treats two simultaneous uses of one token as a reuse: one succeeds, then the family ends', async () => {
    const session = await signInWithCode(api, uniqueEmail());
    const answers = await Promise.all([refresh(session.refresh_token), refresh(session.refresh_token)]);
    const winners = answers.filter((a) => a.status === 200);
    expect(winners).toHaveLength(1);
    expect(answers.filter((a) => a.status === 401)).toHaveLength(1);
    const rotated = signInAnswerSchema.parse(expectSuccessData(winners[0] as (typeof answers)[number]));
    expectErrorEnvelope(await refresh(rotated.refresh_token), 401, 'UNAUTHORIZED');
  });

  it('refuses an expired refresh token (older than 30 days)', async () => {
    const session = await signInWithCode(api, uniqueEmail());
    await api.db.update(refreshTokens).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(refreshTokens.customerId, session.customer.id));
    expect(expectErrorEnvelope(await refresh(session.refresh_token), 401, 'UNAUTHORIZED').message).toBe(SESSION_ENDED);
  });

  it('refuses an unknown refresh token with 401', async () => {
    expectErrorEnvelope(await refresh('B'.repeat(43)), 401, 'UNAUTHORIZED');
  });

  it('issues refresh tokens that live 30 days and stores only their hash', async () => {
    const session = await signInWithCode(api, uniqueEmail());
    const [row] = await api.db
      .select({ hash: refreshTokens.tokenHash, days: sql<number>`round(extract(epoch from (${refreshTokens.expiresAt} - ${refreshTokens.createdAt})) / 86400)::int` })
      .from(refreshTokens)
      .where(eq(refreshTokens.customerId, session.customer.id));
    expect(Number(row?.days)).toBe(30);
    expect(row?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.hash).not.toContain(session.refresh_token);
  });
});
