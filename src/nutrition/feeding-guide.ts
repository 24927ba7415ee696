/**
 * get_feeding_guide (docs/nutrition.md): the daily amount of one product for one animal, from the
 * maker's feeding table when it covers the weight, else from the FEDIAF energy need and the
 * food's energy density.
 */
import type { Species } from '../catalog/enums.ts';
import type { AnalyticalConstituents, FeedingGuide } from '../catalog/schema.ts';
import { type EnergyDensity, energyDensity } from './energy-density.ts';
import { dailyEnergyNeed, type EnergyNeed, energyFormula } from './energy-need.ts';
import { NutritionError } from './errors.ts';
import { lookupFeedingTable, type TableLookup, tablePoints } from './feeding-table.ts';
import { formatNumber, type Lang } from './format.ts';
import { mealsPerDay } from './meals.ts';
import type { FeedingGuideResult } from './schema.ts';
import { type Activity, metabolicExponent, type NutritionSpecies } from './types.ts';

/** The product fields the guide needs (a catalog product fits). */
export interface FeedingGuideProduct {
  slug: string;
  species: Species;
  category: string;
  feeding_guide: FeedingGuide | null;
  analytical_constituents?: AnalyticalConstituents | null;
}

export interface FeedingGuideParams {
  weight_kg: number;
  /** Required for a BOTH product; must match a DOG or CAT product. */
  species?: NutritionSpecies | undefined;
  age_months?: number | undefined;
  expected_adult_weight_kg?: number | undefined;
  activity?: Activity | undefined;
  neutered?: boolean | undefined;
}

/**
 * On the energy basis the range is ±10 % around the computed amount: about the width of a maker's
 * own table ranges, so both bases read alike. The much larger individual variation (±30 %) is
 * stated in words instead, because a range that wide would not help anyone to start feeding.
 */
export const ENERGY_RANGE = 0.1;

/**
 * The species the ration is for. A DOG or CAT product implies it; a BOTH product needs it. Checks
 * run in a fixed order so the caller gets the most useful error: the product has no guide at all
 * (checked by the caller first), the species does not fit, the species is missing.
 */
export function resolveSpecies(productSpecies: Species, requested: NutritionSpecies | undefined): NutritionSpecies {
  if (requested !== undefined && requested !== 'DOG' && requested !== 'CAT') {
    throw new NutritionError('invalid_parameters', 'species must be DOG or CAT', 'species');
  }
  if (productSpecies === 'BOTH') {
    if (requested === undefined) {
      throw new NutritionError(
        'species_required',
        'This product is for dogs and cats: species (DOG or CAT) is required',
        'species',
      );
    }
    return requested;
  }
  if (requested !== undefined && requested !== productSpecies) {
    throw new NutritionError(
      'wrong_species',
      `This product is not for ${requested === 'DOG' ? 'dogs' : 'cats'}`,
      'species',
    );
  }
  return productSpecies;
}

/** Stated kcal from the guide, else NRC 2006 from the constituents for this species. */
export function productEnergyDensity(product: FeedingGuideProduct, species: NutritionSpecies): EnergyDensity | null {
  return energyDensity({
    species,
    constituents: product.analytical_constituents ?? null,
    stated_kcal_per_100g: product.feeding_guide?.energy_kcal_per_100g ?? null,
    category: product.category,
  });
}

export function computeFeedingGuide(product: FeedingGuideProduct, params: FeedingGuideParams): FeedingGuideResult {
  const guide = product.feeding_guide;
  if (!guide) {
    throw new NutritionError('no_feeding_guide', `Product ${product.slug} has no feeding guide`);
  }
  const species = resolveSpecies(product.species, params.species);
  const weight = params.weight_kg;
  const need = dailyEnergyNeed({ ...params, species });
  const density = productEnergyDensity(product, species);
  const adultWeight = params.expected_adult_weight_kg ?? weight;
  const meals = mealsPerDay(guide.meals_per_day, species, params.age_months, adultWeight);

  // A BOTH product's table names the species it was written for; it says nothing about the other.
  const table = guide.species === species ? lookupFeedingTable(guide.rows, weight, metabolicExponent(species)) : null;
  const common = { product_slug: product.slug, species, weight_kg: weight, meals_per_day: meals };

  if (table) {
    const kcal = density ? (table.daily_grams.recommended * density.kcal_per_100g) / 100 : need.kcal_per_day;
    const text = (lang: Lang) => tableExplanation(lang, table, weight, species, density, need, kcal);
    return {
      ...common,
      daily_grams: table.daily_grams,
      kcal_per_day: Math.round(kcal),
      basis: 'feeding_table',
      explanation: text('de'),
      explanation_en: text('en'),
    };
  }

  if (!density) {
    throw new NutritionError(
      'no_energy_data',
      `Product ${product.slug}: the feeding table does not cover ${weight} kg and the energy density is unknown`,
    );
  }
  const grams = (need.kcal_per_day / density.kcal_per_100g) * 100;
  const text = (lang: Lang) => energyExplanation(lang, guide, species, weight, density, need);
  return {
    ...common,
    daily_grams: {
      min: Math.round(grams * (1 - ENERGY_RANGE)),
      max: Math.round(grams * (1 + ENERGY_RANGE)),
      recommended: Math.round(grams),
    },
    kcal_per_day: Math.round(need.kcal_per_day),
    basis: 'energy',
    explanation: text('de'),
    explanation_en: text('en'),
  };
}

const VARIATION = {
  de: 'Der individuelle Bedarf schwankt um etwa ±30 %: Gewicht und Figur beobachten und die Menge anpassen.',
  en: 'Individual needs vary by about ±30 %: watch weight and body condition and adjust the amount.',
};

function densityText(lang: Lang, density: EnergyDensity): string {
  const value = `${formatNumber(density.kcal_per_100g, lang)} kcal/100 g`;
  if (density.method === 'stated')
    return lang === 'de' ? `${value} (Herstellerangabe)` : `${value} (stated by the maker)`;
  const assumed = density.moisture_assumed
    ? lang === 'de'
      ? ', Feuchtigkeit nicht deklariert, 10 % angenommen'
      : ', moisture not declared, 10 % assumed'
    : '';
  return lang === 'de'
    ? `${value} (nach NRC 2006 aus den Analysewerten berechnet${assumed})`
    : `${value} (computed by NRC 2006 from the analytical constituents${assumed})`;
}

/** Two sentences: where the grams come from and what they mean in kcal; then the ±30 % caveat. */
function tableExplanation(
  lang: Lang,
  table: TableLookup,
  weight: number,
  species: NutritionSpecies,
  density: EnergyDensity | null,
  need: EnergyNeed,
  kcal: number,
): string {
  const w = formatNumber(weight, lang, 2);
  const w0 = formatNumber(table.reference_weight_kg, lang, 2);
  const exponent = formatNumber(metabolicExponent(species), lang, 2);
  const kcalText = formatNumber(kcal, lang, 0);
  if (lang === 'de') {
    const source = table.exact
      ? `Fütterungstabelle des Herstellers (Tabellenwert für ${w} kg)`
      : `Fütterungstabelle des Herstellers, vom Tabellenwert für ${w0} kg nach metabolischem Körpergewicht umgerechnet (g = g₀ × (${w}/${w0})^${exponent})`;
    const energy = density
      ? `bei ${densityText(lang, density)} etwa ${kcalText} kcal pro Tag`
      : `Energiedichte unbekannt, Energiebedarf ${kcalText} kcal pro Tag (${need.basis}, ${energyFormula(need, weight, lang)})`;
    return `Grundlage: ${source}; ${energy}. ${VARIATION.de}`;
  }
  const source = table.exact
    ? `the maker's feeding table (table value for ${w} kg)`
    : `the maker's feeding table, scaled from the table value for ${w0} kg by metabolic body weight (g = g₀ × (${w}/${w0})^${exponent})`;
  const energy = density
    ? `at ${densityText(lang, density)} about ${kcalText} kcal a day`
    : `energy density unknown, energy need ${kcalText} kcal a day (${need.basis_en}, ${energyFormula(need, weight, lang)})`;
  return `Basis: ${source}; ${energy}. ${VARIATION.en}`;
}

/** Why the table was not used, for the energy-basis explanation (a main clause). */
function tableGap(lang: Lang, guide: FeedingGuide, species: NutritionSpecies): string {
  if (guide.species !== species) {
    const other = guide.species === 'DOG' ? (lang === 'de' ? 'Hunde' : 'dogs') : lang === 'de' ? 'Katzen' : 'cats';
    return lang === 'de' ? `die Fütterungstabelle gilt für ${other}` : `the feeding table is written for ${other}`;
  }
  const points = tablePoints(guide.rows);
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return lang === 'de' ? 'es gibt keine Fütterungstabelle' : 'there is no feeding table';
  const range = `${formatNumber(first.weight_kg, lang, 2)}–${formatNumber(last.weight_kg, lang, 2)} kg`;
  return lang === 'de' ? `die Fütterungstabelle deckt nur ${range} ab` : `the feeding table only covers ${range}`;
}

function energyExplanation(
  lang: Lang,
  guide: FeedingGuide,
  species: NutritionSpecies,
  weight: number,
  density: EnergyDensity,
  need: EnergyNeed,
): string {
  const formula = `${energyFormula(need, weight, lang)} = ${formatNumber(need.kcal_per_day, lang, 0)} kcal`;
  const gap = tableGap(lang, guide, species);
  return lang === 'de'
    ? `Grundlage: ${need.basis}, ${formula} pro Tag, geteilt durch die Energiedichte von ${densityText(lang, density)}, Spanne ±10 %; ${gap}. ${VARIATION.de}`
    : `Basis: ${need.basis_en}, ${formula} a day, divided by the energy density of ${densityText(lang, density)}, range ±10 %; ${gap}. ${VARIATION.en}`;
}
