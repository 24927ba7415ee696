/** Pieces the dashboard's JSON API routes share. */
import type { FastifyRequest } from 'fastify';
import { adminActor } from '../../http/auth.ts';

/** Every /admin/api route: an admin session (with X-CSRF-Token on changes) or an admin:full key. */
export const ADMIN = { scope: 'admin:full' } as const;

/** OpenAPI: the key is the documented scheme; the dashboard's session cookie works as well. */
export const SECURITY = [{ ApiKey: [] }];

export const AUTH_NOTE =
  'Needs an admin session (cookie; non-GET requests also send X-CSRF-Token, else 403 csrf_failed) or an X-Api-Key holding admin:full.';

export function auditContext(request: FastifyRequest) {
  return { actor: adminActor(request), requestId: String(request.id) };
}
