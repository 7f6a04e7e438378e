import { lt, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { rateLimitBuckets } from '@/server/db/schema';

/* The only file of the rate-limit module that touches the database. */

export interface BucketHit {
  count: number;
  retryAfterMs: number;
}

/**
 * Adds one hit to a bucket in a single statement. INSERT ... ON CONFLICT DO UPDATE locks the
 * row, so concurrent hits on any number of instances are counted one after the other; the
 * database clock (now()) decides when a window ends, so instances never disagree about it.
 */
export async function hitBucket(db: Db, scope: string, key: string, windowMs: number): Promise<BucketHit> {
  const live = sql`${rateLimitBuckets.expiresAt} > now()`;
  const [row] = await db
    .insert(rateLimitBuckets)
    .values({ scope, key, count: 1, expiresAt: sql`now() + ${windowMs} * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: [rateLimitBuckets.scope, rateLimitBuckets.key],
      set: {
        count: sql`case when ${live} then ${rateLimitBuckets.count} + 1 else 1 end`,
        expiresAt: sql`case when ${live} then ${rateLimitBuckets.expiresAt} else excluded.expires_at end`,
      },
    })
    .returning({
      count: rateLimitBuckets.count,
      retryAfterMs: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimitBuckets.expiresAt} - now())) * 1000))::int`,
    });
  if (!row) throw new Error('rate limit upsert returned no row');
  return { count: row.count, retryAfterMs: Number(row.retryAfterMs) };
}

/** Drops windows that ended: they would restart at 1 anyway. */
export async function deleteExpiredBuckets(db: Db): Promise<number> {
  const deleted = await db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.expiresAt, sql`now()`)).returning({ scope: rateLimitBuckets.scope });
  return deleted.length;
}
