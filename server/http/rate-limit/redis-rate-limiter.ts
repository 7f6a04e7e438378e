import type { Redis } from 'ioredis';
import { bucketKey } from './bucket-key';
import type { RateLimiter } from './rate-limiter';

/*
 * INCR, and PEXPIRE on the first hit of a window, run as one Lua script: Redis executes it
 * atomically, so a crash between the two commands can never leave a counter without expiry
 * (which would refuse that key forever). The PTTL repair covers keys written by anything else.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

export function redisRateLimiter(redis: Redis, prefix = 'deskhaus:rl'): RateLimiter {
  return {
    async consume(rule, key) {
      const result = (await redis.eval(HIT_SCRIPT, 1, `${prefix}:${rule.scope}:${bucketKey(key)}`, String(rule.windowMs))) as [number, number];
      const [count, ttl] = result;
      return { allowed: count <= rule.limit, count, retryAfterMs: Math.max(0, ttl) };
    },
  };
}
