/** The nutrition core behind get_feeding_guide and recommend_food: pure functions, no I/O. */

export type { Certainty } from './allergen-rules.ts';
export type { Allergen, AllergenId } from './allergen-table.ts';
export { ALLERGEN_IDS, ALLERGENS, allergenById } from './allergen-table.ts';
export type { AllergenMatch } from './allergens.ts';
export { findAllergens, resolveAllergen, resolveAllergens } from './allergens.ts';
export type { Constituents, EnergyDensity, EnergyDensityInput } from './energy-density.ts';
export {
  energyDensity,
  modifiedAtwaterKcalPer100g,
  nrc2006KcalPer100g,
  parseConstituents,
} from './energy-density.ts';
export type { EnergyNeed, EnergyNeedInput } from './energy-need.ts';
export { dailyEnergyNeed } from './energy-need.ts';
export { NutritionError } from './errors.ts';
export type { FeedingGuideParams, FeedingGuideProduct } from './feeding-guide.ts';
export { computeFeedingGuide, productEnergyDensity } from './feeding-guide.ts';
export type { TableLookup, TablePoint } from './feeding-table.ts';
export { lookupFeedingTable, tablePoints } from './feeding-table.ts';
export type { CatLifeStage, DogLifeStage, LifeStage, LifeStageInput, LifeStageResult } from './life-stage.ts';
export { lifeStage } from './life-stage.ts';
export type {
  ExcludedProduct,
  FeedingPreference,
  Recommendation,
  RecommendProduct,
  RecommendProfile,
  RecommendResult,
} from './recommend.ts';
export { recommendFood } from './recommend.ts';
export type { ScoredReason } from './recommend-score.ts';
export type { DailyGrams, FeedingGuideResult } from './schema.ts';
export { DailyGramsSchema, FeedingGuideResultSchema } from './schema.ts';
export type { Activity, BilingualText, NutritionSpecies } from './types.ts';
export { ACTIVITIES } from './types.ts';
