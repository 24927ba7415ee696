import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FeedingGuide } from '../../src/catalog/schema.ts';
import { computeFeedingGuide, type FeedingGuideProduct, NutritionError } from '../../src/nutrition/index.ts';

const guide = (overrides: Partial<FeedingGuide> = {}): FeedingGuide => ({
  species: 'DOG',
  energy_kcal_per_100g: 115,
  meals_per_day: 2,
  rows: [
    { weight_from_kg: 5, weight_to_kg: 5, grams_min: 100, grams_max: 120 },
    { weight_from_kg: 10, weight_to_kg: 10, grams_min: 170, grams_max: 200 },
    { weight_from_kg: 20, weight_to_kg: 20, grams_min: 280, grams_max: 330 },
  ],
  notes: '',
  notes_en: '',
  ...overrides,
});

const WET_CONSTITUENTS = { Rohprotein: 11, Rohfett: 8, Rohfaser: 0.6, Rohasche: 2.5, Feuchtigkeit: 77 };

const dogFood: FeedingGuideProduct = {
  slug: 'hund-huhn',
  species: 'DOG',
  category: 'nassfutter',
  feeding_guide: guide(),
  analytical_constituents: WET_CONSTITUENTS,
};

const isCode = (code: string) => (e: unknown) => e instanceof NutritionError && e.code === code;

test('feeding table covers the weight: basis feeding_table, kcal from the stated density', () => {
  const result = computeFeedingGuide(dogFood, { weight_kg: 7.5 });
  // grams from 5 kg: 1.5^0.75 = 1.355403 → 136 / 163 / 149 (see feeding-table.test.ts)
  // kcal = 149 g × 115 kcal/100 g = 171.35 → 171
  assert.deepEqual(
    { ...result, explanation: undefined, explanation_en: undefined },
    {
      product_slug: 'hund-huhn',
      species: 'DOG',
      weight_kg: 7.5,
      daily_grams: { min: 136, max: 163, recommended: 149 },
      kcal_per_day: 171,
      meals_per_day: 2,
      basis: 'feeding_table',
      explanation: undefined,
      explanation_en: undefined,
    },
  );
  assert.match(result.explanation, /Fütterungstabelle/);
  assert.match(result.explanation, /Herstellerangabe/);
  assert.match(result.explanation, /±30 %/);
  assert.match(result.explanation_en, /feeding table/);
  assert.match(result.explanation_en, /±30 %/);
});

test('above the table: basis energy = FEDIAF need / energy density, ±10 %', () => {
  const result = computeFeedingGuide(dogFood, { weight_kg: 25 });
  // need = 110 × 25^0.75 = 110 × 11.18034 = 1229.84 kcal
  // grams = 1229.84 / 115 × 100 = 1069.42 → 1069; min × 0.9 = 962.48 → 962; max × 1.1 = 1176.36 → 1176
  assert.equal(result.basis, 'energy');
  assert.deepEqual(result.daily_grams, { min: 962, max: 1176, recommended: 1069 });
  assert.equal(result.kcal_per_day, 1230);
  assert.match(result.explanation, /FEDIAF/);
  assert.match(result.explanation, /110 × 25\^0,75/);
  assert.match(result.explanation, /deckt nur 5–20 kg ab/);
  assert.match(result.explanation, /±30 %/);
  assert.match(result.explanation_en, /only covers 5–20 kg/);
});

test('below the table: basis energy too', () => {
  const result = computeFeedingGuide(dogFood, { weight_kg: 3 });
  // need = 110 × 3^0.75 = 110 × 2.279507 = 250.75; grams = 250.75 / 1.15 = 218.04 → 218
  // min 196.24 → 196; max 239.85 → 240
  assert.equal(result.basis, 'energy');
  assert.deepEqual(result.daily_grams, { min: 196, max: 240, recommended: 218 });
  assert.equal(result.kcal_per_day, 251);
});

test('without a stated figure the density comes from NRC 2006 and is named in the explanation', () => {
  const product = { ...dogFood, feeding_guide: guide({ energy_kcal_per_100g: null }) };
  // density 114.6 (check figure); need for 25 kg = 1229.84; grams = 1229.84 / 1.146 = 1073.16 → 1073
  const result = computeFeedingGuide(product, { weight_kg: 25 });
  assert.equal(result.daily_grams.recommended, 1073);
  assert.match(result.explanation, /114,6 kcal\/100 g \(nach NRC 2006/);
  assert.match(result.explanation_en, /114\.6 kcal\/100 g \(computed by NRC 2006/);
  // on the table: kcal = 185 g × 114.6 / 100 = 212.01 → 212
  assert.equal(computeFeedingGuide(product, { weight_kg: 10 }).kcal_per_day, 212);
});

test('table basis without any energy data: kcal_per_day is the energy need', () => {
  const product = { ...dogFood, feeding_guide: guide({ energy_kcal_per_100g: null }), analytical_constituents: {} };
  const result = computeFeedingGuide(product, { weight_kg: 10 });
  assert.equal(result.basis, 'feeding_table');
  // 110 × 10^0.75 = 618.6 → 619
  assert.equal(result.kcal_per_day, 619);
  assert.match(result.explanation, /Energiedichte unbekannt/);
});

test('not covered and no energy data → no_energy_data', () => {
  const product = { ...dogFood, feeding_guide: guide({ energy_kcal_per_100g: null }), analytical_constituents: {} };
  assert.throws(() => computeFeedingGuide(product, { weight_kg: 30 }), isCode('no_energy_data'));
});

test('product without feeding guide → no_feeding_guide (before any species check)', () => {
  const care = { ...dogFood, category: 'pflege', feeding_guide: null };
  assert.throws(() => computeFeedingGuide(care, { weight_kg: 10 }), isCode('no_feeding_guide'));
  assert.throws(() => computeFeedingGuide(care, { weight_kg: 10, species: 'CAT' }), isCode('no_feeding_guide'));
});

test('species the product is not for → wrong_species', () => {
  assert.throws(() => computeFeedingGuide(dogFood, { weight_kg: 4, species: 'CAT' }), isCode('wrong_species'));
  assert.equal(computeFeedingGuide(dogFood, { weight_kg: 10, species: 'DOG' }).species, 'DOG');
});

test('BOTH product needs the species; its table applies only to the species it names', () => {
  const both: FeedingGuideProduct = { ...dogFood, slug: 'beide', species: 'BOTH' };
  assert.throws(
    () => computeFeedingGuide(both, { weight_kg: 10 }),
    (e: unknown) => e instanceof NutritionError && e.code === 'species_required' && e.parameter === 'species',
  );
  assert.equal(computeFeedingGuide(both, { weight_kg: 10, species: 'DOG' }).basis, 'feeding_table');
  // a cat of 5 kg is inside the dog table's weights, but a dog table says nothing about cats
  const cat = computeFeedingGuide(both, { weight_kg: 5, species: 'CAT' });
  assert.equal(cat.basis, 'energy');
  assert.equal(cat.species, 'CAT');
  // need = 100 × 5^0.67 = 100 × 2.938171 = 293.82; grams = 293.82 / 1.15 = 255.5 → 255 or 256
  assert.ok(Math.abs(cat.daily_grams.recommended - 255.5) <= 0.5);
  assert.match(cat.explanation, /gilt für Hunde/);
});

test('cat table interpolates with ^0.67', () => {
  const catFood: FeedingGuideProduct = {
    slug: 'katze',
    species: 'CAT',
    category: 'nassfutter',
    feeding_guide: guide({
      species: 'CAT',
      rows: [
        { weight_from_kg: 2, weight_to_kg: 2, grams_min: 30, grams_max: 40 },
        { weight_from_kg: 4, weight_to_kg: 4, grams_min: 50, grams_max: 60 },
      ],
    }),
    analytical_constituents: WET_CONSTITUENTS,
  };
  const result = computeFeedingGuide(catFood, { weight_kg: 3 });
  // 1.5^0.67 = 1.312143 → 39 / 52 / 46
  assert.deepEqual(result.daily_grams, { min: 39, max: 52, recommended: 46 });
  assert.match(result.explanation, /\^0,67/);
});

test('puppies: more meals and the growth need on the energy basis', () => {
  const young = computeFeedingGuide(dogFood, { weight_kg: 4, age_months: 3 });
  assert.equal(young.meals_per_day, 4);
  assert.equal(young.basis, 'energy');
  // 4 kg, 3 months, adult weight unknown → 210 × 4^0.75 = 210 × 2.828427 = 593.97 kcal
  assert.equal(young.kcal_per_day, 594);
  assert.match(young.explanation, /Wachstumsbedarf/);
  assert.equal(computeFeedingGuide(dogFood, { weight_kg: 8, age_months: 5 }).meals_per_day, 3);
  assert.equal(computeFeedingGuide(dogFood, { weight_kg: 10, age_months: 8 }).meals_per_day, 2);
  assert.equal(computeFeedingGuide(dogFood, { weight_kg: 10, age_months: 36 }).meals_per_day, 2);
});

test('kittens: 4 meals below 4 months, then 3 until 12 months', () => {
  const catFood: FeedingGuideProduct = {
    ...dogFood,
    species: 'CAT',
    feeding_guide: guide({ species: 'CAT', rows: [] }),
  };
  assert.equal(computeFeedingGuide(catFood, { weight_kg: 1.2, age_months: 3 }).meals_per_day, 4);
  assert.equal(computeFeedingGuide(catFood, { weight_kg: 3, age_months: 6 }).meals_per_day, 3);
  assert.equal(computeFeedingGuide(catFood, { weight_kg: 4, age_months: 24 }).meals_per_day, 2);
});

test('invalid parameters', () => {
  assert.throws(() => computeFeedingGuide(dogFood, { weight_kg: 0 }), isCode('invalid_parameters'));
  assert.throws(() => computeFeedingGuide(dogFood, { weight_kg: 10, age_months: -1 }), isCode('invalid_parameters'));
});
