/**
 * Wire shapes of webhook subscriptions and their deliveries, for the write tools and the admin API:
 * each is declared once as a schema (validation, serialization, OpenAPI) and its type derived from it.
 */
import { type Static, Type } from 'typebox';
import { enumOf } from '../catalog/schema.ts';
import { EVENT_TYPES } from '../events/schemas.ts';

export const EventTypeSchema = enumOf(EVENT_TYPES);

/** What a new subscription is made of (the create_webhook tool's parameters, without dry_run). */
export const NewWebhookSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100, description: 'A label' }),
  url: Type.String({ minLength: 9, maxLength: 2000, format: 'uri', description: 'The https endpoint' }),
  events: Type.Array(EventTypeSchema, { minItems: 1, maxItems: EVENT_TYPES.length, uniqueItems: true }),
});
export type NewWebhook = Static<typeof NewWebhookSchema>;

export const WebhookSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  url: Type.String(),
  events: Type.Array(EventTypeSchema),
  status: enumOf(
    ['active', 'disabled', 'paused'],
    'active delivers; disabled: by an admin, a 410 answer or 5 days of failures; paused: the owning token was revoked or expired (an admin may resume it)',
  ),
  disabled_reason: Type.Union([Type.String(), Type.Null()], {
    description: 'Why it is not active; token_revoked or token_expired when paused',
  }),
  owner_token_id: Type.Union([Type.String(), Type.Null()], {
    description: 'The token that made it and owns it; null: the shop (visible to admins only)',
  }),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});
export type Webhook = Static<typeof WebhookSchema>;

/** The dashboard's view of a subscription: the public fields plus delivery health. */
export const AdminWebhookSchema = Type.Object({
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
export type AdminWebhook = Static<typeof AdminWebhookSchema>;

const STATUS = enumOf(['pending', 'succeeded', 'failed']);
const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableInteger = Type.Union([Type.Integer(), Type.Null()]);
const NullableTime = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

/** One row per attempt of a delivery. */
export const DeliveryRowSchema = Type.Object({
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
export type DeliveryLogRow = Static<typeof DeliveryRowSchema>;

export const DeliveryDetailSchema = Type.Object({
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
export type DeliveryDetail = Static<typeof DeliveryDetailSchema>;

export const RedeliveryQueuedSchema = Type.Object({
  id: Type.String(),
  status: Type.Literal('pending'),
  next_attempt_at: Type.String({ format: 'date-time' }),
});
export type RedeliveryQueued = Static<typeof RedeliveryQueuedSchema>;

export const TestEventQueuedSchema = Type.Object({
  delivery_id: Type.String(),
  event_id: Type.String(),
  event: Type.String(),
});
export type TestEventQueued = Static<typeof TestEventQueuedSchema>;

export const RotatedSecretSchema = Type.Object({
  id: Type.String(),
  secret: Type.String({ description: 'whsec_ + base64; shown only here' }),
  previous_secret_expires_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type RotatedSecret = Static<typeof RotatedSecretSchema>;
