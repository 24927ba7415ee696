/**
 * The request log's tool and status indexes hold only the rows their filters look for (a tool; a
 * status other than 200), and the dashboard's filters still find their rows through them.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import type { RequestLogTable } from '../../src/db/schema.ts';
import { RequestLogRepo } from '../../src/requestlog/repo.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { planOfFirstStatement } from '../helpers/query-plan.ts';

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
  await store().db.insertInto('request_log').values(rows).execute();
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

test('the tool and status indexes are partial: REST rows answered 200 enter neither', async () => {
  assert.match(await definition('request_log_tool'), /where.*tool.*is not null/i);
  assert.match(await definition('request_log_status'), /where.*status.*<>.*200/i);
  assert.match(await definition('request_log_token'), /token_id/);
  assert.doesNotMatch(await definition('request_log_token'), /where/i);
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
  const plan = await planOfFirstStatement(
    store(),
    (db) => new RequestLogRepo(db).list({ cursor, limit: 10 }),
    'enable_seqscan',
  );
  // Without a bound on ts the scan began at the newest row and filtered every newer one out.
  assert.match(plan, store().dialect === 'sqlite' ? /USING INDEX request_log_ts \(ts<\?\)/ : /Index Cond: \(ts <=/);
  const page = await new RequestLogRepo(store().db).list({ cursor, limit: 10 });
  assert.deepEqual(
    page.map((e) => e.request_id),
    ['req_index1', 'req_index0'],
  );
});

test('a cursor inside one millisecond: the page goes on with the earlier ids of that millisecond', async () => {
  await store()
    .db.insertInto('request_log')
    .values([logRow(1_700_000_000_001, 'req_index1a'), logRow(1_700_000_000_001, 'req_index1z')])
    .execute();
  const page = await new RequestLogRepo(store().db).list({
    cursor: { ts: 1_700_000_000_001, requestId: 'req_index1m' },
    limit: 10,
  });
  assert.deepEqual(
    page.map((e) => e.request_id),
    ['req_index1a', 'req_index1', 'req_index0'],
  );
});
