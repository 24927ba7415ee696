import { Type } from '@fastify/type-provider-typebox';
import { STOCK_STATUSES } from '../../catalog/enums.ts';
import { ChangeResultSchema, enumOf } from '../../catalog/schema.ts';
import { defineTool } from '../types.ts';
import { changeMeta, DryRunParam, SizeParam, SlugParam, WRITE_ANNOTATIONS } from './common.ts';

export const updateProductStock = defineTool({
  name: 'update_product_stock',
  title: 'Change a variant stock status',
  description:
    'Sets the stock status of one variant (IN_STOCK, LOW_STOCK, OUT_OF_STOCK or DROPSHIP), addressed by slug and size. Fires stock.changed and product.updated when the status changes.',
  kind: 'write',
  scope: 'inventory:write',
  input: Type.Object(
    { slug: SlugParam, size: SizeParam, stock_status: enumOf(STOCK_STATUSES), dry_run: DryRunParam },
    { additionalProperties: false },
  ),
  output: ChangeResultSchema,
  annotations: { ...WRITE_ANNOTATIONS, idempotentHint: true },
  run: (ctx, p) =>
    ctx.services.writes.updateStock(
      p.slug,
      { size: p.size, stock_status: p.stock_status },
      changeMeta(ctx, 'update_product_stock', p.dry_run),
    ),
});
