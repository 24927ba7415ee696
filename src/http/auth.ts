/**
 * The one guard of every request: identify the token, count the request against its rate limit
 * (per token, or per client IP without a valid token), enforce the protection the route declares in
 * its config (`scope` or `auth: 'token'`, see types.ts) with 401/403 problems (docs/contract.md#status-codes), and
 * hand every /api/ request to the request log when it completes. "/api/ request" means what the
 * router matched, not how the URL was spelled (see request-path.ts): `/%61pi/…` and
 * `http://host/api/…` are counted and logged like `/api/…`.
 *
 * A valid key is attributed even on public routes (so the limit and the log count it); an invalid
 * key on a public route is ignored and the request is anonymous.
 *
 * The dashboard: on routes under /admin/ that declare a scope (or `session: 'optional'`),
 * a request without X-Api-Key may instead carry the admin session cookie. A live session holds
 * admin:full there — and only there — and every request with it that is not GET/HEAD/OPTIONS must
 * send the session's CSRF token in X-CSRF-Token (else 403 csrf_failed). A key in X-Api-Key takes
 * precedence over a cookie and needs no CSRF token (a cross-site page cannot set that header).
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { readCookie } from '../admin/auth/cookies.ts';
import type { AdminAuthService, AdminSession } from '../admin/auth/service.ts';
import type { Actor } from '../core/context.ts';
import { DomainError } from '../core/errors.ts';
import { type RateLimiter, rateLimitHeaders } from '../ratelimit/limiter.ts';
import type { RequestLogWriter } from '../requestlog/writer.ts';
import { holdsScope, type Scope } from '../tokens/scopes.ts';
import type { TokenService } from '../tokens/service.ts';
import { isUnder, normalisedPath } from './request-path.ts';
import type { App } from './types.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Resolve the admin session (and check CSRF) on an /admin/ route that declares no scope. */
    session?: 'optional';
  }
  interface FastifyRequest {
    /** The live dashboard session, on /admin/ routes, when the request came with its cookie. */
    adminSession: AdminSession | null;
  }
}

const WWW_AUTHENTICATE = { 'WWW-Authenticate': 'ApiKey header="X-Api-Key"' };

export function unauthorized(detail: string): DomainError {
  return new DomainError('unauthorized', detail, { headers: WWW_AUTHENTICATE });
}

export function forbidden(scope: Scope): DomainError {
  return new DomainError('forbidden', `This token lacks the scope ${scope}`);
}

/** Who acts in an admin request: the dashboard user of the session, or the admin:full token. */
export function adminActor(request: FastifyRequest): Actor {
  const session = request.adminSession;
  if (session) return { type: 'admin', id: session.user.id, name: session.user.email };
  const token = request.token;
  if (token) return { type: 'token', id: token.id, name: token.name };
  throw unauthorized('An admin session or an API key is required');
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function csrfMatches(request: FastifyRequest, session: AdminSession): boolean {
  const header = request.headers['x-csrf-token'];
  const sent = Buffer.from(typeof header === 'string' ? header : '');
  const expected = Buffer.from(session.csrfToken);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

export interface GuardOptions {
  tokens: TokenService;
  /** Dashboard sessions; null: only API keys are accepted on admin routes. */
  sessions?: AdminAuthService | null;
  /** null turns rate limiting off (RATE_LIMIT_ENABLED=false). */
  limiter: RateLimiter | null;
  defaultLimit: number;
  /** null turns the request log off (REQUEST_LOG_ENABLED=false). */
  requestLog: RequestLogWriter | null;
}

const isApi = (request: FastifyRequest) => isUnder(request, '/api/');

export function registerGuard(app: App, options: GuardOptions): void {
  const { tokens, limiter, defaultLimit, requestLog } = options;
  const sessions = options.sessions ?? null;
  app.decorateRequest('token', null);
  app.decorateRequest('errorCode', null);
  app.decorateRequest('adminSession', null);

  app.addHook('onRequest', async (request, reply) => {
    const config = request.routeOptions.config;
    const header = request.headers['x-api-key'];
    const presented = Array.isArray(header) ? header[0] : header;
    if (presented) request.token = await tokens.authenticate(presented);

    if (limiter && isApi(request)) {
      const token = request.token;
      const decision = await limiter.consume(
        token ? `t:${token.id}` : `ip:${request.ip}`,
        token?.rate_limit_per_minute ?? defaultLimit,
      );
      reply.headers(rateLimitHeaders(decision));
      if (!decision.allowed) {
        // 401, not 429: the shop's interface description says so (docs/contract.md#status-codes).
        throw new DomainError('rate_limited', 'Rate limit exceeded');
      }
    }

    const adminRoute = isUnder(request, '/admin/');
    if (sessions && adminRoute && !presented && (config.scope !== undefined || config.session === 'optional')) {
      const sessionId = readCookie(request, sessions.cookie.name);
      if (sessionId) request.adminSession = await sessions.authenticate(sessionId);
      if (request.adminSession && !SAFE_METHODS.has(request.method) && !csrfMatches(request, request.adminSession)) {
        throw new DomainError('csrf_failed', 'The X-CSRF-Token header is missing or does not match the session');
      }
    }

    if (config.scope === undefined && config.auth !== 'token') return;
    // A dashboard session holds admin:full on the dashboard's routes.
    if (request.adminSession) return;
    if (!presented) {
      throw unauthorized(
        adminRoute
          ? 'Log in to the dashboard or send an API key holding admin:full in the X-Api-Key header'
          : 'An API key is required in the X-Api-Key header',
      );
    }
    if (!request.token) throw unauthorized('The API key is malformed, unknown, expired or revoked');
    if (config.scope && !holdsScope(request.token.scopes, config.scope)) throw forbidden(config.scope);
  });

  if (requestLog) {
    app.addHook('onResponse', async (request, reply) => {
      if (!isApi(request)) return;
      requestLog.add({
        ts: Date.now(),
        request_id: String(request.id),
        token_id: request.token?.id ?? null,
        token_name: request.token?.name ?? null,
        method: request.method,
        route: request.routeOptions.url ?? null,
        // Decoded, as the router read it, so every spelling of a path is logged alike. Without the
        // query string: it may carry one-time secrets (newsletter links).
        path: normalisedPath(request.url).slice(0, 500),
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
