import { Type } from '@fastify/type-provider-typebox';
import { enumOf } from '../../catalog/schema.ts';
import { EVENT_TYPES } from '../../events/outbox.ts';

export const EventTypeSchema = enumOf(EVENT_TYPES);

export const WebhookSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  url: Type.String(),
  events: Type.Array(EventTypeSchema),
  status: enumOf(['active', 'disabled']),
  disabled_reason: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});
