/** The audit trail for the dashboard's tracking tab: who changed what, before → after, newest first. */
import { Type } from 'typebox';
import { DomainError } from '../../core/errors.ts';
import type { AuditRepo } from '../../events/audit-repo.ts';
import { jsonResponse, problemResponses } from '../../http/schemas.ts';
import type { App } from '../../http/types.ts';
import { adminRoute } from './common.ts';

const AuditEntrySchema = Type.Object({
  id: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  actor_type: Type.String({ description: 'token (an API key, also via the tools) or admin (a dashboard user)' }),
  actor_id: Type.String(),
  actor_name: Type.String({ description: 'The token name or the admin e-mail' }),
  tool: Type.Union([Type.String(), Type.Null()], { description: 'The tool called; null for dashboard changes' }),
  action: Type.String({ description: 'e.g. product.update, product.create, token.issue, token.revoke' }),
  entity_type: Type.String(),
  entity_id: Type.String(),
  before: Type.Unknown({ description: 'The changed fields before (JSON), or null' }),
  after: Type.Unknown({ description: 'The changed fields after (JSON), or null' }),
});

function encodeCursor(createdAt: string, id: string): string {
  return Buffer.from(`${createdAt}\n${id}`).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: string; id: string } {
  const [createdAt, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('\n');
  if (!createdAt || !id || Number.isNaN(Date.parse(createdAt))) {
    throw new DomainError('invalid_parameters', 'cursor is not a next_cursor of this list', {
      errors: [{ path: 'cursor', message: 'is not a next_cursor of this list' }],
    });
  }
  return { createdAt, id };
}

const parse = (json: string | null): unknown => (json === null ? null : JSON.parse(json));

export function adminAuditRoutes(admin: App, audit: AuditRepo): void {
  admin.get(
    '/api/audit',
    adminRoute({
      operationId: 'adminListAudit',
      summary: 'The audit trail, newest first, with cursor paging',
      querystring: Type.Object({
        entity_type: Type.Optional(Type.String({ maxLength: 50, description: 'product, token, webhook, order' })),
        entity_id: Type.Optional(Type.String({ maxLength: 200, description: 'e.g. a product slug or token id' })),
        limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 100 })),
        cursor: Type.Optional(Type.String({ maxLength: 400, description: 'next_cursor of the previous page' })),
      }),
      response: {
        200: jsonResponse(
          'Entries',
          Type.Object({ data: Type.Array(AuditEntrySchema), next_cursor: Type.Union([Type.String(), Type.Null()]) }),
        ),
        ...problemResponses(400, 401, 403),
      },
    }),
    async (request) => {
      const q = request.query;
      const limit = q.limit ?? 100;
      const rows = await audit.page({
        entityType: q.entity_type,
        entityId: q.entity_id,
        before: q.cursor ? decodeCursor(q.cursor) : undefined,
        limit: limit + 1,
      });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        data: page.map((r) => ({ ...r, before: parse(r.before), after: parse(r.after) })),
        next_cursor: rows.length > limit && last ? encodeCursor(last.created_at, last.id) : null,
      };
    },
  );
}
