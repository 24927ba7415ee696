/** Pieces the dashboard's JSON API routes share. */
import type { FastifyRequest } from 'fastify';
import type { RequestContext } from '../../core/context.ts';
import { adminActor } from '../auth/session-guard.ts';

/**
 * Every /admin/api route: an admin session (with X-CSRF-Token on changes) or an admin:full key. The
 * admin plugin's hook checks both (auth/session-guard.ts); such a route is registered inside it.
 */
const ADMIN = { scope: 'admin:full', session: 'accepted' } as const;

/** OpenAPI: the key is the documented scheme; the dashboard's session cookie works as well. */
const SECURITY = [{ ApiKey: [] }];

const AUTH_NOTE =
  'Needs an admin session (cookie; non-GET requests also send X-CSRF-Token, else 403 csrf_failed) or an X-Api-Key holding admin:full.';

interface AdminSchema {
  operationId: string;
  summary: string;
  /** What the route does; how to authenticate is added. */
  description?: string;
}

/**
 * The options of a dashboard API route: admin:full (the admin plugin also lets a session in), the
 * Admin tag, the documented security scheme and how to authenticate, around the route's own schema.
 */
export function adminRoute<S extends AdminSchema>(schema: S) {
  return {
    config: ADMIN,
    schema: {
      ...schema,
      tags: ['Admin'],
      description: schema.description ? `${schema.description} ${AUTH_NOTE}` : AUTH_NOTE,
      security: SECURITY,
    },
  };
}

export function auditContext(request: FastifyRequest): RequestContext {
  return { actor: adminActor(request), requestId: String(request.id) };
}
