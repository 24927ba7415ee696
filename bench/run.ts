/**
 * `npm run bench`: every benchmark, each against its baseline measured in the same run, written to
 * docs/benchmarks.md and docs/benchmarks.svg. BENCH_DATABASE_URL=postgres://user@host:port/db adds
 * the PostgreSQL suites (each on a fresh database napf_bench_<pid>_<n> created on that server and
 * dropped afterwards); BENCH_SOAK=1 adds the 10-minute soak. BENCH_ONLY=name,name runs some suites
 * and prints their table without touching docs/. BENCH_SECONDS sets each load run's length (10).
 */
import { loadavg } from 'node:os';
import type { BenchRow } from './catalog.ts';
import { benchCatalog } from './catalog.ts';
import { benchFootprint } from './footprint.ts';
import { type BenchDatabase, fmt, withDatabase } from './lib.ts';
import { benchOrders } from './orders.ts';
import { reproduceCommand, table, writeReport } from './report.ts';
import { benchLimitAndLog, benchLogQueries } from './requestlog.ts';
import { benchSearch } from './search.ts';
import { benchSoak } from './soak.ts';
import { benchWebhookFanout } from './webhooks.ts';

type Suite = [name: string, run: () => Promise<BenchRow[]>];

const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
const pg = process.env.BENCH_DATABASE_URL || undefined;
const soak = process.env.BENCH_SOAK === '1' || only?.includes('soak');

/** name on SQLite, name-pg on PostgreSQL (when BENCH_DATABASE_URL is set), side by side in the table. */
const onBoth = (name: string, run: (db: BenchDatabase) => Promise<BenchRow[]>): Suite[] => [
  [name, () => withDatabase(undefined, run)],
  ...(pg ? [[`${name}-pg`, () => withDatabase(pg, run)] as Suite] : []),
];

const suites: Suite[] = [
  ...onBoth('catalog', benchCatalog),
  ...onBoth('limit-log', benchLimitAndLog),
  ...onBoth('search', benchSearch),
  ...onBoth('webhooks', benchWebhookFanout),
  ...onBoth('footprint', benchFootprint),
  ...onBoth('orders', benchOrders),
  // Ten minutes: only on request (BENCH_ONLY=soak or BENCH_SOAK=1).
  ...(soak ? [['soak', benchSoak] as Suite] : []),
  ...onBoth('log-queries', (db) => benchLogQueries(db)),
];

if (only) {
  const known = new Set(suites.map(([name]) => name));
  const unknown = only.filter((name) => !known.has(name));
  if (unknown.length) {
    console.error(
      `BENCH_ONLY names no suite ${unknown.join(', ')}; the suites are ${[...known].join(', ')}` +
        (pg ? '' : ' (the -pg ones need BENCH_DATABASE_URL)'),
    );
    process.exit(2);
  }
}

const rows: BenchRow[] = [];
// Another process on the 2 cores skews every ratio. Checked once, before the first suite: later,
// the load average mostly shows the previous suite's own load.
const load = loadavg()[0] ?? 0;
if (load > 1) console.warn(`[the machine is busy before the run (load average ${fmt(load, 2)}): figures will be off]`);
const began = performance.now();
for (const [name, run] of suites) {
  if (only && !only.includes(name)) continue;
  const started = performance.now();
  rows.push(...(await run()));
  console.log(`[${name}: ${fmt((performance.now() - started) / 1000)} s]`);
}
const minutes = (performance.now() - began) / 60_000;

console.log(`\n${table(rows)}\n\n${fmt(minutes, 1)} min`);
if (!only) {
  writeReport(rows, reproduceCommand(process.env), minutes, load);
  console.log('\nwritten to docs/benchmarks.md and docs/benchmarks.svg');
}
