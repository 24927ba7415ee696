/**
 * Races an order must win: concurrent orders never take more units than a counted variant has, and
 * concurrent payments get invoice numbers without gaps or repeats. Each runs on one app and on two
 * app instances sharing one database (PostgreSQL with TEST_DATABASE_URL, else a SQLite file), as
 * behind a load balancer.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { createTestApp, createTwinApps, type TestApp } from '../helpers/app.ts';
import { buyable, changeStatus, orderBody, placeOrder, postOrder, setStock, stockOf } from '../helpers/orders.ts';

const item = buyable(7)[0]!;
const YEAR = new Date().getUTCFullYear();

/** A fresh app, or twins; each request goes to the next instance in turn. */
async function setups(): Promise<{ name: string; apps: TestApp[] }[]> {
  const single = await createTestApp();
  const twins = await createTwinApps();
  after(async () => {
    await single.close();
    for (const twin of twins) await twin.close();
  });
  return [
    { name: 'one instance', apps: [single] },
    { name: 'two instances on one database', apps: twins },
  ];
}

for (const { name, apps } of await setups()) {
  const [first] = apps as [TestApp];
  const admin = await first.token('admin');
  // Tokens live in the shared database: every instance knows them.
  const writer = await first.token('write', ['orders:write', 'orders:read']);
  const manager = await first.token('write', ['orders:manage']);
  const on = (i: number) => apps[i % apps.length] as TestApp;

  describe(name, () => {
    test('30 concurrent orders for 10 units: 10 placed, 20 × 409 insufficient_stock, none oversold', async () => {
      await setStock(first, admin, item.slug, item.size, 10);
      assert.deepEqual(await stockOf(first, item.slug, item.size), { stock_quantity: 10, stock_status: 'IN_STOCK' });
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, i) => postOrder(on(i), writer, orderBody([{ ...item, quantity: 1 }]))),
      );
      const statuses = results.map((r) => r.statusCode);
      assert.equal(statuses.filter((s) => s === 201).length, 10, results.map((r) => r.body.slice(0, 200)).join('\n'));
      assert.equal(statuses.filter((s) => s === 409).length, 20, statuses.join(','));
      for (const r of results.filter((x) => x.statusCode === 409)) {
        assert.equal(r.json().code, 'insufficient_stock', r.body);
        assert.deepEqual(
          r.json().errors.map((e: { path: string }) => e.path),
          ['items[0].quantity'],
        );
        assert.match(r.json().errors[0].message, /1 wanted, 0 available/);
      }
      assert.deepEqual(await stockOf(first, item.slug, item.size), { stock_quantity: 0, stock_status: 'OUT_OF_STOCK' });

      const db = first.app.services.store.db;
      const placed = await db
        .selectFrom('order_items')
        .select('order_id')
        .where('slug', '=', item.slug)
        .where('size', '=', item.size)
        .execute();
      assert.equal(placed.length, 10, 'ten orders hold the ten units');
      // The status followed the count once each way down: IN_STOCK → LOW_STOCK → OUT_OF_STOCK.
      const changes = (await db.selectFrom('events').select('data').where('type', '=', 'stock.changed').execute())
        .map((e) => JSON.parse(e.data))
        .filter((d) => d.slug === item.slug && d.size === item.size && d.stock_quantity < 10)
        .map((d) => `${d.previous_stock_status}→${d.stock_status}`)
        .sort();
      assert.deepEqual(changes, ['IN_STOCK→LOW_STOCK', 'LOW_STOCK→OUT_OF_STOCK']);
    });

    test('20 concurrent payments: invoice numbers YYYY-000001 to YYYY-000020, each once', async () => {
      const other = buyable(7)[1]!;
      const orders: string[] = [];
      for (let i = 0; i < 20; i++)
        orders.push((await placeOrder(on(i), writer, orderBody([{ ...other, quantity: 1 }]))).id);
      const results = await Promise.all(
        orders.map((id, i) => changeStatus(on(i + 1), manager, id, { status: 'paid', payment_method: 'invoice' })),
      );
      for (const r of results) assert.equal(r.statusCode, 200, r.body);
      const numbers = results.map((r) => r.json().data.invoice_number as string).sort();
      assert.deepEqual(
        numbers,
        Array.from({ length: 20 }, (_, i) => `${YEAR}-${String(i + 1).padStart(6, '0')}`),
      );
      // A second payment of the same order is refused and takes no number.
      const again = await changeStatus(first, manager, orders[0]!, { status: 'paid', payment_method: 'invoice' });
      assert.equal(again.statusCode, 409, again.body);
      const next = (await placeOrder(first, writer, orderBody([{ ...other, quantity: 1 }]))).id;
      const paid = await changeStatus(on(1), manager, next, { status: 'paid', payment_method: 'card' });
      assert.equal(paid.json().data.invoice_number, `${YEAR}-000021`);
    });
  });
}
