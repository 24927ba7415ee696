/** Pieces every catalog write tool shares: slug/size parameters, dry_run and the change result. */
import { Type } from 'typebox';
import type { ChangeContext } from '../../core/context.ts';
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

export function changeMeta(ctx: ToolContext, tool: string, dryRun: boolean | undefined): ChangeContext {
  return { actor: ctx.actor, tool, requestId: ctx.request.id, dryRun: dryRun === true };
}

export const WRITE_ANNOTATIONS = { readOnlyHint: false, destructiveHint: false, openWorldHint: false } as const;
