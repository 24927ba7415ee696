import { Type } from 'typebox';
import { DomainError } from '../../core/errors.ts';
import {
  computeFeedingGuide,
  type FeedingGuideResult,
  FeedingGuideResultSchema,
  tablePoints,
} from '../../nutrition/index.ts';
import { defineTool, READ_ONLY } from '../types.ts';
import { AnimalProfileParams, NutritionSpeciesParam, nutritionProblem } from './common.ts';

/** Complete foods: only they may be dosed from the energy need when the table does not cover the weight. */
const COMPLETE_FOODS: ReadonlySet<string> = new Set(['nassfutter', 'trockenfutter']);

export const getFeedingGuide = defineTool({
  name: 'get_feeding_guide',
  title: 'Calculate the daily feeding amount',
  description:
    'The recommended daily amount (grams) of one product for one animal. basis "feeding_table": the maker’s table covers the weight (between two table weights scaled by metabolic body weight, g = g0 × (w/w0)^0.75 for dogs, ^0.67 for cats). basis "energy": outside the table, the FEDIAF energy need (kcal/day) divided by the food’s energy density (stated kcal/100 g, or computed from the analytical constituents by NRC 2006), range ±10 %. Also returns kcal per day, meals per day and an explanation in German and English. species may be left out for a dog or cat product and is required for a product for both (BOTH). Care products have no feeding guide → 422 no_feeding_guide; a species the product is not for → 422 wrong_species; treats and supplements are dosed only within their maker’s table (outside it → 422 outside_feeding_table). Individual needs vary by about ±30 %.',
  kind: 'read',
  scope: 'products:read',
  input: Type.Object(
    {
      product_slug: Type.String({
        minLength: 1,
        maxLength: 200,
        description: 'The product slug (from search_products)',
      }),
      weight_kg: Type.Number({ minimum: 0.1, maximum: 100, description: 'Current body weight in kg (0.1–100)' }),
      species: Type.Optional(NutritionSpeciesParam),
      ...AnimalProfileParams,
    },
    { additionalProperties: false },
  ),
  output: FeedingGuideResultSchema,
  annotations: READ_ONLY,
  run: async (ctx, p) => {
    const product = await ctx.services.catalog.getProduct(p.product_slug);
    let result: FeedingGuideResult;
    try {
      result = computeFeedingGuide(product, {
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
    // A treat or supplement is dosed by its maker's table only: the energy basis would make it the
    // whole day's ration (300 g of tuna flakes for a 20 kg dog).
    if (result.basis === 'energy' && !COMPLETE_FOODS.has(product.category) && product.feeding_guide) {
      const points = tablePoints(product.feeding_guide.rows);
      const covered =
        product.feeding_guide.species === result.species && points.length > 0
          ? `covers ${points[0]?.weight_kg}–${points.at(-1)?.weight_kg} kg`
          : `is written for ${product.feeding_guide.species === 'DOG' ? 'dogs' : 'cats'}`;
      throw new DomainError(
        'outside_feeding_table',
        `${product.slug} is a ${product.category === 'snacks' ? 'treat' : 'supplement'}, dosed only by the maker’s feeding table, which ${covered}`,
      );
    }
    return result;
  },
});
