/**
 * Per-token (or per-IP) rate limiting over a store, with the headers of docs/contract.md#rate-limit. When Redis is
 * configured but failing, requests are counted in memory instead (logged once per outage) rather
 * than refusing all traffic.
 */
import type { Logger } from 'pino';
import { MemoryRateLimitStore } from './memory-store.ts';
import type { RedisRateLimitStore } from './redis-store.ts';
import type { RateDecision } from './types.ts';

export const WINDOW_MS = 60_000;

export class RateLimiter {
  readonly #memory = new MemoryRateLimitStore();
  readonly #redis: RedisRateLimitStore | null;
  readonly #log: Logger;
  #degraded = false;

  private constructor(redis: RedisRateLimitStore | null, log: Logger) {
    this.#redis = redis;
    this.#log = log;
  }

  /**
   * A limiter on Redis when `redisUrl` is set, else in memory. It waits briefly for Redis; if Redis
   * is not there, it begins in memory (and says so). Redis's client is loaded only then: its
   * modules are not part of a start without Redis.
   */
  static async open(redisUrl: string | null, log: Logger): Promise<RateLimiter> {
    if (!redisUrl) return new RateLimiter(null, log);
    const { RedisRateLimitStore } = await import('./redis-store.ts');
    const limiter = new RateLimiter(new RedisRateLimitStore(redisUrl), log);
    if (!(await limiter.#redis?.ready())) {
      limiter.#degraded = true;
      log.warn('Redis not reachable at start: rate limiting uses this instance’s memory until it is');
    }
    return limiter;
  }

  get store(): 'redis' | 'memory' {
    return this.#redis && !this.#degraded ? 'redis' : 'memory';
  }

  /** Decided at once in memory (no promise on the request path); on Redis once it answers. */
  consume(key: string, limit: number): RateDecision | Promise<RateDecision> {
    if (!this.#redis) return this.#memory.consume(key, limit, WINDOW_MS);
    return this.#consumeOnRedis(this.#redis, key, limit);
  }

  async #consumeOnRedis(redis: RedisRateLimitStore, key: string, limit: number): Promise<RateDecision> {
    try {
      const decision = await redis.consume(key, limit, WINDOW_MS);
      if (this.#degraded) {
        this.#degraded = false;
        this.#log.info('rate limiting is back on Redis');
      }
      return decision;
    } catch (err) {
      if (!this.#degraded) {
        this.#degraded = true;
        this.#log.warn(
          { err: (err as Error).message },
          'Redis unavailable: rate limiting falls back to this instance’s memory',
        );
      }
      return this.#memory.consume(key, limit, WINDOW_MS);
    }
  }

  async close(): Promise<void> {
    await Promise.all([this.#memory.close(), this.#redis?.close()]);
  }
}

let lastPolicy = { limit: Number.NaN, text: '' };

/** The RateLimit-Policy header's value: made again only when the limit differs from the last one's. */
export function rateLimitPolicy(d: RateDecision): string {
  if (d.limit !== lastPolicy.limit) {
    lastPolicy = { limit: d.limit, text: `"default";q=${d.limit};w=${WINDOW_MS / 1000}` };
  }
  return lastPolicy.text;
}

/** The RateLimit header's value. */
export const rateLimitState = (d: RateDecision) => `"default";r=${d.remaining};t=${d.resetSeconds}`;

/** The decision's RateLimit-Policy, RateLimit and (when refused) Retry-After headers. */
export function setRateLimitHeaders(reply: { header(name: string, value: string): unknown }, d: RateDecision): void {
  reply.header('RateLimit-Policy', rateLimitPolicy(d));
  reply.header('RateLimit', rateLimitState(d));
  if (!d.allowed) reply.header('Retry-After', String(d.retryAfterSeconds));
}
