/**
 * The one auth hook. It reads the protection each route declares in its config (`scope` or
 * `auth: 'token'`, see types.ts) and answers 401/403 problems per CONTRACT §2. Any request under
 * /api/ that carries a valid key is attributed to that token even on public routes, so the rate
 * limit and request log (issue 4) can count it; an invalid key on a public route is ignored.
 */
import type { FastifyRequest } from 'fastify';
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

export function registerAuth(app: App, tokens: TokenService): void {
  app.decorateRequest('token', null);
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const needsToken = config.scope !== undefined || config.auth === 'token';
    const header = request.headers['x-api-key'];
    const presented = Array.isArray(header) ? header[0] : header;
    if (presented) request.token = await tokens.authenticate(presented);
    if (!needsToken) return;
    if (!presented) throw unauthorized('An API key is required in the X-Api-Key header');
    if (!request.token) throw unauthorized('The API key is malformed, unknown, expired or revoked');
    if (config.scope && !holdsScope(request.token.scopes, config.scope)) throw forbidden(config.scope);
  });
}
