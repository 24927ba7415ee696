import { Type } from '@fastify/type-provider-typebox';
import { enumOf } from '../../catalog/schema.ts';
import { EVENT_TYPES } from '../../events/outbox.ts';

export const EventTypeSchema = enumOf(EVENT_TYPES);

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
