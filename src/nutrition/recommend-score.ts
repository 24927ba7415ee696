/**
 * The transparent score of recommend_food: a sum of named points, each reported to the caller as
 * a reason in German and English, so a ranking can always be explained.
 */
import { type AllergenId, allergenById } from './allergen-table.ts';
import { formatNumber } from './format.ts';
import { isGrowthStage, type LifeStage } from './life-stage.ts';

export interface ScoredReason {
  de: string;
  en: string;
  /** What this reason added to the score (0 for plain information). */
  points: number;
}

/** The points of each criterion, in one place so that the ranking policy is easy to review. */
export const SCORE_POINTS = {
  /** Junior food for a growing animal. */
  growthFood: 30,
  /** Adult food for a growing animal, or junior food when the age is unknown: ranked down, not excluded. */
  growthMismatch: -20,
  senior: 20,
  /** Senior recipe for a mature cat (7–10 years): helpful, less needed than for a senior. */
  mature: 10,
  /** With allergies: sensitive line and hypoallergenic tag each. */
  sensitive: 10,
  hypoallergenic: 10,
  /** A single animal protein makes an elimination diet possible: worth more with allergies. */
  monoprotein: 5,
  monoproteinWithAllergies: 15,
  grainFree: 5,
  grainFreeWithGrainAllergy: 10,
  bestseller: 5,
  /** Per star above 3 (and below), from 3 ratings on: at most ±10. */
  perStar: 5,
} as const;

const MIN_RATINGS = 3;

export interface ScoreProduct {
  line: string;
  tags: readonly string[];
  is_bestseller: boolean;
  rating_average?: number | null | undefined;
  rating_count?: number | null | undefined;
}

export interface ScoreContext {
  /** Null when the age is unknown. */
  stage: LifeStage | null;
  allergens: readonly AllergenId[];
}

const JUNIOR_TAGS = ['welpe', 'kitten', 'junior', 'puppy'];

/** Food made for growth: the junior line or a puppy/kitten tag. */
export function isJuniorFood(product: Pick<ScoreProduct, 'line' | 'tags'>): boolean {
  return product.line === 'junior' || product.tags.some((t) => JUNIOR_TAGS.includes(t.toLowerCase()));
}

function hasTag(product: ScoreProduct, tag: string): boolean {
  return product.tags.some((t) => t.toLowerCase() === tag);
}

export function scoreProduct(product: ScoreProduct, context: ScoreContext): { score: number; reasons: ScoredReason[] } {
  const reasons: ScoredReason[] = [];
  const add = (points: number, de: string, en: string) => reasons.push({ de, en, points });
  const junior = isJuniorFood(product);
  const { stage } = context;

  if (stage !== null && isGrowthStage(stage)) {
    if (junior) add(SCORE_POINTS.growthFood, 'Junior-Futter für wachsende Tiere', 'junior food for growing animals');
    else
      add(
        SCORE_POINTS.growthMismatch,
        'kein Junior-Futter: für das Wachstum weniger passend',
        'not a junior food: less suited to growth',
      );
  } else if (stage === null && junior) {
    add(SCORE_POINTS.growthMismatch, 'Junior-Futter, aber Alter nicht angegeben', 'junior food, but no age given');
  }
  if (hasTag(product, 'senior')) {
    if (stage === 'senior')
      add(SCORE_POINTS.senior, 'Senioren-Rezeptur für ältere Tiere', 'senior recipe for older animals');
    else if (stage === 'mature')
      add(SCORE_POINTS.mature, 'Senioren-Rezeptur, passend ab 7 Jahren', 'senior recipe, suitable from 7 years');
  }

  const allergies = context.allergens.length > 0;
  if (allergies) {
    const names = context.allergens.map((id) => allergenById(id));
    add(
      0,
      `laut Zutatenliste ohne ${names.map((a) => a.name).join(', ')}`,
      `no ${names.map((a) => a.name_en).join(', ')} in the ingredient list`,
    );
    if (product.line === 'sensitiv')
      add(SCORE_POINTS.sensitive, 'Sensitiv-Linie für empfindliche Tiere', 'sensitive line for delicate animals');
    if (hasTag(product, 'hypoallergen'))
      add(SCORE_POINTS.hypoallergenic, 'hypoallergene Rezeptur', 'hypoallergenic recipe');
  }
  if (hasTag(product, 'monoprotein')) {
    add(
      allergies ? SCORE_POINTS.monoproteinWithAllergies : SCORE_POINTS.monoprotein,
      'Monoprotein: eine einzige tierische Proteinquelle',
      'monoprotein: a single animal protein source',
    );
  }
  if (hasTag(product, 'getreidefrei')) {
    const grainAllergy = context.allergens.includes('wheat') || context.allergens.includes('corn');
    add(grainAllergy ? SCORE_POINTS.grainFreeWithGrainAllergy : SCORE_POINTS.grainFree, 'getreidefrei', 'grain-free');
  }
  if (product.is_bestseller) add(SCORE_POINTS.bestseller, 'Bestseller', 'bestseller');
  const average = product.rating_average;
  const count = product.rating_count ?? 0;
  if (typeof average === 'number' && Number.isFinite(average) && count >= MIN_RATINGS) {
    const points = Math.round((average - 3) * SCORE_POINTS.perStar * 10) / 10;
    add(
      points,
      `Kundenbewertung ${formatNumber(average, 'de')} von 5 (${count} Bewertungen)`,
      `customer rating ${formatNumber(average, 'en')} of 5 (${count} ratings)`,
    );
  }
  const score = Math.round(reasons.reduce((sum, r) => sum + r.points, 0) * 10) / 10;
  return { score, reasons };
}
