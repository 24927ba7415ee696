import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FeedingRow } from '../../src/catalog/schema.ts';
import { lookupFeedingTable, tablePoints } from '../../src/nutrition/index.ts';

const point = (kg: number, min: number, max: number): FeedingRow => ({
  weight_from_kg: kg,
  weight_to_kg: kg,
  grams_min: min,
  grams_max: max,
});
const band = (from: number, to: number, min: number, max: number): FeedingRow => ({
  weight_from_kg: from,
  weight_to_kg: to,
  grams_min: min,
  grams_max: max,
});

const DOG_POINTS = [point(5, 100, 120), point(10, 170, 200), point(20, 280, 330)];
const CAT_POINTS = [point(2, 30, 40), point(4, 50, 60)];

test('exact table weight → its range, midpoint recommended', () => {
  const result = lookupFeedingTable(DOG_POINTS, 10, 0.75);
  assert.deepEqual(result, {
    daily_grams: { min: 170, max: 200, recommended: 185 },
    exact: true,
    reference_weight_kg: 10,
  });
});

test('between two points, dog: scaled from the nearer lower point by (w/w0)^0.75', () => {
  // 7.5 kg from 5 kg: (7.5/5)^0.75 = 1.5^0.75 = 1.355403
  // min 100 × 1.355403 = 135.54 → 136; max 120 × 1.355403 = 162.65 → 163; midpoint 149.09 → 149
  const result = lookupFeedingTable(DOG_POINTS, 7.5, 0.75);
  assert.deepEqual(result, {
    daily_grams: { min: 136, max: 163, recommended: 149 },
    exact: false,
    reference_weight_kg: 5,
  });
});

test('between two points, cat: scaled by (w/w0)^0.67', () => {
  // 3 kg from 2 kg: 1.5^0.67 = 1.312143
  // min 30 × 1.312143 = 39.36 → 39; max 40 × 1.312143 = 52.49 → 52; midpoint 45.92 → 46
  const result = lookupFeedingTable(CAT_POINTS, 3, 0.67);
  assert.deepEqual(result?.daily_grams, { min: 39, max: 52, recommended: 46 });
});

test('the nearer lower point is used, not the first one', () => {
  // 15 kg from 10 kg: 1.5^0.75 = 1.355403; 170 × = 230.42 → 230; 200 × = 271.08 → 271; mid 250.75 → 251
  assert.deepEqual(lookupFeedingTable(DOG_POINTS, 15, 0.75)?.daily_grams, { min: 230, max: 271, recommended: 251 });
});

test('bands are read as their two end points; touching bands merge', () => {
  const rows = [band(5, 10, 100, 170), band(10, 20, 175, 280)];
  assert.deepEqual(tablePoints(rows), [
    { weight_kg: 5, grams_min: 100, grams_max: 100 },
    { weight_kg: 10, grams_min: 170, grams_max: 175 },
    { weight_kg: 20, grams_min: 280, grams_max: 280 },
  ]);
  assert.deepEqual(lookupFeedingTable(rows, 5, 0.75)?.daily_grams, { min: 100, max: 100, recommended: 100 });
  // 7.5 kg: 100 × 1.355403 = 135.54 → 136 for min and max
  assert.deepEqual(lookupFeedingTable(rows, 7.5, 0.75)?.daily_grams, { min: 136, max: 136, recommended: 136 });
  // 10 kg: both bands meet: 170–175, midpoint 172.5 → 173
  assert.deepEqual(lookupFeedingTable(rows, 10, 0.75)?.daily_grams, { min: 170, max: 175, recommended: 173 });
  // 15 kg from 10 kg: 170 × 1.355403 = 230.42 → 230; 175 × 1.355403 = 237.20 → 237; mid 233.81 → 234
  assert.deepEqual(lookupFeedingTable(rows, 15, 0.75)?.daily_grams, { min: 230, max: 237, recommended: 234 });
  assert.deepEqual(lookupFeedingTable(rows, 20, 0.75)?.daily_grams, { min: 280, max: 280, recommended: 280 });
});

test('below the first or above the last table weight: not covered (never extrapolated)', () => {
  assert.equal(lookupFeedingTable(DOG_POINTS, 4.9, 0.75), null);
  assert.equal(lookupFeedingTable(DOG_POINTS, 20.1, 0.75), null);
  assert.equal(lookupFeedingTable([band(5, 10, 100, 170)], 12, 0.75), null);
  assert.equal(lookupFeedingTable([], 10, 0.75), null);
});

test('unreadable rows are skipped; rows in any order', () => {
  const rows = [point(20, 280, 330), band(10, 5, 1, 2), point(0, 10, 20), point(10, 170, 200)];
  assert.deepEqual(lookupFeedingTable(rows, 10, 0.75)?.daily_grams, { min: 170, max: 200, recommended: 185 });
  assert.equal(lookupFeedingTable(rows, 5, 0.75), null);
});
