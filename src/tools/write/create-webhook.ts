import { Type } from 'typebox';
import { NewWebhookSchema, WebhookSchema } from '../../webhooks/schema.ts';
import { defineTool } from '../types.ts';
import { DryRunParam, WRITE_ANNOTATIONS } from './common.ts';

export const createWebhook = defineTool({
  name: 'create_webhook',
  title: 'Subscribe an HTTPS endpoint to events',
  description:
    'Creates a webhook subscription: deliveries are signed POSTs to the https url for the chosen events (product.updated, product.created, price.changed, stock.changed, order.created, order.updated). Each event needs the scope that reads its data, else 403 forbidden naming it: product, price and stock events need products:read; order.created and order.updated need shop-wide order access (all_orders:read). The subscription belongs to this token: only it (and admins) can list it, and it is paused when the token is revoked or expires. The url must be public (no credentials, no private or loopback addresses). The signing secret (whsec_...) is returned only here: store it.',
  kind: 'write',
  scope: 'webhooks:write',
  input: Type.Object({ ...NewWebhookSchema.properties, dry_run: DryRunParam }, { additionalProperties: false }),
  output: Type.Object({
    webhook: Type.Object({
      ...WebhookSchema.properties,
      secret: Type.String({ description: 'whsec_ + base64; shown only once' }),
    }),
    dry_run: Type.Boolean(),
  }),
  annotations: { ...WRITE_ANNOTATIONS, idempotentHint: false },
  run: async (ctx, p) => {
    const { dry_run, ...webhook } = await ctx.services.webhooks.create(
      { name: p.name, url: p.url, events: p.events },
      {
        actor: ctx.actor,
        owner: { tokenId: ctx.actor.id, scopes: ctx.scopes },
        tool: 'create_webhook',
        requestId: ctx.request.id,
        dryRun: p.dry_run === true,
      },
    );
    return { webhook, dry_run };
  },
});
