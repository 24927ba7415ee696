import { Type } from 'typebox';
import { DetailsChangeFields } from '../../catalog/details-change.ts';
import { ChangeResultSchema } from '../../catalog/schema.ts';
import { defineTool } from '../types.ts';
import { changeMeta, DryRunParam, SlugParam, WRITE_ANNOTATIONS } from './common.ts';

export const updateProductDetails = defineTool({
  name: 'update_product_details',
  title: 'Change product details',
  description:
    'Changes only the fields given: description (German), description_en, ingredients (label declaration), tags (replaces the list), is_bestseller, is_active (false hides the product from the shop; the first activation of a draft fires product.created), vat_rate (7 or 19), analytical_constituents, feeding_guide, the feed label (feed_type, dietetic_purpose, additives, operator, operator_registration) and variants[].net_quantity (the base of the unit price). An active product must keep a complete label: activating it, or changing its label, while a mandatory particular is missing fails with 422 label_incomplete naming each. Fires product.updated.',
  kind: 'write',
  scope: 'products:write',
  input: Type.Object(
    { slug: SlugParam, ...DetailsChangeFields, dry_run: DryRunParam },
    { additionalProperties: false },
  ),
  output: ChangeResultSchema,
  annotations: { ...WRITE_ANNOTATIONS, idempotentHint: true },
  run: (ctx, p) => {
    const { slug, dry_run, ...fields } = p;
    return ctx.services.writes.updateDetails(slug, fields, changeMeta(ctx, 'update_product_details', dry_run));
  },
});
