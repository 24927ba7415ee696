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
 * A route that declares `session` (the dashboard's, see admin/auth/session-guard.ts) is left to the
 * hook of the plugin it lives in, which runs after this one: it first reads the session cookie, then
 * checks the scope with checkRouteScope() when there is no session.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { DomainError } from '../core/errors.ts';
import { setRateLimitHeaders } from '../ratelimit/limiter.ts';
import type { RateDecision } from '../ratelimit/types.ts';
import { holdsScope, type Scope } from '../tokens/scopes.ts';
import { type Bookkeeping, consumeLimit, logPath, logRequest } from './bookkeeping.ts';
import { isUnder } from './request-path.ts';
import { routeConfigOf } from './route-config.ts';
import type { App } from './types.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A dashboard session may stand in for the API key: `accepted` on a route with a scope (which the
     * session then holds), `optional` on a route without one (it only reads the session). Checked by
     * the plugin that resolves sessions, not by this guard; such a route must live in that plugin.
     */
    session?: 'accepted' | 'optional';
  }
}

/**
 * The request decorator of a plugin that resolves dashboard sessions: a route declaring `session`
 * outside such a plugin would have nothing check its scope, so registering it fails.
 */
export const SESSION_DECORATOR = 'adminSession';

const WWW_AUTHENTICATE = { 'WWW-Authenticate': 'ApiKey header="X-Api-Key"' };

export function unauthorized(detail: string): DomainError {
  return new DomainError('unauthorized', detail, { headers: WWW_AUTHENTICATE });
}

export function forbidden(scope: Scope): DomainError {
  return new DomainError('forbidden', `This token lacks the scope ${scope}`);
}

/** The credential of `Authorization: Bearer <value>` (scheme case-insensitive, RFC 6750); other schemes are not ours. */
function bearerCredential(headers: IncomingHttpHeaders): string | undefined {
  const match = /^Bearer +(\S+) *$/i.exec(headers.authorization ?? '');
  return match?.[1];
}

/**
 * The API key the request presents, valid or not: X-Api-Key, or `Authorization: Bearer <key>` as
 * its alias (what MCP clients and HTTP libraries send). Both at once must name the same key: two
 * different credentials are refused with 401 rather than one silently winning.
 */
export function presentedKey(request: FastifyRequest): string | undefined {
  return presentedKeyIn(request.headers);
}

/** presentedKey() on the raw request's headers (the catalog fast path has no Fastify request). */
export function presentedKeyIn(headers: IncomingHttpHeaders): string | undefined {
  const header = headers['x-api-key'];
  const key = Array.isArray(header) ? header[0] : header;
  const bearer = bearerCredential(headers);
  if (key && bearer && key !== bearer) {
    throw unauthorized('X-Api-Key and Authorization: Bearer carry different keys; send one of them');
  }
  return key || bearer;
}

/**
 * The route's `scope` or `auth: 'token'`, checked against the token the guard identified: 401 with
 * `missing` as the detail without a key, 401 for a key that is not valid, 403 without the scope.
 */
export function checkRouteScope(request: FastifyRequest, missing: string): void {
  const config = routeConfigOf(request);
  if (config.scope === undefined && config.auth !== 'token') return;
  if (!presentedKey(request)) throw unauthorized(missing);
  if (!request.token) throw unauthorized('The API key is malformed, unknown, expired or revoked');
  if (config.scope && !holdsScope(request.token.scopes, config.scope)) throw forbidden(config.scope);
}

type Done = HookHandlerDoneFunction;

/** Calls `done` after `check`, or with the error it throws. */
function settle(done: Done, check: () => void): void {
  try {
    check();
  } catch (err) {
    done(err as Error);
    return;
  }
  done();
}

/** napf's API and the UCP bindings (docs/ucp.md): rate-limited and logged alike. */
const isApi = (request: FastifyRequest) => isUnder(request, '/api/') || isUnder(request, '/ucp/');

export function registerGuard(app: App, options: Bookkeeping): void {
  const { tokens, limiter, defaultLimit, requestLog } = options;
  app.decorateRequest('token', null);
  app.decorateRequest('errorCode', null);

  app.addHook('onRoute', function (route) {
    if (route.config?.session !== undefined && !this.hasRequestDecorator(SESSION_DECORATOR)) {
      throw new Error(`${route.url} takes a dashboard session but is not registered in the admin plugin`);
    }
  });

  /** The route's protection, once the token and the limit are settled. */
  const protect = (request: FastifyRequest) => {
    if (routeConfigOf(request).session !== undefined) return;
    checkRouteScope(request, 'An API key is required in the X-Api-Key header (or Authorization: Bearer)');
  };

  const decide = (request: FastifyRequest, reply: FastifyReply, decision: RateDecision, done: Done) => {
    setRateLimitHeaders(reply, decision);
    // 401, not 429: the shop's interface description says so (docs/contract.md#status-codes).
    if (!decision.allowed) return done(new DomainError('rate_limited', 'Rate limit exceeded'));
    settle(done, () => protect(request));
  };

  const admit = (request: FastifyRequest, reply: FastifyReply, done: Done) => {
    if (!limiter || !isApi(request)) return settle(done, () => protect(request));
    const decision = consumeLimit(limiter, defaultLimit, request.token ?? request.ip);
    if (decision instanceof Promise) decision.then((d) => decide(request, reply, d, done), done);
    else decide(request, reply, decision, done);
  };

  // A callback hook that finishes at once when the token is in the cache and the limit is counted
  // in memory: every request passes here, and a promise per step was a measurable share of a
  // cached catalog answer. A thrown error (two different keys) reaches Fastify's error handling.
  app.addHook('onRequest', (request, reply, done) => {
    const presented = presentedKey(request);
    const known = presented ? tokens.authenticateKnown(presented) : null;
    if (known !== undefined) {
      request.token = known;
      return admit(request, reply, done);
    }
    tokens.authenticate(presented as string).then((token) => {
      request.token = token;
      admit(request, reply, done);
    }, done);
  });

  if (requestLog) {
    // Not async: the request path costs a copy into the log's buffer, no promise.
    app.addHook('onResponse', (request, reply, done) => {
      if (!isApi(request)) return done();
      logRequest(requestLog, {
        requestId: String(request.id),
        token: request.token,
        method: request.method,
        route: routeConfigOf(request).url ?? null,
        path: logPath(request.url),
        tool: request.toolName ?? null,
        status: reply.statusCode,
        durationMs: reply.elapsedTime,
        errorCode: request.errorCode,
        ip: request.ip,
        headers: request.headers,
      });
      done();
    });
  }
}
