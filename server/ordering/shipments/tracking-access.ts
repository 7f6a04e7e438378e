import { createHmac, timingSafeEqual } from 'node:crypto';
import { getSecret } from '@/server/config/secrets';
import { TRACKING_ACCESS_TTL_MS } from './tracking-limits';

/*
 * After a guest proves order number + e-mail, /tracking-your-order reads the order back with a
 * short-lived signed token ("<expiry seconds>.<mac>") kept in session storage, not with the
 * e-mail in the address bar. The key is derived from the JWT secret under its own label, like
 * the checkout's order access key, and the token is bound to one order code.
 */
function key(): string {
  return createHmac('sha256', getSecret('AUTH_JWT_SECRET')).update('deskhaus:order-tracking-access').digest('base64url');
}

function mac(orderCode: string, expires: number): string {
  return createHmac('sha256', key()).update(`${orderCode}.${expires}`).digest('base64url');
}

export function issueTrackingAccess(orderCode: string, now: number = Date.now()): { token: string; expiresAt: Date } {
  const expires = Math.floor((now + TRACKING_ACCESS_TTL_MS) / 1000);
  return { token: `${expires}.${mac(orderCode, expires)}`, expiresAt: new Date(expires * 1000) };
}

export function isTrackingAccess(orderCode: string, token: string, now: number = Date.now()): boolean {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires * 1000 <= now) return false;
  const expected = Buffer.from(mac(orderCode, expires));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
