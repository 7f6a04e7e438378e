/**
 * A counter per (scope, key) over a fixed window that starts at the key's first hit: the first
 * `limit` hits of a window pass, the rest are refused until the window ends. Implementations
 * must be atomic across server instances (database row upsert, or Redis INCR + PEXPIRE).
 */
export interface RateLimitRule {
  /** What is limited, e.g. "login-send:email"; part of the storage key. */
  scope: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Hits in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends (when a refused caller may try again). */
  retryAfterMs: number;
}

export interface RateLimiter {
  /** Counts one hit of `key` under `rule` and says whether it is within the limit. */
  consume(rule: RateLimitRule, key: string): Promise<RateLimitDecision>;
}
