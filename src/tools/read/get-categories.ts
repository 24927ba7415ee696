import { Type } from 'typebox';
import { CategoryTreeResponseSchema } from '../../catalog/schema.ts';
import { DEMO_SHOP_INFO, ShopInfoSchema } from '../../shop/info.ts';
import { defineTool, READ_ONLY } from '../types.ts';

export const getCategories = defineTool({
  name: 'get_categories',
  title: 'Get the category tree and the shop’s terms',
  description:
    'The shop’s category tree, as GET /api/v1/categories: three roots, hund (dogs) and katze (cats) with a child per category (nassfutter, trockenfutter, snacks, nahrungsergaenzung, pflege), and produktlinien with a child per product line (pur, sensitiv, vital, junior). Each node has German and English names, the filter values it stands for (species, category, line; use them with search_products), the number of active products and the product list URL. Also returns `shop`, the shop information of GET /api/v1/shop: operator and contact, prices in EUR with VAT included and the VAT rate of each category, shipping costs and the free-shipping threshold per country, and the 14-day right of withdrawal from delivery. Takes no parameters.',
  kind: 'read',
  scope: 'categories:read',
  input: Type.Object({}, { additionalProperties: false }),
  output: Type.Object({ categories: CategoryTreeResponseSchema.properties.data, shop: ShopInfoSchema }),
  annotations: READ_ONLY,
  run: async (ctx) => ({ categories: await ctx.services.catalog.categoryTree(), shop: DEMO_SHOP_INFO }),
});
