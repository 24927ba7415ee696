/**
 * Business errors of the nutrition core, with codes of the shop's ErrorCode union. The one code of
 * its own, species_required, is what the caller must fix (give DOG or CAT): the tool layer answers it
 * as invalid_parameters naming the species parameter, so the codes clients see stay stable.
 */
import type { ErrorCode } from '../core/errors.ts';

export type NutritionErrorCode =
  | Extract<ErrorCode, 'no_feeding_guide' | 'wrong_species' | 'no_energy_data' | 'invalid_parameters'>
  | 'species_required';

export class NutritionError extends Error {
  readonly code: NutritionErrorCode;
  /** The parameter the error is about, when there is one (e.g. 'species', 'weight_kg'). */
  readonly parameter: string | undefined;

  constructor(code: NutritionErrorCode, message: string, parameter?: string) {
    super(message);
    this.name = 'NutritionError';
    this.code = code;
    this.parameter = parameter;
  }
}
