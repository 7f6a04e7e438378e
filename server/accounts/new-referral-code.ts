import { randomInt } from 'node:crypto';

/* No 0/O or 1/I: people read these codes aloud and type them from paper. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LENGTH = 8;

/** A random referral code: 32^8 ≈ 10^12 values, so collisions are rare (and retried). */
export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
