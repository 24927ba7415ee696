/**
 * Transactions on a SQLite file begin IMMEDIATE (src/db/sqlite-adapter.ts): another connection's
 * write (a CLI command while the server runs) cannot slip in between a transaction's read and its
 * write, which would leave the transaction unable to write at all (SQLITE_BUSY_SNAPSHOT).
 */
import assert from 'node:assert/strict';
import { DatabaseSync } from 'node:sqlite';
import { test } from 'node:test';
import { openStore } from '../../src/db/connect.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { tempSqliteDatabase } from '../helpers/app.ts';

/** The other connection's write: a request-log row with the id `other`. */
const OTHER_WRITE = `insert into request_log (ts, request_id, method, path, status, duration_ms) values (1, 'other', 'GET', '/', 200, 1)`;

const row = (id: string) => ({
  ts: Date.now(),
  request_id: id,
  method: 'GET',
  path: '/api/v1/products',
  status: 200,
  duration_ms: 1,
});

test('a transaction holds the write lock from its begin: another connection waits instead of breaking it', async (t) => {
  const database = tempSqliteDatabase();
  t.after(database.drop);
  const store = await openStore(database.url);
  await migrateToLatest(store);
  const other = new DatabaseSync(database.url.slice('sqlite:'.length));
  other.exec('PRAGMA busy_timeout = 0');
  try {
    await store.db.transaction().execute(async (trx) => {
      await trx.selectFrom('request_log').select('request_id').execute();
      assert.throws(
        () => other.exec(OTHER_WRITE),
        /locked|busy/i,
        'the other connection must wait for this transaction',
      );
      await trx.insertInto('request_log').values(row('mine')).execute();
    });
    other.exec(OTHER_WRITE);
    const ids = await store.db.selectFrom('request_log').select('request_id').orderBy('request_id').execute();
    assert.deepEqual(
      ids.map((r) => r.request_id),
      ['mine', 'other'],
    );
  } finally {
    other.close();
    await store.close();
  }
});
