import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppError } from './app-error';
import { requestIdOf } from './request-id';
import { sendError } from './send-error';

const MAX_PATH_IN_MESSAGE = 200;

/**
 * Answers any /api path no route file serves, for every method, in the envelope: without it
 * Next would answer its HTML 404 page, which API clients cannot read. The body is never read.
 */
export function apiNotFound(req: IncomingMessage, res: ServerResponse): void {
  const requestId = requestIdOf(req);
  res.setHeader('X-Request-Id', requestId);
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  const shown = path.length > MAX_PATH_IN_MESSAGE ? `${path.slice(0, MAX_PATH_IN_MESSAGE)}…` : path;
  sendError(res, new AppError('NOT_FOUND', `No API route matches ${(req.method ?? 'GET').toUpperCase()} ${shown}.`), requestId);
}
