import { beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_CODE_DIGITS } from '@/server/accounts/sign-in-limits';
import { digestsEqual, hashCode, hashToken, randomCode, randomFamilyId, randomToken } from '@/server/accounts/secret-hashing';

beforeAll(() => {
  process.env.LOGIN_CODE_SECRET = 'unit-test-code-secret';
});

describe('sign-in secrets', () => {
  it('makes 6-digit codes, leading zeros kept, spread over all digits', () => {
    const codes = Array.from({ length: 2000 }, randomCode);
    for (const code of codes) expect(code).toMatch(new RegExp(`^\\d{${LOGIN_CODE_DIGITS}}$`));
    expect(new Set(codes.map((code) => code[0])).size).toBe(10);
    expect(new Set(codes).size).toBeGreaterThan(1990);
  });

  it('makes 256-bit URL-safe tokens that never repeat', () => {
    const tokens = Array.from({ length: 100 }, randomToken);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(tokens).size).toBe(100);
    expect(randomFamilyId()).toMatch(/^[0-9a-f]{32}$/);
  });

  it('hashes a code with the server secret, bound to the e-mail', () => {
    const hash = hashCode('a@example.test', '123456');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(hashCode('a@example.test', '123456'));
    expect(hash).not.toBe(hashCode('b@example.test', '123456'));
    expect(hash).not.toBe(hashCode('a@example.test', '123457'));
    // Without the secret, the plain SHA-256 of the code does not give the stored value.
    expect(hash).not.toBe(hashToken('a@example.test\n123456'));
  });

  it('gives another hash with another secret (a stolen table cannot be checked offline)', () => {
    const before = hashCode('a@example.test', '123456');
    process.env.LOGIN_CODE_SECRET = 'another-secret';
    expect(hashCode('a@example.test', '123456')).not.toBe(before);
    process.env.LOGIN_CODE_SECRET = 'unit-test-code-secret';
  });

  it('compares digests exactly', () => {
    const digest = hashToken('x');
    expect(digestsEqual(digest, hashToken('x'))).toBe(true);
    expect(digestsEqual(digest, hashToken('y'))).toBe(false);
    expect(digestsEqual(digest, digest.slice(0, 62))).toBe(false);
    expect(digestsEqual('', '')).toBe(false);
  });
});
