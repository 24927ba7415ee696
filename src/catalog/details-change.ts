/**
 * A details change of a product (update_product_details, the dashboard's editor): which fields
 * change, their before and after, and the rule that an active product keeps a complete label — a
 * change that activates a product, or changes a labelling fact of an active one, is refused while a
 * mandatory particular is missing (docs/prices-and-labels.md).
 */
import { type Static, Type } from 'typebox';
import { DomainError, fieldError, fieldSentence, notFound } from '../core/errors.ts';
import {
  AdditivesSchema,
  DieteticPurposeSchema,
  FeedTypeSchema,
  LABEL_FIELDS,
  type Label,
  missingParticulars,
  OperatorRegistrationSchema,
  OperatorSchema,
} from './labelling.ts';
import { type NetQuantity, NetQuantitySchema } from './net-quantity.ts';
import { AnalyticalConstituentsSchema, FeedingGuideSchema, type Product } from './schema.ts';

const Text = (description: string) => Type.String({ minLength: 1, maxLength: 5000, description });

/**
 * The fields a details change may set, each optional: only those given change. The one source of
 * the update_product_details tool's parameters and the dashboard editor's body.
 */
export const DetailsChangeFields = {
  description: Type.Optional(Text('German description')),
  description_en: Type.Optional(Text('English description')),
  ingredients: Type.Optional(Text('Composition as on the label (Zusammensetzung), with percentages')),
  tags: Type.Optional(
    Type.Array(Type.String({ pattern: '^[a-z0-9äöüß]+(-[a-z0-9äöüß]+)*$', maxLength: 50 }), {
      maxItems: 30,
      uniqueItems: true,
      description: 'Replaces the list',
    }),
  ),
  is_bestseller: Type.Optional(Type.Boolean()),
  is_active: Type.Optional(
    Type.Boolean({
      description:
        'false hides the product from the shop; true needs a complete label (422 label_incomplete names what is missing); the first activation fires product.created',
    }),
  ),
  vat_rate: Type.Optional(
    Type.Union([Type.Literal(7), Type.Literal(19)], { description: 'VAT rate in per cent included in the prices' }),
  ),
  analytical_constituents: Type.Optional(AnalyticalConstituentsSchema),
  feeding_guide: Type.Optional(Type.Union([FeedingGuideSchema, Type.Null()])),
  feed_type: Type.Optional(FeedTypeSchema),
  dietetic_purpose: Type.Optional(DieteticPurposeSchema),
  additives: Type.Optional(AdditivesSchema),
  operator: Type.Optional(Type.Union([OperatorSchema, Type.Null()])),
  operator_registration: Type.Optional(OperatorRegistrationSchema),
  variants: Type.Optional(
    Type.Array(
      Type.Object(
        {
          size: Type.String({ minLength: 1, maxLength: 50, description: 'The variant, by its size label' }),
          net_quantity: NetQuantitySchema,
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 10, description: 'Net quantities of variants (the base of their unit prices)' },
    ),
  ),
};

export const DetailsChangeSchema = Type.Object(DetailsChangeFields, { additionalProperties: false, minProperties: 1 });
export type DetailsChange = Static<typeof DetailsChangeSchema>;

type ProductField = Exclude<keyof DetailsChange, 'variants'>;

/** Facts the label check looks at: a change to one of them on an active product is checked. */
const LABEL_FACTS = new Set<string>([...LABEL_FIELDS, 'ingredients', 'analytical_constituents', 'feeding_guide']);

export interface DetailsPlan {
  changedFields: string[];
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  /** The product fields that change, with their new values. */
  product: Partial<Record<ProductField, unknown>>;
  /** Variant ids whose net quantity changes, with the new one. */
  netQuantities: { variantId: string; net_quantity: NetQuantity }[];
  /** The full label after the change, when one of its fields changes. */
  label: Label | null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function planDetails(product: Product, input: DetailsChange): DetailsPlan {
  const fields = Object.keys(input) as (keyof DetailsChange)[];
  if (fields.length === 0) throw fieldError('', 'give at least one field to change');
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  const changes: Partial<Record<ProductField, unknown>> = {};
  for (const field of fields) {
    if (field === 'variants') continue;
    const next = field === 'tags' ? [...new Set((input.tags ?? []).map((t) => t.toLowerCase()))].sort() : input[field];
    if (!same(product[field], next)) {
      before[field] = product[field];
      after[field] = next;
      changes[field] = next;
    }
  }
  const changedFields = Object.keys(after);
  const netQuantities: DetailsPlan['netQuantities'] = [];
  const nextVariants = product.product_variants.map((v) => ({ size: v.size, net_quantity: v.net_quantity }));
  for (const { size, net_quantity } of input.variants ?? []) {
    const index = product.product_variants.findIndex((v) => v.size === size);
    const variant = product.product_variants[index];
    if (!variant) throw notFound(`Size ${size} of ${product.slug}`);
    if (same(variant.net_quantity, net_quantity)) continue;
    const field = `product_variants.${size}.net_quantity`;
    before[field] = variant.net_quantity;
    after[field] = net_quantity;
    changedFields.push(field);
    netQuantities.push({ variantId: variant.id, net_quantity });
    nextVariants[index] = { size, net_quantity };
  }
  const next = { ...product, ...changes, product_variants: nextVariants } as Product;
  const activating = changes.is_active === true;
  const labelTouched = changedFields.some((f) => LABEL_FACTS.has(f) || f.endsWith('.net_quantity'));
  if (next.is_active && (activating || labelTouched)) {
    const missing = missingParticulars(next);
    if (missing.length) throw new DomainError('label_incomplete', fieldSentence, { errors: missing });
  }
  const labelChanged = changedFields.some((f) => (LABEL_FIELDS as readonly string[]).includes(f));
  return {
    changedFields,
    before,
    after,
    product: changes,
    netQuantities,
    label: labelChanged
      ? {
          feed_type: next.feed_type,
          dietetic_purpose: next.dietetic_purpose,
          additives: next.additives,
          operator: next.operator,
          operator_registration: next.operator_registration,
        }
      : null,
  };
}
