/**
 * PostgreSQL really away (a private throwaway cluster stopped and started again): the requests made
 * meanwhile are logged once it is back, through the app's own connection pool, without a restart;
 * beyond the bound the oldest are dropped and counted. Runs in the PostgreSQL pass only, and is
 * skipped with the reason when no private cluster can be made here.
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { NO_PRIVATE_CLUSTER, PrivateCluster } from '../faults/private-cluster.ts';
import { type LoggedApp, loggedApp, until } from './support.ts';

const SKIP = !process.env.TEST_DATABASE_URL
  ? 'runs in the PostgreSQL pass only (set TEST_DATABASE_URL)'
  : NO_PRIVATE_CLUSTER;

let cluster: PrivateCluster | undefined;
let t: LoggedApp | undefined;
after(async () => {
  await t?.close().catch(() => {});
  await cluster?.destroy();
});

test('PostgreSQL away: entries are kept up to the bound and written when it is back', { skip: SKIP }, async () => {
  cluster = await PrivateCluster.create();
  t = await loggedApp({ requestLogBuffer: 30 }, cluster.url);
  const app = t.app;
  const admin = (await app.services.tokens.create({ name: 'admin', kind: 'admin' })).token;
  // A page of its own per request: no answer comes from the catalog cache, each needs the database.
  let page = 0;
  const get = (id: string) =>
    app.inject({ url: `/api/v1/products?page=${++page}`, headers: { 'x-api-key': admin, 'x-request-id': id } });
  assert.equal((await get('before')).statusCode, 200);
  await app.services.requestLog.flush();

  await cluster.stop('fast');
  // Answered 503 (the token cannot be looked up) and logged all the same.
  for (let i = 0; i < 40; i++) assert.equal((await get(`away_${i}`)).statusCode, 503);
  const writer = app.services.requestLog;
  assert.ok(await until(() => writer.stats.failing >= 1, 5000), JSON.stringify(writer.stats));
  await cluster.start();

  const logged = async () =>
    (await cluster!.query<{ request_id: string }>('select request_id from request_log')).map((r) => r.request_id);
  assert.ok(await until(async () => (await logged()).length === 31, 10_000), `logged: ${(await logged()).length}`);
  assert.deepEqual(
    (await logged()).filter((id) => id.startsWith('away_')).sort(),
    Array.from({ length: 30 }, (_, i) => `away_${i + 10}`).sort(),
    'the newest 30 are kept',
  );
  const stats = await app.inject({ url: '/admin/api/request-log/stats', headers: { 'x-api-key': admin } });
  assert.equal(stats.statusCode, 200, stats.body);
  assert.deepEqual(stats.json().buffer, { buffered: 0, capacity: 30, dropped: 10, failing: 0 });
  assert.equal(t.lines.filter((l) => l.msg.startsWith('request log buffer full')).length, 1);
});
