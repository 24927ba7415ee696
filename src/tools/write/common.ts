/** Pieces every catalog write tool shares: slug/size parameters, dry_run and the change result. */
import { Type } from '@fastify/type-provider-typebox';
import type { ChangeMeta } from '../../catalog/write-service.ts';
import type { ToolContext } from '../types.ts';

export const SlugParam = Type.String({ minLength: 1, maxLength: 200, description: 'The product slug' });
export const SizeParam = Type.String({
  minLength: 1,
  maxLength: 50,
  description: 'The variant size as listed in product_variants, e.g. 400g or 6x400g',
});
export const DryRunParam = Type.Optional(
  Type.Boolean({ default: false, description: 'true: validate and report the would-be change without committing it' }),
);

export const ChangeResultSchema = Type.Object({
  dry_run: Type.Boolean(),
  slug: Type.String(),
  changed_fields: Type.Array(Type.String(), { description: 'Empty when the values were already as requested' }),
  before: Type.Object({}, { additionalProperties: true }),
  after: Type.Object({}, { additionalProperties: true }),
  events: Type.Array(Type.String(), { description: 'Webhook events this change fires (none on a dry run commit)' }),
});

export function changeMeta(ctx: ToolContext, tool: string, dryRun: boolean | undefined): ChangeMeta {
  return { actor: ctx.actor, tool, requestId: ctx.request.id, dryRun: dryRun === true };
}

export const WRITE_ANNOTATIONS = { readOnlyHint: false, destructiveHint: false, openWorldHint: false } as const;
