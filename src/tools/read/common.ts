/** Pieces the read tools share: parameter schemas and the mapping of nutrition errors to problems. */
import { Type } from '@fastify/type-provider-typebox';
import { enumOf } from '../../catalog/schema.ts';
import { ApiError, invalidParameters } from '../../http/errors.ts';
import { ACTIVITIES, NutritionError } from '../../nutrition/index.ts';

export const NutritionSpeciesParam = enumOf(['DOG', 'CAT'] as const, 'The animal: DOG (Hund) or CAT (Katze)');

/** The optional profile extras both nutrition tools accept. */
export const AnimalProfileParams = {
  age_months: Type.Optional(
    Type.Number({
      minimum: 0,
      maximum: 360,
      description:
        'Age in months. Puppies and kittens (growth) get a higher energy need and more meals; omitted = adult',
    }),
  ),
  expected_adult_weight_kg: Type.Optional(
    Type.Number({
      minimum: 0.1,
      maximum: 120,
      description:
        'Expected adult body weight in kg (young dogs: sets the size class and the FEDIAF puppy factor). Omitted = the current weight',
    }),
  ),
  activity: Type.Optional(
    enumOf(
      ACTIVITIES,
      'Adult dogs (FEDIAF): low (< 1 h/day), moderate (1–3 h/day, the default), high (high-impact exercise), very_high (3–6 h/day, working dogs)',
    ),
  ),
  neutered: Type.Optional(
    Type.Boolean({ description: 'Neutered/indoor cats get the lower FEDIAF factor (75 instead of 100 × BW^0.67)' }),
  ),
};

export const DailyGramsSchema = Type.Object(
  {
    min: Type.Integer({ description: 'g per day' }),
    max: Type.Integer({ description: 'g per day' }),
    recommended: Type.Integer({ description: 'g per day: the midpoint of min and max' }),
  },
  { description: 'Daily amount in whole grams' },
);

/**
 * A business error of the nutrition core as a problem (CONTRACT §6): no feeding guide, wrong
 * species and missing energy data → 422; a missing species or a bad value → 400 naming the
 * parameter as `parameters.<name>`, like schema validation does.
 */
export function nutritionProblem(error: unknown): unknown {
  if (!(error instanceof NutritionError)) return error;
  switch (error.code) {
    case 'no_feeding_guide':
    case 'wrong_species':
    case 'no_energy_data':
      return new ApiError(422, error.code, error.message);
    case 'species_required':
      return invalidParameters([
        {
          path: `parameters.${error.parameter ?? 'species'}`,
          message: 'is required for a product for dogs and cats (BOTH): give DOG or CAT',
        },
      ]);
    case 'invalid_parameters':
      return invalidParameters([
        { path: error.parameter ? `parameters.${error.parameter}` : 'parameters', message: error.message },
      ]);
  }
}
