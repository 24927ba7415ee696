import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  energyDensity,
  modifiedAtwaterKcalPer100g,
  nrc2006KcalPer100g,
  parseConstituents,
} from '../../src/nutrition/index.ts';

const WET = { protein: 11, fat: 8, fibre: 0.6, ash: 2.5, moisture: 77 };
const DRY = { protein: 26, fat: 15, fibre: 2.5, ash: 7, moisture: 9 };

test('NRC 2006 check figure of docs/nutrition.md: wet food for dogs → 114.6 kcal/100 g', () => {
  // NFE = 100 − 11 − 8 − 0.6 − 2.5 − 77 = 0.9
  // GE = 5.7·11 + 9.4·8 + 4.1·(0.9 + 0.6) = 62.7 + 75.2 + 6.15 = 144.05
  // Fi_DM = 0.6·100/23 = 2.6087; digestibility = 91.2 − 1.43·2.6087 = 87.4696 %
  // DE = 144.05 · 0.874696 = 126.00; ME = 126.00 − 1.04·11 = 114.56
  const kcal = nrc2006KcalPer100g(WET, 'DOG');
  assert.ok(Math.abs(kcal - 114.6) <= 0.2, `got ${kcal}`);
  const density = energyDensity({
    species: 'DOG',
    constituents: { Rohprotein: 11, Rohfett: 8, Rohfaser: 0.6, Rohasche: 2.5, Feuchtigkeit: 77 },
  });
  assert.deepEqual(density, { kcal_per_100g: 114.6, method: 'nrc2006', moisture_assumed: false });
});

test('NRC 2006 for cats uses the cat digestibility and protein correction', () => {
  // Same wet food: digestibility = 87.9 − 0.88·2.6087 = 85.6043 %
  // DE = 144.05 · 0.856043 = 123.313; ME = 123.313 − 0.77·11 = 114.84
  assert.equal(Math.round(nrc2006KcalPer100g(WET, 'CAT') * 10) / 10, 114.8);
});

test('NRC 2006 for a dry food, dog and cat', () => {
  // NFE = 100 − 26 − 15 − 2.5 − 7 − 9 = 40.5
  // GE = 5.7·26 + 9.4·15 + 4.1·(40.5 + 2.5) = 148.2 + 141 + 176.3 = 465.5
  // Fi_DM = 2.5·100/91 = 2.7473
  // dog: dig = 91.2 − 1.43·2.7473 = 87.2714 %; DE = 406.249; ME = 406.249 − 1.04·26 = 379.21
  // cat: dig = 87.9 − 0.88·2.7473 = 85.4824 %; DE = 397.921; ME = 397.921 − 0.77·26 = 377.90
  assert.equal(Math.round(nrc2006KcalPer100g(DRY, 'DOG') * 10) / 10, 379.2);
  assert.equal(Math.round(nrc2006KcalPer100g(DRY, 'CAT') * 10) / 10, 377.9);
});

test('modified Atwater, the documented alternative', () => {
  // 3.5·11 + 8.5·8 + 3.5·0.9 = 38.5 + 68 + 3.15 = 109.65
  assert.ok(Math.abs(modifiedAtwaterKcalPer100g(WET) - 109.65) < 1e-9);
  // 3.5·26 + 8.5·15 + 3.5·40.5 = 91 + 127.5 + 141.75 = 360.25
  assert.ok(Math.abs(modifiedAtwaterKcalPer100g(DRY) - 360.25) < 1e-9);
});

test('a stated kcal figure wins over the constituents', () => {
  const density = energyDensity({
    species: 'DOG',
    constituents: { Rohprotein: 11, Rohfett: 8, Rohfaser: 0.6, Rohasche: 2.5, Feuchtigkeit: 77 },
    stated_kcal_per_100g: 115,
  });
  assert.deepEqual(density, { kcal_per_100g: 115, method: 'stated', moisture_assumed: false });
});

test('label spellings: Rohöle und -fette, umlaut-free, English, with units', () => {
  for (const fatKey of ['Rohöle und -fette', 'Rohoele und -fette', 'Rohfett', 'crude fat', 'Fett (%)']) {
    const parsed = parseConstituents({
      'Rohprotein (%)': 11,
      [fatKey]: 8,
      'crude fibre': 0.6,
      Rohasche: 2.5,
      Feuchtigkeit: 77,
    });
    assert.deepEqual(parsed?.constituents, WET, fatKey);
  }
  const english = parseConstituents({
    'Crude protein': 26,
    'Crude oils and fats': 15,
    Fibre: 2.5,
    Ash: 7,
    Moisture: 9,
  });
  assert.deepEqual(english?.constituents, DRY);
});

test('missing or impossible constituents → null', () => {
  assert.equal(energyDensity({ species: 'DOG', constituents: null }), null);
  assert.equal(energyDensity({ species: 'DOG', constituents: { Rohprotein: 11, Rohfett: 8 } }), null);
  // moisture missing on a wet food: unknown, not guessed
  assert.equal(
    energyDensity({ species: 'DOG', constituents: { Rohprotein: 11, Rohfett: 8, Rohfaser: 0.6, Rohasche: 2.5 } }),
    null,
  );
  // more than 100 % in total
  assert.equal(
    energyDensity({
      species: 'DOG',
      constituents: { Rohprotein: 40, Rohfett: 30, Rohfaser: 5, Rohasche: 10, Feuchtigkeit: 20 },
    }),
    null,
  );
  assert.equal(energyDensity({ species: 'DOG', stated_kcal_per_100g: 0 }), null);
});

test('a dry food may leave out moisture (EU: declared only above 14 %): 10 % assumed', () => {
  const density = energyDensity({
    species: 'DOG',
    constituents: { Rohprotein: 26, Rohfett: 15, Rohfaser: 2.5, Rohasche: 7 },
    category: 'trockenfutter',
  });
  assert.ok(density);
  assert.equal(density.moisture_assumed, true);
  // with M = 10: NFE = 39.5; GE = 148.2 + 141 + 4.1·42 = 461.4; Fi_DM = 2.5·100/90 = 2.7778
  // dig = 91.2 − 1.43·2.7778 = 87.2278 %; DE = 402.469; ME = 402.469 − 27.04 = 375.43
  assert.equal(density.kcal_per_100g, 375.4);
});
