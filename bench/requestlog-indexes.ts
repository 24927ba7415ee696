/**
 * What each index of request_log costs on insert and buys the dashboard: for every index set (the
 * one in use since migrations 020 and 021, the one before them, without the time index, none) a fresh
 * database gets 100 000 log rows in batches of 2000 as the writer sends them, timed, and then the
 * dashboard's page queries (RequestLogRepo.list; its stats read only the rollup tables) are timed
 * on them: a page by cursor halfway back, and a filter on a value that is absent (a quiet token,
 * an error status nobody got), included. The timing covers the rows only: this bench's rows are
 * spread over a week, so each batch would carry far more rollups than under load; the hour rollups
 * the pages need are written after it. SQLite always; PostgreSQL too with BENCH_DATABASE_URL.
 * `node bench/requestlog-indexes.ts` (ROWS=… to change the count).
 */
import { type Kysely, sql } from 'kysely';
import { openStore, type Store } from '../src/db/connect.ts';
import { analyzeAfterBulkLoad } from '../src/db/maintenance.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import type { Database } from '../src/db/schema.ts';
import { rollupsOf } from '../src/requestlog/batch.ts';
import { RequestLogRepo } from '../src/requestlog/repo.ts';
import { addToRollups, insertLogRows } from '../src/requestlog/write-repo.ts';
import { fmt, withDatabase } from './lib.ts';
import { logBatches } from './requestlog.ts';

const ROWS = Number(process.env.ROWS ?? 100_000);
const BATCH = 2000;

/** Index sets as changes to the migrated schema, per database. */
const VARIANTS: [string, (db: Kysely<Database>, dialect: Store['dialect']) => Promise<void>][] = [
  ['in use (time index: BRIN on PostgreSQL, ts alone on SQLite; tool and status partial)', async () => {}],
  [
    'before 020 (time b-tree with the request id, and a token index)',
    async (db) => {
      await sql`drop index request_log_ts`.execute(db);
      await sql`create index request_log_ts on request_log (ts, request_id)`.execute(db);
      await sql`create index request_log_token on request_log (token_id, ts, request_id)`.execute(db);
    },
  ],
  ['without the time index', (db) => sql`drop index request_log_ts`.execute(db).then(() => {})],
  [
    'none',
    async (db) => {
      for (const name of ['request_log_ts', 'request_log_tool', 'request_log_status']) {
        await sql`drop index ${sql.id(name)}`.execute(db);
      }
    },
  ],
];

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
  for (const [label, change] of VARIANTS) {
    await withDatabase(serverUrl, async (bench) => {
      const store = await openStore(bench.url);
      try {
        await migrateToLatest(store);
        await change(store.db, store.dialect);
        const span = 7 * 86_400_000;
        const since = Date.now() - span;
        const batches = [...logBatches(ROWS, since, span, BATCH)];
        const started = performance.now();
        for (const batch of batches) {
          await store.db.transaction().execute((trx) => insertLogRows(trx, store, batch));
        }
        const insertMs = performance.now() - started;
        await store.db.transaction().execute(async (trx) => {
          for (const batch of batches) await addToRollups(trx, rollupsOf(batch, 'hour'), 'hour');
        });
        // What the running service's upkeep has done by the time a log holds this many rows: statistics
        // gathered, and on PostgreSQL vacuumed, which also summarises the BRIN time index's block ranges
        // (autovacuum does both there, the hourly PRAGMA optimize the first on SQLite).
        await analyzeAfterBulkLoad(store);
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
