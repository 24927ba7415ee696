/**
 * A SQLite file's request log is written from a thread with a connection of its own
 * (src/requestlog/batch-thread.ts): the app's connection sees the rows arrive as another
 * connection's commits (PRAGMA data_version changes only then), a batch the thread cannot write is
 * refused and the next one is written, a closed thread is started again by the next batch, and a
 * server stopped with SIGTERM has the thread write what it buffered.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { sql } from 'kysely';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { openStore } from '../../src/db/connect.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import type { LogRecord } from '../../src/requestlog/batch.ts';
import { startBatchThread } from '../../src/requestlog/batch-thread.ts';
import { killNapfProcesses, napfEnv, startNapfProcess } from '../helpers/napf-process.ts';

const record = (i: number): LogRecord => ({
  ts: Date.now(),
  request_id: `req_thread_${i}`,
  token_id: null,
  token_name: null,
  method: 'GET',
  route: '/api/v1/products',
  path: '/api/v1/products',
  tool: null,
  status: 200,
  duration_ms: 1.5,
  error_code: null,
  ip: '127.0.0.1',
  user_agent: 'test',
});

function tempDatabase(t: { after(fn: () => void): void }): string {
  const dir = mkdtempSync(join(tmpdir(), 'napf-logthread-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return `sqlite:${join(dir, 'napf.db')}`;
}

test('an app on a SQLite file writes its request log on another connection than its own', async (t) => {
  const databaseUrl = tempDatabase(t);
  const app = await buildApp(testConfig({ databaseUrl, seedDemo: false }));
  try {
    const { store, requestLog } = app.services;
    const version = async () =>
      (await sql<{ data_version: number }>`PRAGMA data_version`.execute(store.db)).rows[0]?.data_version;
    const before = await version();
    for (let i = 0; i < 3; i++) assert.equal((await app.inject({ url: '/api/v1/products' })).statusCode, 401);
    await requestLog.flush();
    const logged = await store.db.selectFrom('request_log').select(['path', 'status']).execute();
    assert.deepEqual(
      logged.map((r) => ({ ...r })),
      Array(3).fill({ path: '/api/v1/products', status: 401 }),
    );
    assert.notEqual(await version(), before, 'the rows were committed by a connection other than the app’s');
  } finally {
    await app.close();
  }
});

test('the thread refuses a batch it cannot write, writes the next, and starts again after close', async (t) => {
  const url = tempDatabase(t);
  const store = await openStore(url);
  await migrateToLatest(store);
  const thread = startBatchThread(url);
  try {
    const broken = { ...record(0), method: null } as unknown as LogRecord;
    await assert.rejects(thread.write([record(1), broken]), /NOT NULL/);
    await thread.write([record(2), record(3)]);
    await thread.close();
    await thread.write([record(4)]);
    const ids = await store.db.selectFrom('request_log').select('request_id').orderBy('request_id').execute();
    assert.deepEqual(
      ids.map((r) => r.request_id),
      ['req_thread_2', 'req_thread_3', 'req_thread_4'],
      'the refused batch left nothing behind',
    );
  } finally {
    await thread.close();
    await store.close();
  }
});

test('a server stopped right after its requests has the thread write every entry', async (t) => {
  t.after(killNapfProcesses);
  const databaseUrl = tempDatabase(t);
  const napf = await startNapfProcess(napfEnv(databaseUrl, { SEED_DEMO: 'false' }));
  const requests = 40;
  for (let i = 0; i < requests; i++) await fetch(`${napf.url}/api/v1/products?page=${i}`);
  const exited = new Promise((resolve) => napf.child.once('exit', resolve));
  napf.child.kill('SIGTERM');
  assert.equal(await exited, 0, napf.log());
  const store = await openStore(databaseUrl);
  try {
    const { count } = await store.db
      .selectFrom('request_log')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    assert.equal(count, requests, napf.log());
  } finally {
    await store.close();
  }
});
