/**
 * search_products latency (p50/p95 over sequential calls) at the demo catalog and after adding
 * generated products (10 000 by default; BENCH_SEARCH_SIZES=1000,10000,100000 for the growth
 * figure of issue 7), each as a ratio to GET /healthz latency measured in the same server run.
 */
import type { BenchRow } from './catalog.ts';
import { fmt, napf, startNapf, tempDatabaseUrl } from './lib.ts';

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

function percentiles(ms: number[]): { p50: number; p95: number } {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
  return { p50: at(0.5), p95: at(0.95) };
}

async function timed(n: number, call: (i: number) => Promise<Response>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 30; i++) await (await call(i)).arrayBuffer(); // warm-up
  const ms: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    const res = await call(i);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    ms.push(performance.now() - start);
  }
  return percentiles(ms);
}

export async function benchSearch(): Promise<BenchRow[]> {
  const env = { DATABASE_URL: tempDatabaseUrl(), RATE_LIMIT_ENABLED: 'false', REQUEST_LOG_ENABLED: 'false' };
  napf(['migrate'], env);
  napf(['seed'], env);
  const { token } = JSON.parse(napf(['token', 'create', '--kind', 'read', '--name', 'bench', '--json'], env));
  const sizes = (process.env.BENCH_SEARCH_SIZES ?? '10000').split(',').map(Number);
  const rows: BenchRow[] = [];
  let added = 0;
  const p95s: [string, number][] = [];
  for (const target of [0, ...sizes]) {
    if (target > added) {
      napf(['seed', '--products', String(target - added)], env);
      added = target;
    }
    const label = target === 0 ? 'demo catalog (64 products)' : `+${fmt(target)} generated products`;
    const server = await startNapf(env);
    try {
      const headers = { 'x-api-key': token, 'content-type': 'application/json' };
      const search = await timed(SAMPLES, (i) =>
        fetch(`${server.url}/api/mcp`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            tool: 'search_products',
            parameters: { query: QUERIES[i % QUERIES.length], limit: 10 },
          }),
        }),
      );
      const health = await timed(SAMPLES, () => fetch(`${server.url}/healthz`));
      console.log(
        `search at ${label}: p50 ${fmt(search.p50, 2)} ms, p95 ${fmt(search.p95, 2)} ms; healthz p50 ${fmt(health.p50, 2)} ms, p95 ${fmt(health.p95, 2)} ms`,
      );
      p95s.push([label, search.p95]);
      rows.push({
        name: `search_products p95, ${label}`,
        value: `p50 ${fmt(search.p50, 2)} ms, p95 ${fmt(search.p95, 2)} ms`,
        baseline: `GET /healthz p50 ${fmt(health.p50, 2)} ms, p95 ${fmt(health.p95, 2)} ms`,
        ratio: search.p95 / health.p95,
        target: 'ratio reported',
      });
    } finally {
      await server.stop();
    }
  }
  if (p95s.length > 2) {
    const [first, last] = [p95s[1]!, p95s.at(-1)!];
    rows.push({
      name: `search_products p95 growth ${first[0]} → ${last[0]}`,
      value: `${fmt(first[1], 2)} → ${fmt(last[1], 2)} ms`,
      baseline: first[0],
      ratio: last[1] / first[1],
      target: '≤ 3.00',
    });
  }
  return rows;
}
