import { Type } from 'typebox';
import { ChangeResultSchema } from '../../catalog/schema.ts';
import { defineTool } from '../types.ts';
import { changeMeta, DryRunParam, SizeParam, SlugParam, WRITE_ANNOTATIONS } from './common.ts';

export const updateProductPrice = defineTool({
  name: 'update_product_price',
  title: 'Change a variant price',
  description:
    'Sets the price (EUR, > 0 and < 10000, at most 2 decimals) of one variant, addressed by slug and size. compare_price is the crossed-out original price: it must exceed price; null removes it; left out it stays (and must still exceed the new price). A crossed-out price may be at most the lowest price of the 30 days before the reduction (German price law); above it the call fails with 422 compare_price_too_high naming the maximum. Fires price.changed and product.updated.',
  kind: 'write',
  scope: 'prices:write',
  input: Type.Object(
    {
      slug: SlugParam,
      size: SizeParam,
      price: Type.Number({ exclusiveMinimum: 0, exclusiveMaximum: 10000, description: 'New price in EUR' }),
      compare_price: Type.Optional(
        Type.Union([Type.Number({ exclusiveMinimum: 0, exclusiveMaximum: 10000 }), Type.Null()], {
          description:
            'Crossed-out original price in EUR, greater than price and at most the lowest price of the 30 days before the reduction; null removes it',
        }),
      ),
      dry_run: DryRunParam,
    },
    { additionalProperties: false },
  ),
  output: ChangeResultSchema,
  annotations: { ...WRITE_ANNOTATIONS, idempotentHint: true },
  run: (ctx, p) =>
    ctx.services.writes.updatePrice(
      p.slug,
      { size: p.size, price: p.price, compare_price: p.compare_price },
      changeMeta(ctx, 'update_product_price', p.dry_run),
    ),
});
