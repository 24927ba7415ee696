/** Pieces the dashboard's JSON API routes share. */
import type { FastifyRequest } from 'fastify';
import type { RequestContext } from '../../core/context.ts';
import { adminActor } from '../../http/auth.ts';

/** Every /admin/api route: an admin session (with X-CSRF-Token on changes) or an admin:full key. */
const ADMIN = { scope: 'admin:full' } as const;

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
 * The options of a dashboard API route: admin:full (the guard also lets an admin session in), the
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
