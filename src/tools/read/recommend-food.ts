import { Type } from 'typebox';
import { enumOf, type Product, ProductSchema } from '../../catalog/schema.ts';
import { ALLERGEN_IDS, recommendFood } from '../../nutrition/index.ts';
import { defineTool, READ_ONLY } from '../types.ts';
import { AnimalProfileParams, DailyGramsSchema, NutritionSpeciesParam, nutritionProblem } from './common.ts';

/**
 * Most entries listed in `excluded`; `excluded_total` counts them all. On a large catalog an allergy
 * can leave out tens of thousands of products, which listed in full made a multi-MB answer.
 */
export const EXCLUDED_LISTED = 50;
/** Reads of the catalog before giving up on a recommended product deactivated in between. */
const ATTEMPTS = 3;

const PREFERENCES = ['wet', 'dry', 'mixed'] as const;
const FOOD_CATEGORIES = ['nassfutter', 'trockenfutter'] as const;

const BilingualReason = Type.Object({
  de: Type.String(),
  en: Type.String(),
  points: Type.Number({ description: 'What this criterion added to the score (0 = information only)' }),
});

export const recommendFoodTool = defineTool({
  name: 'recommend_food',
  title: 'Recommend food for a pet',
  description: `Recommends complete foods (wet and dry food) for one dog or cat, ranked by a transparent score with reasons in German and English. Filters by species; derives the life stage from age_months (junior/kitten below 12 months, large dog breeds longer; senior from about 7 years; adult foods for puppies are ranked down, junior foods for grown animals excluded); excludes every product whose ingredients contain an allergen under any German or English name, including EU category wording that may contain it (allergies in either language, e.g. "Huhn", "chicken", "Rind", "Milch", "Weizen", "Getreide", "fish", "Lamm", "Ei", "Soja"). preference: wet (Nassfutter), dry (Trockenfutter), mixed (pairs of one wet and one dry food sharing the daily energy, wet_share of it from the wet food); omitted = wet and dry foods, each as the only food. With weight_kg each recommendation carries its daily amount in grams. \`excluded\` lists the products left out with the reason, the first ${EXCLUDED_LISTED} in catalog order, and \`excluded_total\` counts all of them; \`unknown_allergies\` lists allergy words that could not be understood (ask the user to rephrase them).`,
  kind: 'read',
  scope: 'products:read',
  input: Type.Object(
    {
      species: NutritionSpeciesParam,
      ...AnimalProfileParams,
      weight_kg: Type.Optional(
        Type.Number({
          minimum: 0.1,
          maximum: 100,
          description: 'Current body weight in kg: adds the daily amount per food',
        }),
      ),
      allergies: Type.Optional(
        Type.Array(Type.String({ minLength: 1, maxLength: 60 }), {
          maxItems: 20,
          description: `Allergies or ingredients to avoid, German or English names (e.g. "Huhn", "beef", "Milch"). Known allergens: ${ALLERGEN_IDS.join(', ')}`,
        }),
      ),
      preference: Type.Optional(
        enumOf(PREFERENCES, 'wet = Nassfutter, dry = Trockenfutter, mixed = wet and dry together'),
      ),
      wet_share: Type.Optional(
        Type.Number({
          minimum: 0.1,
          maximum: 0.9,
          description: 'With preference mixed: share of the daily energy from wet food (default 0.5)',
        }),
      ),
      limit: Type.Optional(
        Type.Integer({
          minimum: 1,
          maximum: 10,
          default: 5,
          description: 'Recommendations to return (1–10, default 5); with mixed, the number of wet/dry pairs',
        }),
      ),
    },
    { additionalProperties: false },
  ),
  output: Type.Object({
    life_stage: Type.Union(
      [
        Type.Object({
          stage: enumOf(['junior', 'kitten', 'adult', 'mature', 'senior'] as const),
          reason: Type.String(),
          reason_en: Type.String(),
        }),
        Type.Null(),
      ],
      { description: 'From age_months; null when no age was given' },
    ),
    recommendations: Type.Array(
      Type.Object({
        product: ProductSchema,
        score: Type.Number(),
        reasons: Type.Array(BilingualReason),
        daily_grams: Type.Union([DailyGramsSchema, Type.Null()], {
          description: 'Daily amount of this food (its share when mixing); null without weight_kg or energy data',
        }),
        kcal_per_day: Type.Union([Type.Integer(), Type.Null()], {
          description: 'kcal a day from this food at the recommended amount',
        }),
        share: Type.Number({
          description: 'Share of the daily energy from this food: 1 alone, wet_share or 1 − wet_share when mixing',
        }),
        paired_with: Type.Union([Type.String(), Type.Null()], {
          description: 'With mixed: the slug of the other food of the pair',
        }),
      }),
      { description: 'Best first; with mixed, wet then dry of each pair' },
    ),
    excluded: Type.Array(
      Type.Object({
        slug: Type.String(),
        reason: Type.String({ description: 'German' }),
        reason_en: Type.String(),
        allergens: Type.Array(
          Type.Object({
            allergen: enumOf(ALLERGEN_IDS),
            certainty: enumOf(
              ['contains', 'may_contain'] as const,
              'may_contain: an EU category name such as "Getreide" or "Fleisch und tierische Nebenerzeugnisse" could hold it',
            ),
            matched: Type.String({ description: 'The words of the ingredient list that matched' }),
          }),
        ),
      }),
      {
        description: `Products of the species and food type left out, with the reason: at most the first ${EXCLUDED_LISTED} in catalog order`,
      },
    ),
    excluded_total: Type.Integer({
      minimum: 0,
      description: 'All products left out, including those beyond the listed ones',
    }),
    unknown_allergies: Type.Array(Type.String(), {
      description: 'Allergy entries that name no known allergen: not applied',
    }),
  }),
  annotations: READ_ONLY,
  run: async (ctx, p) => {
    const wanted =
      p.preference === 'wet' ? ['nassfutter'] : p.preference === 'dry' ? ['trockenfutter'] : FOOD_CATEGORIES;
    const profile = {
      species: p.species,
      age_months: p.age_months,
      weight_kg: p.weight_kg,
      expected_adult_weight_kg: p.expected_adult_weight_kg,
      activity: p.activity,
      neutered: p.neutered,
      allergies: p.allergies,
      preference: p.preference,
      wet_share: p.wet_share,
      limit: p.limit ?? 5,
    };
    for (let attempt = 1; ; attempt++) {
      // Scored from a lean projection; only the recommended products are loaded in full.
      const lists = await Promise.all(
        wanted.map((category) => ctx.services.search.recommendCandidates({ species: p.species, category })),
      );
      const candidates = lists.flat();
      let result: ReturnType<typeof recommendFood>;
      try {
        result = recommendFood(candidates, profile);
      } catch (error) {
        throw nutritionProblem(error);
      }
      const chosen = new Set(result.recommendations.map((r) => r.product.slug));
      const ids = candidates.filter((c) => chosen.has(c.slug)).map((c) => c.id);
      const bySlug = new Map<string, Product>(
        (await ctx.services.catalog.activeProducts(ids)).map((product) => [product.slug, product]),
      );
      const complete = result.recommendations.every((r) => bySlug.has(r.product.slug));
      // A product deactivated between the two reads: score again on the catalog as it is now.
      if (!complete && attempt < ATTEMPTS) continue;
      return {
        ...result,
        recommendations: result.recommendations.flatMap((r) => {
          const product = bySlug.get(r.product.slug);
          return product ? [{ ...r, product }] : [];
        }),
        excluded: result.excluded.slice(0, EXCLUDED_LISTED),
        excluded_total: result.excluded.length,
      };
    }
  },
});
