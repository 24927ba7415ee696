/**
 * A normal stop loses no request-log entry (docs/contract.md#request-log): a server sent SIGTERM
 * right after its requests, before the flush timer, has written every one of them when it exits.
 * The whole path through a real process; the race of a stop meeting a batch in flight, which this
 * rarely hits with the batches written on the event loop, is pinned in batching.test.ts.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openStore } from '../../src/db/connect.ts';
import { tempSqliteDatabase } from '../helpers/app.ts';
import { killNapfProcesses, napfEnv, startNapfProcess } from '../helpers/napf-process.ts';

test('a server stopped right after its requests has written every entry when it exits', async (t) => {
  t.after(killNapfProcesses);
  const database = tempSqliteDatabase();
  t.after(database.drop);
  const napf = await startNapfProcess(napfEnv(database.url, { SEED_DEMO: 'false' }));
  const requests = 40;
  for (let i = 0; i < requests; i++) await fetch(`${napf.url}/api/v1/products?page=${i}`);
  const exited = new Promise((resolve) => napf.child.once('exit', resolve));
  napf.child.kill('SIGTERM');
  assert.equal(await exited, 0, napf.log());
  const store = await openStore(database.url);
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
