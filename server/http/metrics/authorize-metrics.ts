import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { AppError } from '@/server/http/app-error';

/** The token of development and tests; production must set METRICS_TOKEN or /api/metrics stays shut. */
export const DEV_METRICS_TOKEN = 'dh-dev-metrics-token';

export function metricsToken(): string | undefined {
  const token = process.env.METRICS_TOKEN?.trim();
  if (token) return token;
  return process.env.NODE_ENV === 'production' ? undefined : DEV_METRICS_TOKEN;
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Refuses (401) a scrape without `Authorization: Bearer <METRICS_TOKEN>`. */
export function authorizeMetrics(req: IncomingMessage): void {
  const expected = metricsToken();
  const header = req.headers.authorization ?? '';
  const given = /^Bearer (.+)$/.exec(header)?.[1]?.trim();
  if (!expected || !given || !sameSecret(given, expected)) {
    throw new AppError('UNAUTHORIZED', 'The metrics need the bearer token of METRICS_TOKEN.', { headers: { 'WWW-Authenticate': 'Bearer' } });
  }
}
