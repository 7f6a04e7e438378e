import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { getSecret } from '../config/secrets';
import { LOGIN_CODE_DIGITS } from './sign-in-limits';

/*
 * Link and refresh tokens are 256 random bits: a plain SHA-256 cannot be reversed or guessed,
 * so a stolen table gives nothing away. A 6-digit code has only a million values, so its hash
 * is an HMAC keyed with a server secret: without the secret the stored value cannot be brute
 * forced offline.
 */

/** 32 random bytes, URL-safe: link tokens and refresh tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A uniformly random code of LOGIN_CODE_DIGITS digits, leading zeros kept. */
export function randomCode(): string {
  return String(randomInt(0, 10 ** LOGIN_CODE_DIGITS)).padStart(LOGIN_CODE_DIGITS, '0');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Bound to the e-mail, so a code hash of one address says nothing about another's. */
export function hashCode(email: string, code: string): string {
  return createHmac('sha256', getSecret('LOGIN_CODE_SECRET')).update(`${email}\n${code}`).digest('hex');
}

/** Compares two hex digests in constant time. */
export function digestsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/**
 * The token that follows a refresh token when it is rotated. Derived rather than random, so two
 * tabs refreshing the same token at once both receive the one successor (decision 0038); only
 * the holder of the parent token (and the server's key) can compute it.
 */
export function successorToken(token: string): string {
  return createHmac('sha256', getSecret('REFRESH_TOKEN_SECRET')).update(token).digest('base64url');
}

/** Identifies a refresh-token family: not secret, only unique. */
export function randomFamilyId(): string {
  return randomBytes(16).toString('hex');
}
