import { Type } from '@fastify/type-provider-typebox';
import { ChangeResultSchema } from '../../catalog/schema.ts';
import type { DetailsChange } from '../../catalog/write-service.ts';
import { defineTool } from '../types.ts';
import { changeMeta, DryRunParam, SlugParam, WRITE_ANNOTATIONS } from './common.ts';

export const updateProductDetails = defineTool({
  name: 'update_product_details',
  title: 'Change product details',
  description:
    'Changes only the fields given: description (German), description_en, ingredients (label declaration), tags (replaces the list), is_bestseller, is_active (false hides the product from the shop; the first activation of a draft fires product.created). Fires product.updated.',
  kind: 'write',
  scope: 'products:write',
  input: Type.Object(
    {
      slug: SlugParam,
      description: Type.Optional(Type.String({ minLength: 1, maxLength: 5000 })),
      description_en: Type.Optional(Type.String({ minLength: 1, maxLength: 5000 })),
      ingredients: Type.Optional(Type.String({ minLength: 1, maxLength: 5000 })),
      tags: Type.Optional(
        Type.Array(Type.String({ pattern: '^[a-z0-9äöüß]+(-[a-z0-9äöüß]+)*$', maxLength: 50 }), {
          maxItems: 30,
          uniqueItems: true,
        }),
      ),
      is_bestseller: Type.Optional(Type.Boolean()),
      is_active: Type.Optional(Type.Boolean()),
      dry_run: DryRunParam,
    },
    { additionalProperties: false },
  ),
  output: ChangeResultSchema,
  annotations: { ...WRITE_ANNOTATIONS, idempotentHint: true },
  run: (ctx, p) => {
    const { slug, dry_run, ...fields } = p;
    return ctx.services.writes.updateDetails(
      slug,
      fields as DetailsChange,
      changeMeta(ctx, 'update_product_details', dry_run),
    );
  },
});
