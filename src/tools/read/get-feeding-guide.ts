import { Type } from '@fastify/type-provider-typebox';
import { enumOf } from '../../catalog/schema.ts';
import { computeFeedingGuide } from '../../nutrition/index.ts';
import { defineTool, READ_ONLY } from '../types.ts';
import { AnimalProfileParams, DailyGramsSchema, NutritionSpeciesParam, nutritionProblem } from './common.ts';

export const getFeedingGuide = defineTool({
  name: 'get_feeding_guide',
  title: 'Calculate the daily feeding amount',
  description:
    'The recommended daily amount (grams) of one product for one animal. basis "feeding_table": the maker’s table covers the weight (between two table weights scaled by metabolic body weight, g = g0 × (w/w0)^0.75 for dogs, ^0.67 for cats). basis "energy": outside the table, the FEDIAF energy need (kcal/day) divided by the food’s energy density (stated kcal/100 g, or computed from the analytical constituents by NRC 2006), range ±10 %. Also returns kcal per day, meals per day and an explanation in German and English. species may be left out for a dog or cat product and is required for a product for both (BOTH). Care products have no feeding guide → 422 no_feeding_guide; a species the product is not for → 422 wrong_species. Individual needs vary by about ±30 %.',
  kind: 'read',
  scope: 'products:read',
  input: Type.Object(
    {
      product_slug: Type.String({ minLength: 1, maxLength: 200, description: 'The product slug (from search_products)' }),
      weight_kg: Type.Number({ minimum: 0.1, maximum: 100, description: 'Current body weight in kg (0.1–100)' }),
      species: Type.Optional(NutritionSpeciesParam),
      ...AnimalProfileParams,
    },
    { additionalProperties: false },
  ),
  output: Type.Object({
    product_slug: Type.String(),
    species: enumOf(['DOG', 'CAT'] as const),
    weight_kg: Type.Number(),
    daily_grams: DailyGramsSchema,
    kcal_per_day: Type.Integer({ description: 'kcal ME per day at the recommended amount' }),
    meals_per_day: Type.Integer(),
    basis: enumOf(['feeding_table', 'energy'] as const, 'Where the amount comes from'),
    explanation: Type.String({ description: 'German: the calculation in words' }),
    explanation_en: Type.String({ description: 'English: the calculation in words' }),
  }),
  annotations: READ_ONLY,
  run: async (ctx, p) => {
    const product = await ctx.services.catalog.getProduct(p.product_slug);
    try {
      return computeFeedingGuide(product, {
        weight_kg: p.weight_kg,
        species: p.species,
        age_months: p.age_months,
        expected_adult_weight_kg: p.expected_adult_weight_kg,
        activity: p.activity,
        neutered: p.neutered,
      });
    } catch (error) {
      throw nutritionProblem(error);
    }
  },
});
