/**
 * Latency histogram with fixed, roughly logarithmic bucket bounds (ms). The per-minute rollups keep
 * one count per bucket, so p50/p95 over any range come from summed counts instead of sorting raw rows.
 */
export const BUCKET_BOUNDS_MS = [
  1,
  2,
  3,
  5,
  8,
  12,
  20,
  30,
  50,
  80,
  120,
  200,
  300,
  500,
  800,
  1200,
  2000,
  3000,
  5000,
  Infinity,
];
export const BUCKETS = BUCKET_BOUNDS_MS.length;

/** Column names h00..h19 of the rollup table. */
export const BUCKET_COLUMNS = BUCKET_BOUNDS_MS.map((_, i) => `h${String(i).padStart(2, '0')}`);

export function bucketOf(durationMs: number): number {
  for (let i = 0; i < BUCKETS; i++) if (durationMs <= (BUCKET_BOUNDS_MS[i] as number)) return i;
  return BUCKETS - 1;
}

/**
 * The q-quantile (0..1) estimated from bucket counts, interpolated linearly inside its bucket; the
 * open last bucket reports its lower bound. Null without samples.
 */
export function quantile(counts: number[], q: number): number | null {
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  const rank = q * total;
  let seen = 0;
  for (let i = 0; i < counts.length; i++) {
    const c = counts[i] as number;
    if (c > 0 && seen + c >= rank) {
      const lower = i === 0 ? 0 : (BUCKET_BOUNDS_MS[i - 1] as number);
      const upper = BUCKET_BOUNDS_MS[i] as number;
      if (!Number.isFinite(upper)) return lower;
      return Math.round((lower + ((rank - seen) / c) * (upper - lower)) * 10) / 10;
    }
    seen += c;
  }
  return BUCKET_BOUNDS_MS.at(-2) as number;
}
