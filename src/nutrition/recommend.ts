/**
 * recommend_food (docs/nutrition.md): foods for one animal's profile, ranked by a transparent score,
 * with every product left out for an allergy or for being junior food for a grown animal listed
 * with its reason. Pure: the tool reads the catalog and passes the products in.
 */
import type { Species } from '../catalog/enums.ts';
import { type AllergenId, allergenById } from './allergen-table.ts';
import { type AllergenMatch, allergenMatcher, resolveAllergens } from './allergens.ts';
import { dailyEnergyNeed } from './energy-need.ts';
import { NutritionError } from './errors.ts';
import {
  computeFeedingGuide,
  ENERGY_RANGE,
  type FeedingGuideParams,
  type FeedingGuideProduct,
  productEnergyDensity,
} from './feeding-guide.ts';
import { isGrowthStage, type LifeStageResult, lifeStage } from './life-stage.ts';
import { isJuniorFood, type ScoredReason, scoreProduct } from './recommend-score.ts';
import type { DailyGrams } from './schema.ts';
import type { Activity, NutritionSpecies } from './types.ts';

export interface RecommendProduct extends FeedingGuideProduct {
  name: string;
  name_en: string;
  line: string;
  tags: readonly string[];
  ingredients: string;
  is_bestseller: boolean;
  rating_average?: number | null;
  rating_count?: number | null;
}

export type FeedingPreference = 'wet' | 'dry' | 'mixed';

export interface RecommendProfile {
  species: NutritionSpecies;
  age_months?: number | undefined;
  weight_kg?: number | undefined;
  expected_adult_weight_kg?: number | undefined;
  activity?: Activity | undefined;
  neutered?: boolean | undefined;
  /** What the user typed: 'Huhn', 'chicken', 'Getreide', ... */
  allergies?: readonly string[] | undefined;
  preference?: FeedingPreference | undefined;
  /** Share of the daily energy from wet food when mixing, 0 < share < 1. Default 0.5. */
  wet_share?: number | undefined;
  /** Number of recommendations; with 'mixed' the number of wet/dry pairs. Default 5. */
  limit?: number | undefined;
}

export interface Recommendation {
  product: { slug: string; name: string; name_en: string; category: string; line: string };
  score: number;
  /** Each criterion that counted, in German and English, with the points it added. */
  reasons: ScoredReason[];
  /** Daily amount of this food for its share; null without weight_kg or without energy data. */
  daily_grams: DailyGrams | null;
  /** kcal a day that this food supplies at the recommended amount; null like daily_grams. */
  kcal_per_day: number | null;
  /** Share of the daily energy from this food: 1 alone, wet_share / 1 − wet_share when mixing. */
  share: number;
  /** With 'mixed': the slug of the other food of the pair. */
  paired_with: string | null;
}

export interface ExcludedProduct {
  slug: string;
  reason: string;
  reason_en: string;
  allergens: AllergenMatch[];
}

export interface RecommendResult {
  /** Null when no age was given. */
  life_stage: LifeStageResult | null;
  recommendations: Recommendation[];
  excluded: ExcludedProduct[];
  /** Allergy entries that name no known allergen; the tool reports them instead of ignoring them. */
  unknown_allergies: string[];
}

export const DEFAULT_LIMIT = 5;
export const DEFAULT_WET_SHARE = 0.5;

/** Complete foods only: snacks, supplements and care products are never a ration. */
const FOODS = ['nassfutter', 'trockenfutter'] as const;
const FOOD_CATEGORY: Record<FeedingPreference, readonly string[]> = {
  wet: ['nassfutter'],
  dry: ['trockenfutter'],
  mixed: FOODS,
};

/** DOG matches DOG and BOTH products, CAT likewise (docs/contract.md#catalog). */
function speciesFits(productSpecies: Species, species: NutritionSpecies): boolean {
  return productSpecies === species || productSpecies === 'BOTH';
}

function validate(profile: RecommendProfile): { limit: number; wetShare: number } {
  if (profile.species !== 'DOG' && profile.species !== 'CAT') {
    throw new NutritionError('invalid_parameters', 'species must be DOG or CAT', 'species');
  }
  const limit = profile.limit ?? DEFAULT_LIMIT;
  if (!Number.isInteger(limit) || limit < 1) {
    throw new NutritionError('invalid_parameters', 'limit must be a whole number ≥ 1', 'limit');
  }
  const wetShare = profile.wet_share ?? DEFAULT_WET_SHARE;
  if (!(Number.isFinite(wetShare) && wetShare > 0 && wetShare < 1)) {
    throw new NutritionError('invalid_parameters', 'wet_share must be between 0 and 1', 'wet_share');
  }
  for (const [name, value] of [
    ['age_months', profile.age_months],
    ['weight_kg', profile.weight_kg],
    ['expected_adult_weight_kg', profile.expected_adult_weight_kg],
  ] as const) {
    const minimumOk = name === 'age_months' ? (v: number) => v >= 0 : (v: number) => v > 0;
    if (value !== undefined && !(Number.isFinite(value) && minimumOk(value))) {
      throw new NutritionError('invalid_parameters', `${name} is out of range`, name);
    }
  }
  return { limit, wetShare };
}

function exclusionReason(
  allergens: readonly AllergenMatch[],
  juniorOnly: boolean,
): { reason: string; reason_en: string } {
  const de: string[] = [];
  const en: string[] = [];
  for (const match of allergens) {
    const allergen = allergenById(match.allergen);
    if (match.certainty === 'contains') {
      de.push(`enthält ${allergen.name} („${match.matched}“)`);
      en.push(`contains ${allergen.name_en} ("${match.matched}")`);
    } else {
      de.push(`kann ${allergen.name} enthalten („${match.matched}“)`);
      en.push(`may contain ${allergen.name_en} ("${match.matched}")`);
    }
  }
  if (juniorOnly) {
    de.push('Junior-Futter, für ausgewachsene Tiere nicht vorgesehen');
    en.push('junior food, not meant for grown animals');
  }
  return { reason: de.join('; '), reason_en: en.join('; ') };
}

function feedingParams(
  profile: RecommendProfile,
  weightKg: number,
): FeedingGuideParams & { species: NutritionSpecies } {
  return {
    weight_kg: weightKg,
    species: profile.species,
    age_months: profile.age_months,
    expected_adult_weight_kg: profile.expected_adult_weight_kg,
    activity: profile.activity,
    neutered: profile.neutered,
  };
}

/** The whole ration of one food, from its feeding guide; null when it cannot be computed. */
function singleRation(product: RecommendProduct, profile: RecommendProfile) {
  if (profile.weight_kg === undefined) return null;
  try {
    const guide = computeFeedingGuide(product, feedingParams(profile, profile.weight_kg));
    return { daily_grams: guide.daily_grams, kcal_per_day: guide.kcal_per_day };
  } catch (error) {
    if (error instanceof NutritionError) return null;
    throw error;
  }
}

/**
 * One food's part of a mixed ration: its share of the FEDIAF daily energy, converted with its own
 * energy density, ±10 % like the energy basis of the feeding guide. One energy figure for both
 * foods (not each food's table) is what makes the two parts add up to the day (docs/nutrition.md#feeding-tables).
 */
function shareRation(product: RecommendProduct, kcalPerDay: number | null, share: number, species: NutritionSpecies) {
  if (kcalPerDay === null) return null;
  const density = productEnergyDensity(product, species);
  if (!density) return null;
  const kcal = kcalPerDay * share;
  const grams = (kcal / density.kcal_per_100g) * 100;
  return {
    daily_grams: {
      min: Math.round(grams * (1 - ENERGY_RANGE)),
      max: Math.round(grams * (1 + ENERGY_RANGE)),
      recommended: Math.round(grams),
    },
    kcal_per_day: Math.round(kcal),
  };
}

interface Ranked {
  product: RecommendProduct;
  score: number;
  reasons: ScoredReason[];
}

function byRank(a: Ranked, b: Ranked): number {
  return (
    b.score - a.score ||
    Number(b.product.is_bestseller) - Number(a.product.is_bestseller) ||
    (b.product.rating_average ?? 0) - (a.product.rating_average ?? 0) ||
    a.product.slug.localeCompare(b.product.slug)
  );
}

function recommendation(
  ranked: Ranked,
  ration: { daily_grams: DailyGrams; kcal_per_day: number } | null,
  share: number,
  pairedWith: string | null,
  extraReasons: ScoredReason[] = [],
): Recommendation {
  const { product } = ranked;
  return {
    product: {
      slug: product.slug,
      name: product.name,
      name_en: product.name_en,
      category: product.category,
      line: product.line,
    },
    score: ranked.score,
    reasons: [...ranked.reasons, ...extraReasons],
    daily_grams: ration?.daily_grams ?? null,
    kcal_per_day: ration?.kcal_per_day ?? null,
    share,
    paired_with: pairedWith,
  };
}

function percent(share: number): string {
  return `${Math.round(share * 100)} %`;
}

export function recommendFood(products: readonly RecommendProduct[], profile: RecommendProfile): RecommendResult {
  const { limit, wetShare } = validate(profile);
  const species = profile.species;
  const stage =
    profile.age_months === undefined
      ? null
      : lifeStage({
          species,
          age_months: profile.age_months,
          adult_weight_kg: profile.expected_adult_weight_kg ?? profile.weight_kg,
        });
  const allergies = resolveAllergens(profile.allergies ?? []);
  const allergenIds: readonly AllergenId[] = allergies.ids;
  // Compiled once for the call; a catalog repeats ingredient lists (sizes, recipes), each is matched once.
  const allergensIn = allergenMatcher(allergenIds);
  // No preference: wet and dry foods alike, each recommended as the only food.
  const categories = profile.preference ? FOOD_CATEGORY[profile.preference] : FOODS;

  const excluded: ExcludedProduct[] = [];
  const ranked: Ranked[] = [];
  for (const product of products) {
    if (!categories.includes(product.category) || !speciesFits(product.species, species)) continue;
    const found = allergenIds.length > 0 ? allergensIn(product.ingredients) : [];
    // Junior food is left out for grown animals; for growing ones adult food is only ranked down.
    const juniorOnly = stage !== null && !isGrowthStage(stage.stage) && isJuniorFood(product);
    if (found.length > 0 || juniorOnly) {
      excluded.push({ slug: product.slug, ...exclusionReason(found, juniorOnly), allergens: found });
      continue;
    }
    ranked.push({ product, ...scoreProduct(product, { stage: stage?.stage ?? null, allergens: allergenIds }) });
  }
  ranked.sort(byRank);

  const result = { life_stage: stage, excluded, unknown_allergies: allergies.unknown };
  if (profile.preference !== 'mixed') {
    const recommendations = ranked
      .slice(0, limit)
      .map((r) => recommendation(r, singleRation(r.product, profile), 1, null));
    return { ...result, recommendations };
  }
  return { ...result, recommendations: mixedRecommendations(ranked, profile, limit, wetShare) };
}

/**
 * Mixed feeding: the i-th best wet food paired with the i-th best dry food, up to `limit` pairs,
 * listed wet then dry. When one kind is missing altogether the other is recommended alone.
 */
function mixedRecommendations(
  ranked: readonly Ranked[],
  profile: RecommendProfile,
  limit: number,
  wetShare: number,
): Recommendation[] {
  const wet = ranked.filter((r) => r.product.category === 'nassfutter');
  const dry = ranked.filter((r) => r.product.category === 'trockenfutter');
  if (wet.length === 0 || dry.length === 0) {
    const missing = wet.length === 0 ? { de: 'Nassfutter', en: 'wet food' } : { de: 'Trockenfutter', en: 'dry food' };
    const note: ScoredReason = {
      de: `kein passendes ${missing.de} für die Mischfütterung gefunden: als Alleinfutter berechnet`,
      en: `no suitable ${missing.en} found for mixed feeding: computed as the only food`,
      points: 0,
    };
    return ranked.slice(0, limit).map((r) => recommendation(r, singleRation(r.product, profile), 1, null, [note]));
  }
  const kcalPerDay =
    profile.weight_kg === undefined ? null : dailyEnergyNeed(feedingParams(profile, profile.weight_kg)).kcal_per_day;
  const part = (ranked: Ranked, share: number, partner: Ranked): Recommendation =>
    recommendation(
      ranked,
      shareRation(ranked.product, kcalPerDay, share, profile.species),
      share,
      partner.product.slug,
      [
        {
          de: `Mischfütterung: ${percent(share)} der Tagesenergie`,
          en: `mixed feeding: ${percent(share)} of the daily energy`,
          points: 0,
        },
      ],
    );
  const recommendations: Recommendation[] = [];
  for (let i = 0; i < Math.min(wet.length, dry.length, limit); i++) {
    const w = wet[i];
    const d = dry[i];
    if (!w || !d) break;
    recommendations.push(part(w, wetShare, d), part(d, 1 - wetShare, w));
  }
  return recommendations;
}
