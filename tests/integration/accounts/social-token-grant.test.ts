import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signInAnswerSchema } from '@/lib/contracts/accounts/customers-schemas';
import { customers } from '@/server/db/schema';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { startAccountsApi, uniqueEmail, type AccountsApi } from './support/accounts-api';
import { withCapturedLog } from '@/tests/integration/api/support/captured-log';

/*
 * Google's side played locally: a key pair made with jose, its public half served as a JWKS on
 * a local HTTP server, and id tokens signed like Google's. GOOGLE_JWKS_URL points at it.
 */

const CLIENT_ID = 'deskhaus-test.apps.googleusercontent.com';
const ISSUER = 'https://accounts.google.com';
const KID = 'test-key-1';

let api: AccountsApi;
let jwksServer: http.Server;
let jwksUrl: string;
let googleKey: CryptoKey;
let jwksRequests = 0;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  googleKey = pair.privateKey;
  const publicJwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  jwksServer = http.createServer((_req, res) => {
    jwksRequests += 1;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [publicJwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  jwksUrl = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/oauth2/v3/certs`;
  api = await startAccountsApi();
});
afterAll(async () => {
  await api.close();
  await new Promise<void>((resolve) => jwksServer.close(() => resolve()));
});
beforeEach(() => {
  process.env.GOOGLE_CLIENT_ID = CLIENT_ID;
  process.env.GOOGLE_JWKS_URL = jwksUrl;
  delete process.env.GOOGLE_ISSUERS;
});

interface TokenOptions {
  email?: string;
  name?: string;
  emailVerified?: boolean;
  audience?: string;
  issuer?: string;
  expiresInSeconds?: number;
  key?: CryptoKey;
  kid?: string;
}

function googleIdToken(options: TokenOptions = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: options.email ?? uniqueEmail('google'), email_verified: options.emailVerified ?? true, name: options.name ?? 'Ada Lovelace' })
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? KID, typ: 'JWT' })
    .setIssuer(options.issuer ?? ISSUER)
    .setAudience(options.audience ?? CLIENT_ID)
    .setSubject('110248495921238986420')
    .setIssuedAt(now - 60)
    .setExpirationTime(now + (options.expiresInSeconds ?? 3600))
    .sign(options.key ?? googleKey);
}

/** A port nothing listens on: one the system just handed out and got back. */
async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const signIn = (idToken: string, extra: Record<string, unknown> = {}) =>
  api.call('POST', '/v1/customers/sign-in', { body: { grant_type: 'social_token', id_token: idToken, ...extra } });

describe('sign-in with a Google id token (grant social_token)', () => {
  it('signs up with the verified e-mail and takes the name from the token', async () => {
    const email = uniqueEmail('google');
    const answer = signInAnswerSchema.parse(expectSuccessData(await signIn(await googleIdToken({ email, name: 'Ada Lovelace' }), { provider: 'google' })));
    expect(answer).toMatchObject({ first_time: true, customer: { email, fullname: 'Ada Lovelace', first_name: 'Ada' } });
    expect(jwksRequests).toBeGreaterThan(0);
  });

  it('signs the same customer in again with first_time false, whatever the e-mail case', async () => {
    const email = uniqueEmail('google');
    const first = signInAnswerSchema.parse(expectSuccessData(await signIn(await googleIdToken({ email }))));
    const again = signInAnswerSchema.parse(expectSuccessData(await signIn(await googleIdToken({ email: email.toUpperCase() }))));
    expect(again.first_time).toBe(false);
    expect(again.customer.id).toBe(first.customer.id);
  });

  it('refuses a token signed with another key under the same key id (forged)', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    expectErrorEnvelope(await signIn(await googleIdToken({ key: privateKey })), 401, 'UNAUTHORIZED');
  });

  it('refuses a token whose key id Google never published', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    expectErrorEnvelope(await signIn(await googleIdToken({ key: privateKey, kid: 'attacker-key' })), 401, 'UNAUTHORIZED');
  });

  it('refuses an expired token', async () => {
    const answer = expectErrorEnvelope(await signIn(await googleIdToken({ expiresInSeconds: -120 })), 401, 'UNAUTHORIZED');
    expect(answer.message).toBe('This Google sign-in is not valid. Please try again.');
  });

  it('refuses a token made for another application (wrong audience)', async () => {
    expectErrorEnvelope(await signIn(await googleIdToken({ audience: 'someone-else.apps.googleusercontent.com' })), 401, 'UNAUTHORIZED');
  });

  it('refuses a token from another issuer', async () => {
    expectErrorEnvelope(await signIn(await googleIdToken({ issuer: 'https://evil.example' })), 401, 'UNAUTHORIZED');
  });

  it('takes the accepted issuers from GOOGLE_ISSUERS', async () => {
    process.env.GOOGLE_ISSUERS = 'https://issuer.test';
    expectErrorEnvelope(await signIn(await googleIdToken()), 401, 'UNAUTHORIZED');
    expectSuccessData(await signIn(await googleIdToken({ issuer: 'https://issuer.test' })));
  });

  it('refuses an unsigned token (alg none) and garbage', async () => {
    const payload = Buffer.from(JSON.stringify({ iss: ISSUER, aud: CLIENT_ID, email: uniqueEmail(), email_verified: true, exp: 9_999_999_999 })).toString('base64url');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expectErrorEnvelope(await signIn(`${header}.${payload}.`), 401, 'UNAUTHORIZED');
    expectErrorEnvelope(await signIn('not-a-jwt'), 401, 'UNAUTHORIZED');
  });

  it('refuses an account whose e-mail Google has not verified, with 422', async () => {
    expectErrorEnvelope(await signIn(await googleIdToken({ emailVerified: false })), 422, 'UNPROCESSABLE');
  });

  it('answers 422 while Google sign-in is not configured (no GOOGLE_CLIENT_ID)', async () => {
    delete process.env.GOOGLE_CLIENT_ID;
    expect(expectErrorEnvelope(await signIn(await googleIdToken()), 422, 'UNPROCESSABLE').message).toMatch(/not available/);
  });

  it("answers 503 when Google's keys cannot be fetched", async () => {
    process.env.GOOGLE_JWKS_URL = `http://127.0.0.1:${await closedPort()}/oauth2/v3/certs`;
    await withCapturedLog(async (lines) => {
      const answer = expectErrorEnvelope(await signIn(await googleIdToken()), 503, 'UNAVAILABLE');
      expect(answer.message).toMatch(/cannot be checked right now/);
      // The operator's log holds the real cause.
      expect(lines).toContainEqual(expect.objectContaining({ level: 'error', msg: 'api error', status: 503 }));
    });
  });

  it('links the referrer named by rid on the Google sign-up', async () => {
    const referrer = signInAnswerSchema.parse(expectSuccessData(await signIn(await googleIdToken())));
    const referred = signInAnswerSchema.parse(expectSuccessData(await signIn(await googleIdToken(), { rid: referrer.customer.referral_code })));
    const [row] = await api.db.select({ referrer: customers.referredByCustomerId }).from(customers).where(eq(customers.id, referred.customer.id));
    expect(row?.referrer).toBe(referrer.customer.id);
  });
});
