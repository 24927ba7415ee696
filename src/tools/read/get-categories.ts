import { Type } from '@fastify/type-provider-typebox';
import { CategoryTreeResponseSchema } from '../../catalog/schema.ts';
import { defineTool, READ_ONLY } from '../types.ts';

export const getCategories = defineTool({
  name: 'get_categories',
  title: 'Get the category tree',
  description:
    'The shop’s category tree, as GET /api/v1/categories: three roots, hund (dogs) and katze (cats) with a child per category (nassfutter, trockenfutter, snacks, nahrungsergaenzung, pflege), and produktlinien with a child per product line (pur, sensitiv, vital, junior). Each node has German and English names, the filter values it stands for (species, category, line; use them with search_products), the number of active products and the product list URL. Takes no parameters.',
  kind: 'read',
  scope: 'categories:read',
  input: Type.Object({}, { additionalProperties: false }),
  output: Type.Object({ categories: CategoryTreeResponseSchema.properties.data }),
  annotations: READ_ONLY,
  run: async (ctx) => ({ categories: await ctx.services.catalog.categoryTree() }),
});
