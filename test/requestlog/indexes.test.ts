/**
 * The request log's tool and status indexes hold only the rows their filters look for (a tool; a
 * status other than 200); there is no token index, and pages by time find their rows through the
 * hour rollups (on PostgreSQL through a BRIN time index). The dashboard's filters still find every
 * row. Rows are written as the writer writes them: with their rollups, in one batch.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import type { RequestLogTable } from '../../src/db/schema.ts';
import { writeBatch } from '../../src/requestlog/batch.ts';
import { LogColumns } from '../../src/requestlog/columns.ts';
import { RequestLogRepo, spans } from '../../src/requestlog/repo.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { planOfFirstStatement, planOfStatement } from '../helpers/query-plan.ts';

let t: TestApp;
const store = () => t.app.services.store;

/** A log row at `ts` with `request_id`: a REST GET answered 200 unless `fields` say otherwise. */
const logRow = (ts: number, request_id: string, fields: Partial<RequestLogTable> = {}): RequestLogTable => ({
  ts,
  request_id,
  token_id: null,
  token_name: null,
  method: 'GET',
  route: '/api/v1/products',
  path: '/api/v1/products',
  tool: null,
  status: 200,
  duration_ms: 1,
  error_code: null,
  ip: null,
  user_agent: null,
  ...fields,
});

before(async () => {
  t = await createTestApp();
  const rows = [200, 200, 503, 404, 200].map((status, i) =>
    logRow(
      1_700_000_000_000 + i,
      `req_index${i}`,
      i === 1 ? { status, method: 'POST', tool: 'get_product' } : { status },
    ),
  );
  await writeBatch(store(), LogColumns.of(rows));
});
after(() => t.close());

/** The definition of an index as the database keeps it. */
async function definition(name: string): Promise<string> {
  const { db, dialect } = store();
  const { rows } =
    dialect === 'sqlite'
      ? await sql<{ text: string }>`select sql as text from sqlite_master where name = ${name}`.execute(db)
      : await sql<{ text: string }>`select indexdef as text from pg_indexes
          where indexname = ${name} and schemaname = current_schema()`.execute(db);
  return rows[0]?.text ?? '';
}

/** The plan of the SQL that RequestLogRepo.list runs for `status` (sequential scans ruled out on PostgreSQL). */
const planOfStatusFilter = (status: number) =>
  planOfFirstStatement(store(), (db) => new RequestLogRepo(db).list({ status, limit: 10 }), 'enable_seqscan');

test('the tool and status indexes are partial: REST rows answered 200 enter neither; no token index', async () => {
  assert.match(await definition('request_log_tool'), /where.*tool.*is not null/i);
  assert.match(await definition('request_log_status'), /where.*status.*<>.*200/i);
  assert.equal(await definition('request_log_token'), '');
  assert.match(
    await definition('request_log_ts'),
    store().dialect === 'postgres' ? /using brin \(ts\)/i : /on "request_log" \("ts"\)$/,
  );
});

test('a filter on a status other than 200 is read from the status index; every filter finds its rows', async () => {
  assert.match(await planOfStatusFilter(503), /request_log_status/);
  const repo = new RequestLogRepo(store().db);
  assert.deepEqual(
    (await repo.list({ status: 503, limit: 10 })).map((e) => e.request_id),
    ['req_index2'],
  );
  assert.deepEqual(
    (await repo.list({ status: 200, limit: 10 })).map((e) => e.request_id),
    ['req_index4', 'req_index1', 'req_index0'],
  );
  assert.deepEqual(
    (await repo.list({ tool: 'get_product', limit: 10 })).map((e) => e.request_id),
    ['req_index1'],
  );
  assert.deepEqual(await repo.list({ status: 418, limit: 10 }), []);
});

test('a later page starts where its cursor points: the time index is read from there, not from the newest row', async () => {
  const cursor = { ts: 1_700_000_000_002, requestId: 'req_index2' };
  // The first statement reads the hours from the rollups, the second the rows of the first span.
  const plan = await planOfStatement(
    store(),
    (db) => new RequestLogRepo(db).list({ cursor, limit: 10 }),
    'enable_seqscan',
    1,
  );
  // Without a bound on ts the scan began at the newest row and filtered every newer one out.
  assert.match(
    plan,
    store().dialect === 'sqlite'
      ? /USING INDEX request_log_ts \(ts>\? AND ts<\?\)/
      : /Bitmap Index Scan on request_log_ts/,
  );
  const page = await new RequestLogRepo(store().db).list({ cursor, limit: 10 });
  assert.deepEqual(
    page.map((e) => e.request_id),
    ['req_index1', 'req_index0'],
  );
});

test('a cursor inside one millisecond: the page goes on with the earlier ids of that millisecond', async () => {
  await writeBatch(
    store(),
    LogColumns.of([logRow(1_700_000_000_001, 'req_index1a'), logRow(1_700_000_000_001, 'req_index1z')]),
  );
  const page = await new RequestLogRepo(store().db).list({
    cursor: { ts: 1_700_000_000_001, requestId: 'req_index1m' },
    limit: 10,
  });
  assert.deepEqual(
    page.map((e) => e.request_id),
    ['req_index1a', 'req_index1', 'req_index0'],
  );
});

const HOUR = 3_600_000;

test('hours with requests are joined into spans newest first until a span holds a page, clipped to the bounds', () => {
  const hours = [
    { hour: 10, requests: 25_000 },
    { hour: 9, requests: 5 },
    { hour: 8, requests: '7' },
    { hour: 7, requests: 1 },
    { hour: 5, requests: 1 },
  ];
  assert.deepEqual(spans(hours, -Infinity, Infinity, 10), [
    { from: 10 * HOUR, to: 11 * HOUR, requests: 25_000 },
    { from: 8 * HOUR, to: 10 * HOUR, requests: 12 },
    { from: 7 * HOUR, to: 8 * HOUR, requests: 1 },
    { from: 5 * HOUR, to: 6 * HOUR, requests: 1 },
  ]);
  assert.deepEqual(spans(hours, 8.5 * HOUR, 10.5 * HOUR, 100), [
    { from: 10 * HOUR, to: 10.5 * HOUR, requests: 25_000 },
    { from: 8.5 * HOUR, to: 10 * HOUR, requests: 12 },
  ]);
});

test('pages by time and by token cross hours, skip the hours a token was quiet, and read a busy hour in windows', async () => {
  const start = 1_800_000_000_000 - (1_800_000_000_000 % HOUR);
  // Hour 0: three rows of tok_a; hour 1: none; hour 2: 20 500 rows of tok_b, one of tok_a at its start.
  const rows = [0, 1, 2].map((i) => logRow(start + i * 1000, `req_a${i}`, { token_id: 'tok_a' }));
  rows.push(logRow(start + 2 * HOUR, 'req_a3', { token_id: 'tok_a' }));
  for (let i = 0; i < 20_500; i++) {
    rows.push(logRow(start + 2 * HOUR + 1 + i * 100, `req_b${String(i).padStart(5, '0')}`, { token_id: 'tok_b' }));
  }
  await writeBatch(store(), LogColumns.of(rows));
  const repo = new RequestLogRepo(store().db);
  const since = start;
  const ids = async (filter: Omit<Parameters<RequestLogRepo['list']>[0], 'limit'>, limit: number) =>
    (await repo.list({ since, ...filter, limit })).map((e) => e.request_id);

  assert.deepEqual(await ids({}, 3), ['req_b20499', 'req_b20498', 'req_b20497']);
  // A page halfway through the busy hour, from its cursor.
  const middle = start + 2 * HOUR + 1 + 10_000 * 100;
  assert.deepEqual(await ids({ cursor: { ts: middle, requestId: 'req_b10000' } }, 2), ['req_b09999', 'req_b09998']);
  // The last rows of the busy hour, then across the empty hour into the oldest.
  assert.deepEqual(await ids({ cursor: { ts: start + 2 * HOUR + 101, requestId: 'req_b00001' } }, 4), [
    'req_b00000',
    'req_a3',
    'req_a2',
    'req_a1',
  ]);
  assert.deepEqual(await ids({ token_id: 'tok_a' }, 10), ['req_a3', 'req_a2', 'req_a1', 'req_a0']);
  assert.deepEqual(await ids({ token_id: 'tok_quiet' }, 10), []);
  // The partial indexes' filters keep to the time range too: their rows are all before `since`.
  assert.deepEqual(await ids({ tool: 'get_product' }, 10), []);
  assert.deepEqual(
    (await repo.list({ status: 503, until: 1_700_000_000_002, limit: 10 })).map((e) => e.request_id),
    [],
  );
  assert.deepEqual(
    (await repo.list({ status: 503, until: 1_700_000_000_003, limit: 10 })).map((e) => e.request_id),
    ['req_index2'],
  );
  assert.deepEqual(await ids({ token_id: 'tok_b', until: start + 2 * HOUR + 201 }, 10), ['req_b00001', 'req_b00000']);
  // Every row of the busy hour, once each, in order, over pages of 1 000.
  const seen: string[] = [];
  let cursor: { ts: number; requestId: string } | undefined;
  for (;;) {
    const page = await repo.list({ since, token_id: 'tok_b', limit: 1000, ...(cursor ? { cursor } : {}) });
    if (page.length === 0) break;
    seen.push(...page.map((e) => e.request_id));
    const last = page[page.length - 1] as (typeof page)[number];
    cursor = { ts: Date.parse(last.time), requestId: last.request_id };
  }
  assert.equal(seen.length, 20_500);
  assert.deepEqual(seen, [...seen].sort().reverse());
});
