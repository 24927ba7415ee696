/**
 * The dashboard's part of the guard, as a hook of the admin plugin (it runs after the app's guard in
 * http/auth.ts, which has identified the API key and skipped the routes that take a session). On a
 * route that declares `session` (every adminRoute(), and the session probe and logout with
 * `session: 'optional'`), a request without X-Api-Key may carry the session cookie instead. A live
 * session holds admin:full there — and only there — and every request with it that is not
 * GET/HEAD/OPTIONS must send the session's CSRF token in X-CSRF-Token (else 403 csrf_failed). A key
 * in X-Api-Key takes precedence over a cookie and needs no CSRF token (a cross-site page cannot set
 * that header). Without a session the route's scope is checked as everywhere else.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../core/context.ts';
import { DomainError } from '../../core/errors.ts';
import { checkRouteScope, presentedKey, SESSION_DECORATOR, unauthorized } from '../../http/auth.ts';
import { routeConfigOf } from '../../http/route-config.ts';
import type { App } from '../../http/types.ts';
import { readCookie } from './cookies.ts';
import type { AdminAuthService, AdminSession } from './service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The live dashboard session, on the admin plugin's routes, when the request came with its cookie. */
    adminSession: AdminSession | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const NO_CREDENTIALS = 'Log in to the dashboard or send an API key holding admin:full in the X-Api-Key header';

function csrfMatches(request: FastifyRequest, session: AdminSession): boolean {
  const header = request.headers['x-csrf-token'];
  const sent = Buffer.from(typeof header === 'string' ? header : '');
  const expected = Buffer.from(session.csrfToken);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

/** Who acts in an admin request: the dashboard user of the session, or the admin:full token. */
export function adminActor(request: FastifyRequest): Actor {
  const session = request.adminSession;
  if (session) return { type: 'admin', id: session.user.id, name: session.user.email };
  const token = request.token;
  if (token) return { type: 'token', id: token.id, name: token.name };
  throw unauthorized('An admin session or an API key is required');
}

/** Session → CSRF → scope on the routes of `admin` (and its children) that declare `session`. */
export function registerSessionGuard(admin: App, sessions: AdminAuthService): void {
  // Also what tells the app's guard that routes here may take a session (see http/auth.ts).
  admin.decorateRequest(SESSION_DECORATOR, null);

  admin.addHook('onRequest', async (request) => {
    if (routeConfigOf(request).session === undefined) return;
    if (!presentedKey(request)) {
      const sessionId = readCookie(request, sessions.cookie.name);
      if (sessionId) request.adminSession = await sessions.authenticate(sessionId);
      if (request.adminSession && !SAFE_METHODS.has(request.method) && !csrfMatches(request, request.adminSession)) {
        throw new DomainError('csrf_failed', 'The X-CSRF-Token header is missing or does not match the session');
      }
    }
    // A dashboard session holds admin:full on the dashboard's routes.
    if (request.adminSession) return;
    checkRouteScope(request, NO_CREDENTIALS);
  });
}
