import { Type } from 'typebox';
import { WebhookSchema } from '../../webhooks/schema.ts';
import { defineTool, READ_ONLY } from '../types.ts';

export const listWebhooks = defineTool({
  name: 'list_webhooks',
  title: 'List webhook subscriptions',
  description:
    'Lists the webhook subscriptions this token made, with their events and status (paused: the token that owns it was revoked or expired). A token with admin:full sees every subscription, the shop’s (owner_token_id null) and other tokens’ included. Secrets are never shown.',
  kind: 'read',
  scope: 'webhooks:read',
  input: Type.Object({}, { additionalProperties: false }),
  output: Type.Object({ webhooks: Type.Array(WebhookSchema) }),
  annotations: READ_ONLY,
  run: async (ctx) => ({ webhooks: await ctx.services.webhooks.list({ tokenId: ctx.actor.id, scopes: ctx.scopes }) }),
});
