import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dailyEnergyNeed, NutritionError } from '../../src/nutrition/index.ts';

const kcal = (input: Parameters<typeof dailyEnergyNeed>[0]) => dailyEnergyNeed(input).kcal_per_day;

test('FEDIAF adult dog, 10 kg, moderate activity (default) = 110 × 10^0.75 = 618.6 kcal', () => {
  // 10^0.75 = 5.62341; × 110 = 618.58
  assert.equal(kcal({ species: 'DOG', weight_kg: 10 }), 618.6);
  assert.equal(kcal({ species: 'DOG', weight_kg: 10, activity: 'moderate' }), 618.6);
});

test('adult dog activity levels 95 / 125 / 150', () => {
  // 95 × 5.62341 = 534.22; 125 × 5.62341 = 702.93; 150 × 5.62341 = 843.51
  assert.equal(kcal({ species: 'DOG', weight_kg: 10, activity: 'low' }), 534.2);
  assert.equal(kcal({ species: 'DOG', weight_kg: 10, activity: 'high' }), 702.9);
  assert.equal(kcal({ species: 'DOG', weight_kg: 10, activity: 'very_high' }), 843.5);
});

test('adult cat, 4 kg: active 100 × 4^0.67, indoor/neutered 75 × 4^0.67', () => {
  // 4^0.67 = e^(0.67 · 1.386294) = e^0.928817 = 2.53151; × 100 = 253.15; × 75 = 189.86
  assert.equal(kcal({ species: 'CAT', weight_kg: 4 }), 253.2);
  assert.equal(kcal({ species: 'CAT', weight_kg: 4, neutered: true }), 189.9);
  assert.equal(kcal({ species: 'CAT', weight_kg: 4, activity: 'low' }), 189.9);
});

test('puppies by share of the expected adult weight (30 kg)', () => {
  // 10 kg = 33 % < 50 %: 210 × 10^0.75 = 210 × 5.62341 = 1180.92
  const young = dailyEnergyNeed({ species: 'DOG', weight_kg: 10, age_months: 4, expected_adult_weight_kg: 30 });
  assert.equal(young.kcal_per_day, 1180.9);
  assert.equal(young.stage, 'puppy');
  assert.equal(young.factor, 210);
  // 20 kg = 67 %: 175 × 20^0.75 = 175 × 9.45742 = 1655.05
  assert.equal(kcal({ species: 'DOG', weight_kg: 20, age_months: 7, expected_adult_weight_kg: 30 }), 1655);
  // 27 kg = 90 %: 140 × 27^0.75 = 140 × 11.84466 = 1658.25
  assert.equal(kcal({ species: 'DOG', weight_kg: 27, age_months: 11, expected_adult_weight_kg: 30 }), 1658.3);
  // exactly 50 % belongs to the 50–80 % band
  assert.equal(
    dailyEnergyNeed({ species: 'DOG', weight_kg: 15, age_months: 5, expected_adult_weight_kg: 30 }).factor,
    175,
  );
});

test('puppies without expected adult weight: stage assumed from age (< 4 → 210, < 8 → 175, else 140)', () => {
  // 5^0.75 = 3.34370: 210 × = 702.18; 175 × = 585.15; 140 × = 468.12
  assert.equal(kcal({ species: 'DOG', weight_kg: 5, age_months: 3 }), 702.2);
  assert.equal(kcal({ species: 'DOG', weight_kg: 5, age_months: 6 }), 585.1);
  assert.equal(kcal({ species: 'DOG', weight_kg: 5, age_months: 10 }), 468.1);
  assert.match(dailyEnergyNeed({ species: 'DOG', weight_kg: 5, age_months: 3 }).basis, /nach Alter angenommen/);
});

test('growth without age: a dog below its expected adult weight is a puppy, else an adult', () => {
  assert.equal(dailyEnergyNeed({ species: 'DOG', weight_kg: 10, expected_adult_weight_kg: 30 }).stage, 'puppy');
  assert.equal(dailyEnergyNeed({ species: 'DOG', weight_kg: 30, expected_adult_weight_kg: 30 }).stage, 'adult');
  // a grown dog (age past junior) is fed as an adult whatever the expected weight says
  assert.equal(
    dailyEnergyNeed({ species: 'DOG', weight_kg: 20, age_months: 30, expected_adult_weight_kg: 30 }).stage,
    'adult',
  );
});

test('kittens: adult need × 2.25 (< 4 months), × 1.875 (4–9), × 1.5 (9–12)', () => {
  // 3 months, 1.5 kg: 1.5^0.67 = 1.31214; 100 × 1.31214 × 2.25 = 295.23
  assert.equal(kcal({ species: 'CAT', weight_kg: 1.5, age_months: 3 }), 295.2);
  // 6 months, 3 kg: 3^0.67 = 2.08765; 100 × 2.08765 × 1.875 = 391.44
  assert.equal(kcal({ species: 'CAT', weight_kg: 3, age_months: 6 }), 391.4);
  // 10 months, 3.5 kg: 3.5^0.67 = 2.31488; 100 × 2.31488 × 1.5 = 347.23
  assert.equal(kcal({ species: 'CAT', weight_kg: 3.5, age_months: 10 }), 347.2);
  // 12 months: adult
  assert.equal(dailyEnergyNeed({ species: 'CAT', weight_kg: 3.5, age_months: 12 }).stage, 'adult');
});

test('invalid weight → invalid_parameters', () => {
  for (const weight of [0, -3, Number.NaN, Number.POSITIVE_INFINITY]) {
    assert.throws(
      () => dailyEnergyNeed({ species: 'DOG', weight_kg: weight }),
      (e: unknown) => e instanceof NutritionError && e.code === 'invalid_parameters' && e.parameter === 'weight_kg',
    );
  }
});
