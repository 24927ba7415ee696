/** Wire shapes of the nutrition core's answers: the schemas are the source, the types derived. */
import { type Static, Type } from 'typebox';
import { enumOf } from '../catalog/schema.ts';

/** A daily amount in whole grams; recommended is the midpoint of min and max. */
export const DailyGramsSchema = Type.Object(
  {
    min: Type.Integer({ description: 'g per day' }),
    max: Type.Integer({ description: 'g per day' }),
    recommended: Type.Integer({ description: 'g per day: the midpoint of min and max' }),
  },
  { description: 'Daily amount in whole grams' },
);
export type DailyGrams = Static<typeof DailyGramsSchema>;

export const FeedingGuideResultSchema = Type.Object({
  product_slug: Type.String(),
  species: enumOf(['DOG', 'CAT'] as const),
  weight_kg: Type.Number(),
  daily_grams: DailyGramsSchema,
  kcal_per_day: Type.Integer({ description: 'kcal ME per day at the recommended amount' }),
  meals_per_day: Type.Integer(),
  basis: enumOf(['feeding_table', 'energy'] as const, 'Where the amount comes from'),
  explanation: Type.String({ description: 'German: the calculation in words' }),
  explanation_en: Type.String({ description: 'English: the calculation in words' }),
});
export type FeedingGuideResult = Static<typeof FeedingGuideResultSchema>;
