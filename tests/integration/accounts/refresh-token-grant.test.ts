import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '@/server/db/schema';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { endRateLimitWindows, signInWithCode, startAccountsApi, uniqueEmail, type AccountsApi, sessionOf } from './support/accounts-api';

let api: AccountsApi;
beforeAll(async () => {
  api = await startAccountsApi();
});
afterAll(() => api.close());

const refresh = (token: string) => api.call('POST', '/v1/customers/sign-in', { body: { grant_type: 'refresh_token', refresh_token: token } });
const SESSION_ENDED = 'Your session has ended. Please sign in again.';
/* Moves every rotation of the customer's tokens back past REFRESH_REUSE_GRACE_MS. */
const endGraceWindow = (customerId: number) =>
  api.db.update(refreshTokens).set({ rotatedAt: sql`now() - interval '1 minute'` })
    .where(and(eq(refreshTokens.customerId, customerId), isNotNull(refreshTokens.rotatedAt)));

describe('sign-in with a refresh token (grant refresh_token)', () => {
  it('rotates: new access and refresh tokens for the same customer, never first_time', async () => {
    const session = await signInWithCode(api, uniqueEmail());
    const next = sessionOf(await refresh(session.refresh_token));
    expect(next.refresh_token).not.toBe(session.refresh_token);
    expect(next.first_time).toBe(false);
    expect(next.cart_id).toBeNull();
    expect(next.customer.id).toBe(session.customer.id);
    // The new refresh token works in turn.
    expectSuccessData(await refresh(next.refresh_token));
  });

  it('refuses a token used again after the grace window and revokes its whole family, the newest token included', async () => {
    const session = await signInWithCode(api, uniqueEmail());
    const rotated = sessionOf(await refresh(session.refresh_token));
    await endGraceWindow(session.customer.id);
    expect(expectErrorEnvelope(await refresh(session.refresh_token), 401, 'UNAUTHORIZED').message).toBe(SESSION_ENDED);
    expectErrorEnvelope(await refresh(rotated.refresh_token), 401, 'UNAUTHORIZED');
  });

  it('leaves the other sessions (families) of the customer alone when one family is revoked', async () => {
    const email = uniqueEmail();
    const phone = await signInWithCode(api, email);
    await endRateLimitWindows(api.db);
    const laptop = await signInWithCode(api, email);
    expectSuccessData(await refresh(phone.refresh_token));
    await endGraceWindow(phone.customer.id);
    expectErrorEnvelope(await refresh(phone.refresh_token), 401, 'UNAUTHORIZED');
    expectSuccessData(await refresh(laptop.refresh_token));
  });

  it('gives ten simultaneous refreshes of one token (tabs of one session) the same successor, which goes on working', async () => {
    const session = await signInWithCode(api, uniqueEmail());
    const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(session.refresh_token)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const successors = new Set(answers.map((a) => sessionOf(a).refresh_token));
    expect(successors.size).toBe(1);
    const [successor] = [...successors] as [string];
    expect(successor).not.toBe(session.refresh_token);
    expect(await api.db.select({ id: refreshTokens.id }).from(refreshTokens).where(eq(refreshTokens.customerId, session.customer.id))).toHaveLength(2);
    const next = sessionOf(await refresh(successor));
    expect(next.customer.id).toBe(session.customer.id);
  });

  it('gives a second tab within the grace window the same successor instead of signing the shopper out', async () => {
    const session = await signInWithCode(api, uniqueEmail());
    const first = sessionOf(await refresh(session.refresh_token));
    const second = sessionOf(await refresh(session.refresh_token));
    expect(second.refresh_token).toBe(first.refresh_token);
    expectSuccessData(await refresh(first.refresh_token));
  });

  it('does not revive a signed-out session through the grace window', async () => {
    const session = await signInWithCode(api, uniqueEmail());
    expectSuccessData(await refresh(session.refresh_token));
    await api.db.update(refreshTokens).set({ revokedAt: sql`now()`, revokedReason: 'sign-out' }).where(eq(refreshTokens.customerId, session.customer.id));
    expectErrorEnvelope(await refresh(session.refresh_token), 401, 'UNAUTHORIZED');
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
