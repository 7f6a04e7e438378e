import { AppError } from '../app-error';
import type { RateLimiter, RateLimitRule } from './rate-limiter';

/**
 * Counts a hit and refuses it with 429 (and Retry-After in whole seconds) over the limit. A
 * limiter that cannot answer (Redis or the database away) refuses with 503: letting everything
 * through would turn an outage into an open door.
 */
export async function enforceRateLimit(
  limiter: RateLimiter,
  rule: RateLimitRule,
  key: string,
  refusal: (retryAfterSeconds: number) => string,
): Promise<void> {
  let decision;
  try {
    decision = await limiter.consume(rule, key);
  } catch (cause) {
    throw new AppError('UNAVAILABLE', 'The service is busy. Please try again in a moment.', { cause, headers: { 'Retry-After': '5' } });
  }
  if (decision.allowed) return;
  const seconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
  throw new AppError('RATE_LIMITED', refusal(seconds), { headers: { 'Retry-After': String(seconds) } });
}
