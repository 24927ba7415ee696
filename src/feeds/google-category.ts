/**
 * The shop's (species, category) → Google product taxonomy id (`g:google_product_category`), the
 * one map the feeds use (table in docs/prices-and-labels.md). Ids are those of Google's
 * "taxonomy with ids" list; the path of each is in its comment.
 *
 * Products for dogs and cats (species BOTH): Merchant Center takes one category per product, and
 * the taxonomy has no food or treat category for both species: the common parent, Pet Supplies (2),
 * also holds beds, leashes and toys, so it would say less than a food category and let Google
 * match the product to the wrong searches. Google asks for the most specific category that fits,
 * so BOTH food and treats take the dog id. Supplements and care have species-neutral categories.
 */
import type { Category, Species } from '../catalog/enums.ts';

export const GOOGLE_CATEGORY = {
  /** Animals & Pet Supplies > Pet Supplies > Dog Supplies > Dog Food */
  DOG_FOOD: 3530,
  /** Animals & Pet Supplies > Pet Supplies > Cat Supplies > Cat Food */
  CAT_FOOD: 3367,
  /** Animals & Pet Supplies > Pet Supplies > Dog Supplies > Dog Treats */
  DOG_TREATS: 5011,
  /** Animals & Pet Supplies > Pet Supplies > Cat Supplies > Cat Treats */
  CAT_TREATS: 5002,
  /** Animals & Pet Supplies > Pet Supplies > Pet Vitamins & Supplements */
  SUPPLEMENTS: 5081,
  /**
   * Animals & Pet Supplies > Pet Supplies > Pet Grooming Supplies. Not its child Pet Shampoo &
   * Conditioner (6406): the care category mixes shampoos, sprays and brushes.
   */
  GROOMING: 6383,
} as const;

type Id = (typeof GOOGLE_CATEGORY)[keyof typeof GOOGLE_CATEGORY];

const BY_CATEGORY: Record<Category, Record<Species, Id>> = {
  nassfutter: { DOG: GOOGLE_CATEGORY.DOG_FOOD, CAT: GOOGLE_CATEGORY.CAT_FOOD, BOTH: GOOGLE_CATEGORY.DOG_FOOD },
  trockenfutter: { DOG: GOOGLE_CATEGORY.DOG_FOOD, CAT: GOOGLE_CATEGORY.CAT_FOOD, BOTH: GOOGLE_CATEGORY.DOG_FOOD },
  snacks: { DOG: GOOGLE_CATEGORY.DOG_TREATS, CAT: GOOGLE_CATEGORY.CAT_TREATS, BOTH: GOOGLE_CATEGORY.DOG_TREATS },
  nahrungsergaenzung: {
    DOG: GOOGLE_CATEGORY.SUPPLEMENTS,
    CAT: GOOGLE_CATEGORY.SUPPLEMENTS,
    BOTH: GOOGLE_CATEGORY.SUPPLEMENTS,
  },
  pflege: { DOG: GOOGLE_CATEGORY.GROOMING, CAT: GOOGLE_CATEGORY.GROOMING, BOTH: GOOGLE_CATEGORY.GROOMING },
};

/** The taxonomy id of a product, or null for a category the map does not know (the marketplace then
 * classifies the item itself). */
export function googleProductCategory(species: Species, category: string): Id | null {
  return (BY_CATEGORY as Record<string, Record<Species, Id>>)[category]?.[species] ?? null;
}
