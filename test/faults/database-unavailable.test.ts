/** A database that cannot serve (read-only SQLite, PostgreSQL away) gives 503 problems, never 500. */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { sql } from 'kysely';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { openStore } from '../../src/db/connect.ts';
import { databaseUnavailableReason } from '../../src/db/errors.ts';
import { callTool } from '../helpers/tools.ts';

test('SQLite turning read-only while serving: reads still work, writes answer 503 database_unavailable', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'napf-ro-'));
  const store = await openStore(`sqlite:${join(dir, 'napf.db')}`);
  const app = await buildApp(testConfig({ rateLimitPerMinute: 1_000_000, requestLogEnabled: false }), { store });
  try {
    const admin = (await app.services.tokens.create({ name: 'ro', kind: 'admin' })).token;
    // As after a remount read-only or a full disk: every write now fails inside SQLite.
    await sql`PRAGMA query_only = ON`.execute(store.db);
    const read = await app.inject({ url: '/api/v1/products?limit=1', headers: { 'x-api-key': admin } });
    assert.equal(read.statusCode, 200);
    const product = read.json().data[0];
    const write = await callTool({ app } as never, admin, 'update_product_stock', {
      slug: product.slug,
      size: product.product_variants[0].size,
      // A count and the status it gives (the status of a counted variant follows its count).
      ...(product.product_variants[0].stock_status === 'LOW_STOCK'
        ? { stock_quantity: 50, stock_status: 'IN_STOCK' }
        : { stock_quantity: 2, stock_status: 'LOW_STOCK' }),
    });
    assert.equal(write.statusCode, 503, write.body);
    assert.equal(write.json().code, 'database_unavailable');
    assert.equal(write.headers['retry-after'], '5');
    await sql`PRAGMA query_only = OFF`.execute(store.db);
  } finally {
    await app.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('PostgreSQL connection failures are classified as unavailable, programming errors are not', () => {
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  const shutdown = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
  const syntax = Object.assign(new Error('syntax error at or near "selec"'), { code: '42601' });
  assert.ok(databaseUnavailableReason(refused));
  assert.ok(databaseUnavailableReason(shutdown));
  assert.ok(databaseUnavailableReason(new Error('Connection terminated unexpectedly')));
  assert.equal(databaseUnavailableReason(syntax), null);
  assert.equal(databaseUnavailableReason(new Error('boom')), null);
});

test('without a reachable PostgreSQL the start fails with a clear database error', async () => {
  // A port where nothing listens: the pool fails fast (connectionTimeoutMillis) and /readyz says so.
  const store = await openStore('postgres://postgres@127.0.0.1:1/none');
  const app = await buildApp(testConfig({ requestLogEnabled: false }), {
    store: { ...store, close: store.close },
  }).catch((err: unknown) => err);
  // Building the app migrates first, so without a database the start itself fails clearly:
  assert.ok(app instanceof Error);
  assert.ok(databaseUnavailableReason(app), String(app));
  await store.close();
});
