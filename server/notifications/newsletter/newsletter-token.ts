import { createHash, randomBytes } from 'node:crypto';

/* A link token is 256 random bits: a plain SHA-256 of it cannot be reversed or guessed, so the
 * table alone never yields a working confirmation or unsubscribe link. */

export function randomNewsletterToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashNewsletterToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
