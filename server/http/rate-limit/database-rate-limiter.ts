import type { Db } from '@/server/db/client';
import { bucketKey } from './bucket-key';
import type { RateLimiter } from './rate-limiter';
import { hitBucket } from './repository';

/** Counters in the rate_limit_buckets table: shared by every instance on the same database. */
export function databaseRateLimiter(db: () => Db): RateLimiter {
  return {
    async consume(rule, key) {
      const hit = await hitBucket(db(), rule.scope, bucketKey(key), rule.windowMs);
      return { allowed: hit.count <= rule.limit, count: hit.count, retryAfterMs: hit.retryAfterMs };
    },
  };
}
