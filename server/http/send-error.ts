import type { ServerResponse } from 'node:http';
import { AppError } from './app-error';
import { errorEnvelope } from './envelope';
import { toAppError } from './to-app-error';
import { requestLogger } from './logger';
import { reportServerError } from './monitoring/monitor';

/**
 * Answers a failure in the envelope. Only AppError messages reach the client: an unexpected
 * error becomes a generic 500 whose details (message, stack) go to the log, never the body.
 */
export function sendError(res: ServerResponse, error: unknown, requestId: string, route = 'unknown'): void {
  const appError = toAppError(error);
  if (appError.httpStatus >= 500) {
    const cause = appError.cause ?? appError;
    requestLogger(requestId).error({ err: cause, route, status: appError.httpStatus }, 'api error');
    // An UNAVAILABLE (a database down, say) is an outage the health checks report, not a bug.
    if (appError.httpStatus === 500) reportServerError(cause, { requestId, route });
  }
  if (res.headersSent) {
    // The handler already started its own answer; all that is left is to stop it cleanly.
    if (!res.writableEnded) res.end();
    return;
  }
  for (const [name, value] of Object.entries(appError.headers ?? {})) res.setHeader(name, value);
  res.setHeader('Cache-Control', 'no-store');
  sendJson(res, appError.httpStatus, errorEnvelope(appError.httpStatus, appError.code, appError.message, appError.issues, appError.unavailableItems));
}

export function sendMethodNotAllowed(res: ServerResponse, allowed: readonly string[], requestId: string): void {
  const error = new AppError('METHOD_NOT_ALLOWED', `This endpoint accepts ${allowed.join(', ')} only.`, {
    headers: { Allow: allowed.join(', ') },
  });
  sendError(res, error, requestId);
}

/* Plain ServerResponse rather than NextApiResponse: the catch-all 404 and tests use it too. */
function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}
