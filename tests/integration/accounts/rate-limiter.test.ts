import { Redis } from 'ioredis';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SEND_LIMIT_PER_IP } from '@/server/accounts/sign-in-limits';
import { getDb } from '@/server/db/client';
import { rateLimitBuckets } from '@/server/db/schema';
import { databaseRateLimiter } from '@/server/http/rate-limit/database-rate-limiter';
import { closeRateLimiterConnections, getRateLimiter } from '@/server/http/rate-limit/get-rate-limiter';
import type { RateLimiter } from '@/server/http/rate-limit/rate-limiter';
import { redisRateLimiter } from '@/server/http/rate-limit/redis-rate-limiter';
import { expectErrorEnvelope } from '@/tests/integration/api/support/envelope';
import { endRateLimitWindows, nextIp, startAccountsApi, uniqueEmail, type AccountsApi } from './support/accounts-api';
import { startTestRedis, type TestRedis } from './support/redis-server';

/* Both stores of the limiter hold under concurrency: of N simultaneous hits exactly `limit` pass,
 * on PGlite, on PostgreSQL (DATABASE_URL) and on Redis. */

let api: AccountsApi;
let redis: TestRedis;
let redisClient: Redis;
beforeAll(async () => {
  api = await startAccountsApi();
  redis = await startTestRedis();
  redisClient = new Redis(redis.url);
});
afterAll(async () => {
  delete process.env.REDIS_URL;
  redisClient.disconnect();
  await closeRateLimiterConnections();
  await redis.stop();
  await api.close();
});

const rule = (scope: string, limit = 5, windowMs = 60_000) => ({ scope, limit, windowMs });

function behavesLikeARateLimiter(name: string, limiter: () => RateLimiter, endWindows: () => Promise<void>) {
  describe(name, () => {
    it('lets exactly the limit of 30 simultaneous hits through', async () => {
      const decisions = await Promise.all(Array.from({ length: 30 }, () => limiter().consume(rule(`${name}:burst`), 'key')));
      expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
      expect(decisions.map((d) => d.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    });

    it('says how long until the window ends', async () => {
      await limiter().consume(rule(`${name}:retry`, 1, 30_000), 'key');
      const refused = await limiter().consume(rule(`${name}:retry`, 1, 30_000), 'key');
      expect(refused.allowed).toBe(false);
      expect(refused.retryAfterMs).toBeGreaterThan(25_000);
      expect(refused.retryAfterMs).toBeLessThanOrEqual(30_000);
    });

    it('counts keys and scopes apart', async () => {
      await limiter().consume(rule(`${name}:apart`, 1), 'a');
      expect((await limiter().consume(rule(`${name}:apart`, 1), 'b')).allowed).toBe(true);
      expect((await limiter().consume(rule(`${name}:apart-other`, 1), 'a')).allowed).toBe(true);
      expect((await limiter().consume(rule(`${name}:apart`, 1), 'a')).allowed).toBe(false);
    });

    it('starts a new window once the old one has ended', async () => {
      await limiter().consume(rule(`${name}:window`, 1), 'key');
      expect((await limiter().consume(rule(`${name}:window`, 1), 'key')).allowed).toBe(false);
      await endWindows();
      const fresh = await limiter().consume(rule(`${name}:window`, 1), 'key');
      expect(fresh).toMatchObject({ allowed: true, count: 1 });
    });
  });
}

behavesLikeARateLimiter('database limiter', () => databaseRateLimiter(getDb), () => endRateLimitWindows(api.db));
behavesLikeARateLimiter('redis limiter', () => redisRateLimiter(redisClient), async () => {
  await redisClient.flushall();
});

describe('the limiter store', () => {
  it('is Redis when REDIS_URL is set: send limits then live in Redis and still hold', async () => {
    process.env.REDIS_URL = redis.url;
    try {
      const ip = nextIp();
      const answers = await Promise.all(Array.from({ length: 30 }, () => api.call('POST', '/v1/customers/send-login-verification', { body: { email: uniqueEmail() }, ip })));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(SEND_LIMIT_PER_IP.limit);
      expect(answers.filter((a) => a.status === 429)).toHaveLength(30 - SEND_LIMIT_PER_IP.limit);
      const keys = await redisClient.keys('deskhaus:rl:login-send:ip:*');
      expect(keys.length).toBeGreaterThan(0);
      // Stored keys are hashes: the client address itself is not in Redis.
      expect(keys.join()).not.toContain(ip);
      const ttl = await redisClient.pttl(keys[0] ?? '');
      expect(ttl).toBeGreaterThan(0);
    } finally {
      delete process.env.REDIS_URL;
    }
  });

  it('refuses with 503 (not a free pass) when Redis cannot be reached', async () => {
    process.env.REDIS_URL = 'redis://127.0.0.1:1';
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expectErrorEnvelope(await api.call('POST', '/v1/customers/send-login-verification', { body: { email: uniqueEmail() } }), 503, 'UNAVAILABLE');
    } finally {
      vi.mocked(console.error).mockRestore();
      delete process.env.REDIS_URL;
    }
  });

  it('is the database table without REDIS_URL', async () => {
    delete process.env.REDIS_URL;
    await getRateLimiter().consume(rule('store-check', 1), 'key');
    const rows = await api.db.select().from(rateLimitBuckets).where(eq(rateLimitBuckets.scope, 'store-check'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.key).toMatch(/^[0-9a-f]{64}$/);
  });
});
