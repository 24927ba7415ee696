/**
 * The request log's writer (docs/contract.md#request-log): a burst reaches the database, a stop
 * writes what is buffered, and while every log insert fails (a trigger refuses
 * them: the log's database is away for the writer, the API's own work goes on) the newest entries up
 * to the bound are kept, the dropped ones counted and logged once, and the kept ones written when
 * inserts work again. PostgreSQL really away: postgres-away.test.ts.
 */
import assert from 'node:assert/strict';
import { DatabaseSync } from 'node:sqlite';
import { test } from 'node:test';
import type { Store } from '../../src/db/connect.ts';
import { loggedApp, until } from './support.ts';

async function logRows(store: Store): Promise<string[]> {
  const rows = await store.db.selectFrom('request_log').select('request_id').execute();
  return rows.map((r) => r.request_id);
}

test('a burst is written off the requests, and a stop writes the rest', async () => {
  const t = await loggedApp();
  try {
    const key = (await t.app.services.tokens.create({ name: 'burst', kind: 'read' })).token;
    const get = (id: string) =>
      t.app.inject({ url: '/api/v1/categories', headers: { 'x-api-key': key, 'x-request-id': id } });
    await Promise.all(Array.from({ length: 1000 }, (_, i) => get(`burst_${i}`)));
    assert.ok(await until(async () => (await logRows(t.store)).length === 1000, 3000), 'the burst is written');
    const lastUsed = await t.store.db.selectFrom('api_tokens').select('last_used_at').executeTakeFirstOrThrow();
    assert.ok(lastUsed.last_used_at, 'last_used_at is set by the writer');

    for (let i = 0; i < 25; i++) await get(`late_${i}`);
    assert.ok(t.app.services.requestLog.pending > 0, 'still buffered');
    await t.app.close();
    const rows = await logRows(t.store);
    assert.equal(rows.length, 1025);
    assert.equal(rows.filter((id) => id.startsWith('late_')).length, 25);
  } finally {
    await t.close();
  }
});

test('inserts failing: the newest entries up to the bound are kept, the rest counted as dropped, then written', {
  skip: process.env.TEST_DATABASE_URL ? 'SQLite only (PostgreSQL away: postgres-away.test.ts)' : false,
}, async () => {
  const t = await loggedApp({ requestLogBuffer: 10 });
  try {
    const admin = (await t.app.services.tokens.create({ name: 'admin', kind: 'admin' })).token;
    const key = (await t.app.services.tokens.create({ name: 'busy', kind: 'read' })).token;
    const other = new DatabaseSync(t.file as string);
    other.exec(
      "PRAGMA busy_timeout = 5000; CREATE TRIGGER away BEFORE INSERT ON request_log BEGIN SELECT RAISE(ABORT, 'away'); END",
    );
    for (let i = 0; i < 25; i++) {
      const res = await t.app.inject({
        url: '/api/v1/categories',
        headers: { 'x-api-key': key, 'x-request-id': `away_${i}` },
      });
      assert.equal(res.statusCode, 200);
    }
    const writer = t.app.services.requestLog;
    assert.ok(
      await until(() => writer.stats.failing >= 2 && writer.stats.dropped === 15, 5000),
      JSON.stringify(writer.stats),
    );
    assert.equal(writer.pending, 10);
    other.exec('DROP TRIGGER away');
    other.close();
    await writer.flush();
    assert.ok(await until(async () => (await logRows(t.store)).length === 10, 8000), 'the kept entries are written');
    assert.deepEqual(
      (await logRows(t.store)).sort(),
      Array.from({ length: 10 }, (_, i) => `away_${i + 15}`).sort(),
      'the newest ten are kept',
    );
    const stats = await t.app.inject({ url: '/admin/api/request-log/stats', headers: { 'x-api-key': admin } });
    assert.equal(stats.statusCode, 200, stats.body);
    assert.deepEqual(stats.json().buffer, { buffered: 0, capacity: 10, dropped: 15, failing: 0 });
    const dropLines = t.lines.filter((l) => l.msg.startsWith('request log buffer full'));
    assert.equal(dropLines.length, 1, 'dropping is logged once a minute');
    assert.ok(Number(dropLines[0]?.dropped) > 0);
    const failLines = t.lines.filter((l) => l.msg.startsWith('request log batch could not be written'));
    assert.equal(failLines.length, 1, 'failing batches are logged once a minute');
    assert.match(String(failLines[0]?.err), /away/);
  } finally {
    await t.close();
  }
});
