import { Type } from '@fastify/type-provider-typebox';
import { defineTool, READ_ONLY } from '../types.ts';
import { WebhookSchema } from './webhook-schema.ts';

export const listWebhooks = defineTool({
  name: 'list_webhooks',
  title: 'List webhook subscriptions',
  description: 'Lists all webhook subscriptions with their events and status. Secrets are never shown.',
  kind: 'read',
  scope: 'webhooks:read',
  input: Type.Object({}, { additionalProperties: false }),
  output: Type.Object({ webhooks: Type.Array(WebhookSchema) }),
  annotations: READ_ONLY,
  run: async (ctx) => ({ webhooks: await ctx.services.webhooks.list() }),
});
