/**
 * Migrated stores on both databases for tests of src/db: SQLite in a temporary file and, with
 * TEST_DATABASE_URL, PostgreSQL in a schema of its own. Opened before the file's tests and closed,
 * with the file and the schema dropped, after them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import pg from 'pg';
import { randomBase62 } from '../../src/core/ids.ts';
import { openStore, type Store } from '../../src/db/connect.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { PG_URL } from './app.ts';

/** [name, store] pairs, filled once the tests' `before` has run. */
export function bothStores(name: string): [string, Store][] {
  const dir = mkdtempSync(join(tmpdir(), `napf-${name}-`));
  const schema = `t_${randomBase62(12).toLowerCase()}`;
  const stores: [string, Store][] = [];
  before(async () => {
    stores.push(['SQLite', await openStore(`sqlite:${join(dir, 'db.sqlite')}`)]);
    if (PG_URL) stores.push(['PostgreSQL', await openStore(PG_URL, { schema })]);
    for (const [, store] of stores) await migrateToLatest(store);
  });
  after(async () => {
    for (const [, store] of stores) await store.close();
    rmSync(dir, { recursive: true, force: true });
    if (!PG_URL) return;
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  });
  return stores;
}
