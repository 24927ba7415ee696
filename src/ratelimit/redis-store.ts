/**
 * The sliding-window log in Redis, shared by every instance: one Lua script, one round trip per
 * request, atomic. The script reads Redis's own clock so instances with skewed clocks agree.
 */
import { Redis } from 'ioredis';
import { decide, type RateDecision, type RateLimitStore } from './types.ts';

const SCRIPT = `
local key = KEYS[1]
local limit = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
local count = redis.call('ZCARD', key)
local allowed = 0
if count < limit then
  redis.call('ZADD', key, now, now .. '-' .. t[2] .. '-' .. math.random(1000000))
  redis.call('PEXPIRE', key, window)
  count = count + 1
  allowed = 1
end
local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
local newest = redis.call('ZRANGE', key, -1, -1, 'WITHSCORES')
return {allowed, count, oldest[2] or now, newest[2] or now, now}
`;

export class RedisRateLimitStore implements RateLimitStore {
  readonly redis: Redis;

  constructor(url: string) {
    // Fail fast while Redis is away (no queueing): the limiter then falls back to memory.
    this.redis = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: 250,
      lazyConnect: false,
      retryStrategy: (times) => Math.min(times * 200, 2000),
    });
    this.redis.on('error', () => {});
    this.redis.defineCommand('napfSlidingWindow', { numberOfKeys: 1, lua: SCRIPT });
  }

  /** Waits (up to `ms`) for the connection so the first requests already share the limit. */
  async ready(ms = 2000): Promise<boolean> {
    if (this.redis.status === 'ready') return true;
    return new Promise((resolve) => {
      const done = (ok: boolean) => {
        clearTimeout(timer);
        this.redis.off('ready', onReady);
        resolve(ok);
      };
      const onReady = () => done(true);
      const timer = setTimeout(() => done(false), ms);
      this.redis.once('ready', onReady);
    });
  }

  async consume(key: string, limit: number, windowMs: number): Promise<RateDecision> {
    const run = (this.redis as unknown as Record<string, (...args: unknown[]) => Promise<(string | number)[]>>)
      .napfSlidingWindow;
    const [allowed, count, oldest, newest, now] = (await run!.call(this.redis, `napf:rl:${key}`, limit, windowMs)).map(
      Number,
    );
    return decide(allowed === 1, limit, count!, oldest!, newest!, now!, windowMs);
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
