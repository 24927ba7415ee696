/**
 * Life stage from species, age and adult body weight (docs/nutrition.md#life-stages).
 * Dogs: junior while growing (longer for large and giant breeds), senior from about 7 years
 * (large breeds earlier, small later). Cats: AAHA/AAFP 2021 life stages.
 */
import type { NutritionSpecies } from './types.ts';

export type DogLifeStage = 'junior' | 'adult' | 'senior';
export type CatLifeStage = 'kitten' | 'adult' | 'mature' | 'senior';
export type LifeStage = DogLifeStage | CatLifeStage;

export interface LifeStageResult {
  stage: LifeStage;
  /** Short German reason, e.g. "Junior: großer Hund (über 25 kg), wächst bis etwa 15 Monate". */
  reason: string;
  reason_en: string;
}

export interface LifeStageInput {
  species: NutritionSpecies;
  age_months: number;
  /**
   * Adult body weight: the expected adult weight for a young dog, the current weight for a grown
   * one. The current weight of a puppy understates its size class, so callers pass the expected
   * adult weight when they know it. Unknown → treated as a medium-sized dog.
   */
  adult_weight_kg?: number | undefined;
}

/** Dog size classes by adult weight (docs/nutrition.md#life-stages: small < 10 kg, large > 25 kg, giant > 45 kg). */
export type DogSize = 'small' | 'medium' | 'large' | 'giant';

export function dogSize(adultWeightKg: number | undefined): DogSize {
  if (adultWeightKg === undefined) return 'medium';
  if (adultWeightKg > 45) return 'giant';
  if (adultWeightKg > 25) return 'large';
  if (adultWeightKg < 10) return 'small';
  return 'medium';
}

/**
 * Month at which a dog stops being junior. The literature gives ranges (large 15–18, giant 18–24);
 * we use the lower end, because from then on an adult food with a measured ration is fine and the
 * junior lines are built for the fast-growth phase.
 */
const JUNIOR_UNTIL_MONTHS: Record<DogSize, number> = { small: 12, medium: 12, large: 15, giant: 18 };

/** Month from which a dog counts as senior: about 7 years, large breeds from 6, small from 8. */
const SENIOR_FROM_MONTHS: Record<DogSize, number> = { small: 96, medium: 84, large: 72, giant: 72 };

const SIZE_TEXT: Record<DogSize, { de: string; en: string }> = {
  small: { de: 'kleiner Hund (unter 10 kg)', en: 'small dog (under 10 kg)' },
  medium: { de: 'mittelgroßer Hund (10–25 kg)', en: 'medium-sized dog (10–25 kg)' },
  large: { de: 'großer Hund (über 25 kg)', en: 'large dog (over 25 kg)' },
  giant: { de: 'Riesenrasse (über 45 kg)', en: 'giant breed (over 45 kg)' },
};

export function lifeStage(input: LifeStageInput): LifeStageResult {
  return input.species === 'CAT' ? catLifeStage(input.age_months) : dogLifeStage(input);
}

function dogLifeStage(input: LifeStageInput): LifeStageResult {
  const size = dogSize(input.adult_weight_kg);
  const sizeText = SIZE_TEXT[size];
  const sizeDe = input.adult_weight_kg === undefined ? 'Gewicht unbekannt, wie mittelgroßer Hund' : sizeText.de;
  const sizeEn = input.adult_weight_kg === undefined ? 'weight unknown, treated as medium-sized' : sizeText.en;
  const juniorUntil = JUNIOR_UNTIL_MONTHS[size];
  const seniorFrom = SENIOR_FROM_MONTHS[size];
  if (input.age_months < juniorUntil) {
    return {
      stage: 'junior',
      reason: `Junior: ${sizeDe}, wächst bis etwa ${juniorUntil} Monate`,
      reason_en: `Junior: ${sizeEn}, growing until about ${juniorUntil} months`,
    };
  }
  if (input.age_months >= seniorFrom) {
    return {
      stage: 'senior',
      reason: `Senior: ${sizeDe}, Seniorenalter ab etwa ${seniorFrom / 12} Jahren`,
      reason_en: `Senior: ${sizeEn}, senior from about ${seniorFrom / 12} years`,
    };
  }
  return {
    stage: 'adult',
    reason: `Erwachsen: ${sizeDe}, ausgewachsen ab etwa ${juniorUntil} Monaten, Senior ab etwa ${seniorFrom / 12} Jahren`,
    reason_en: `Adult: ${sizeEn}, grown from about ${juniorUntil} months, senior from about ${seniorFrom / 12} years`,
  };
}

/**
 * AAHA/AAFP 2021: kitten up to 1 year, young and prime adult 1–6 years, mature adult 7–10 years,
 * senior over 10 years. "7–10" counts whole years, so mature starts at 84 months and senior after
 * the tenth birthday (over 120 months).
 */
function catLifeStage(ageMonths: number): LifeStageResult {
  if (ageMonths < 12) {
    return { stage: 'kitten', reason: 'Kitten: unter 12 Monaten', reason_en: 'Kitten: under 12 months' };
  }
  if (ageMonths < 84) {
    return { stage: 'adult', reason: 'Erwachsen: 1–6 Jahre', reason_en: 'Adult: 1–6 years' };
  }
  if (ageMonths <= 120) {
    return { stage: 'mature', reason: 'Reife Katze: 7–10 Jahre', reason_en: 'Mature: 7–10 years' };
  }
  return { stage: 'senior', reason: 'Senior: über 10 Jahre', reason_en: 'Senior: over 10 years' };
}

/** Growing animals: junior dogs and kittens. */
export function isGrowthStage(stage: LifeStage): boolean {
  return stage === 'junior' || stage === 'kitten';
}
