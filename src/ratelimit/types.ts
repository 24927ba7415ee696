/**
 * A sliding-window log: at most `limit` requests in ANY window of `windowMs` (no 2× burst at a window
 * edge, unlike fixed windows). Refused requests are not counted, so a client that waits gets through.
 */
export interface RateDecision {
  allowed: boolean;
  limit: number;
  /** Requests left in the current window after this one. */
  remaining: number;
  /** Whole seconds until the full quota is available again (RateLimit header `t`). */
  resetSeconds: number;
  /** Whole seconds until the next request may pass (Retry-After), 0 when allowed. */
  retryAfterSeconds: number;
}

export interface RateLimitStore {
  /** The memory store decides at once; Redis answers later. */
  consume(key: string, limit: number, windowMs: number): RateDecision | Promise<RateDecision>;
  close(): Promise<void>;
}

/** Whole seconds, rounded up, of a span that may have passed already. */
const ceilS = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

/** The decision from the timestamps left in the window (oldest first) after a request. */
export function decide(
  allowed: boolean,
  limit: number,
  count: number,
  oldest: number,
  newest: number,
  now: number,
  windowMs: number,
): RateDecision {
  return {
    allowed,
    limit,
    remaining: Math.max(0, limit - count),
    resetSeconds: count === 0 ? 0 : ceilS(newest + windowMs - now),
    retryAfterSeconds: allowed ? 0 : Math.max(1, ceilS(oldest + windowMs - now)),
  };
}
