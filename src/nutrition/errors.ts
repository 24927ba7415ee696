/**
 * Business errors of the nutrition core. The tool layer maps `code` to its problem response
 * (no_feeding_guide and wrong_species → 422, species_required and invalid_parameters → 400,
 * no_energy_data → 422), so the codes are part of the contract and must stay stable.
 */
export type NutritionErrorCode =
  | 'no_feeding_guide'
  | 'wrong_species'
  | 'species_required'
  | 'no_energy_data'
  | 'invalid_parameters';

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
