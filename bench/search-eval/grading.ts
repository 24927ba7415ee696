/**
 * Graded relevance by written rules over the catalog, so every product — a new one too — is graded
 * by what it is, not by a list of ids. A query states what a shopper wants as criteria:
 *
 * - hard criteria (species, an excluded ingredient): a product that fails one is not relevant (0);
 * - soft criteria (category, protein, tag, need, life stage, ...): all met → 3, all but one → 2,
 *   at least one met → 1 (a partial match a shopper might still take), none → 0.
 *   With a single soft criterion: met → 3, else 0.
 *
 * Ingredients are read with the allergen code of src/nutrition (a "frei von Huhn" is no chicken).
 */
import type { Category, Species } from '../../src/catalog/enums.ts';
import type { Product } from '../../src/catalog/schema.ts';
import { type AllergenId, findAllergens } from '../../src/nutrition/index.ts';

export type Criterion =
  | { species: Species }
  | { category: Category[] }
  | { protein: AllergenId }
  | { without: AllergenId }
  | { tag: string }
  | { line: string }
  | { stage: 'junior' | 'senior' }
  | { text: RegExp };

export type Grade = 0 | 1 | 2 | 3;

/** The criteria that exclude a product outright. */
const isHard = (c: Criterion) => 'species' in c || 'without' in c;

function contains(product: Product, allergen: AllergenId): boolean {
  return findAllergens(product.ingredients, [allergen]).some((m) => m.certainty === 'contains');
}

function holds(product: Product, c: Criterion): boolean {
  if ('species' in c) return product.species === c.species || product.species === 'BOTH';
  if ('category' in c) return c.category.includes(product.category);
  if ('protein' in c) return contains(product, c.protein);
  if ('without' in c) return !contains(product, c.without);
  if ('tag' in c) return product.tags.includes(c.tag);
  if ('line' in c) return product.line === c.line;
  if ('stage' in c) {
    if (c.stage === 'junior')
      return product.line === 'junior' || product.tags.some((t) => t === 'welpe' || t === 'kitten');
    return product.tags.includes('senior');
  }
  return c.text.test(`${product.name} ${product.name_en} ${product.description} ${product.description_en}`);
}

export function grade(product: Product, criteria: readonly Criterion[]): Grade {
  if (criteria.filter(isHard).some((c) => !holds(product, c))) return 0;
  const soft = criteria.filter((c) => !isHard(c));
  if (soft.length === 0) return 3;
  const met = soft.filter((c) => holds(product, c)).length;
  if (met === soft.length) return 3;
  if (soft.length === 1) return 0;
  if (met === soft.length - 1) return 2;
  return met > 0 ? 1 : 0;
}
