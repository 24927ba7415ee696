/**
 * Statements compiled once per shape (src/db/compiled-once.ts): rows land in their columns on both
 * databases, a shape's SQL is compiled at its first use only, a parameter list that differs from
 * Kysely's own compilation is refused before anything runs, and rows the shortcut cannot take go
 * through Kysely's builder.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import { insertCompiledOnce, runCompiledOnce } from '../../src/db/compiled-once.ts';
import type { Store } from '../../src/db/connect.ts';
import { bothStores } from '../helpers/both-stores.ts';

const stores = bothStores('compiled');

const event = (id: string, type: string) => ({
  id,
  type,
  data: `{"n":"${id}"}`,
  created_at: `2026-11-29T00:00:0${id.at(-1)}Z`,
});

const stored = async (store: Store, ids: string[]) =>
  (await store.db.selectFrom('events').selectAll().where('id', 'in', ids).orderBy('id').execute()).map((r) => ({
    ...r,
  }));

test('rows land in their own columns, one row or several, again and again', async () => {
  for (const [name, store] of stores) {
    await insertCompiledOnce(store.db, 'events', [event('evt_a1', 'order.created')]);
    await insertCompiledOnce(store.db, 'events', [event('evt_a2', 'order.updated'), event('evt_a3', 'stock.changed')]);
    await insertCompiledOnce(store.db, 'events', [
      event('evt_a4', 'price.changed'),
      event('evt_a5', 'product.updated'),
    ]);
    const ids = ['evt_a1', 'evt_a2', 'evt_a3', 'evt_a4', 'evt_a5'];
    const types = ['order.created', 'order.updated', 'stock.changed', 'price.changed', 'product.updated'];
    assert.deepEqual(
      await stored(store, ids),
      ids.map((id, i) => event(id, types[i] as string)),
      name,
    );
  }
});

test("a shape's SQL is compiled at its first use only, and later calls bind their own parameters", async () => {
  for (const [name, store] of stores) {
    let builds = 0;
    const typeOf = async (id: string) =>
      (
        await runCompiledOnce(store.db, 'test: event type by id', [id], () => {
          builds++;
          return store.db.selectFrom('events').select('type').where('id', '=', id);
        })
      ).map((r) => r.type);
    await insertCompiledOnce(store.db, 'events', [event('evt_b1', 'order.created'), event('evt_b2', 'stock.changed')]);
    assert.deepEqual(await typeOf('evt_b1'), ['order.created'], name);
    assert.deepEqual(await typeOf('evt_b2'), ['stock.changed'], name);
    assert.deepEqual(await typeOf('evt_none'), [], name);
    assert.equal(builds, 1, name);
  }
});

test('a parameter list unlike the compiled one is refused before the statement runs', async () => {
  for (const [name, store] of stores) {
    await assert.rejects(
      runCompiledOnce(store.db, 'test: events in the wrong order', ['evt_c1', 'order.created'], () =>
        store.db.insertInto('events').values({ type: 'order.created', id: 'evt_c1', data: '{}', created_at: 'now' }),
      ),
      /listed parameters differ/,
      name,
    );
    assert.deepEqual(await stored(store, ['evt_c1']), [], name);
  }
});

test('rows with other columns or with SQL expressions take the builder', async () => {
  for (const [name, store] of stores) {
    const { data: _, ...withoutData } = event('evt_d2', 'order.updated');
    await insertCompiledOnce(store.db, 'events', [
      event('evt_d1', 'order.created'),
      // values() takes expressions, the Insertable type of a row does not.
      { ...withoutData, data: sql<string>`'{"from":"sql"}'` as unknown as string },
    ]);
    const rows = await stored(store, ['evt_d1', 'evt_d2']);
    assert.deepEqual(
      rows.map((r) => r.data),
      ['{"n":"evt_d1"}', '{"from":"sql"}'],
      name,
    );
  }
});
