/**
 * The price of the per-request bookkeeping: (a) GET /api/v1/products with rate limiting and the request log on, against the same
 * endpoint with both off, in alternating rounds of one run (target ≥ 0.90); (b) the dashboard's log
 * queries at 1 000 000 generated log rows (target < 300 ms). Each on SQLite and, when
 * BENCH_DATABASE_URL is set, on a fresh PostgreSQL database.
 */
import { openStore } from '../src/db/connect.ts';
import { analyzeAfterBulkLoad } from '../src/db/maintenance.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { newRequestId } from '../src/http/request-id.ts';
import { writeBatch } from '../src/requestlog/batch.ts';
import { LogColumns, type LogRecord } from '../src/requestlog/columns.ts';
import { RequestLogRepo } from '../src/requestlog/repo.ts';
import type { BenchRow } from './catalog.ts';
import { type BenchDatabase, fmt, type LoadTarget, loadPair, roundRatios, seedDemoShop, startNapf } from './lib.ts';

/** The pair compared: GET /api/v1/products with rate limit and request log on, and with both off. */
export interface LimitLogPair {
  on: LoadTarget;
  off: LoadTarget;
  stop(): Promise<void>;
}

/** The pair's two servers: rate limit (out of the way of the load) and request log on, and both off. */
export const LIMIT_LOG_ON = { RATE_LIMIT_PER_MINUTE: '1000000000' };
export const LIMIT_LOG_OFF = { RATE_LIMIT_ENABLED: 'false', REQUEST_LOG_ENABLED: 'false' };

/**
 * Both servers of the pair on one seeded database, running at once (loaded in turns). The limit is
 * one no benchmark reaches, so every request is counted but none refused.
 */
export async function startLimitLogPair(db: BenchDatabase): Promise<LimitLogPair> {
  const env = { DATABASE_URL: db.url };
  const token = seedDemoShop(env);
  const path = '/api/v1/products?limit=24';
  const headers = { 'x-api-key': token };
  const withBoth = await startNapf({ ...env, ...LIMIT_LOG_ON });
  const without = await startNapf({ ...env, ...LIMIT_LOG_OFF }).catch(async (err: unknown) => {
    await withBoth.stop();
    throw err;
  });
  return {
    on: { url: withBoth.url + path, headers },
    off: { url: without.url + path, headers },
    async stop() {
      await without.stop();
      await withBoth.stop();
    },
  };
}

export async function benchLimitAndLog(db: BenchDatabase): Promise<BenchRow[]> {
  const pair = await startLimitLogPair(db);
  const result = await loadPair(pair.on, pair.off).finally(() => pair.stop());
  const { subject: on, baseline: off, ratio } = result;
  console.log(
    `${db.backend} limit+log on ${fmt(on.requestsPerSecond)} req/s, off ${fmt(off.requestsPerSecond)} req/s, ` +
      `ratio ${fmt(ratio, 2)} (rounds ${roundRatios(result)})`,
  );
  return [
    {
      name: `GET /api/v1/products with rate limit + request log (${db.backend})`,
      value: `${fmt(on.requestsPerSecond)} req/s`,
      baseline: `${fmt(off.requestsPerSecond)} req/s (both off)`,
      ratio,
      target: '≥ 0.90',
    },
  ];
}

/**
 * `rows` log entries as the list benchmark makes them: one token, path and user agent, a fresh
 * request id and duration each, ten a millisecond from `start`.
 */
export function listPageLogBatch(rows: number, start: number): LogColumns {
  const records: LogRecord[] = [];
  for (let i = 0; i < rows; i++) {
    records.push({
      ts: start + Math.floor(i / 10),
      request_id: newRequestId(),
      token_id: 'tok_4f3a9b2c1d0e',
      token_name: 'Bench agent',
      method: 'GET',
      route: '/api/v1/products',
      path: '/api/v1/products',
      tool: null,
      status: 200,
      duration_ms: (i % 997) / 100,
      error_code: null,
      ip: '127.0.0.1',
      user_agent: 'autocannon',
    });
  }
  return LogColumns.of(records);
}

const TOOLS = ['search_products', 'get_product', 'get_feeding_guide', 'recommend_food', 'update_product_price', null];
const STATUSES = [200, 200, 200, 200, 200, 200, 200, 404, 401, 400];

/** `rows` plausible log rows spread over [since, since + span), in batches of `batch`. */
export function* logBatches(rows: number, since: number, span: number, batch = 5000): Generator<LogColumns> {
  for (let i = 0; i < rows; i += batch) {
    const records: LogRecord[] = [];
    for (let j = i; j < Math.min(rows, i + batch); j++) {
      // Independent pseudo-random choices (a multiplicative hash), so filters combine realistically.
      const h = (k: number) => (Math.imul(j + 1, 2654435761 + k * 40503) >>> 0) % 997;
      const status = STATUSES[h(1) % STATUSES.length] as number;
      const mcp = h(2) % 3 === 0;
      records.push({
        ts: since + Math.floor((j / rows) * span),
        request_id: `req_bench${j}`,
        token_id: `tok_bench${h(3) % 12}`,
        token_name: `Agent ${h(3) % 12}`,
        method: mcp ? 'POST' : 'GET',
        route: mcp ? '/api/mcp' : '/api/v1/products',
        path: mcp ? '/api/mcp' : '/api/v1/products',
        tool: mcp ? (TOOLS[h(4) % TOOLS.length] ?? null) : null,
        status,
        duration_ms: 0.5 + (h(5) * 2) / 40,
        error_code: status >= 400 ? 'not_found' : null,
        ip: '127.0.0.1',
        user_agent: 'bench',
      });
    }
    yield LogColumns.of(records);
  }
}

async function timeIt(run: () => Promise<unknown>, repeat = 5): Promise<number> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < repeat; i++) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b)[Math.floor(repeat / 2)] as number;
}

export async function benchLogQueries(db: BenchDatabase, rows = 1_000_000): Promise<BenchRow[]> {
  const label = db.backend;
  const store = await openStore(db.url);
  try {
    await migrateToLatest(store);
    const span = 7 * 86_400_000;
    const since = Date.now() - span;
    const started = performance.now();
    for (const batch of logBatches(rows, since, span)) await writeBatch(store, batch, new Map());
    console.log(`${label}: generated ${fmt(rows)} log rows in ${fmt((performance.now() - started) / 1000, 1)} s`);
    // What the running service's upkeep has done by the time a log holds this many rows: statistics
    // gathered, and on PostgreSQL vacuumed, which also summarises the BRIN time index's block ranges
    // (autovacuum does both there, the hourly PRAGMA optimize the first on SQLite).
    await analyzeAfterBulkLoad(store);
    const repo = new RequestLogRepo(store.db);
    const statsMs = await timeIt(() => repo.stats(since, Date.now(), 'hour'));
    const listMs = await timeIt(() => repo.list({ tool: 'get_product', status: 404, limit: 100 }));
    const tokenMs = await timeIt(() => repo.list({ token_id: 'tok_bench3', since: since + span / 2, limit: 100 }));
    console.log(
      `${label}: stats ${fmt(statsMs, 1)} ms, list by tool+status ${fmt(listMs, 1)} ms, by token+time ${fmt(tokenMs, 1)} ms`,
    );
    const row = (name: string, ms: number): BenchRow => ({
      name: `${name} at ${fmt(rows)} log rows (${label})`,
      value: `${fmt(ms, 1)} ms`,
      baseline: '300 ms budget',
      ratio: ms / 300,
      target: '< 1.00 of budget',
    });
    return [
      row('request-log aggregates (7 days, hourly, per token and tool)', statsMs),
      row('request-log page filtered by tool+status', listMs),
      row('request-log page filtered by token+time', tokenMs),
    ];
  } finally {
    await store.close();
  }
}
