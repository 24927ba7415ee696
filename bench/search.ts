/**
 * search_products latency (p50/p95 over sequential calls, interleaved one by one with GET /healthz
 * as the baseline) at the demo catalog and after adding 1 000, 10 000 and 100 000 generated
 * products (BENCH_SEARCH_SIZES=1000,10000,100000), and the growth of p95 from the first size to the
 * last (target ≤ 1.5×). The index lives in the process; on PostgreSQL (given BENCH_DATABASE_URL)
 * seeding, the start that builds the index and the lookup of the hits use a fresh PostgreSQL database.
 */
import type { BenchRow } from './catalog.ts';
import { type BenchDatabase, fmt, napf, startNapf, waitForSearchIndex } from './lib.ts';

const QUERIES = [
  'Hühnchen Nassfutter',
  'huhnchen',
  'getreidefreies Katzenfutter',
  'grain free cat food',
  'Lachsöl',
  'Welpenfutter',
  'senior dog',
  'chiken',
  'Kauartikel Rind',
  'hypoallergen Hund',
];
const SAMPLES = Number(process.env.BENCH_SEARCH_SAMPLES ?? 400);
/** Wait after the index is in use: its start-up collection is over by then. */
const AFTER_LOAD_MS = 1500;

interface Percentiles {
  p50: number;
  p95: number;
}

function percentiles(ms: number[]): Percentiles {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
  return { p50: at(0.5), p95: at(0.95) };
}

type Call = (i: number) => Promise<Response>;

async function timeOne(call: Call, i: number): Promise<number> {
  const start = performance.now();
  const res = await call(i);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return performance.now() - start;
}

/**
 * n sequential calls of each, interleaved (subject, baseline, subject, ...) so both see the same
 * moments of the machine, after a warm-up of 30 each.
 */
async function timedPair(n: number, subject: Call, baseline: Call): Promise<[Percentiles, Percentiles]> {
  for (let i = 0; i < 30; i++) {
    await timeOne(subject, i);
    await timeOne(baseline, i);
  }
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < n; i++) {
    a.push(await timeOne(subject, i));
    b.push(await timeOne(baseline, i));
  }
  return [percentiles(a), percentiles(b)];
}

const SEARCH_SIZES = (process.env.BENCH_SEARCH_SIZES ?? '1000,10000,100000').split(',').map(Number);

export async function benchSearch(db: BenchDatabase): Promise<BenchRow[]> {
  const env = { DATABASE_URL: db.url, RATE_LIMIT_ENABLED: 'false', REQUEST_LOG_ENABLED: 'false' };
  napf(['migrate'], env);
  napf(['seed'], env);
  const { token } = JSON.parse(napf(['token', 'create', '--kind', 'read', '--name', 'bench', '--json'], env));
  const rows: BenchRow[] = [];
  let added = 0;
  const p95s: [number, number][] = [];
  for (const target of [0, ...SEARCH_SIZES]) {
    let seeded = '';
    if (target > added) {
      const started = performance.now();
      napf(['seed', '--products', String(target - added)], env);
      seeded = `, ${fmt(target - added)} seeded in ${fmt((performance.now() - started) / 1000, 1)} s`;
      added = target;
    }
    const label = target === 0 ? 'demo catalog (64 products)' : `+${fmt(target)} generated products`;
    const started = performance.now();
    const server = await startNapf(env);
    const startMs = performance.now() - started;
    try {
      // The steady state is measured: a large catalog's index first loads in the background, and
      // half a second after it is in use a full collection hands the load's garbage back to the
      // system (src/app.ts). A search during the load waits for it, so samples began right then and
      // caught that one pause (p95 at 100,000 products 7-9 ms instead of 5-6).
      await waitForSearchIndex(server.url, token);
      await new Promise((r) => setTimeout(r, AFTER_LOAD_MS));
      const headers = { 'x-api-key': token, 'content-type': 'application/json' };
      const search = (i: number) =>
        fetch(`${server.url}/api/mcp`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            tool: 'search_products',
            parameters: { query: QUERIES[i % QUERIES.length], limit: 10 },
          }),
        });
      const hits = JSON.stringify(await (await search(0)).json()).match(/"slug":/g)?.length ?? 0;
      if (hits === 0) throw new Error(`search_products "${QUERIES[0]}" found nothing at ${label}`);
      const [searched, health] = await timedPair(SAMPLES, search, () => fetch(`${server.url}/healthz`));
      console.log(
        `${db.backend} search at ${label}${seeded}, started in ${fmt(startMs)} ms: ${hits} hits for "${QUERIES[0]}", p50 ${fmt(searched.p50, 2)} ms, p95 ${fmt(searched.p95, 2)} ms; healthz p50 ${fmt(health.p50, 2)} ms, p95 ${fmt(health.p95, 2)} ms`,
      );
      p95s.push([target, searched.p95]);
      rows.push({
        name: `search_products p95, ${label} (${db.backend})`,
        value: `p50 ${fmt(searched.p50, 2)} ms, p95 ${fmt(searched.p95, 2)} ms`,
        baseline: `GET /healthz p50 ${fmt(health.p50, 2)} ms, p95 ${fmt(health.p95, 2)} ms`,
        ratio: searched.p95 / health.p95,
        target: 'ratio reported',
      });
    } finally {
      await server.stop();
    }
  }
  if (p95s.length > 2) {
    const [first, last] = [p95s[1]!, p95s.at(-1)!];
    rows.push({
      name: `search_products p95 growth, ${fmt(first[0])} → ${fmt(last[0])} generated products (${db.backend})`,
      value: `${fmt(first[1], 2)} → ${fmt(last[1], 2)} ms`,
      baseline: `p95 at ${fmt(first[0])}`,
      ratio: last[1] / first[1],
      target: '≤ 1.50',
    });
  }
  return rows;
}
