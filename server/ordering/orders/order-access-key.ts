import { createHmac, timingSafeEqual } from 'node:crypto';
import { getSecret } from '@/server/config/secrets';

/*
 * A guest has no account, so the thank-you page reads its order back with a key only the buyer
 * was given: an HMAC of the order code. ORDER_ACCESS_SECRET sets the key; without it the key is
 * derived from the server's JWT secret (its own label keeps the two uses apart), which already
 * has a per-machine generated development default.
 */
function accessSecret(): string {
  const fromEnv = process.env.ORDER_ACCESS_SECRET;
  if (fromEnv) return fromEnv;
  return createHmac('sha256', getSecret('AUTH_JWT_SECRET')).update('deskhaus:order-access-key').digest('base64url');
}

export function orderAccessKey(orderCode: string): string {
  return createHmac('sha256', accessSecret()).update(orderCode).digest('base64url').slice(0, 32);
}

export function isOrderAccessKey(orderCode: string, candidate: string): boolean {
  const expected = Buffer.from(orderAccessKey(orderCode));
  const given = Buffer.from(candidate);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
