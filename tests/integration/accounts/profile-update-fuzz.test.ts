import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignInAnswer } from '@/lib/contracts/accounts/customers-schemas';
import { bearerOf, signInWithCode, startAccountsApi, uniqueEmail, type AccountsApi } from './support/accounts-api';

/* The registry-wide fuzz test calls /v1/me/update with a token whose account does not exist, so
 * it never reaches the database. Here a real customer sends random profile updates (any
 * Unicode, lone surrogates, NUL, huge and empty values): the answer is a success or a 4xx,
 * never a 5xx, and a refused update changes nothing. */

let api: AccountsApi;
let session: SignInAnswer;
beforeAll(async () => {
  api = await startAccountsApi();
  session = await signInWithCode(api, uniqueEmail('fuzz'));
});
afterAll(() => api.close());

const anyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom('', ' ', '\u0000', '\ud800', 'K1A 0B1', '94103', 'SW1A 1AA', '+1 415 555 0100', 'US', 'ca', 'GB', 'x'.repeat(500)),
);

const profileUpdate = fc.record(
  {
    email: fc.oneof(anyText, fc.emailAddress()),
    fullname: anyText,
    address: anyText,
    apartment_suite: anyText,
    city: anyText,
    state: anyText,
    zip_code: anyText,
    country: anyText,
    phone: anyText,
  },
  { requiredKeys: [] },
);

describe('PUT /v1/me/update under random input from a real customer', () => {
  it('answers 200 or a 4xx envelope, never a 5xx, and a refusal changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(profileUpdate, async (body) => {
        const before = await api.call('GET', '/v1/me/profile', { headers: bearerOf(session) });
        const answer = await api.call('PUT', '/v1/me/update', { body, headers: bearerOf(session) });
        expect(answer.status, answer.text).toBeLessThan(500);
        if (answer.status >= 400) {
          expect(answer.json).toMatchObject({ status: 0, data: { code: expect.any(String) } });
          const after = await api.call('GET', '/v1/me/profile', { headers: bearerOf(session) });
          expect(after.json).toEqual(before.json);
        }
      }),
      { numRuns: Number(process.env.API_FUZZ_RUNS ?? 150) },
    );
  });
});
