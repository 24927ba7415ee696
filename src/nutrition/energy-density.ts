/**
 * Energy density (metabolisable energy, kcal ME per 100 g as fed) of a food, from the maker's
 * stated figure or from its analytical constituents (docs/nutrition.md#energy-density).
 */
import type { AnalyticalConstituents } from '../catalog/schema.ts';
import { foldGerman } from './fold.ts';
import type { NutritionSpecies } from './types.ts';

/** Crude nutrients in % as fed. */
export interface Constituents {
  protein: number;
  fat: number;
  fibre: number;
  ash: number;
  moisture: number;
}

export interface EnergyDensity {
  kcal_per_100g: number;
  method: 'stated' | 'nrc2006';
  /** True when the label gave no moisture and a dry food's typical 10 % was assumed (see below). */
  moisture_assumed: boolean;
}

/**
 * Label spellings per nutrient, folded and stripped of everything but letters. EU labels say
 * "Rohöle und -fette" as often as "Rohfett"; older ones say "Rohfaser"/"Rohasche"; English
 * labels "crude protein" etc.
 */
const KEY_ALIASES: Record<keyof Constituents, readonly string[]> = {
  protein: ['rohprotein', 'protein', 'crudeprotein', 'proteingehalt'],
  fat: ['rohfett', 'rohole', 'roholeundfette', 'rohfette', 'fett', 'fettgehalt', 'crudefat', 'fat', 'crudeoilsandfats'],
  fibre: ['rohfaser', 'faser', 'crudefibre', 'crudefiber', 'fibre', 'fiber'],
  ash: ['rohasche', 'asche', 'anorganischerstoff', 'crudeash', 'ash', 'inorganicmatter'],
  moisture: ['feuchtigkeit', 'feuchte', 'feuchtegehalt', 'wasser', 'wassergehalt', 'moisture', 'water'],
};

/**
 * EU labels must declare moisture only above 14 % (Reg. (EU) 767/2009, Annex VII), so a dry food
 * may leave it out. For a dry food we then assume 10 %, the middle of the usual 8–12 %.
 */
export const ASSUMED_DRY_MOISTURE = 10;

/** Label values are rounded; allow the five shares to add up to a little over 100 %. */
const SUM_TOLERANCE = 1;

function keyOf(label: string): string {
  return foldGerman(label).replace(/[^a-z]/g, '');
}

/**
 * Reads protein, fat, fibre, ash and moisture from a label's constituents under any usual
 * spelling. Returns null when one is missing or the numbers cannot be a food. `dryFood` allows a
 * missing moisture (see ASSUMED_DRY_MOISTURE).
 */
export function parseConstituents(
  raw: AnalyticalConstituents | null | undefined,
  dryFood = false,
): { constituents: Constituents; moisture_assumed: boolean } | null {
  if (!raw) return null;
  const found: Partial<Record<keyof Constituents, number>> = {};
  for (const [label, value] of Object.entries(raw)) {
    const key = keyOf(label);
    for (const [nutrient, aliases] of Object.entries(KEY_ALIASES) as [keyof Constituents, readonly string[]][]) {
      if (found[nutrient] === undefined && aliases.includes(key)) found[nutrient] = value;
    }
  }
  let moistureAssumed = false;
  if (found.moisture === undefined && dryFood) {
    found.moisture = ASSUMED_DRY_MOISTURE;
    moistureAssumed = true;
  }
  const { protein, fat, fibre, ash, moisture } = found;
  if (protein === undefined || fat === undefined || fibre === undefined || ash === undefined) return null;
  if (moisture === undefined) return null;
  const values = [protein, fat, fibre, ash, moisture];
  if (values.some((v) => typeof v !== 'number' || !Number.isFinite(v) || v < 0)) return null;
  if (moisture >= 100 || protein + fat + fibre + ash + moisture > 100 + SUM_TOLERANCE) return null;
  return { constituents: { protein, fat, fibre, ash, moisture }, moisture_assumed: moistureAssumed };
}

/** Nitrogen-free extract (carbohydrate), never below 0 when rounded label values overshoot 100 %. */
export function nitrogenFreeExtract(c: Constituents): number {
  return Math.max(0, 100 - c.protein - c.fat - c.fibre - c.ash - c.moisture);
}

/**
 * NRC 2006 four-step ME estimate in kcal/100 g (preferred by FEDIAF, better than Atwater for dry
 * food): gross energy, digestibility from fibre on dry matter, digestible energy, then the urinary
 * loss of protein energy. Dogs and cats differ in digestibility and in that protein correction.
 */
export function nrc2006KcalPer100g(c: Constituents, species: NutritionSpecies): number {
  const nfe = nitrogenFreeExtract(c);
  const grossEnergy = 5.7 * c.protein + 9.4 * c.fat + 4.1 * (nfe + c.fibre);
  const fibreDryMatter = (c.fibre * 100) / (100 - c.moisture);
  const digestibility = species === 'CAT' ? 87.9 - 0.88 * fibreDryMatter : 91.2 - 1.43 * fibreDryMatter;
  const digestibleEnergy = (grossEnergy * digestibility) / 100;
  return digestibleEnergy - (species === 'CAT' ? 0.77 : 1.04) * c.protein;
}

/**
 * Modified Atwater (AAFCO) ME in kcal/100 g: 3.5·P + 8.5·F + 3.5·NFE. Kept as the documented
 * alternative; it overestimates high-fibre and underestimates highly digestible foods, which is why
 * the feeding guide uses NRC 2006.
 */
export function modifiedAtwaterKcalPer100g(c: Constituents): number {
  return 3.5 * c.protein + 8.5 * c.fat + 3.5 * nitrogenFreeExtract(c);
}

export interface EnergyDensityInput {
  species: NutritionSpecies;
  constituents?: AnalyticalConstituents | null;
  /** The maker's own figure (FeedingGuide.energy_kcal_per_100g): it wins when present. */
  stated_kcal_per_100g?: number | null;
  /** Product category; 'trockenfutter' allows a missing moisture declaration. */
  category?: string;
}

/** kcal ME/100 g rounded to one decimal, or null when neither a stated figure nor the constituents suffice. */
export function energyDensity(input: EnergyDensityInput): EnergyDensity | null {
  const stated = input.stated_kcal_per_100g;
  if (typeof stated === 'number' && Number.isFinite(stated) && stated > 0) {
    return { kcal_per_100g: round1(stated), method: 'stated', moisture_assumed: false };
  }
  const parsed = parseConstituents(input.constituents, input.category === 'trockenfutter');
  if (!parsed) return null;
  const kcal = nrc2006KcalPer100g(parsed.constituents, input.species);
  if (!(kcal > 0)) return null;
  return { kcal_per_100g: round1(kcal), method: 'nrc2006', moisture_assumed: parsed.moisture_assumed };
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
