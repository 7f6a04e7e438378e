import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppError } from './app-error';
import { requestIdOf } from './request-id';
import { sendError } from './send-error';

/** True for a path the API answers (/api and below), whatever its query. */
export function isApiPath(url: string | undefined): boolean {
  const path = (url ?? '').split('?')[0] ?? '';
  return path === '/api' || path.startsWith('/api/');
}

/**
 * The answer to an /api path Next cannot decode (a lone "%", "%E0%A4%A", an encoded surrogate such
 * as %ED%A0%80). Next refuses such a path before any route runs and renders its error page with
 * status 400; pages/_error.tsx hands /api requests here so API clients get the envelope instead
 * of HTML. The path is not echoed: it is not text.
 */
export function answerUndecodableApiPath(req: IncomingMessage, res: ServerResponse): void {
  const requestId = requestIdOf(req);
  res.setHeader('X-Request-Id', requestId);
  const message = 'The request path cannot be decoded: every %-escape must be two hex digits, and together they must spell UTF-8 text.';
  sendError(res, new AppError('BAD_REQUEST', message, { issues: [{ path: 'path', message: 'Not valid percent-encoded UTF-8.' }] }), requestId);
}
