/**
 * Ranking metrics of the search evaluation (docs/search-evaluation.md):
 * - nDCG@10 with gains 2^grade − 1 and log2 discounts; the ideal ranking is every product of the
 *   catalog sorted by grade, so a search that misses relevant products scores below 1;
 * - P@5: the share of the first five results graded 2 or 3 (a missing result counts as not relevant);
 * - zero results: whether the search returned nothing although some product is relevant.
 */
import type { Grade } from './grading.ts';

const gain = (g: Grade) => 2 ** g - 1;

function dcg(grades: readonly Grade[], k: number): number {
  return grades.slice(0, k).reduce<number>((sum, g, i) => sum + gain(g) / Math.log2(i + 2), 0);
}

/** nDCG@k of `ranked` (the grades of the results in order) against all grades of the catalog. */
export function ndcg(ranked: readonly Grade[], all: readonly Grade[], k = 10): number {
  const ideal = dcg(
    [...all].sort((a, b) => b - a),
    k,
  );
  return ideal === 0 ? 1 : dcg(ranked, k) / ideal;
}

export function precisionAt(ranked: readonly Grade[], k = 5): number {
  return ranked.slice(0, k).filter((g) => g >= 2).length / k;
}

export const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
