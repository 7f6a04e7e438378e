import { getDb } from '@/server/db/client';
import { deleteExpiredBuckets } from './repository';

/**
 * Removes ended windows from the database limiter's table (Redis expires its keys itself).
 * Buckets are reused per key, so the table only grows with distinct keys; callers run this now
 * and then rather than on every hit.
 */
export async function purgeExpiredBuckets(): Promise<number> {
  if (process.env.REDIS_URL) return 0;
  return deleteExpiredBuckets(getDb());
}
