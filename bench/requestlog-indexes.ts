/**
 * What each index of request_log costs on insert and buys the dashboard: for every index set (the
 * four of migration 016 with its partial tool and status indexes, the four full ones of migration
 * 003, each of those left out, none) a fresh database gets 100 000 log rows in batches of 2000 (as
 * the writer sends them), timed, and then the dashboard's page queries (RequestLogRepo.list; its
 * stats read only the rollup tables) are timed on them: a page by cursor halfway back, and a filter
 * on a value that is absent (a quiet token, an error status nobody got), which without its index
 * reads the whole time index, included. SQLite always; PostgreSQL too with BENCH_DATABASE_URL.
 * `node bench/requestlog-indexes.ts` (ROWS=… to change the count).
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { openStore } from '../src/db/connect.ts';
import { optimizeDatabase } from '../src/db/maintenance.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import type { Database } from '../src/db/schema.ts';
import { LOG_STATUS_INDEXED, RequestLogRepo } from '../src/requestlog/repo.ts';
import { insertLogRows } from '../src/requestlog/write-repo.ts';
import { fmt, withDatabase } from './lib.ts';
import { logRecords } from './requestlog.ts';

const ROWS = Number(process.env.ROWS ?? 100_000);
const BATCH = 2000;

const INDEXES: Record<string, string[]> = {
  request_log_ts: ['ts', 'request_id'],
  request_log_token: ['token_id', 'ts', 'request_id'],
  request_log_tool: ['tool', 'ts', 'request_id'],
  request_log_status: ['status', 'ts', 'request_id'],
};
const ALL = Object.keys(INDEXES);
/** The partial indexes of migration 016: the rows each one holds. */
const PARTIAL: Record<string, RawBuilder<boolean>> = {
  request_log_tool: sql<boolean>`tool is not null`,
  request_log_status: LOG_STATUS_INDEXED,
};
const VARIANTS: [string, string[], partial?: boolean][] = [
  ['all four, tool and status partial (016, in use)', ALL, true],
  ['all four, full (003)', ALL],
  ...ALL.map((i): [string, string[]] => [`without ${i}`, ALL.filter((x) => x !== i)]),
  ['none', []],
];

async function setIndexes(db: Kysely<Database>, keep: string[], partial = false): Promise<void> {
  for (const name of ALL) await sql`drop index if exists ${sql.id(name)}`.execute(db);
  for (const name of keep) {
    const index = db.schema
      .createIndex(name)
      .on('request_log')
      .columns(INDEXES[name] as string[]);
    const where = partial ? PARTIAL[name] : undefined;
    await (where ? index.where(where) : index).execute();
  }
}

async function median(run: () => Promise<unknown>, repeat = 5): Promise<number> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < repeat; i++) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b)[Math.floor(repeat / 2)] as number;
}

const QUERIES: [string, (repo: RequestLogRepo, since: number, span: number) => Promise<unknown>][] = [
  ['page', (r) => r.list({ limit: 100 })],
  ['page halfway back', (r, s, span) => r.list({ cursor: { ts: s + span / 2, requestId: '' }, limit: 100 })],
  ['token', (r) => r.list({ token_id: 'tok_bench3', limit: 100 })],
  ['absent token', (r) => r.list({ token_id: 'tok_quiet', limit: 100 })],
  ['token+time', (r, s, span) => r.list({ token_id: 'tok_bench3', since: s + span / 2, limit: 100 })],
  ['tool', (r) => r.list({ tool: 'get_product', limit: 100 })],
  ['status 503', (r) => r.list({ status: 503, limit: 100 })],
  ['tool+status', (r) => r.list({ tool: 'get_product', status: 404, limit: 100 })],
  ['absent tool', (r) => r.list({ tool: 'never_called', limit: 100 })],
  ['absent status', (r) => r.list({ status: 418, limit: 100 })],
];

async function run(serverUrl: string | undefined): Promise<void> {
  const backend = serverUrl ? 'PostgreSQL' : 'SQLite';
  console.log(`\n${backend}, ${fmt(ROWS)} rows, batches of ${BATCH}; times in ms`);
  console.log(['index set', 'insert', ...QUERIES.map(([n]) => n)].join(' | '));
  for (const [label, keep, partial] of VARIANTS) {
    await withDatabase(serverUrl, async (bench) => {
      const store = await openStore(bench.url);
      try {
        await migrateToLatest(store);
        await setIndexes(store.db, keep, partial);
        const span = 7 * 86_400_000;
        const since = Date.now() - span;
        const batches = [...logRecords(ROWS, since, span, BATCH)];
        const started = performance.now();
        for (const batch of batches) {
          await store.db.transaction().execute((trx) => insertLogRows(trx, store, batch));
        }
        const insertMs = performance.now() - started;
        await optimizeDatabase(store);
        const repo = new RequestLogRepo(store.db);
        const times: number[] = [];
        for (const [, query] of QUERIES) times.push(await median(() => query(repo, since, span)));
        console.log([label, fmt(insertMs, 0), ...times.map((t) => fmt(t, 1))].join(' | '));
      } finally {
        await store.close();
      }
    });
  }
}

await run(undefined);
if (process.env.BENCH_DATABASE_URL) await run(process.env.BENCH_DATABASE_URL);
