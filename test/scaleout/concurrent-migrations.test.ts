/** Two instances starting at once on a fresh database migrate it exactly once (Kysely's lock table). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import pg from 'pg';
import { randomBase62 } from '../../src/core/ids.ts';
import { openStore } from '../../src/db/connect.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { PG_URL } from '../helpers/app.ts';

test('concurrent starts on one PostgreSQL schema', { skip: !PG_URL && 'TEST_DATABASE_URL not set' }, async () => {
  const schema = `t_${randomBase62(12).toLowerCase()}`;
  const stores = await Promise.all([openStore(PG_URL!, { schema }), openStore(PG_URL!, { schema })]);
  try {
    const applied = await Promise.all(stores.map((s) => migrateToLatest(s)));
    const all = applied.flat();
    assert.equal(new Set(all).size, all.length, 'no migration ran twice');
    assert.ok(all.length > 0);
    assert.deepEqual(await migrateToLatest(stores[0]!), []);
  } finally {
    await Promise.all(stores.map((s) => s.close()));
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  }
});
