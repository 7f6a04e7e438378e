import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const SAFE_REQUEST_ID = /^[\w-]{1,64}$/;

/**
 * The id that ties a response to its log lines. A proxy's X-Request-Id is kept so one id follows
 * the request end to end, but only when it is short and plain: it is echoed into headers and logs.
 */
export function requestIdOf(req: IncomingMessage): string {
  const raw = req.headers['x-request-id'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value && SAFE_REQUEST_ID.test(value) ? value : randomUUID();
}
