/** Token management for the dashboard (docs/contract.md#tokens-and-scopes): list, issue, revoke, regenerate. */
import { Type } from 'typebox';
import { enumOf } from '../../catalog/schema.ts';
import { jsonResponse, problemResponses } from '../../http/schemas.ts';
import type { App } from '../../http/types.ts';
import type { TokenRecord } from '../../tokens/repo.ts';
import { SCOPES, TOKEN_KINDS } from '../../tokens/scopes.ts';
import { MAX_OVERLAP_MINUTES, type TokenService } from '../../tokens/service.ts';
import { adminRoute, auditContext } from './common.ts';

const NullableTime = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

const TokenSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  kind: enumOf(TOKEN_KINDS),
  scopes: Type.Array(Type.String()),
  prefix: Type.String({ description: 'The first 12 characters, to recognise the token' }),
  created_at: Type.String({ format: 'date-time' }),
  last_used_at: NullableTime,
  expires_at: NullableTime,
  revoked_at: NullableTime,
  rate_limit_per_minute: Type.Union([Type.Integer(), Type.Null()], { description: 'null: the default limit' }),
  status: enumOf(['active', 'revoked', 'expired']),
});

const IssuedSchema = Type.Object({
  data: TokenSchema,
  token: Type.String({ description: 'The full token text: shown only this once' }),
});

const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });

export function adminTokenRoutes(admin: App, tokens: TokenService): void {
  const wire = (t: TokenRecord) => ({ ...t, status: tokens.status(t) });

  admin.get(
    '/api/tokens',
    adminRoute({
      operationId: 'adminListTokens',
      summary: 'All API tokens, newest first (never the token text)',
      response: {
        200: jsonResponse('Tokens', Type.Object({ data: Type.Array(TokenSchema) })),
        ...problemResponses(401, 403),
      },
    }),
    async () => ({ data: (await tokens.list()).map(wire) }),
  );

  admin.post(
    '/api/tokens',
    adminRoute({
      operationId: 'adminIssueToken',
      summary: 'Issue a token; the response shows its text once',
      description: `Scopes default to the kind's preset (read, write or admin). A read token holds only *:read scopes; only an admin token holds admin:full.`,
      body: Type.Object(
        {
          name: Type.String({ minLength: 1, maxLength: 100 }),
          kind: enumOf(TOKEN_KINDS),
          scopes: Type.Optional(Type.Array(enumOf(SCOPES), { maxItems: SCOPES.length, uniqueItems: true })),
          expires_at: Type.Optional(
            Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
              description: 'In the future; null: never',
            }),
          ),
          rate_limit_per_minute: Type.Optional(
            Type.Union([Type.Integer({ minimum: 1, maximum: 1_000_000 }), Type.Null()], {
              description: 'null: the default limit',
            }),
          ),
        },
        { additionalProperties: false },
      ),
      response: {
        201: jsonResponse('The new token', IssuedSchema),
        ...problemResponses(400, 401, 403),
      },
    }),
    async (request, reply) => {
      const body = request.body;
      const issued = await tokens.create(
        {
          name: body.name,
          kind: body.kind,
          scopes: body.scopes,
          expiresAt: body.expires_at ? new Date(body.expires_at).toISOString() : null,
          rateLimitPerMinute: body.rate_limit_per_minute ?? null,
        },
        auditContext(request),
      );
      return reply.code(201).send({ data: wire(issued.record), token: issued.token });
    },
  );

  admin.post(
    '/api/tokens/:id/revoke',
    adminRoute({
      operationId: 'adminRevokeToken',
      summary: 'Deactivate a token at once (revoking a revoked token changes nothing)',
      params: IdParams,
      response: {
        200: jsonResponse('The revoked token', Type.Object({ data: TokenSchema })),
        ...problemResponses(400, 401, 403, 404),
      },
    }),
    async (request) => ({ data: wire(await tokens.revoke(request.params.id, auditContext(request))) }),
  );

  admin.post(
    '/api/tokens/:id/regenerate',
    {
      ...adminRoute({
        operationId: 'adminRegenerateToken',
        summary: 'Replace a token by a new one with the same name, kind, scopes and rate limit',
        description:
          'The old token stops at once, or with overlap_minutes it keeps working that long (its expires_at is set). The new token keeps the old expiry while that is ahead. previous is the old token after the change.',
        params: IdParams,
        body: Type.Object(
          { overlap_minutes: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_OVERLAP_MINUTES, default: 0 })) },
          { additionalProperties: false },
        ),
        response: {
          201: jsonResponse(
            'The new token (text shown once) and the old one',
            Type.Object({ ...IssuedSchema.properties, previous: TokenSchema }),
          ),
          ...problemResponses(400, 401, 403, 404),
        },
      }),
      // The body is optional: a request without one regenerates without overlap.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request, reply) => {
      const result = await tokens.regenerate(request.params.id, {
        overlapMinutes: request.body.overlap_minutes ?? 0,
        audit: auditContext(request),
      });
      return reply.code(201).send({ data: wire(result.record), token: result.token, previous: wire(result.previous) });
    },
  );
}
