/**
 * A log entry's row as the batch writes it: every field back in its own column (the values go to
 * the database by position, in the order of LOG_COLUMNS), on SQLite and, with TEST_DATABASE_URL,
 * on PostgreSQL.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ROWS_A_STATEMENT } from '../../src/db/sqlite-adapter.ts';
import { writeBatch } from '../../src/requestlog/batch.ts';
import { LogColumns, type LogRecord } from '../../src/requestlog/columns.ts';
import { LOG_COLUMNS, logColumnValues } from '../../src/requestlog/write-repo.ts';
import { bothStores } from '../helpers/both-stores.ts';

const entry: LogRecord = {
  ts: 1_764_000_000_123,
  request_id: 'req_rows1',
  token_id: 'tok_rows',
  token_name: 'Agent Rows',
  method: 'POST',
  route: '/api/mcp',
  path: '/api/mcp',
  tool: 'get_product',
  status: 404,
  duration_ms: 1.25,
  error_code: 'not_found',
  ip: '192.0.2.7',
  user_agent: 'rows-test/1.0',
};

test('a batch’s columns follow the column list', () => {
  assert.deepEqual(
    logColumnValues(LogColumns.of([entry])).map((values) => values[0]),
    LOG_COLUMNS.map((column) => entry[column]),
  );
});

const stores = bothStores('log-rows');

test('every field of a written entry comes back in its own column, on each database', async () => {
  for (const [name, store] of stores) {
    await writeBatch(store, LogColumns.of([entry]));
    const stored = await store.db
      .selectFrom('request_log')
      .selectAll()
      .where('request_id', '=', entry.request_id)
      .executeTakeFirstOrThrow();
    assert.deepEqual({ ...stored, ts: Number(stored.ts) }, entry, name);
  }
});

test('a batch of several full statements and a rest lands whole, each row with its own values', async () => {
  // SQLite takes a batch in statements of ROWS_A_STATEMENT rows and the rest one by one.
  const rows = 2 * ROWS_A_STATEMENT + 37;
  const entries = Array.from({ length: rows }, (_, i) => ({
    ...entry,
    ts: entry.ts + i,
    request_id: `req_many${String(i).padStart(4, '0')}`,
    token_id: i % 3 === 0 ? null : `tok_${i % 5}`,
    tool: i % 2 ? null : 'get_product',
    status: 200 + (i % 7),
    duration_ms: i / 8,
    user_agent: `agent/${i}`,
  }));
  for (const [name, store] of stores) {
    await writeBatch(store, LogColumns.of(entries));
    const stored = await store.db
      .selectFrom('request_log')
      .selectAll()
      .where('request_id', 'like', 'req_many%')
      .orderBy('request_id')
      .execute();
    assert.deepEqual(
      stored.map((row) => ({ ...row, ts: Number(row.ts) })),
      entries,
      name,
    );
  }
});
