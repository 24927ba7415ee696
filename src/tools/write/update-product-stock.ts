import { Type } from 'typebox';
import { ChangeResultSchema } from '../../catalog/schema.ts';
import { StockChangeFields } from '../../catalog/stock-change.ts';
import { defineTool } from '../types.ts';
import { changeMeta, DryRunParam, SizeParam, SlugParam, WRITE_ANNOTATIONS } from './common.ts';

export const updateProductStock = defineTool({
  name: 'update_product_stock',
  title: 'Change a variant stock count or status',
  description:
    'Sets the stock of one variant, addressed by slug and size: stock_quantity (units on hand), low_stock_threshold, or stock_status. Give at least one. A counted variant has the status its count gives (0 OUT_OF_STOCK, below the threshold LOW_STOCK, else IN_STOCK); orders take from the count in their own transaction and can never oversell, and the status follows. stock_quantity null stops counting: the status is then set by hand (DROPSHIP variants are never counted). Fires stock.changed when the status changes and product.updated on any change.',
  kind: 'write',
  scope: 'inventory:write',
  input: Type.Object(
    { slug: SlugParam, size: SizeParam, ...StockChangeFields, dry_run: DryRunParam },
    { additionalProperties: false },
  ),
  output: ChangeResultSchema,
  annotations: { ...WRITE_ANNOTATIONS, idempotentHint: true },
  run: (ctx, p) =>
    ctx.services.writes.updateStock(
      p.slug,
      {
        size: p.size,
        stock_status: p.stock_status,
        stock_quantity: p.stock_quantity,
        low_stock_threshold: p.low_stock_threshold,
      },
      changeMeta(ctx, 'update_product_stock', p.dry_run),
    ),
});
