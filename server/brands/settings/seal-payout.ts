import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { getSecret } from '@/server/config/secrets';

/*
 * Payout account numbers are sealed with AES-256-GCM before they reach the database (decision
 * 0030): a copy of the table, a backup or a log of a row gives nothing away without the key.
 * GCM also authenticates: a tampered value fails to open instead of paying someone else.
 * Format: "v1.<iv>.<tag>.<ciphertext>", each part base64url.
 */

const VERSION = 'v1';

/** BRAND_PAYOUT_KEY may be any string (a generated secret in development): hashed to 32 bytes. */
export function payoutKey(secret: string = getSecret('BRAND_PAYOUT_KEY')): Buffer {
  return createHash('sha256').update(secret).digest();
}

export function sealPayout(plain: string, key: Buffer = payoutKey()): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join('.');
}

/** Throws when the value was sealed with another key or altered. */
export function openPayout(sealed: string, key: Buffer = payoutKey()): string {
  const [version, iv, tag, ciphertext] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error('Not a sealed payout value.');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}
