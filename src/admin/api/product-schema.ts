/** The dashboard's product overview row: the schema is the source, the type derived from it. */
import { type Static, Type } from 'typebox';
import { CATEGORIES, LINES, SPECIES } from '../../catalog/enums.ts';
import { FeedTypeSchema } from '../../catalog/labelling.ts';
import { NetQuantitySchema, UnitPriceSchema } from '../../catalog/net-quantity.ts';
import { enumOf, ProductSchema, StockStatusSchema, VariantSchema } from '../../catalog/schema.ts';
import { FieldErrorSchema } from '../../http/schemas.ts';

const LowStockThresholdSchema = Type.Integer({ description: 'Below this many units a counted variant is LOW_STOCK' });

const AdminVariantSchema = Type.Object({
  size: Type.String(),
  price: Type.Number({ description: 'EUR' }),
  compare_price: Type.Union([Type.Number(), Type.Null()]),
  stock_status: StockStatusSchema,
  stock_quantity: Type.Union([Type.Integer(), Type.Null()], { description: 'Units on hand; null: not counted' }),
  low_stock_threshold: LowStockThresholdSchema,
  ean: Type.String(),
  net_quantity: Type.Union([NetQuantitySchema, Type.Null()]),
  unit_price: UnitPriceSchema,
});
export type AdminVariant = Static<typeof AdminVariantSchema>;

const LabelMissingSchema = Type.Array(FieldErrorSchema, {
  description:
    'The mandatory labelling particulars (and net quantities) the product lacks; it cannot be activated before this is empty',
});

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
  vat_rate: Type.Number({ description: 'VAT rate in per cent included in the prices' }),
  feed_type: FeedTypeSchema,
  label_missing: LabelMissingSchema,
  is_active: Type.Boolean({ description: 'false: a draft, invisible to the API' }),
  is_bestseller: Type.Boolean(),
  images: Type.Array(Type.String({ format: 'uri' })),
  product_variants: Type.Array(AdminVariantSchema),
});
export type AdminProduct = Static<typeof AdminProductSchema>;

/** The editor's product: everything the API shows, drafts included, and what its label lacks. */
export const AdminProductDetailSchema = Type.Object({
  ...ProductSchema.properties,
  product_variants: Type.Array(
    Type.Object({ ...VariantSchema.properties, low_stock_threshold: LowStockThresholdSchema }),
  ),
  label_missing: LabelMissingSchema,
});
