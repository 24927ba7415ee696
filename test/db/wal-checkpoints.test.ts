/**
 * Background WAL checkpoints (src/db/wal-checkpoints.ts): with them, the app's connection no longer
 * checkpoints at SQLite's default mark, and the worker copies the log into the database file.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { sql } from 'kysely';
import { openStore } from '../../src/db/connect.ts';

async function until(check: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return check();
}

/** Writes ~8 MB (about 2000 pages) in 200 commits. */
async function writeMegabytes(db: Awaited<ReturnType<typeof openStore>>['db']) {
  await sql`create table filler (id integer primary key, data blob)`.execute(db);
  for (let i = 0; i < 200; i++) await sql`insert into filler (data) values (randomblob(40000))`.execute(db);
}

test('a worker thread checkpoints the write-ahead log into the database file; close() stops it', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'napf-wal-'));
  const file = join(dir, 'napf.db');
  const errors: Error[] = [];
  const store = await openStore(`sqlite:${file}`, { backgroundCheckpoints: { onError: (err) => errors.push(err) } });
  try {
    const mark = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(store.db);
    assert.ok((mark.rows[0]?.wal_autocheckpoint ?? 0) > 1000, 'the app connection no longer checkpoints at 1000 pages');
    await writeMegabytes(store.db);
    assert.ok(
      await until(() => statSync(file).size > 8_000_000, 5000),
      `the database file holds the pages (${statSync(file).size} bytes)`,
    );
    assert.deepEqual(errors, []);
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('without them (a CLI command) SQLite checkpoints in the commits as usual', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'napf-wal-'));
  const store = await openStore(`sqlite:${join(dir, 'napf.db')}`);
  try {
    const mark = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(store.db);
    assert.equal(mark.rows[0]?.wal_autocheckpoint, 1000);
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
