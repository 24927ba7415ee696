/**
 * A normal stop loses no request-log entry (docs/contract.md#request-log): a server sent SIGTERM
 * right after its requests, before the flush timer, has written every one of them when it exits.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { openStore } from '../../src/db/connect.ts';
import { killNapfProcesses, napfEnv, startNapfProcess } from '../helpers/napf-process.ts';

function tempDatabase(t: { after(fn: () => void): void }): string {
  const dir = mkdtempSync(join(tmpdir(), 'napf-logstop-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return `sqlite:${join(dir, 'napf.db')}`;
}

test('a server stopped right after its requests has written every entry when it exits', async (t) => {
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
