/** The dashboard's product overview row: the schema is the source, the type derived from it. */
import { type Static, Type } from '@fastify/type-provider-typebox';
import { CATEGORIES, LINES, SPECIES } from '../../catalog/enums.ts';
import { enumOf, StockStatusSchema } from '../../catalog/schema.ts';

const AdminVariantSchema = Type.Object({
  size: Type.String(),
  price: Type.Number({ description: 'EUR' }),
  compare_price: Type.Union([Type.Number(), Type.Null()]),
  stock_status: StockStatusSchema,
  ean: Type.String(),
});
export type AdminVariant = Static<typeof AdminVariantSchema>;

/** The catalog product without its long texts; images as stored (made absolute by the route). */
export const AdminProductSchema = Type.Object({
  id: Type.String(),
  slug: Type.String(),
  sku: Type.String(),
  name: Type.String(),
  name_en: Type.String(),
  brand: Type.String(),
  species: enumOf(SPECIES),
  category: enumOf(CATEGORIES),
  line: enumOf(LINES),
  is_active: Type.Boolean({ description: 'false: a draft, invisible to the API' }),
  is_bestseller: Type.Boolean(),
  images: Type.Array(Type.String({ format: 'uri' })),
  product_variants: Type.Array(AdminVariantSchema),
});
export type AdminProduct = Static<typeof AdminProductSchema>;
