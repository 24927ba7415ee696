/**
 * What every API request costs besides its answer, the same on both request paths (the guard's
 * hooks in auth.ts and the fast path): the count against its rate limit and its request-log entry.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { RateLimiter } from '../ratelimit/limiter.ts';
import type { RateDecision } from '../ratelimit/types.ts';
import type { LogRecord } from '../requestlog/columns.ts';
import type { RequestLogWriter } from '../requestlog/writer.ts';
import type { TokenRecord } from '../tokens/repo.ts';
import type { TokenService } from '../tokens/service.ts';
import { normalisedPath } from './request-path.ts';

export interface Bookkeeping {
  tokens: TokenService;
  /** null turns rate limiting off (RATE_LIMIT_ENABLED=false). */
  limiter: RateLimiter | null;
  defaultLimit: number;
  /** null turns the request log off (REQUEST_LOG_ENABLED=false). */
  requestLog: RequestLogWriter | null;
}

/**
 * Each cached token record's limiter key, made once: the limiter's map then finds the same string
 * object every time (its hash kept, equal at the first comparison) instead of a new one per request.
 */
const limitKeys = new WeakMap<TokenRecord, string>();

/** Counts the request against its token's limit, or (`who` an address) against its client address's. */
export function consumeLimit(
  limiter: RateLimiter,
  defaultLimit: number,
  who: TokenRecord | string,
): RateDecision | Promise<RateDecision> {
  if (typeof who === 'string') return limiter.consume(`ip:${who}`, defaultLimit);
  let key = limitKeys.get(who);
  if (key === undefined) {
    key = `t:${who.id}`;
    limitKeys.set(who, key);
  }
  return limiter.consume(key, who.rate_limit_per_minute ?? defaultLimit);
}

/**
 * The log's path of a request target: decoded as the router reads it, so every spelling of a path
 * is logged alike, and without the query string, which may carry one-time secrets (newsletter links).
 */
export function logPath(target: string): string {
  return normalisedPath(target).slice(0, 500);
}

export interface LoggedRequest {
  requestId: string;
  token: TokenRecord | null;
  method: string;
  /** The matched route's pattern. */
  route: string | null;
  /** logPath() of the target. */
  path: string;
  tool: string | null;
  status: number;
  durationMs: number;
  errorCode: string | null;
  ip: string | null;
  headers: IncomingHttpHeaders;
}

/**
 * The one entry every request's fields are copied through: add() copies it into the log's ring at
 * once and keeps no reference, so a request makes no LogRecord of its own, only the LoggedRequest
 * its caller passes (a LogRecord a request was ~180 bytes of the list page's ~1,200 more with rate
 * limit and log on than with both off, a heap sampling profile under load).
 */
const entry: LogRecord = {
  ts: 0,
  request_id: '',
  token_id: null,
  token_name: null,
  method: '',
  route: null,
  path: '',
  tool: null,
  status: 0,
  duration_ms: 0,
  error_code: null,
  ip: null,
  user_agent: null,
};

/** Adds the request's entry to the log. */
export function logRequest(log: RequestLogWriter, r: LoggedRequest): void {
  entry.ts = Date.now();
  entry.request_id = r.requestId;
  entry.token_id = r.token?.id ?? null;
  entry.token_name = r.token?.name ?? null;
  entry.method = r.method;
  entry.route = r.route;
  entry.path = r.path;
  entry.tool = r.tool;
  entry.status = r.status;
  entry.duration_ms = Math.round(r.durationMs * 100) / 100;
  entry.error_code = r.errorCode;
  entry.ip = r.ip;
  entry.user_agent = r.headers['user-agent']?.slice(0, 300) ?? null;
  log.add(entry);
}
