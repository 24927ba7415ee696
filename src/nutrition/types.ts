/** Shared vocabulary of the nutrition core: the species a ration is computed for and activity levels. */

/** A ration is always for one animal: a BOTH product needs the caller to say which. */
export type NutritionSpecies = 'DOG' | 'CAT';

export const ACTIVITIES = ['low', 'moderate', 'high', 'very_high'] as const;
/**
 * FEDIAF activity levels for adult dogs: low (< 1 h/day), moderate (1–3 h/day, low impact, the
 * default), high (moderate activity with high impact), very_high (3–6 h/day working dogs).
 */
export type Activity = (typeof ACTIVITIES)[number];

/** A short text in both shop languages. */
export interface BilingualText {
  de: string;
  en: string;
}

/** Exponent of metabolic body weight: dogs BW^0.75, cats BW^0.67 (FEDIAF). */
export function metabolicExponent(species: NutritionSpecies): number {
  return species === 'CAT' ? 0.67 : 0.75;
}
