/**
 * Daily metabolisable energy need (kcal ME/day) after FEDIAF (docs/nutrition.md#energy-need).
 * Individual needs vary by about ±30 %: the explanations say so.
 */
import { NutritionError } from './errors.ts';
import { formatNumber, type Lang } from './format.ts';
import { lifeStage } from './life-stage.ts';
import { type Activity, metabolicExponent, type NutritionSpecies } from './types.ts';

/** FEDIAF adult dogs, kcal × BW^0.75. "very_high" takes 150, the lower end of 150–175 for working dogs. */
export const DOG_ACTIVITY_FACTOR: Record<Activity, number> = { low: 95, moderate: 110, high: 125, very_high: 150 };

/** FEDIAF adult cats, kcal × BW^0.67: active (the default) or indoor/neutered. */
export const CAT_ACTIVE_FACTOR = 100;
export const CAT_INDOOR_FACTOR = 75;

/** FEDIAF puppies, kcal × BW^0.75, by share of the expected adult weight. */
export const PUPPY_FACTORS = { under50: 210, from50to80: 175, from80: 140 } as const;

/**
 * FEDIAF kitten multiples of the adult cat need, as the midpoints of its ranges:
 * 2.0–2.5 below 4 months → 2.25, 1.75–2.0 at 4–9 months → 1.875, 1.5 at 9–12 months.
 */
export const KITTEN_MULTIPLIERS = { under4: 2.25, from4to9: 1.875, from9to12: 1.5 } as const;

export interface EnergyNeedInput {
  species: NutritionSpecies;
  weight_kg: number;
  age_months?: number | undefined;
  expected_adult_weight_kg?: number | undefined;
  activity?: Activity | undefined;
  neutered?: boolean | undefined;
}

export interface EnergyNeed {
  /** kcal ME per day, one decimal. */
  kcal_per_day: number;
  stage: 'adult' | 'puppy' | 'kitten';
  /** kcal factor k in k × BW^exponent. */
  factor: number;
  exponent: number;
  /** Kitten multiple of the adult need; 1 otherwise. */
  multiplier: number;
  /** What the figure stands for, e.g. "FEDIAF-Erhaltungsbedarf, erwachsener Hund, mäßige Aktivität". */
  basis: string;
  basis_en: string;
}

const ACTIVITY_TEXT: Record<Activity, { de: string; en: string }> = {
  low: { de: 'geringe Aktivität', en: 'low activity' },
  moderate: { de: 'mäßige Aktivität', en: 'moderate activity' },
  high: { de: 'hohe Aktivität', en: 'high activity' },
  very_high: { de: 'sehr hohe Aktivität (Arbeitshund)', en: 'very high activity (working dog)' },
};

export function dailyEnergyNeed(input: EnergyNeedInput): EnergyNeed {
  assertPositive(input.weight_kg, 'weight_kg');
  if (input.age_months !== undefined && !(Number.isFinite(input.age_months) && input.age_months >= 0)) {
    throw new NutritionError('invalid_parameters', 'age_months must be a number ≥ 0', 'age_months');
  }
  if (input.expected_adult_weight_kg !== undefined) {
    assertPositive(input.expected_adult_weight_kg, 'expected_adult_weight_kg');
  }
  return input.species === 'CAT' ? catNeed(input) : dogNeed(input);
}

function assertPositive(value: number, parameter: string): void {
  if (!(typeof value === 'number' && Number.isFinite(value) && value > 0)) {
    throw new NutritionError('invalid_parameters', `${parameter} must be a number > 0`, parameter);
  }
}

/**
 * A dog is fed for growth when its age makes it junior, or — age unknown — when it still weighs
 * less than the expected adult weight the caller gave. Without either we assume an adult.
 */
function isGrowingDog(input: EnergyNeedInput): boolean {
  if (input.age_months !== undefined) {
    const adultWeight = input.expected_adult_weight_kg ?? input.weight_kg;
    return lifeStage({ species: 'DOG', age_months: input.age_months, adult_weight_kg: adultWeight }).stage === 'junior';
  }
  return input.expected_adult_weight_kg !== undefined && input.weight_kg < input.expected_adult_weight_kg;
}

function dogNeed(input: EnergyNeedInput): EnergyNeed {
  const exponent = metabolicExponent('DOG');
  if (isGrowingDog(input)) return puppyNeed(input, exponent);
  // The activity table is the basis for adults; FEDIAF's alternative table by age (1–2 y 130,
  // 3–7 y 110, > 7 y 95) describes the same dogs and is not applied on top, to avoid counting
  // age twice. Neutering is likewise left to the activity level.
  const activity = input.activity ?? 'moderate';
  const factor = DOG_ACTIVITY_FACTOR[activity];
  return {
    kcal_per_day: round1(factor * input.weight_kg ** exponent),
    stage: 'adult',
    factor,
    exponent,
    multiplier: 1,
    basis: `FEDIAF-Erhaltungsbedarf, erwachsener Hund, ${ACTIVITY_TEXT[activity].de}`,
    basis_en: `FEDIAF maintenance need, adult dog, ${ACTIVITY_TEXT[activity].en}`,
  };
}

/**
 * Puppies by share of expected adult weight (< 50 % → 210, 50–80 % → 175, 80–100 % → 140). When
 * the expected adult weight is unknown, we assume the share from the age, after typical growth
 * curves: below 4 months 210, 4 to under 8 months 175, from 8 months 140.
 */
function puppyNeed(input: EnergyNeedInput, exponent: number): EnergyNeed {
  let factor: number;
  let basis: string;
  let basisEn: string;
  if (input.expected_adult_weight_kg !== undefined) {
    const share = input.weight_kg / input.expected_adult_weight_kg;
    factor = share < 0.5 ? PUPPY_FACTORS.under50 : share < 0.8 ? PUPPY_FACTORS.from50to80 : PUPPY_FACTORS.from80;
    const percent = Math.round(share * 100);
    basis = `FEDIAF-Wachstumsbedarf, Welpe bei ${percent} % des erwarteten Erwachsenengewichts`;
    basisEn = `FEDIAF growth need, puppy at ${percent} % of expected adult weight`;
  } else {
    const age = input.age_months ?? 0;
    factor = age < 4 ? PUPPY_FACTORS.under50 : age < 8 ? PUPPY_FACTORS.from50to80 : PUPPY_FACTORS.from80;
    basis = `FEDIAF-Wachstumsbedarf, Welpe mit ${formatNumber(age, 'de')} Monaten (Erwachsenengewicht unbekannt, Wachstumsstufe nach Alter angenommen: unter 4 Monaten 210, bis 8 Monate 175, danach 140)`;
    basisEn = `FEDIAF growth need, puppy at ${formatNumber(age, 'en')} months (adult weight unknown, growth stage assumed from age: under 4 months 210, up to 8 months 175, then 140)`;
  }
  return {
    kcal_per_day: round1(factor * input.weight_kg ** exponent),
    stage: 'puppy',
    factor,
    exponent,
    multiplier: 1,
    basis,
    basis_en: basisEn,
  };
}

function catNeed(input: EnergyNeedInput): EnergyNeed {
  const exponent = metabolicExponent('CAT');
  const age = input.age_months;
  if (age !== undefined && age < 12) {
    // Kittens grow on the active adult need; the indoor/neutered reduction is for adults.
    const multiplier =
      age < 4 ? KITTEN_MULTIPLIERS.under4 : age < 9 ? KITTEN_MULTIPLIERS.from4to9 : KITTEN_MULTIPLIERS.from9to12;
    const ageDe = formatNumber(age, 'de');
    return {
      kcal_per_day: round1(CAT_ACTIVE_FACTOR * input.weight_kg ** exponent * multiplier),
      stage: 'kitten',
      factor: CAT_ACTIVE_FACTOR,
      exponent,
      multiplier,
      basis: `FEDIAF-Wachstumsbedarf, Kitten mit ${ageDe} Monaten: Bedarf einer erwachsenen Katze × ${formatNumber(multiplier, 'de', 3)} (Mitte der FEDIAF-Spanne)`,
      basis_en: `FEDIAF growth need, kitten at ${formatNumber(age, 'en')} months: adult cat need × ${formatNumber(multiplier, 'en', 3)} (midpoint of the FEDIAF range)`,
    };
  }
  // 'low' activity stands for an indoor cat: FEDIAF gives one lower figure for indoor or neutered.
  const indoor = input.neutered === true || input.activity === 'low';
  const factor = indoor ? CAT_INDOOR_FACTOR : CAT_ACTIVE_FACTOR;
  return {
    kcal_per_day: round1(factor * input.weight_kg ** exponent),
    stage: 'adult',
    factor,
    exponent,
    multiplier: 1,
    basis: indoor
      ? 'FEDIAF-Erhaltungsbedarf, Wohnungskatze oder kastriert'
      : 'FEDIAF-Erhaltungsbedarf, aktive erwachsene Katze',
    basis_en: indoor ? 'FEDIAF maintenance need, indoor or neutered cat' : 'FEDIAF maintenance need, active adult cat',
  };
}

/** The formula with the numbers filled in, e.g. "110 × 10^0,75" or "100 × 2^0,67 × 1,875". */
export function energyFormula(need: EnergyNeed, weightKg: number, lang: Lang): string {
  const base = `${need.factor} × ${formatNumber(weightKg, lang, 2)}^${formatNumber(need.exponent, lang, 2)}`;
  return need.multiplier === 1 ? base : `${base} × ${formatNumber(need.multiplier, lang, 3)}`;
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
