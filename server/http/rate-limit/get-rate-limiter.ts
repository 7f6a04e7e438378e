import { Redis } from 'ioredis';
import { getDb } from '@/server/db/client';
import { databaseRateLimiter } from './database-rate-limiter';
import type { RateLimiter } from './rate-limiter';
import { redisRateLimiter } from './redis-rate-limiter';

/* One Redis connection per process and URL, on globalThis because Next bundles pages and API
 * routes separately (the same reason as the database handle). */
const globalKey = Symbol.for('deskhaus.rate-limit.redis');
type GlobalWithRedis = typeof globalThis & { [globalKey]?: Map<string, Redis> };

function redisFor(url: string): Redis {
  const g = globalThis as GlobalWithRedis;
  const clients = (g[globalKey] ??= new Map());
  let client = clients.get(url);
  if (!client) {
    // A limiter that waits for a dead Redis would hold every sign-in: fail fast instead.
    client = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000, enableAutoPipelining: true });
    client.on('error', (error: Error) => console.error('[rate-limit] redis:', error.message));
    clients.set(url, client);
  }
  return client;
}

/** Redis when REDIS_URL is set, else the database: both are shared by every instance. */
export function getRateLimiter(): RateLimiter {
  const url = process.env.REDIS_URL;
  return url ? redisRateLimiter(redisFor(url)) : databaseRateLimiter(getDb);
}

/** Closes the Redis connections this process opened (tests, graceful shutdown). */
export async function closeRateLimiterConnections(): Promise<void> {
  const clients = (globalThis as GlobalWithRedis)[globalKey];
  if (!clients) return;
  await Promise.all([...clients.values()].map((client) => client.quit().catch(() => client.disconnect())));
  clients.clear();
}
