import { Type } from 'typebox';
import { enumOf } from '../../catalog/schema.ts';
import { defineTool, READ_ONLY } from '../types.ts';

export const subscribeNewsletter = defineTool({
  name: 'subscribe_newsletter',
  title: 'Subscribe to the newsletter',
  description:
    'Signs an e-mail address up for the napf newsletter with GDPR double opt-in: the address gets a confirmation mail with a link (valid 48 h) and is only subscribed once the owner clicks it. Always answers status "pending", whether or not the address was already subscribed. Only call it when the owner of the address asked for it. An invalid address → 400 invalid_email.',
  kind: 'read',
  scope: 'newsletter:read',
  input: Type.Object(
    {
      email: Type.String({ minLength: 3, maxLength: 254, description: 'The e-mail address to subscribe' }),
      pet_types: Type.Optional(
        Type.Array(enumOf(['DOG', 'CAT', 'BOTH'] as const), {
          maxItems: 3,
          description: 'Which pets the subscriber has: DOG, CAT, BOTH',
        }),
      ),
    },
    { additionalProperties: false },
  ),
  output: Type.Object({
    status: Type.Literal('pending', { description: 'pending until the link in the confirmation mail is opened' }),
  }),
  // A read tool (newsletter:read, readOnlyHint; docs/contract.md#tools), but it sends a mail to the outside world.
  annotations: { ...READ_ONLY, openWorldHint: true },
  run: (ctx, p) =>
    ctx.services.newsletter.subscribe({
      email: p.email,
      pet_types: p.pet_types,
      source: 'mcp',
      ip: ctx.request.ip,
      user_agent: ctx.request.userAgent,
    }),
});
