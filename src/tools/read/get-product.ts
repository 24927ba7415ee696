import { Type } from 'typebox';
import { ProductDetailSchema } from '../../catalog/schema.ts';
import { defineTool, READ_ONLY } from '../types.ts';

export const getProduct = defineTool({
  name: 'get_product',
  title: 'Get a product',
  description:
    'One active product by its slug (from search_products): German and English name and description, ingredients, analytical constituents (%), the maker’s feeding table, VAT rate (7 % feed, 19 % care), variants (size, EUR consumer price incl. VAT, crossed-out price, lowest_price_30_days, net quantity, unit price per 1 kg or 1 l, stock status, EAN), the EU feed label (feed_type complete/complementary, dietetic_purpose, additives, operator, operator_registration), tags, images, customer reviews and the average rating. Unknown or inactive slug → 404 not_found.',
  kind: 'read',
  scope: 'products:read',
  input: Type.Object(
    {
      slug: Type.String({
        minLength: 1,
        maxLength: 200,
        description: 'The product slug, e.g. pures-huhn-mit-kuerbis-nassfutter',
      }),
    },
    { additionalProperties: false },
  ),
  output: Type.Object({ product: ProductDetailSchema }),
  annotations: READ_ONLY,
  run: async (ctx, p) => ({ product: await ctx.services.catalog.getProduct(p.slug) }),
});
