import { Type } from 'typebox';
import { ChangeResultSchema } from '../../catalog/schema.ts';
import { checkUrl } from '../../webhooks/subscriptions.ts';
import { defineTool } from '../types.ts';
import { changeMeta, DryRunParam, SlugParam, WRITE_ANNOTATIONS } from './common.ts';

export const updateProductImage = defineTool({
  name: 'update_product_image',
  title: 'Replace or add a product image',
  description:
    'Sets a public https image URL on a product. append=false (default) replaces the main (first) image; append=true adds it at the end. A URL already on the product is never added twice. URLs with credentials or hosts resolving to private addresses are refused. Fires product.updated.',
  kind: 'write',
  scope: 'images:write',
  input: Type.Object(
    {
      slug: SlugParam,
      image_url: Type.String({ minLength: 9, maxLength: 2000, format: 'uri', description: 'A public https URL' }),
      append: Type.Optional(
        Type.Boolean({ default: false, description: 'false replaces the main image, true appends' }),
      ),
      dry_run: DryRunParam,
    },
    { additionalProperties: false },
  ),
  output: ChangeResultSchema,
  annotations: { ...WRITE_ANNOTATIONS, idempotentHint: true },
  run: async (ctx, p) => {
    await checkUrl(p.image_url, ctx.services.allowList, 'image_url');
    return ctx.services.writes.updateImage(
      p.slug,
      { image_url: p.image_url, append: p.append === true },
      changeMeta(ctx, 'update_product_image', p.dry_run),
    );
  },
});
