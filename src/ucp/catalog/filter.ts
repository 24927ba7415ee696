/**
 * The catalog filters applied to napf products (AND across filters, OR within `categories`), and
 * the part of them napf's search can apply itself, so fewer products have to be read and checked.
 */
import { CATEGORIES, type Category, LINES, type Line, type Species } from '../../catalog/enums.ts';
import { speciesMatches } from '../../catalog/repo.ts';
import type { Product, Variant } from '../../catalog/schema.ts';
import type { CatalogFilters } from './input.ts';
import { canOrder, categoryValues, priceCents } from './map.ts';

/** Whether the product itself (not a variant) passes the category, species, line and tag filters. */
export function productPasses(p: Product, f: CatalogFilters): boolean {
  if (f.categories !== undefined) {
    const values = new Set(categoryValues(p).map((c) => c.value));
    if (!f.categories.some((value) => values.has(value))) return false;
  }
  if (f.species !== undefined && !speciesMatches(f.species).includes(p.species)) return false;
  if (f.line !== undefined && p.line !== f.line) return false;
  if (f.tags !== undefined && !f.tags.every((tag) => p.tags.includes(tag.trim().toLowerCase()))) return false;
  return true;
}

/** Whether a variant passes the price and availability filters. */
export function variantPasses(v: Variant, f: CatalogFilters): boolean {
  const cents = priceCents(v);
  if (f.priceMin !== undefined && cents < f.priceMin) return false;
  if (f.priceMax !== undefined && cents > f.priceMax) return false;
  if (f.available === true && !canOrder(v)) return false;
  if (f.available === false && canOrder(v)) return false;
  return true;
}

/** The product's variants within the filters, in napf's order; [] when the product is filtered out. */
export function passingVariants(p: Product, f: CatalogFilters): Variant[] {
  return productPasses(p, f) ? p.product_variants.filter((v) => variantPasses(v, f)) : [];
}

/** What napf's search applies itself (the filters of the search_products tool). */
export interface PushedDown {
  species?: Species;
  category?: Category;
  line?: Line;
  tags?: string[];
}

const ROOT_SPECIES: Record<string, Species> = { hund: 'DOG', katze: 'CAT' };

/** What a single category value means in napf's own filters, or null when they cannot say it. */
function categoryFilter(value: string): PushedDown | null {
  if ((CATEGORIES as readonly string[]).includes(value)) return { category: value as Category };
  const root = ROOT_SPECIES[value];
  if (root) return { species: root };
  const [head, ...rest] = value.split('-');
  const tail = rest.join('-');
  const species = ROOT_SPECIES[head ?? ''];
  if (species && (CATEGORIES as readonly string[]).includes(tail)) return { species, category: tail as Category };
  if (head === 'linie' && (LINES as readonly string[]).includes(tail)) return { line: tail as Line };
  return null;
}

/**
 * The filters napf's search applies, and whether they are all of them: then every product it
 * returns passes and its total is the true count; otherwise each returned product is checked.
 */
export function pushDown(f: CatalogFilters): { napf: PushedDown; complete: boolean } {
  const napf: PushedDown = {};
  let complete = f.priceMin === undefined && f.priceMax === undefined && f.available === undefined;
  if (f.species) napf.species = f.species;
  if (f.line) napf.line = f.line;
  if (f.tags) napf.tags = f.tags;
  if (f.categories !== undefined) {
    const single = f.categories.length === 1 ? categoryFilter(f.categories[0] as string) : null;
    const clash =
      single !== null &&
      ((single.species !== undefined && napf.species !== undefined) || (single.line !== undefined && napf.line));
    if (single && !clash) Object.assign(napf, single);
    else complete = false;
  }
  return { napf, complete };
}
