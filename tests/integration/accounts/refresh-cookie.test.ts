import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import type { ApiAnswer } from '@/tests/integration/api/support/call-api';
import { bearerOf, changeEmail, refreshTokenOf, signInWithCode, startAccountsApi, uniqueEmail, type AccountsApi } from './support/accounts-api';

/*
 * Issue 21 item 2 (decision 0045): the refresh token lives only in an HttpOnly, SameSite=Strict
 * cookie scoped to the sign-in calls, which the server sets and reads; the page renews its
 * session with that cookie alone and never sees the token.
 */

let api: AccountsApi;
beforeAll(async () => {
  api = await startAccountsApi();
});
afterAll(() => api.close());

const setCookies = (answer: ApiAnswer): string[] => (answer.headers.get('set-cookie') ?? '').split(/,\s*(?=[A-Za-z_]+=)/).filter(Boolean);
const cookieNamed = (answer: ApiAnswer, name: string) => setCookies(answer).find((cookie) => cookie.startsWith(`${name}=`));
const fromTheStore = (url: string) => ({ origin: new URL(url).origin });
const refreshWithCookie = (token: string | undefined) =>
  api.call('POST', '/v1/customers/sign-in', {
    body: { grant_type: 'refresh_token' },
    headers: { ...fromTheStore(api.url), ...(token ? { cookie: `refresh_token=${token}; dh_session=1` } : {}) },
  });

describe('the refresh cookie', () => {
  it('is set by a sign-in as HttpOnly, SameSite=Strict and scoped to the sign-in calls, beside a readable marker', async () => {
    const session = await signInWithCode(api, uniqueEmail('cookie'));
    const answer = await refreshWithCookie(session.refresh_token);
    const refresh = cookieNamed(answer, 'refresh_token') ?? '';
    expect(refresh).toMatch(/HttpOnly/);
    expect(refresh).toMatch(/SameSite=Strict/);
    expect(refresh).toMatch(/Path=\/api\/v1\/customers(;|$)/);
    expect(refresh).toMatch(/Max-Age=2592000/);
    const marker = cookieNamed(answer, 'dh_session') ?? '';
    expect(marker).toMatch(/^dh_session=1;/);
    expect(marker).not.toMatch(/HttpOnly/);
  });

  it('renews the session with the cookie alone: a new access token, a new cookie, no token in the body', async () => {
    const session = await signInWithCode(api, uniqueEmail('renew'));
    const answer = await refreshWithCookie(session.refresh_token);
    const data = expectSuccessData(answer) as Record<string, unknown>;
    expect(typeof data.access_token).toBe('string');
    expect(data).not.toHaveProperty('refresh_token');
    const next = refreshTokenOf(answer);
    expect(next).not.toBe(session.refresh_token);
    expectSuccessData(await api.call('GET', '/v1/me/profile', { headers: bearerOf(data as { access_token: string }) }));
    expectSuccessData(await refreshWithCookie(next));
  });

  it('gives ten tabs refreshing at once the same successor, and all stay signed in', async () => {
    const session = await signInWithCode(api, uniqueEmail('tabs'));
    const answers = await Promise.all(Array.from({ length: 10 }, () => refreshWithCookie(session.refresh_token)));
    for (const answer of answers) expectSuccessData(answer);
    expect(new Set(answers.map(refreshTokenOf)).size).toBe(1);
  });

  it('refuses a refresh with neither a cookie nor a body token, and removes the session cookies', async () => {
    const answer = await refreshWithCookie(undefined);
    expectErrorEnvelope(answer, 401, 'UNAUTHORIZED');
    expect(cookieNamed(answer, 'refresh_token')).toMatch(/Max-Age=0/);
    expect(cookieNamed(answer, 'dh_session')).toMatch(/Max-Age=0/);
  });

  it('is refused from another site even with the cookie', async () => {
    const session = await signInWithCode(api, uniqueEmail('csrf'));
    const answer = await api.call('POST', '/v1/customers/sign-in', {
      body: { grant_type: 'refresh_token' },
      headers: { origin: 'https://evil.example', cookie: `refresh_token=${session.refresh_token}` },
    });
    expectErrorEnvelope(answer, 403, 'FORBIDDEN');
  });

  it('is removed by a sign-out, which ends the session on the server too', async () => {
    const session = await signInWithCode(api, uniqueEmail('bye'));
    const answer = await api.call('POST', '/v1/customers/sign-out', { body: {}, headers: { ...fromTheStore(api.url), cookie: `refresh_token=${session.refresh_token}; dh_session=1` } });
    expectSuccessData(answer);
    expect(cookieNamed(answer, 'refresh_token')).toMatch(/Max-Age=0/);
    expect(cookieNamed(answer, 'dh_session')).toMatch(/Max-Age=0/);
    expectErrorEnvelope(await refreshWithCookie(session.refresh_token), 401, 'UNAUTHORIZED');
  });

  it('carries the new session of a confirmed e-mail change, never the body', async () => {
    const session = await signInWithCode(api, uniqueEmail('mover'));
    const answer = await changeEmail(api, session, uniqueEmail('moved'));
    expect(expectSuccessData(answer)).not.toHaveProperty('refresh_token');
    expectSuccessData(await refreshWithCookie(refreshTokenOf(answer)));
  });
});
