/** Pieces the read tools share: parameter schemas and the mapping of nutrition errors to problems. */
import { Type } from 'typebox';
import { enumOf } from '../../catalog/schema.ts';
import { DomainError, fieldError } from '../../core/errors.ts';
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

export { DailyGramsSchema } from '../../nutrition/index.ts';

/**
 * A business error of the nutrition core as a problem (docs/contract.md#errors): no feeding guide, wrong
 * species and missing energy data → 422; a missing species or a bad value → 400 naming the
 * parameter (the tool edge prefixes it `parameters.`, like schema validation does).
 */
export function nutritionProblem(error: unknown): unknown {
  if (!(error instanceof NutritionError)) return error;
  switch (error.code) {
    case 'no_feeding_guide':
    case 'wrong_species':
    case 'no_energy_data':
      return new DomainError(error.code, error.message);
    case 'species_required':
      return fieldError(
        error.parameter ?? 'species',
        'is required for a product for dogs and cats (BOTH): give DOG or CAT',
      );
    case 'invalid_parameters':
      return fieldError(error.parameter ?? '', error.message);
  }
}
