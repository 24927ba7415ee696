/**
 * Feed labelling (Regulation (EU) No 767/2009): the mandatory particulars of pet food, which a
 * distance seller must make available before the purchase (Art. 11), and the check that a product
 * carries all of them before it may be offered. Care products are not feed: `feed_type` null and no
 * feed particulars. See docs/prices-and-labels.md for each rule and its source.
 */
import { type Static, Type } from 'typebox';
import type { FieldError } from '../core/errors.ts';
import type { Category } from './enums.ts';

export const FEED_TYPES = ['complete', 'complementary'] as const;
export type FeedType = (typeof FEED_TYPES)[number];

export const FeedTypeSchema = Type.Union([Type.Literal('complete'), Type.Literal('complementary'), Type.Null()], {
  description:
    'complete (Alleinfuttermittel) or complementary (Ergänzungsfuttermittel: treats and supplements); null for care products, which are not feed',
});

export const AdditiveSchema = Type.Object(
  {
    group: Type.Union([Type.Literal('nutritional'), Type.Literal('technological'), Type.Literal('sensory')], {
      description: 'The additive category: nutritional (vitamins, trace elements), technological, sensory',
    }),
    name: Type.String({ minLength: 1, maxLength: 200, description: 'As on the label, e.g. Zink als Zinkchelat' }),
    amount: Type.Union([Type.Number({ exclusiveMinimum: 0, maximum: 10_000_000 }), Type.Null()], {
      description: 'Added amount per kg of feed; required for nutritional additives, may be null otherwise',
    }),
    unit: Type.Union([Type.String({ minLength: 1, maxLength: 20 }), Type.Null()], {
      description: 'Unit of amount, e.g. IE/kg or mg/kg; null with amount',
    }),
  },
  { additionalProperties: false },
);
export type Additive = Static<typeof AdditiveSchema>;

export const AdditivesSchema = Type.Array(AdditiveSchema, {
  maxItems: 50,
  description: 'Feed additives as declared under "Zusatzstoffe"; empty when none are added',
});

export const OperatorSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    address: Type.String({ minLength: 1, maxLength: 500, description: 'Postal address in one line' }),
  },
  {
    additionalProperties: false,
    description: 'The feed business operator responsible for the labelling',
  },
);
export type Operator = Static<typeof OperatorSchema>;

export const DieteticPurposeSchema = Type.Union([Type.String({ minLength: 1, maxLength: 300 }), Type.Null()], {
  description:
    'The particular nutritional purpose of a dietetic feed (Diätfuttermittel), e.g. Verringerung von Ausgangserzeugnis- und Nährstoffunverträglichkeiten; null for other feed',
});

export const OperatorRegistrationSchema = Type.Union([Type.String({ minLength: 1, maxLength: 60 }), Type.Null()], {
  description: 'Approval or registration number of the establishment, e.g. DE-BY-1-00231',
});

/** The labelling fields of a product, as the wire and the stores show them. */
export interface Label {
  feed_type: FeedType | null;
  dietetic_purpose: string | null;
  additives: Additive[];
  operator: Operator | null;
  operator_registration: string | null;
}

export const LABEL_FIELDS = [
  'feed_type',
  'dietetic_purpose',
  'additives',
  'operator',
  'operator_registration',
] as const;

/** A product that states no particulars yet (a care product, or a draft to be completed). */
export const NO_LABEL: Label = {
  feed_type: null,
  dietetic_purpose: null,
  additives: [],
  operator: null,
  operator_registration: null,
};

/** The label's columns as the products table holds them (labelColumns writes, labelFromColumns reads). */
export interface LabelColumns {
  feed_type: string | null;
  dietetic_purpose: string | null;
  additives: string;
  operator_name: string | null;
  operator_address: string | null;
  operator_registration: string | null;
}

export function labelFromColumns(row: LabelColumns): Label {
  return {
    feed_type: row.feed_type as FeedType | null,
    dietetic_purpose: row.dietetic_purpose,
    additives: JSON.parse(row.additives) as Additive[],
    operator:
      row.operator_name === null || row.operator_address === null
        ? null
        : { name: row.operator_name, address: row.operator_address },
    operator_registration: row.operator_registration,
  };
}

/** The label as the products table stores it. */
export function labelColumns(label: Label): LabelColumns {
  return {
    feed_type: label.feed_type,
    dietetic_purpose: label.dietetic_purpose,
    additives: JSON.stringify(label.additives),
    operator_name: label.operator?.name ?? null,
    operator_address: label.operator?.address ?? null,
    operator_registration: label.operator_registration,
  };
}

/** The constituents every dog and cat food declares (Annex VII); moisture only above the threshold. */
const REQUIRED_CONSTITUENTS = ['Rohprotein', 'Rohfett', 'Rohfaser', 'Rohasche'] as const;
export const MOISTURE = 'Feuchtigkeit';
/** Moisture above this (per cent) must be declared; wet food always lies above it. */
export const MOISTURE_THRESHOLD = 14;

/** Treats and supplements are complementary feed; they cannot claim to be a complete ration. */
const COMPLEMENTARY_CATEGORIES: readonly Category[] = ['snacks', 'nahrungsergaenzung'];

export const isFeed = (category: Category): boolean => category !== 'pflege';

export interface LabelSubject extends Label {
  category: Category;
  ingredients: string;
  /** Per cent by label term (Rohprotein, ...). */
  analytical_constituents: Record<string, number>;
  /** Only whether there is one counts here. */
  feeding_guide: object | null;
  product_variants: { size: string; net_quantity: unknown }[];
}

const blank = (text: string | null | undefined) => text === null || text === undefined || text.trim() === '';

/**
 * Every mandatory particular the product lacks, one field error each (empty: the label is
 * complete). Batch number and minimum storage life are printed on the pack and exempt from
 * distance selling, so they are not asked for here.
 */
export function missingParticulars(p: LabelSubject): FieldError[] {
  const missing: FieldError[] = [];
  const need = (path: string, message: string) => missing.push({ path, message });
  for (const v of p.product_variants) {
    if (v.net_quantity === null) need(`product_variants.${v.size}.net_quantity`, 'is required (net quantity)');
  }
  if (!isFeed(p.category)) {
    if (p.feed_type !== null) need('feed_type', 'must be null: care products are not feed');
    return missing;
  }
  if (p.feed_type === null) need('feed_type', 'is required: complete or complementary');
  else if (p.feed_type === 'complete' && COMPLEMENTARY_CATEGORIES.includes(p.category)) {
    need('feed_type', 'must be complementary: treats and supplements are complementary feed');
  }
  if (blank(p.operator?.name) || blank(p.operator?.address)) {
    need('operator', 'is required: name and address of the responsible feed business operator');
  }
  if (blank(p.operator_registration)) need('operator_registration', 'is required (registration or approval number)');
  if (blank(p.ingredients)) need('ingredients', 'is required (composition)');
  for (const key of REQUIRED_CONSTITUENTS) {
    if (typeof p.analytical_constituents[key] !== 'number') need(`analytical_constituents.${key}`, 'is required');
  }
  if (p.category === 'nassfutter' && typeof p.analytical_constituents[MOISTURE] !== 'number') {
    need(`analytical_constituents.${MOISTURE}`, `is required: wet food has more than ${MOISTURE_THRESHOLD} % moisture`);
  }
  if (p.feeding_guide === null) need('feeding_guide', 'is required (instructions for proper use)');
  p.additives.forEach((a, i) => {
    if (a.group === 'nutritional' && (a.amount === null || blank(a.unit))) {
      need(`additives[${i}].amount`, 'is required with its unit for a nutritional additive');
    }
  });
  return missing;
}
