/**
 * The webhook part of the dashboard's JSON API (CONTRACT §9), for the admin session (with its CSRF
 * token on changes) or an X-Api-Key holding admin:full: subscriptions, the per-attempt deliveries
 * log, one delivery with response excerpts, redelivery, test events, secret rotation, enable and
 * disable.
 */
import { Type } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { enumOf } from '../catalog/schema.ts';
import { adminActor } from '../http/auth.ts';
import { jsonResponse, problemResponses } from '../http/schemas.ts';
import type { App } from '../http/types.ts';
import { WebhookSchema } from '../tools/write/webhook-schema.ts';
import type { AdminMeta, WebhookService } from './service.ts';

const STATUS = enumOf(['pending', 'succeeded', 'failed']);
const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableInteger = Type.Union([Type.Integer(), Type.Null()]);
const NullableTime = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

const AdminWebhookSchema = Type.Object({
  ...WebhookSchema.properties,
  failing_since: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'Start of an unbroken run of failed attempts; after 5 days the subscription is disabled',
  }),
  previous_secret_expires_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'Until then deliveries are signed with the previous secret too (rotation grace period)',
  }),
  owner_token_name: Type.Union([Type.String(), Type.Null()], {
    description: 'The name of the owning token; null for the shop’s subscriptions',
  }),
});

const DeliveryRowSchema = Type.Object({
  id: Type.String({ description: 'The delivery id (dlv_...), the same for every attempt: X-Service-Delivery' }),
  event_id: Type.String({ description: 'evt_...: webhook-id and the body id' }),
  event: Type.String(),
  attempt: Type.Integer({ minimum: 1 }),
  status: STATUS,
  response_status: NullableInteger,
  duration_ms: NullableInteger,
  error: NullableString,
  created_at: Type.String({ format: 'date-time', description: 'When the attempt was made' }),
  next_attempt_at: NullableTime,
});

const DeliveryDetailSchema = Type.Object({
  id: Type.String(),
  subscription_id: Type.String(),
  event_id: Type.String(),
  event: Type.String(),
  status: STATUS,
  attempts: Type.Integer(),
  next_attempt_at: NullableTime,
  last_status: NullableInteger,
  last_error: NullableString,
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  attempt_log: Type.Array(
    Type.Object({
      attempt: Type.Integer(),
      created_at: Type.String({ format: 'date-time' }),
      succeeded: Type.Boolean(),
      response_status: NullableInteger,
      duration_ms: NullableInteger,
      response_excerpt: Type.Union([Type.String(), Type.Null()], { description: 'At most 1 KB of the response body' }),
      error: NullableString,
      next_attempt_at: NullableTime,
    }),
  ),
});

const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
const ADMIN = { scope: 'admin:full' } as const;
const SECURITY = [{ ApiKey: [] }];

/** Who acts: the dashboard user of the admin session, or the admin:full token. */
function meta(request: FastifyRequest): AdminMeta {
  return { actor: adminActor(request), requestId: request.id };
}

export function webhookAdminRoutes(app: App, webhooks: WebhookService): void {
  app.get(
    '/admin/api/webhooks',
    {
      config: ADMIN,
      schema: {
        operationId: 'adminListWebhooks',
        tags: ['Admin'],
        summary: 'Webhook subscriptions with their status and delivery health (never secrets)',
        description:
          'Every subscription, whoever owns it: those of every token (owner_token_id, owner_token_name) and the shop’s (owner null). A token’s own list_webhooks shows only its own. A subscription whose owning token was revoked or expired is paused (disabled_reason token_revoked or token_expired).',
        security: SECURITY,
        response: {
          200: jsonResponse('All subscriptions', Type.Object({ data: Type.Array(AdminWebhookSchema) })),
          ...problemResponses(401, 403),
        },
      },
    },
    async () => ({ data: await webhooks.listForAdmin() }),
  );

  app.get(
    '/admin/api/webhooks/:id/deliveries',
    {
      config: ADMIN,
      schema: {
        operationId: 'adminListWebhookDeliveries',
        tags: ['Admin'],
        summary: 'The deliveries log of a subscription: one row per attempt, newest first',
        description:
          'status is the outcome of the attempt; the latest attempt of a delivery that will be tried again is pending, with next_attempt_at. Response excerpts: GET /admin/api/deliveries/{id}.',
        security: SECURITY,
        params: IdParams,
        querystring: Type.Object({
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 100 })),
        }),
        response: {
          200: jsonResponse('Attempts, newest first', Type.Object({ data: Type.Array(DeliveryRowSchema) })),
          ...problemResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => ({ data: await webhooks.deliveries(request.params.id, request.query.limit ?? 100) }),
  );

  app.get(
    '/admin/api/deliveries/:id',
    {
      config: ADMIN,
      schema: {
        operationId: 'adminGetDelivery',
        tags: ['Admin'],
        summary: 'One delivery with every attempt, response excerpts included',
        security: SECURITY,
        params: IdParams,
        response: {
          200: jsonResponse('The delivery', Type.Object({ data: DeliveryDetailSchema })),
          ...problemResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => ({ data: await webhooks.delivery(request.params.id) }),
  );

  app.post(
    '/admin/api/deliveries/:id/redeliver',
    {
      config: ADMIN,
      schema: {
        operationId: 'adminRedeliver',
        tags: ['Admin'],
        summary: 'Send a failed or any past delivery again now',
        description:
          'The same delivery id and event id; the attempt number counts on. A finished delivery gets one attempt without automatic retries. 409 delivery_in_progress while an attempt is in flight.',
        security: SECURITY,
        params: IdParams,
        response: {
          202: jsonResponse(
            'Queued',
            Type.Object({
              data: Type.Object({
                id: Type.String(),
                status: Type.Literal('pending'),
                next_attempt_at: Type.String({ format: 'date-time' }),
              }),
            }),
          ),
          ...problemResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) =>
      reply.code(202).send({ data: await webhooks.redeliver(request.params.id, meta(request)) }),
  );

  app.post(
    '/admin/api/webhooks/:id/test',
    {
      config: ADMIN,
      schema: {
        operationId: 'adminSendTestEvent',
        tags: ['Admin'],
        summary: 'Send a webhook.test event to this subscription only',
        description:
          'Signed like every delivery; one attempt, no retries; sent even when the subscription is disabled.',
        security: SECURITY,
        params: IdParams,
        response: {
          202: jsonResponse(
            'Queued; its attempt appears in the deliveries log',
            Type.Object({
              data: Type.Object({ delivery_id: Type.String(), event_id: Type.String(), event: Type.String() }),
            }),
          ),
          ...problemResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => reply.code(202).send({ data: await webhooks.sendTest(request.params.id, meta(request)) }),
  );

  app.post(
    '/admin/api/webhooks/:id/rotate-secret',
    {
      config: ADMIN,
      // The body is optional: no body means the default grace period.
      preValidation: async (request) => {
        if (request.body === undefined || request.body === null) request.body = {};
      },
      schema: {
        operationId: 'adminRotateWebhookSecret',
        tags: ['Admin'],
        summary: 'Issue a new signing secret (shown only in this response)',
        description:
          'During the grace period (default 24 h) deliveries carry signatures of both secrets: webhook-signature lists both, X-Service-Signature-Previous carries the old hex one.',
        security: SECURITY,
        params: IdParams,
        body: Type.Object(
          {
            grace_period_hours: Type.Optional(
              Type.Integer({ minimum: 0, maximum: 720, description: 'Default 24 (WEBHOOK_SECRET_GRACE_HOURS)' }),
            ),
          },
          { additionalProperties: false },
        ),
        response: {
          200: jsonResponse(
            'The new secret',
            Type.Object({
              data: Type.Object({
                id: Type.String(),
                secret: Type.String({ description: 'whsec_ + base64; shown only here' }),
                previous_secret_expires_at: NullableTime,
              }),
            }),
          ),
          ...problemResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => ({
      data: await webhooks.rotateSecret(request.params.id, request.body.grace_period_hours, meta(request)),
    }),
  );

  for (const action of ['enable', 'disable'] as const) {
    app.post(
      `/admin/api/webhooks/:id/${action}`,
      {
        config: ADMIN,
        schema: {
          operationId: action === 'enable' ? 'adminEnableWebhook' : 'adminDisableWebhook',
          tags: ['Admin'],
          summary:
            action === 'enable'
              ? 'Re-enable a disabled or resume a paused subscription (new events are delivered again)'
              : 'Disable a subscription (its queued deliveries are failed; redeliver them later)',
          description:
            action === 'enable'
              ? 'A subscription paused because its owning token was revoked or expired is handed to the shop (owner_token_id null) when resumed: that token cannot come back. Deliveries failed while it was paused can be redelivered from its deliveries log.'
              : 'Works on active and paused subscriptions alike.',
          security: SECURITY,
          params: IdParams,
          response: {
            200: jsonResponse('The subscription', Type.Object({ data: AdminWebhookSchema })),
            ...problemResponses(400, 401, 403, 404),
          },
        },
      },
      async (request) => ({ data: await webhooks.setEnabled(request.params.id, action === 'enable', meta(request)) }),
    );
  }
}
