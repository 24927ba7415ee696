/**
 * Large binary values read by selectBinaryRows (src/db/binary-rows.ts): on PostgreSQL through a
 * binary COPY, on SQLite by the query itself. Bytes and text come back exactly, a missing row is no
 * row, and on PostgreSQL a query with bound parameters is refused (COPY takes none).
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { sql } from 'kysely';
import { selectBinaryRows } from '../../src/db/binary-rows.ts';
import type { Store } from '../../src/db/connect.ts';
import { parseBinaryCopy } from '../../src/db/pg-copy.ts';
import { bothStores } from '../helpers/both-stores.ts';

const stores = bothStores('binary');

const snapshotOf = (store: Store, code: string) =>
  store.db.selectFrom('search_snapshots').select(['catalog_stamp', 'data']).where('code', '=', sql.lit(code));

test('bytes (several MB, every byte value) and UTF-8 text come back exactly; a missing row is none', async () => {
  const data = Buffer.concat([Buffer.from([0, 255, 10, 13, 92, 9]), randomBytes(3_000_000)]);
  const stamp = '2026-11-29T05:00:00.000Z · Grüße ✓';
  for (const [name, store] of stores) {
    await store.db
      .insertInto('search_snapshots')
      .values({ code: 'abc123', catalog_stamp: stamp, products: 1, data, created_at: stamp })
      .execute();
    const rows = await selectBinaryRows(store.db, snapshotOf(store, 'abc123'), {
      catalog_stamp: 'text',
      data: 'bytes',
    });
    assert.equal(rows.length, 1, name);
    assert.equal(rows[0]?.catalog_stamp, stamp, name);
    assert.ok(Buffer.from(rows[0]?.data as Uint8Array).equals(data), `${name}: the bytes differ`);
    const none = await selectBinaryRows(store.db, snapshotOf(store, 'fff'), { catalog_stamp: 'text', data: 'bytes' });
    assert.deepEqual(none, [], name);
  }
});

test('on PostgreSQL, a query with bound parameters is refused', async (t) => {
  const postgres = stores.find(([name]) => name === 'PostgreSQL')?.[1];
  if (!postgres) return t.skip('TEST_DATABASE_URL is not set');
  const query = postgres.db.selectFrom('search_snapshots').select(['catalog_stamp', 'data']).where('code', '=', 'abc');
  await assert.rejects(selectBinaryRows(postgres.db, query, { catalog_stamp: 'text', data: 'bytes' }), /no parameters/);
});

test('a binary COPY is read field by field: NULLs, several rows, a wrong field count or signature refused', () => {
  const header = Buffer.concat([Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), Buffer.alloc(8)]);
  const field = (value: Buffer | null) => {
    const length = Buffer.alloc(4);
    length.writeInt32BE(value ? value.length : -1);
    return value ? Buffer.concat([length, value]) : length;
  };
  const count = (n: number) => {
    const b = Buffer.alloc(2);
    b.writeInt16BE(n);
    return b;
  };
  const rows = Buffer.concat([
    header,
    count(2),
    field(Buffer.from('ä')),
    field(null),
    count(2),
    field(null),
    field(Buffer.from([1, 2])),
    count(-1),
  ]);
  const columns = { t: 'text', b: 'bytes' } as const;
  assert.deepEqual(parseBinaryCopy(rows, columns), [
    { t: 'ä', b: null },
    { t: null, b: Buffer.from([1, 2]) },
  ]);
  assert.throws(() => parseBinaryCopy(rows, { t: 'text' }), /2 fields, expected 1/);
  assert.throws(() => parseBinaryCopy(Buffer.from('PGCOPY'), columns), /not a binary COPY/);
});
