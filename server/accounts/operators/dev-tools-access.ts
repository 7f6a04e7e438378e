import type { IncomingMessage } from 'node:http';
import { getDb } from '../../db/client';
import { verifyAccessToken } from '../../http/access-token';
import { AppError } from '../../http/app-error';
import { devToolsMode, devToolsTokenOf } from '../../http/dev-tools';
import { isOperatorCustomer } from './repository';

/**
 * Whether this request may use the development tools (decision 0038): always under `next dev`,
 * never in a production build without DEV_TOOLS=1, and with it only for a store operator's
 * token (read from the database on every call, like every operator route).
 */
export async function mayUseDevTools(req: IncomingMessage, cookieToken?: string): Promise<boolean> {
  const mode = devToolsMode();
  if (mode === 'open') return true;
  if (mode === 'off') return false;
  const token = devToolsTokenOf(req) ?? cookieToken;
  if (!token) return false;
  const verified = await verifyAccessToken(token);
  return verified.ok && (await isOperatorCustomer(getDb(), verified.claims.userId));
}

/** Throws the 404 of a route that does not exist unless the request may use the dev tools. */
export async function requireDevTools(req: IncomingMessage): Promise<void> {
  if (!(await mayUseDevTools(req))) throw new AppError('NOT_FOUND', 'Not found.');
}
