/**
 * Two instances on one PostgreSQL schema (TEST_DATABASE_URL): every event reaches every
 * subscription exactly once (FOR UPDATE SKIP LOCKED claims), and an instance whose own dispatcher
 * is stopped still gets its commits delivered at once by the other one, woken by LISTEN/NOTIFY (the
 * poll is set to 30 s so only the notification can explain a prompt delivery).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { randomBase62 } from '../../src/core/ids.ts';
import { openStore, type Store } from '../../src/db/connect.ts';
import type { App } from '../../src/http/types.ts';
import { PRODUCTS } from '../../src/seed/data/products.ts';
import { PG_URL } from '../helpers/app.ts';
import { HttpsReceiver, testCertificate } from '../helpers/https-receiver.ts';
import { callTool } from '../helpers/tools.ts';
import { assertSigned, sleep } from './support.ts';

const skip = PG_URL ? false : 'needs TEST_DATABASE_URL (PostgreSQL)';
const schema = `t_${randomBase62(12).toLowerCase()}`;
const instances: { app: App; store: Store }[] = [];
let receiver: HttpsReceiver;

before(async () => {
  if (!PG_URL) return;
  receiver = await HttpsReceiver.start();
  for (let i = 0; i < 2; i++) {
    const store = await openStore(PG_URL, { schema });
    const config = testConfig({
      databaseUrl: PG_URL,
      publicUrl: 'http://shop.test',
      rateLimitPerMinute: 1_000_000,
      webhookAllowHosts: ['127.0.0.1'],
      webhookCaFile: testCertificate().certFile,
      webhookPollMs: 30_000,
      webhookConcurrency: 4,
    });
    instances.push({ app: await buildApp(config, { store }), store });
  }
});

after(async () => {
  if (!PG_URL) return;
  for (const { app, store } of instances) {
    await app.close();
    await store.close();
  }
  await receiver.stop();
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await client.end();
});

test('two instances on one PostgreSQL deliver each event exactly once', { skip }, async () => {
  const [a, b] = [instances[0]!, instances[1]!];
  const tokens = await Promise.all(
    [a, b].map(async (i) => (await i.app.services.tokens.create({ name: 't', kind: 'admin' })).token),
  );
  const testApps = [a, b].map((i) => ({ app: i.app, token: async () => '', close: async () => {} }));
  const secrets = new Map<string, string>();
  const paths = ['/a', '/b', '/c', '/d'];
  for (const path of paths) {
    const res = await callTool(testApps[0]!, tokens[0], 'create_webhook', {
      name: path,
      url: receiver.url(path),
      events: ['price.changed'],
    });
    assert.equal(res.statusCode, 200, res.body);
    secrets.set(path, res.json().result.webhook.secret);
  }
  const products = PRODUCTS.filter((p) => p.is_active).slice(0, 10);
  // 20 price changes, alternating between the instances, concurrently.
  await Promise.all(
    products.flatMap((p, i) =>
      [0, 1].map(async (j) => {
        const which = (i + j) % 2;
        const res = await callTool(testApps[which]!, tokens[which], 'update_product_price', {
          slug: p.slug,
          size: p.variants[0]!.size,
          price: 10 + i + j / 10,
        });
        assert.equal(res.statusCode, 200, res.body);
      }),
    ),
  );
  await receiver.waitFor((all) => all.length >= 80, '80 deliveries', 20_000);
  await sleep(1000);
  assert.equal(receiver.received.length, 80, 'no duplicates');
  for (const path of paths) {
    const got = receiver.on(path);
    assert.equal(new Set(got.map((r) => r.headers['webhook-id'])).size, 20, path);
    for (const r of got) assertSigned(r, secrets.get(path)!);
  }
});

test('a commit on one instance wakes the other through LISTEN/NOTIFY', { skip }, async () => {
  const a = instances[0]!;
  await a.app.services.dispatcher.stop();
  const token = (await a.app.services.tokens.create({ name: 't', kind: 'admin' })).token;
  const before = receiver.on('/a').length;
  const p = PRODUCTS.filter((x) => x.is_active)[11]!;
  const started = performance.now();
  const res = await callTool({ app: a.app }, token, 'update_product_price', {
    slug: p.slug,
    size: p.variants[0]!.size,
    price: 77.7,
  });
  assert.equal(res.statusCode, 200, res.body);
  await receiver.waitFor(
    (all) => all.filter((r) => r.path === '/a').length > before,
    'the delivery by instance b',
    5000,
  );
  const took = receiver.on('/a').at(-1)!.at - started;
  assert.ok(took < 1000, `instance b delivered ${Math.round(took)} ms after a's commit (poll is 30 s)`);
});
