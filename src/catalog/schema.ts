/** Wire schemas of the catalog (docs/contract.md#catalog): validation, serialization and OpenAPI from one place. */
import { type Static, Type } from 'typebox';
import { CATEGORIES, LINES, SPECIES, STOCK_STATUSES } from './enums.ts';
import {
  AdditivesSchema,
  DieteticPurposeSchema,
  FeedTypeSchema,
  OperatorRegistrationSchema,
  OperatorSchema,
} from './labelling.ts';
import { NetQuantitySchema, UnitPriceSchema } from './net-quantity.ts';

/** A string enum published as `{type: string, enum: [...]}`, the plainest form for clients and validators. */
export const enumOf = <T extends string>(values: readonly T[], description?: string) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...(description ? { description } : {}) });

export const SpeciesSchema = enumOf(SPECIES, 'DOG, CAT or BOTH (a BOTH product suits dogs and cats)');
export const LineSchema = enumOf(LINES);
export const CategorySchema = enumOf(CATEGORIES);
export const StockStatusSchema = enumOf(STOCK_STATUSES);

/**
 * One row of a maker's feeding table. A point row has weight_from_kg === weight_to_kg and gives the
 * gram range for that body weight. A band row (from < to) says: at weight_from_kg feed grams_min,
 * at weight_to_kg feed grams_max.
 */
// Bounds a client may send: no pet weighs 200 kg, no daily ration is 10 kg.
export const FeedingRowSchema = Type.Object({
  weight_from_kg: Type.Number({ maximum: 200 }),
  weight_to_kg: Type.Number({ maximum: 200 }),
  grams_min: Type.Number({ maximum: 10000 }),
  grams_max: Type.Number({ maximum: 10000 }),
});
export type FeedingRow = Static<typeof FeedingRowSchema>;

/**
 * species: which animal the table is written for (a BOTH product's table names its species);
 * energy_kcal_per_100g null: computed from the constituents; meals_per_day: for an adult (puppies
 * and kittens get more, see src/nutrition/).
 */
export const FeedingGuideSchema = Type.Object(
  {
    species: enumOf(['DOG', 'CAT']),
    energy_kcal_per_100g: Type.Union([Type.Number({ maximum: 1000 }), Type.Null()], {
      description: 'Stated metabolisable energy; null when the maker does not state it',
    }),
    meals_per_day: Type.Integer({ minimum: 1, maximum: 12 }),
    rows: Type.Array(FeedingRowSchema, {
      maxItems: 50,
      description:
        'A point row (from = to) gives the gram range at that weight; a band row means grams_min at weight_from_kg up to grams_max at weight_to_kg',
    }),
    notes: Type.String({ maxLength: 2000 }),
    notes_en: Type.String({ maxLength: 2000 }),
  },
  { description: 'The maker’s feeding table (grams per day); null for care products' },
);
export type FeedingGuide = Static<typeof FeedingGuideSchema>;

/**
 * Analytical constituents in % as fed, keyed by the German label terms: Rohprotein, Rohfett,
 * Rohfaser, Rohasche, Feuchtigkeit (and optionally Calcium, Phosphor, Natrium, Taurin (mg/kg is not
 * used: keep everything in %), Omega-3-Fettsäuren, ...).
 */
export const AnalyticalConstituentsSchema = Type.Record(Type.String(), Type.Number({ minimum: 0, maximum: 100 }), {
  description:
    'Per cent as fed, keyed by the German label terms (Rohprotein, Rohfett, Rohfaser, Rohasche, Feuchtigkeit, ...)',
});
export type AnalyticalConstituents = Static<typeof AnalyticalConstituentsSchema>;

export const VariantSchema = Type.Object({
  id: Type.String(),
  size: Type.String({ description: 'Variant label such as 400g or 6x400g; variants are addressed by it' }),
  price: Type.Number({ description: 'Consumer price in EUR including VAT (at the product vat_rate)' }),
  compare_price: Type.Union([Type.Number(), Type.Null()], {
    description: 'Original (crossed-out) price in EUR including VAT, or null',
  }),
  lowest_price_30_days: Type.Number({
    description:
      'The lowest price in EUR this variant had during the last 30 days, the current price included; a crossed-out price is never above the lowest of the 30 days before its reduction',
  }),
  stock_status: StockStatusSchema,
  stock_quantity: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
    description:
      'Units on hand; orders take from it and can never take more. null: not counted (DROPSHIP or untracked); stock_status alone says whether it can be ordered',
  }),
  ean: Type.String({ description: 'EAN-13' }),
  net_quantity: Type.Union([NetQuantitySchema, Type.Null()], {
    description:
      'Net quantity of the whole pack (6 x 400 g is 2400 g); null only for a variant from before net quantities were stored whose size label did not state one',
  }),
  unit_price: UnitPriceSchema,
});
export type Variant = Static<typeof VariantSchema>;

export const RatingSchema = Type.Object({
  average: Type.Union([Type.Number(), Type.Null()], {
    description: 'Mean of the reviews, 1 decimal; null without reviews',
  }),
  count: Type.Integer(),
});

export const ReviewSchema = Type.Object({
  id: Type.String(),
  author: Type.String(),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  title: Type.String(),
  body: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
});
export type Review = Static<typeof ReviewSchema>;

const productFields = {
  id: Type.String(),
  slug: Type.String(),
  sku: Type.String(),
  name: Type.String({ description: 'German name' }),
  name_en: Type.String(),
  brand: Type.String(),
  species: SpeciesSchema,
  category: CategorySchema,
  vat_rate: Type.Number({
    description:
      'VAT rate in per cent included in the prices: 7 for feed (food, treats, supplements), 19 for care products',
  }),
  line: LineSchema,
  description: Type.String({ description: 'German' }),
  description_en: Type.String(),
  ingredients: Type.String({ description: 'Label declaration (German) with percentages' }),
  analytical_constituents: AnalyticalConstituentsSchema,
  feeding_guide: Type.Union([FeedingGuideSchema, Type.Null()]),
  feed_type: FeedTypeSchema,
  dietetic_purpose: DieteticPurposeSchema,
  additives: AdditivesSchema,
  operator: Type.Union([OperatorSchema, Type.Null()], {
    description: 'The feed business operator responsible for the labelling; null for care products',
  }),
  operator_registration: OperatorRegistrationSchema,
  /** Absolute on the wire; inside the service also paths on this service as stored (see CatalogService). */
  images: Type.Array(Type.String({ format: 'uri' })),
  tags: Type.Array(Type.String()),
  is_active: Type.Boolean(),
  is_bestseller: Type.Boolean(),
  product_variants: Type.Array(VariantSchema),
  rating: RatingSchema,
};

export const ProductSchema = Type.Object(productFields);
export const ProductDetailSchema = Type.Object({ ...productFields, reviews: Type.Array(ReviewSchema) });
export type Product = Static<typeof ProductSchema>;
export type ProductDetail = Static<typeof ProductDetailSchema>;

export const ProductListQuerySchema = Type.Object({
  species: Type.Optional(
    enumOf(SPECIES, 'DOG matches DOG and BOTH products, CAT matches CAT and BOTH, BOTH matches BOTH only'),
  ),
  category: Type.Optional(
    Type.String({ maxLength: 100, description: `Free string; the shop uses ${CATEGORIES.join(', ')}` }),
  ),
  line: Type.Optional(LineSchema),
  tags: Type.Optional(
    Type.String({ maxLength: 500, description: 'Comma-separated; a product must carry all of them' }),
  ),
  bestseller: Type.Optional(enumOf(['true', 'false'])),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 24 })),
});

export const ProductListResponseSchema = Type.Object({
  data: Type.Array(ProductSchema),
  meta: Type.Object({ total: Type.Integer(), page: Type.Integer(), limit: Type.Integer(), pages: Type.Integer() }),
  links: Type.Object({
    self: Type.String({ format: 'uri' }),
    next: Type.Union([Type.String({ format: 'uri' }), Type.Null()]),
  }),
});
export type ProductPage = Static<typeof ProductListResponseSchema>;

/** Why search_products returned a product (docs/search.md#why-a-product-matched). */
export const ProductMatchSchema = Type.Object({
  slug: Type.String(),
  concepts: Type.Array(Type.String(), {
    description: 'Concepts of the query the product has, e.g. grain-free, food, chicken, senior',
  }),
  fields: Type.Array(Type.String(), {
    description:
      'Fields the match was found in: name, name_en, brand, tags, ingredients, description, description_en, category, line',
  }),
  missing: Type.Array(Type.String(), {
    description: 'Concepts of the query the product lacks: non-empty for a partial match, ranked below the full ones',
  }),
});
export const ProductSearchResultSchema = Type.Object({
  products: Type.Array(ProductSchema, { description: 'Best match first (or catalog order without a query)' }),
  total: Type.Integer({
    description: 'All matching products (with a query: partial matches too), not only the returned ones',
  }),
  matches: Type.Optional(
    Type.Array(ProductMatchSchema, { description: 'With a query: why each product matched, in the order of products' }),
  ),
});
export type ProductSearchResult = Static<typeof ProductSearchResultSchema>;
export type ProductMatch = Static<typeof ProductMatchSchema>;

const nodeFields = {
  slug: Type.String(),
  name: Type.String(),
  name_en: Type.String(),
  species: Type.Optional(SpeciesSchema),
  category: Type.Optional(Type.String()),
  line: Type.Optional(Type.String()),
  product_count: Type.Integer({ description: 'Equals meta.total of the list that href points to' }),
  href: Type.String({ format: 'uri', description: 'The product list this node stands for' }),
};

/** The tree is two levels deep (roots hund, katze, produktlinien and their children). */
const LeafNodeSchema = Type.Object({ ...nodeFields, children: Type.Array(Type.Object({})) });
export const CategoryNodeSchema = Type.Object({ ...nodeFields, children: Type.Array(LeafNodeSchema) });
export type CategoryNode = Static<typeof CategoryNodeSchema>;
export const CategoryTreeResponseSchema = Type.Object({ data: Type.Array(CategoryNodeSchema) });

/** What a catalog change did (the write tools and the dashboard answer it). */
export const ChangeResultSchema = Type.Object({
  dry_run: Type.Boolean(),
  slug: Type.String(),
  changed_fields: Type.Array(Type.String(), { description: 'Empty when the values were already as requested' }),
  before: Type.Object({}, { additionalProperties: true }),
  after: Type.Object({}, { additionalProperties: true }),
  events: Type.Array(Type.String(), { description: 'Webhook events this change fires (none on a dry run commit)' }),
});
export type ChangeResult = Static<typeof ChangeResultSchema>;
