/**
 * Reading a maker's feeding table (docs/nutrition.md#feeding-tables). Rows are points
 * (weight_from_kg === weight_to_kg, a gram range at that weight) or bands (grams_min at
 * weight_from_kg up to grams_max at weight_to_kg). A band is read as its two end points.
 */
import type { FeedingRow } from '../catalog/schema.ts';
import type { DailyGrams } from './schema.ts';

export interface TablePoint {
  weight_kg: number;
  grams_min: number;
  grams_max: number;
}

export interface TableLookup {
  daily_grams: DailyGrams;
  /** True when the weight is a table weight; false when scaled from a lower one. */
  exact: boolean;
  /** The table weight the amount was read at or scaled from. */
  reference_weight_kg: number;
}

/** Weights closer than this count as the same table weight (guards against float noise). */
const SAME_WEIGHT = 1e-9;

function validRow(row: FeedingRow): boolean {
  const numbers = [row.weight_from_kg, row.weight_to_kg, row.grams_min, row.grams_max];
  return (
    numbers.every((n) => typeof n === 'number' && Number.isFinite(n)) &&
    row.weight_from_kg > 0 &&
    row.weight_to_kg >= row.weight_from_kg &&
    row.grams_min > 0 &&
    row.grams_max >= row.grams_min
  );
}

/**
 * The table as sorted points. Rows that cannot be read (non-positive weights, reversed ranges)
 * are skipped rather than guessed at. Where two rows meet at one weight (bands 5–10 and 10–20
 * both end at 10 kg) the points merge into one range spanning both figures.
 */
export function tablePoints(rows: readonly FeedingRow[]): TablePoint[] {
  const points: TablePoint[] = [];
  for (const row of rows) {
    if (!validRow(row)) continue;
    if (row.weight_to_kg - row.weight_from_kg <= SAME_WEIGHT) {
      points.push({ weight_kg: row.weight_from_kg, grams_min: row.grams_min, grams_max: row.grams_max });
    } else {
      points.push({ weight_kg: row.weight_from_kg, grams_min: row.grams_min, grams_max: row.grams_min });
      points.push({ weight_kg: row.weight_to_kg, grams_min: row.grams_max, grams_max: row.grams_max });
    }
  }
  points.sort((a, b) => a.weight_kg - b.weight_kg);
  const merged: TablePoint[] = [];
  for (const point of points) {
    const last = merged.at(-1);
    if (last && point.weight_kg - last.weight_kg <= SAME_WEIGHT) {
      last.grams_min = Math.min(last.grams_min, point.grams_min);
      last.grams_max = Math.max(last.grams_max, point.grams_max);
    } else {
      merged.push({ ...point });
    }
  }
  return merged;
}

/**
 * Daily grams for a body weight, or null when the table does not cover it. Between two table
 * weights the amount is scaled from the nearer lower point by metabolic weight,
 * g = g0 × (w / w0)^exponent (dogs 0.75, cats 0.67), for min and max alike. Below the first or
 * above the last table weight we never extrapolate: the caller falls back to the energy need.
 *
 * Grams are whole numbers: a kitchen scale shows whole grams and individual needs vary by
 * ±30 %, so decimals would be false precision. Recommended is the midpoint of the unrounded
 * min and max, rounded on its own.
 */
export function lookupFeedingTable(
  rows: readonly FeedingRow[],
  weightKg: number,
  exponent: number,
): TableLookup | null {
  if (!(Number.isFinite(weightKg) && weightKg > 0)) return null;
  const points = tablePoints(rows);
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;
  if (weightKg < first.weight_kg - SAME_WEIGHT || weightKg > last.weight_kg + SAME_WEIGHT) return null;

  let lower = first;
  for (const point of points) {
    if (point.weight_kg <= weightKg + SAME_WEIGHT) lower = point;
  }
  const exact = Math.abs(weightKg - lower.weight_kg) <= SAME_WEIGHT;
  const scale = exact ? 1 : (weightKg / lower.weight_kg) ** exponent;
  const min = lower.grams_min * scale;
  const max = lower.grams_max * scale;
  return {
    daily_grams: { min: Math.round(min), max: Math.round(max), recommended: Math.round((min + max) / 2) },
    exact,
    reference_weight_kg: lower.weight_kg,
  };
}
