/**
 * The OpenAPI document's `webhooks:` section: one entry per event napf delivers, its body built
 * from the event map (src/events/schemas.ts), so the document cannot drift from what is sent.
 */

import type { OpenAPIV3_2 } from '@fastify/swagger';
import { deliveryEnvelopeSchema, EVENT_SCHEMAS, type EventName, TEST_EVENT_TYPE } from '../events/schemas.ts';

const header = (name: string, description: string, required = true) => ({
  name,
  in: 'header',
  required,
  description,
  schema: { type: 'string' as const },
});

const HEADERS = [
  header('X-Service-Signature', 'Hex HMAC-SHA256 of the raw body, keyed with the subscription’s secret as issued'),
  header(
    'X-Service-Signature-Previous',
    'The same with the previous secret, while a rotated-out secret still signs (grace period)',
    false,
  ),
  header('X-Service-Event', 'The event name, as `event` in the body'),
  header('X-Service-Delivery', 'The delivery id (dlv_...), the same on every attempt'),
  header('X-Service-Attempt', 'The attempt number, from 1'),
  header('webhook-id', 'Standard Webhooks: the event id (evt_...), as `id` in the body; deduplicate on it'),
  header('webhook-timestamp', 'Standard Webhooks: Unix seconds of this attempt'),
  header(
    'webhook-signature',
    'Standard Webhooks: `v1,<base64>` signatures over `id.timestamp.body`, space-separated (two during a rotation)',
  ),
];

const operationIdOf = (name: string) =>
  `webhook${name
    .split('.')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')}`;

/** A path item per event: the signed POST napf sends to each subscribed endpoint. */
export function openApiWebhooks(): Record<string, OpenAPIV3_2.PathItemObject> {
  const entries = (Object.keys(EVENT_SCHEMAS) as EventName[]).map((name) => {
    const test = name === TEST_EVENT_TYPE;
    // A plain JSON copy per entry: the document holds no shared objects or TypeBox symbols.
    const schema = JSON.parse(JSON.stringify(deliveryEnvelopeSchema(name)));
    const item: OpenAPIV3_2.PathItemObject = {
      post: {
        operationId: operationIdOf(name),
        tags: ['Webhooks'],
        summary: schema.properties.data.description,
        description: test
          ? 'Sent only on request (POST /admin/api/webhooks/{id}/test) to that subscription, once, without retries; no subscription lists it.'
          : `Sent to every active subscription listing ${name} whose owner may read its data, at least once.`,
        parameters: HEADERS,
        requestBody: { required: true, content: { 'application/json': { schema } } },
        responses: {
          '2XX': { description: 'Received; any other answer, a timeout or a redirect counts as failed and is retried' },
          '410': { description: 'Gone: the subscription is disabled and nothing more is sent' },
        },
      },
    };
    return [name, item] as const;
  });
  return Object.fromEntries(entries);
}
