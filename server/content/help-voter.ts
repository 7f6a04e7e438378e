import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readCookie } from '@/server/accounts/request-cookies';
import type { Caller } from '@/server/http/request-context';

/** The random visitor id of a browser that votes without signing in. */
export const VISITOR_COOKIE = 'dh_visitor';
const VISITOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Who votes: the signed-in customer, else the visitor cookie's id (null when there is none). */
export function voterOf(req: IncomingMessage, caller: Caller): string | null {
  if (caller.kind === 'user') return `c:${caller.userId}`;
  const visitor = readCookie(req, VISITOR_COOKIE);
  return visitor && VISITOR_ID.test(visitor) ? `v:${visitor}` : null;
}

/**
 * The voter, giving an anonymous browser a visitor id first. HttpOnly: only the server reads it;
 * SameSite=Lax and Secure in production like the store's other cookies.
 */
export function ensureVoter(req: IncomingMessage, res: ServerResponse, caller: Caller): string {
  const known = voterOf(req, caller);
  if (known) return known;
  const visitor = randomUUID();
  const secure = process.env.NODE_ENV === 'production' ? '; Secure' : '';
  res.appendHeader('Set-Cookie', `${VISITOR_COOKIE}=${visitor}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; HttpOnly; SameSite=Lax${secure}`);
  return `v:${visitor}`;
}
