/**
 * `npm run bench`: every benchmark, each against its baseline measured in the same run. Set
 * BENCH_DATABASE_URL=postgres://... to add the PostgreSQL figures; BENCH_ONLY=name,name to run some.
 */
import { type BenchRow, benchCatalogList } from './catalog.ts';
import { benchFootprint } from './footprint.ts';
import { tempDatabaseUrl } from './lib.ts';
import { table, writeReport } from './report.ts';
import { benchLimitAndLog, benchLogQueries } from './requestlog.ts';
import { benchSearch } from './search.ts';
import { benchSoak } from './soak.ts';
import { benchWebhookFanout } from './webhooks.ts';

const only = process.env.BENCH_ONLY?.split(',');
const pg = process.env.BENCH_DATABASE_URL;
const suites: [string, () => Promise<BenchRow[]>][] = [
  ['catalog', benchCatalogList],
  ['limit-log', benchLimitAndLog],
  ['search', benchSearch],
  ['webhooks', benchWebhookFanout],
  ['footprint', benchFootprint],
  // Ten minutes: only on request (BENCH_ONLY=soak or BENCH_SOAK=1).
  ...(process.env.BENCH_SOAK === '1' || only?.includes('soak')
    ? ([['soak', benchSoak]] as [string, () => Promise<BenchRow[]>][])
    : []),
  ['log-queries', () => benchLogQueries(tempDatabaseUrl(), 'SQLite')],
  ...(pg
    ? ([['log-queries-pg', () => benchLogQueries(pg, 'PostgreSQL')]] as [string, () => Promise<BenchRow[]>][])
    : []),
];

const rows: BenchRow[] = [];
for (const [name, run] of suites) {
  if (only && !only.includes(name)) continue;
  rows.push(...(await run()));
}

console.log(`\n${table(rows)}`);
if (!only) {
  writeReport(rows, pg ? 'BENCH_DATABASE_URL=postgres://… npm run bench' : 'npm run bench');
  console.log('\nwritten to docs/benchmarks.md and docs/benchmarks.svg');
}
