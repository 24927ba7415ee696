/**
 * The one guard of every request: identify the token, count the request against its rate limit
 * (per token, or per client IP without a valid token), enforce the protection the route declares in
 * its config (`scope` or `auth: 'token'`, see types.ts) with 401/403 problems (CONTRACT §2, §3), and
 * hand every /api/ request to the request log when it completes.
 *
 * A valid key is attributed even on public routes (so the limit and the log count it); an invalid
 * key on a public route is ignored and the request is anonymous.
 */
import type { FastifyRequest } from 'fastify';
import { type RateLimiter, rateLimitHeaders } from '../ratelimit/limiter.ts';
import type { RequestLogWriter } from '../requestlog/writer.ts';
import { holdsScope, type Scope } from '../tokens/scopes.ts';
import type { TokenService } from '../tokens/service.ts';
import { ApiError } from './errors.ts';
import type { App } from './types.ts';

const WWW_AUTHENTICATE = { 'WWW-Authenticate': 'ApiKey header="X-Api-Key"' };

export function unauthorized(detail: string): ApiError {
  return new ApiError(401, 'unauthorized', detail, { headers: WWW_AUTHENTICATE });
}

export function forbidden(scope: Scope): ApiError {
  return new ApiError(403, 'forbidden', `This token lacks the scope ${scope}`);
}

/** Throws 403 unless the request's token holds the scope (used by handlers that decide it late). */
export function requireScope(request: FastifyRequest, scope: Scope): void {
  if (!request.token) throw unauthorized('An API key is required');
  if (!holdsScope(request.token.scopes, scope)) throw forbidden(scope);
}

export interface GuardOptions {
  tokens: TokenService;
  /** null turns rate limiting off (RATE_LIMIT_ENABLED=false). */
  limiter: RateLimiter | null;
  defaultLimit: number;
  /** null turns the request log off (REQUEST_LOG_ENABLED=false). */
  requestLog: RequestLogWriter | null;
}

const isApi = (url: string) => url.startsWith('/api/');

export function registerGuard(app: App, options: GuardOptions): void {
  const { tokens, limiter, defaultLimit, requestLog } = options;
  app.decorateRequest('token', null);
  app.decorateRequest('errorCode', null);

  app.addHook('onRequest', async (request, reply) => {
    const config = request.routeOptions.config;
    const header = request.headers['x-api-key'];
    const presented = Array.isArray(header) ? header[0] : header;
    if (presented) request.token = await tokens.authenticate(presented);

    if (limiter && isApi(request.url)) {
      const token = request.token;
      const decision = await limiter.consume(
        token ? `t:${token.id}` : `ip:${request.ip}`,
        token?.rate_limit_per_minute ?? defaultLimit,
      );
      reply.headers(rateLimitHeaders(decision));
      if (!decision.allowed) {
        // 401, not 429: the shop's interface description (SPEC.md §7) says so; see the README.
        throw new ApiError(401, 'rate_limited', 'Rate limit exceeded', { title: 'Rate limit exceeded' });
      }
    }

    if (config.scope === undefined && config.auth !== 'token') return;
    if (!presented) throw unauthorized('An API key is required in the X-Api-Key header');
    if (!request.token) throw unauthorized('The API key is malformed, unknown, expired or revoked');
    if (config.scope && !holdsScope(request.token.scopes, config.scope)) throw forbidden(config.scope);
  });

  if (requestLog) {
    app.addHook('onResponse', async (request, reply) => {
      if (!isApi(request.url)) return;
      const query = request.url.indexOf('?');
      requestLog.add({
        ts: Date.now(),
        request_id: String(request.id),
        token_id: request.token?.id ?? null,
        token_name: request.token?.name ?? null,
        method: request.method,
        route: request.routeOptions.url ?? null,
        // Without the query string: it may carry one-time secrets (newsletter links).
        path: (query === -1 ? request.url : request.url.slice(0, query)).slice(0, 500),
        tool: request.toolName ?? null,
        status: reply.statusCode,
        duration_ms: Math.round(reply.elapsedTime * 100) / 100,
        error_code: request.errorCode,
        ip: request.ip,
        user_agent: request.headers['user-agent']?.slice(0, 300) ?? null,
      });
    });
  }
}
