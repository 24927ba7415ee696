/**
 * The webhook part of the dashboard's JSON API (docs/contract.md#dashboard), for the admin session (with its CSRF
 * token on changes) or an X-Api-Key holding admin:full: subscriptions, the per-attempt deliveries
 * log, one delivery with response excerpts, redelivery, test events, secret rotation, enable and
 * disable.
 */

import { Type } from 'typebox';
import { adminRoute, auditContext } from '../admin/api/common.ts';
import { jsonResponse, problemResponses } from '../http/schemas.ts';
import type { App } from '../http/types.ts';
import {
  AdminWebhookSchema,
  DeliveryDetailSchema,
  DeliveryRowSchema,
  RedeliveryQueuedSchema,
  RotatedSecretSchema,
  TestEventQueuedSchema,
} from './schema.ts';
import type { WebhookService } from './service.ts';

const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });

/** Registered inside the admin plugin (prefix /admin). */
export function webhookAdminRoutes(admin: App, webhooks: WebhookService): void {
  admin.get(
    '/api/webhooks',
    adminRoute({
      operationId: 'adminListWebhooks',
      summary: 'Webhook subscriptions with their status and delivery health (never secrets)',
      description:
        'Every subscription, whoever owns it: those of every token (owner_token_id, owner_token_name) and the shop’s (owner null). A token’s own list_webhooks shows only its own. A subscription whose owning token was revoked or expired is paused (disabled_reason token_revoked or token_expired).',
      response: {
        200: jsonResponse('All subscriptions', Type.Object({ data: Type.Array(AdminWebhookSchema) })),
        ...problemResponses(401, 403),
      },
    }),
    async () => ({ data: await webhooks.listForAdmin() }),
  );

  admin.get(
    '/api/webhooks/:id/deliveries',
    adminRoute({
      operationId: 'adminListWebhookDeliveries',
      summary: 'The deliveries log of a subscription: one row per attempt, newest first',
      description:
        'status is the outcome of the attempt; the latest attempt of a delivery that will be tried again is pending, with next_attempt_at. Response excerpts: GET /admin/api/deliveries/{id}.',
      params: IdParams,
      querystring: Type.Object({
        limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 100 })),
      }),
      response: {
        200: jsonResponse('Attempts, newest first', Type.Object({ data: Type.Array(DeliveryRowSchema) })),
        ...problemResponses(400, 401, 403, 404),
      },
    }),
    async (request) => ({ data: await webhooks.deliveries(request.params.id, request.query.limit ?? 100) }),
  );

  admin.get(
    '/api/deliveries/:id',
    adminRoute({
      operationId: 'adminGetDelivery',
      summary: 'One delivery with every attempt, response excerpts included',
      params: IdParams,
      response: {
        200: jsonResponse('The delivery', Type.Object({ data: DeliveryDetailSchema })),
        ...problemResponses(400, 401, 403, 404),
      },
    }),
    async (request) => ({ data: await webhooks.delivery(request.params.id) }),
  );

  admin.post(
    '/api/deliveries/:id/redeliver',
    adminRoute({
      operationId: 'adminRedeliver',
      summary: 'Send a failed or any past delivery again now',
      description:
        'The same delivery id and event id; the attempt number counts on. A finished delivery gets one attempt without automatic retries. 409 delivery_in_progress while an attempt is in flight.',
      params: IdParams,
      response: {
        202: jsonResponse(
          'Queued',
          Type.Object({
            data: RedeliveryQueuedSchema,
          }),
        ),
        ...problemResponses(400, 401, 403, 404, 409),
      },
    }),
    async (request, reply) =>
      reply.code(202).send({ data: await webhooks.redeliver(request.params.id, auditContext(request)) }),
  );

  admin.post(
    '/api/webhooks/:id/test',
    adminRoute({
      operationId: 'adminSendTestEvent',
      summary: 'Send a webhook.test event to this subscription only',
      description: 'Signed like every delivery; one attempt, no retries; sent even when the subscription is disabled.',
      params: IdParams,
      response: {
        202: jsonResponse(
          'Queued; its attempt appears in the deliveries log',
          Type.Object({
            data: TestEventQueuedSchema,
          }),
        ),
        ...problemResponses(400, 401, 403, 404),
      },
    }),
    async (request, reply) =>
      reply.code(202).send({ data: await webhooks.sendTest(request.params.id, auditContext(request)) }),
  );

  admin.post(
    '/api/webhooks/:id/rotate-secret',
    {
      ...adminRoute({
        operationId: 'adminRotateWebhookSecret',
        summary: 'Issue a new signing secret (shown only in this response)',
        description:
          'During the grace period (default 24 h) deliveries carry signatures of both secrets: webhook-signature lists both, X-Service-Signature-Previous carries the old hex one.',
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
              data: RotatedSecretSchema,
            }),
          ),
          ...problemResponses(400, 401, 403, 404),
        },
      }),
      // The body is optional: no body means the default grace period.
      preValidation: async (request) => {
        if (request.body === undefined || request.body === null) request.body = {};
      },
    },
    async (request) => ({
      data: await webhooks.rotateSecret(request.params.id, request.body.grace_period_hours, auditContext(request)),
    }),
  );

  for (const action of ['enable', 'disable'] as const) {
    admin.post(
      `/api/webhooks/:id/${action}`,
      adminRoute({
        operationId: action === 'enable' ? 'adminEnableWebhook' : 'adminDisableWebhook',
        summary:
          action === 'enable'
            ? 'Re-enable a disabled or resume a paused subscription (new events are delivered again)'
            : 'Disable a subscription (its queued deliveries are failed; redeliver them later)',
        description:
          action === 'enable'
            ? 'A subscription paused because its owning token was revoked or expired is handed to the shop (owner_token_id null) when resumed: that token cannot come back. Deliveries failed while it was paused can be redelivered from its deliveries log.'
            : 'Works on active and paused subscriptions alike.',
        params: IdParams,
        response: {
          200: jsonResponse('The subscription', Type.Object({ data: AdminWebhookSchema })),
          ...problemResponses(400, 401, 403, 404),
        },
      }),
      async (request) => ({
        data: await webhooks.setEnabled(request.params.id, action === 'enable', auditContext(request)),
      }),
    );
  }
}
