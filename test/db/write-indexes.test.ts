/**
 * Indexes that every order's commit writes are no more than its reads and guarantees need: the
 * invoice number's unique index holds numbered orders only and still refuses a number twice; the
 * audit trail of an entity has one index, which its query uses.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { buyable, orderBody, placeOrder } from '../helpers/orders.ts';

let t: TestApp;
let key: string;
const db = () => t.app.services.store.db;
const dialect = () => t.app.services.store.dialect;

before(async () => {
  t = await createTestApp();
  key = await t.token('write', ['orders:write']);
});
after(() => t.close());

/** The table's indexes by name, each with its definition as the database keeps it. */
async function indexes(table: string): Promise<Map<string, string>> {
  const { rows } =
    dialect() === 'sqlite'
      ? await sql<{ name: string; text: string | null }>`select name, sql as text from sqlite_master
          where type = 'index' and tbl_name = ${table}`.execute(db())
      : await sql<{ name: string; text: string }>`select indexname as name, indexdef as text from pg_indexes
          where tablename = ${table} and schemaname = current_schema()`.execute(db());
  return new Map(rows.map((r) => [r.name, r.text ?? '']));
}

test('orders without an invoice number may be many and are not in its index; a number is refused twice', async () => {
  assert.match(
    (await indexes('orders')).get('orders_invoice_number') ?? '',
    /unique.*where.*invoice_number.*is not null/is,
  );
  const [line] = buyable(19);
  assert.ok(line);
  const order = () => placeOrder(t, key, orderBody([{ slug: line.slug, size: line.size, quantity: 1 }]));
  const [a, b] = [await order(), await order()];
  const setNumber = (id: string) =>
    db().updateTable('orders').set({ invoice_number: '2026-999999' }).where('id', '=', id).execute();
  await setNumber(a.id);
  await assert.rejects(setNumber(b.id), /unique|duplicate/i);
});

test('the audit trail of an entity has one index', async () => {
  const names = [...(await indexes('audit_log')).keys()];
  assert.ok(names.includes('audit_log_entity_created'));
  assert.ok(!names.includes('audit_log_entity'), 'the prefix index is gone');
  if (dialect() === 'sqlite') {
    const { rows } = await sql`explain query plan select * from audit_log where entity_type = 'order'
      and entity_id = 'ord_x' order by created_at desc, id desc`.execute(db());
    assert.match(JSON.stringify(rows), /audit_log_entity_created/);
  }
});
