/**
 * A draft product: everything a product has, under the catalog's own field names, created inactive
 * and so invisible to the API until it is activated (which fires product.created and needs a
 * complete feed label; a draft may leave label fields out and be completed in the editor). The input schema
 * is the one source of the admin API's body, its validation and its OpenAPI description.
 */
import { type Static, Type } from 'typebox';
import type { FieldError } from '../core/errors.ts';
import { hasWholeCents } from '../core/money.ts';
import { isValidEan13 } from './ean.ts';
import { CATEGORIES, LINES, SPECIES } from './enums.ts';
import {
  AdditivesSchema,
  DieteticPurposeSchema,
  FeedTypeSchema,
  OperatorRegistrationSchema,
  OperatorSchema,
} from './labelling.ts';
import { NetQuantitySchema } from './net-quantity.ts';
import { AnalyticalConstituentsSchema, enumOf, FeedingGuideSchema, StockStatusSchema } from './schema.ts';

const Text = (max: number) => Type.String({ minLength: 1, maxLength: max });

const Price = (description: string) =>
  Type.Number({
    exclusiveMinimum: 0,
    exclusiveMaximum: 10000,
    description: `${description} (EUR, at most 2 decimals)`,
  });

const DraftVariantSchema = Type.Object(
  {
    size: Type.String({ minLength: 1, maxLength: 50, pattern: '^\\S(.*\\S)?$' }),
    price: Price('Price'),
    compare_price: Type.Optional(Type.Union([Price('Crossed-out original price, above price'), Type.Null()])),
    stock_status: StockStatusSchema,
    ean: Type.String({ pattern: '^\\d{13}$', description: 'EAN-13 with a valid check digit' }),
    // Required: the unit price (PAngV §4) is computed from it, never guessed from the size label.
    net_quantity: NetQuantitySchema,
  },
  { additionalProperties: false },
);

export const DraftSchema = Type.Object(
  {
    slug: Type.String({ minLength: 1, maxLength: 200, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' }),
    sku: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9][A-Za-z0-9._-]*$' }),
    name: Text(200),
    name_en: Text(200),
    brand: Text(100),
    species: enumOf(SPECIES),
    category: enumOf(CATEGORIES),
    vat_rate: Type.Optional(
      Type.Union([Type.Literal(7), Type.Literal(19)], {
        description:
          'VAT rate in per cent; left out, the rate of the category (7 for food, snacks and supplements, 19 for care)',
      }),
    ),
    line: enumOf(LINES),
    description: Text(5000),
    description_en: Text(5000),
    ingredients: Text(5000),
    analytical_constituents: Type.Optional(AnalyticalConstituentsSchema),
    feeding_guide: Type.Optional(Type.Union([FeedingGuideSchema, Type.Null()])),
    feed_type: Type.Optional(FeedTypeSchema),
    dietetic_purpose: Type.Optional(DieteticPurposeSchema),
    additives: Type.Optional(AdditivesSchema),
    operator: Type.Optional(Type.Union([OperatorSchema, Type.Null()])),
    operator_registration: Type.Optional(OperatorRegistrationSchema),
    images: Type.Optional(
      Type.Array(Type.String({ minLength: 9, maxLength: 2000, format: 'uri', description: 'A public https URL' }), {
        minItems: 1,
        maxItems: 10,
        description: 'The first is the main image; left out, the generated /images/products/{slug}.svg',
      }),
    ),
    is_bestseller: Type.Optional(Type.Boolean({ description: 'false when left out' })),
    tags: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 50, pattern: '^[a-zA-Z0-9-]+$' }), { maxItems: 30 }),
    ),
    product_variants: Type.Array(DraftVariantSchema, { minItems: 1, maxItems: 10 }),
  },
  { additionalProperties: false },
);
export type Draft = Static<typeof DraftSchema>;

/** What the schema cannot say: EAN check digits, sizes and EANs given twice, cents, compare_price above price. */
export function draftProblems(draft: Pick<Draft, 'product_variants'>): FieldError[] {
  const errors: FieldError[] = [];
  const sizes = new Set<string>();
  const eans = new Set<string>();
  draft.product_variants.forEach((v, i) => {
    const at = `product_variants[${i}]`;
    if (sizes.has(v.size)) errors.push({ path: `${at}.size`, message: 'is listed twice' });
    sizes.add(v.size);
    if (!isValidEan13(v.ean)) errors.push({ path: `${at}.ean`, message: 'is not a valid EAN-13 (check digit)' });
    else if (eans.has(v.ean)) errors.push({ path: `${at}.ean`, message: 'is listed twice' });
    eans.add(v.ean);
    if (!hasWholeCents(v.price)) errors.push({ path: `${at}.price`, message: 'must have at most 2 decimals' });
    if (typeof v.compare_price === 'number') {
      if (!hasWholeCents(v.compare_price))
        errors.push({ path: `${at}.compare_price`, message: 'must have at most 2 decimals' });
      else if (v.compare_price <= v.price)
        errors.push({ path: `${at}.compare_price`, message: 'must be greater than price' });
    }
  });
  return errors;
}
