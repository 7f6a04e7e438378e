import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configureApiClient } from '@/services/api-client-config';
import {
  retryAfterSecondsOf,
  sendLoginVerification,
  signInWithCode,
  signInWithMagicLink,
  signInWithSocialToken,
  updateProfile,
} from '@/services/account-service';
import { startTestServer, type ReceivedRequest, type TestServer } from '../services/support/test-server';

/** The account calls over the real API client, against a server that records what it got. */

type Reply = { status: number; body: unknown; headers?: Record<string, string> };

let server: TestServer;
let received: ReceivedRequest[] = [];
let reply: Reply = { status: 200, body: { status: 1, data: null, message: 'OK' } };

const customer = {
  id: 7,
  email: 'ada@example.com',
  fullname: 'Ada Lovelace',
  first_name: 'Ada',
  address: '',
  apartment_suite: '',
  city: '',
  state: '',
  zip_code: '',
  country: 'GB',
  phone: '',
  referral_code: 'ADA1',
  company: null,
  is_sign_up: true,
  created_at: '2026-01-01T00:00:00.000Z',
};
const signInData = { access_token: 'jwt', refresh_token: 'refresh-1', first_time: true, cart_id: null, customer };

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    received.push(request);
    response.writeHead(reply.status, { 'Content-Type': 'application/json', ...reply.headers });
    response.end(JSON.stringify(reply.body));
  });
  configureApiClient({ baseUrl: `${server.origin}/api` });
});

afterAll(async () => {
  configureApiClient({});
  await server.close();
});

afterEach(() => {
  received = [];
  reply = { status: 200, body: { status: 1, data: null, message: 'OK' } };
});

const ok = (data: unknown): Reply => ({ status: 200, body: { status: 1, data, message: 'OK' } });
const bodyOf = (index = 0) => JSON.parse(received[index]?.body ?? 'null') as unknown;

describe('asking for a sign-in code', () => {
  it('posts the trimmed e-mail and reads the resend wait from the answer', async () => {
    reply = ok({ sent: true, resend_after_seconds: 60, code_expires_in_seconds: 600, link_expires_in_seconds: 900 });

    const sent = await sendLoginVerification('  ada@example.com ');

    expect(received[0]).toMatchObject({ method: 'POST', url: '/api/v1/customers/send-login-verification' });
    expect(bodyOf()).toEqual({ email: 'ada@example.com' });
    expect(sent).toEqual({ sent: true, resendAfterSeconds: 60 });
  });

  it('reads how long to wait from the Retry-After header of a 429', async () => {
    reply = { status: 429, headers: { 'Retry-After': '42' }, body: { status: 0, data: { code: 'RATE_LIMITED' }, message: 'Too soon' } };

    const error = await sendLoginVerification('ada@example.com').catch((caught: unknown) => caught);

    expect(retryAfterSecondsOf(error)).toBe(42);
  });

  it('waits the usual minute when a 429 does not say how long, and not at all for other failures', async () => {
    reply = { status: 429, body: { status: 0, data: { code: 'RATE_LIMITED' }, message: 'Too soon' } };
    expect(retryAfterSecondsOf(await sendLoginVerification('ada@example.com').catch((caught: unknown) => caught))).toBe(60);

    reply = { status: 400, body: { status: 0, data: { code: 'VALIDATION_FAILED' }, message: 'Bad e-mail' } };
    expect(retryAfterSecondsOf(await sendLoginVerification('nope').catch((caught: unknown) => caught))).toBeNull();
  });
});

describe('signing in', () => {
  it('sends the otp grant with the code, and the referral ids as query parameters', async () => {
    reply = ok(signInData);

    const answer = await signInWithCode('ada@example.com', '123456', { rid: 'ADA1', utm_campaign: 'spring' });

    expect(received[0]?.url).toBe('/api/v1/customers/sign-in?rid=ADA1&utm_campaign=spring');
    expect(bodyOf()).toEqual({ grant_type: 'otp', email: 'ada@example.com', code: '123456' });
    expect(answer).toMatchObject({ access_token: 'jwt', refresh_token: 'refresh-1', first_time: true, cart_id: null });
    expect(answer.customer).toMatchObject({ email: 'ada@example.com', fullname: 'Ada Lovelace', company: null });
  });

  it('sends no query string when there is no referrer', async () => {
    reply = ok(signInData);
    await signInWithMagicLink('ada@example.com', 'link-token-abcdefgh');
    expect(received[0]?.url).toBe('/api/v1/customers/sign-in');
    expect(bodyOf()).toEqual({ grant_type: 'magic_link', email: 'ada@example.com', token: 'link-token-abcdefgh' });
  });

  it('sends the social_token grant with the id token', async () => {
    reply = ok(signInData);
    await signInWithSocialToken('header.payload.signature');
    expect(bodyOf()).toEqual({ grant_type: 'social_token', id_token: 'header.payload.signature' });
  });

  it('fails as bad data when the answer lacks the tokens, instead of starting a broken session', async () => {
    reply = ok({ ...signInData, access_token: '' });
    await expect(signInWithCode('ada@example.com', '123456')).rejects.toMatchObject({ kind: 'bad-data' });
  });
});

describe('profile update (spec §5: errors are swallowed)', () => {
  const fields = {
    fullname: 'Ada King',
    email: 'ada@example.com',
    phone: '',
    address: '',
    apartment_suite: '',
    city: 'London',
    state: '',
    zip_code: 'SW1A 1AA',
    country: 'GB',
  };

  it('puts the fields to /v1/me/update and reports success', async () => {
    reply = ok({ ok: true, customer });

    const result = await updateProfile(fields);

    expect(received[0]).toMatchObject({ method: 'PUT', url: '/api/v1/me/update' });
    expect(bodyOf()).toEqual(fields);
    expect(result).toEqual({ status: 1, result: true, message: '' });
  });

  it.each([
    ['a 400 naming a field', { status: 400, body: { status: 0, data: { code: 'VALIDATION_FAILED', issues: [{ path: 'body.zip_code', message: 'bad' }] }, message: 'Invalid' } }],
    ['a 401', { status: 401, body: { status: 0, data: { code: 'UNAUTHORIZED' }, message: 'Sign in' } }],
    ['a 500', { status: 500, body: { status: -1, data: { code: 'INTERNAL' }, message: 'Boom' } }],
    ['a failure envelope in a 200', { status: 200, body: { status: 0, data: null, message: 'No' } }],
  ])('resolves to { status: 0, result: false, message: "" } on %s', async (_, failure) => {
    reply = failure;
    await expect(updateProfile(fields)).resolves.toEqual({ status: 0, result: false, message: '' });
  });

  it('resolves the same way when the server cannot be reached', async () => {
    configureApiClient({ baseUrl: 'http://127.0.0.1:1/api' });
    try {
      await expect(updateProfile(fields)).resolves.toEqual({ status: 0, result: false, message: '' });
    } finally {
      configureApiClient({ baseUrl: `${server.origin}/api` });
    }
  });
});
