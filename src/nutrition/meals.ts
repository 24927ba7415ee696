/** Meals per day: the maker's figure for adults, more small meals for young animals. */
import { lifeStage } from './life-stage.ts';
import type { NutritionSpecies } from './types.ts';

/** Used when a guide gives no usable figure: two meals is the common advice for adult dogs and cats. */
const DEFAULT_ADULT_MEALS = 2;

/**
 * Puppies: 4 meals below 4 months, at least 3 until 6 months, then the guide's figure.
 * Kittens: 4 below 4 months, then at least 3 until 12 months. Without an age we cannot tell a
 * young animal and use the guide's figure.
 */
export function mealsPerDay(
  guideMeals: number,
  species: NutritionSpecies,
  ageMonths: number | undefined,
  adultWeightKg: number | undefined,
): number {
  const adultMeals = Number.isFinite(guideMeals) && guideMeals >= 1 ? Math.round(guideMeals) : DEFAULT_ADULT_MEALS;
  if (ageMonths === undefined) return adultMeals;
  const { stage } = lifeStage({ species, age_months: ageMonths, adult_weight_kg: adultWeightKg });
  if (stage === 'junior') return ageMonths < 4 ? 4 : ageMonths < 6 ? Math.max(3, adultMeals) : adultMeals;
  if (stage === 'kitten') return ageMonths < 4 ? 4 : Math.max(3, adultMeals);
  return adultMeals;
}
