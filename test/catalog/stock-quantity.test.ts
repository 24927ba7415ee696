/**
 * Stock as a count, set by the operator: through the update_product_stock tool and the dashboard's
 * stock route. A counted variant's status follows its quantity and threshold; null stops counting;
 * DROPSHIP is never counted; stock.changed fires only when the status changes.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { PRODUCTS } from '../../src/seed/data/products.ts';
import { adminApp, adminSession, asAdmin, type Session } from '../admin/support.ts';
import type { TestApp } from '../helpers/app.ts';
import { callInvalid, callOk } from '../helpers/tools.ts';

let t: TestApp;
let s: Session;
let admin: string;
let reader: string;

before(async () => {
  t = await adminApp();
  s = await adminSession(t);
  admin = await t.token('admin');
  reader = await t.token('read');
});
after(() => t.close());

const db = () => t.app.services.store.db;
const ACTIVE = PRODUCTS.filter((p) => p.is_active);
/** Active products with an IN_STOCK variant, a different one per test so tests do not meet. */
const inStock = ACTIVE.filter((p) => p.variants.some((v) => v.stock_status === 'IN_STOCK'));
const pick = (i: number) => {
  const product = inStock[i]!;
  return { slug: product.slug, size: product.variants.find((v) => v.stock_status === 'IN_STOCK')!.size };
};
const dropship = ACTIVE.find((p) => p.variants.some((v) => v.stock_status === 'DROPSHIP'))!;
const dropshipSize = dropship.variants.find((v) => v.stock_status === 'DROPSHIP')!.size;

async function stored(slug: string, size: string) {
  const row = await db()
    .selectFrom('product_variants')
    .innerJoin('products', 'products.id', 'product_variants.product_id')
    .select([
      'product_variants.stock_status',
      'product_variants.stock_quantity',
      'product_variants.low_stock_threshold',
    ])
    .where('products.slug', '=', slug)
    .where('product_variants.size', '=', size)
    .executeTakeFirstOrThrow();
  return { ...row };
}

async function stockEvents(slug: string) {
  const rows = await db().selectFrom('events').select('data').where('type', '=', 'stock.changed').execute();
  return rows.map((r) => JSON.parse(r.data)).filter((d) => d.slug === slug);
}

const stock = (parameters: Record<string, unknown>) => callOk(t, admin, 'update_product_stock', parameters);
const invalid = (parameters: Record<string, unknown>, path: string) =>
  callInvalid(t, admin, 'update_product_stock', parameters, path);

describe('update_product_stock with a count', () => {
  test('a quantity sets the status it gives; stock.changed fires only when the status changes', async () => {
    const v = pick(0);
    const field = (f: string) => `product_variants.${v.size}.${f}`;
    const low = await stock({ ...v, stock_quantity: 3 });
    assert.deepEqual(low.changed_fields.sort(), [field('stock_quantity'), field('stock_status')]);
    assert.deepEqual(low.after, { size: v.size, stock_status: 'LOW_STOCK', stock_quantity: 3, low_stock_threshold: 5 });
    assert.deepEqual(low.events, ['stock.changed', 'product.updated']);
    const [event] = await stockEvents(v.slug);
    assert.equal(event.stock_status, 'LOW_STOCK');
    assert.equal(event.previous_stock_status, 'IN_STOCK');
    assert.equal(event.stock_quantity, 3);

    const res = await t.app.inject({ url: `/api/v1/products/${v.slug}`, headers: { 'x-api-key': reader } });
    const variant = res.json().data.product_variants.find((x: { size: string }) => x.size === v.size);
    assert.equal(variant.stock_quantity, 3);
    assert.equal(variant.stock_status, 'LOW_STOCK');

    const same = await stock({ ...v, stock_quantity: 4 });
    assert.deepEqual(same.changed_fields, [field('stock_quantity')]);
    assert.deepEqual(same.events, ['product.updated']);
    assert.equal((await stockEvents(v.slug)).length, 1);

    const out = await stock({ ...v, stock_quantity: 0 });
    assert.equal(out.after.stock_status, 'OUT_OF_STOCK');
    assert.deepEqual(await stored(v.slug, v.size), {
      stock_status: 'OUT_OF_STOCK',
      stock_quantity: 0,
      low_stock_threshold: 5,
    });
    const audit = await db().selectFrom('audit_log').selectAll().where('entity_id', '=', v.slug).execute();
    assert.equal(audit.length, 3);
    assert.equal(audit[0]!.tool, 'update_product_stock');
  });

  test('a status contradicting the count is refused naming stock_status, and nothing changes', async () => {
    const v = pick(1);
    const before = await stored(v.slug, v.size);
    const alone = await invalid({ ...v, stock_status: 'OUT_OF_STOCK' }, 'parameters.stock_status');
    assert.match(alone.errors![0]!.message, /^follows stock_quantity: /);
    await invalid({ ...v, stock_quantity: 10, stock_status: 'LOW_STOCK' }, 'parameters.stock_status');
    await invalid({ ...v, stock_status: 'DROPSHIP' }, 'parameters.stock_status');
    assert.deepEqual(await stored(v.slug, v.size), before);
    const agreeing = await stock({ ...v, stock_quantity: 2, stock_status: 'LOW_STOCK' });
    assert.equal(agreeing.after.stock_status, 'LOW_STOCK');
  });

  test('null stops counting: the status stays, then is set by hand', async () => {
    const v = pick(2);
    const stop = await stock({ ...v, stock_quantity: null });
    assert.deepEqual(stop.changed_fields, [`product_variants.${v.size}.stock_quantity`]);
    assert.equal(stop.after.stock_status, 'IN_STOCK');
    assert.deepEqual(stop.events, ['product.updated']);
    const hand = await stock({ ...v, stock_status: 'OUT_OF_STOCK' });
    assert.deepEqual(hand.events, ['stock.changed', 'product.updated']);
    assert.deepEqual(await stored(v.slug, v.size), {
      stock_status: 'OUT_OF_STOCK',
      stock_quantity: null,
      low_stock_threshold: 5,
    });
    const [event] = await stockEvents(v.slug);
    assert.equal(event.stock_quantity, null);
  });

  test('a threshold change re-derives the status of a counted variant only', async () => {
    const v = pick(3);
    await stock({ ...v, stock_quantity: 20 });
    const raised = await stock({ ...v, low_stock_threshold: 30 });
    assert.deepEqual(raised.changed_fields.sort(), [
      `product_variants.${v.size}.low_stock_threshold`,
      `product_variants.${v.size}.stock_status`,
    ]);
    assert.equal(raised.after.stock_status, 'LOW_STOCK');
    assert.deepEqual(raised.events, ['stock.changed', 'product.updated']);
    assert.equal((await stockEvents(v.slug)).at(-1).stock_quantity, 20);

    const uncounted = await stock({ slug: dropship.slug, size: dropshipSize, low_stock_threshold: 50 });
    assert.deepEqual(uncounted.changed_fields, [`product_variants.${dropshipSize}.low_stock_threshold`]);
    assert.equal(uncounted.after.stock_status, 'DROPSHIP');
  });

  test('DROPSHIP is not counted: a count needs another status with it', async () => {
    const v = { slug: dropship.slug, size: dropshipSize };
    const refused = await invalid({ ...v, stock_quantity: 40 }, 'parameters.stock_status');
    assert.match(refused.errors![0]!.message, /DROPSHIP is not counted/);
    assert.equal((await stored(v.slug, v.size)).stock_quantity, null);
    const counted = await stock({ ...v, stock_quantity: 60, stock_status: 'IN_STOCK' });
    assert.equal(counted.after.stock_status, 'IN_STOCK');
    const back = await stock({ ...v, stock_quantity: null, stock_status: 'DROPSHIP' });
    assert.deepEqual(back.after, {
      size: v.size,
      stock_status: 'DROPSHIP',
      stock_quantity: null,
      low_stock_threshold: 50,
    });
  });

  test('dry run reports the change and writes nothing', async () => {
    const v = pick(4);
    const before = await stored(v.slug, v.size);
    const events = (await db().selectFrom('events').select('id').execute()).length;
    const dry = await stock({ ...v, stock_quantity: 1, dry_run: true });
    assert.equal(dry.dry_run, true);
    assert.equal(dry.after.stock_status, 'LOW_STOCK');
    assert.deepEqual(dry.events, ['stock.changed', 'product.updated']);
    assert.deepEqual(await stored(v.slug, v.size), before);
    assert.equal((await db().selectFrom('events').select('id').execute()).length, events);
    assert.equal((await db().selectFrom('audit_log').select('id').where('entity_id', '=', v.slug).execute()).length, 0);
  });

  test('parameter bounds, and at least one stock field', async () => {
    const v = pick(5);
    for (const stock_quantity of [-1, 1.5, 1_000_001, '3'])
      await invalid({ ...v, stock_quantity }, 'parameters.stock_quantity');
    for (const low_stock_threshold of [-1, 10_001, null])
      await invalid({ ...v, low_stock_threshold }, 'parameters.low_stock_threshold');
    const none = await callInvalid(t, admin, 'update_product_stock', v, 'parameters');
    assert.match(none.errors![0]!.message, /stock_status, stock_quantity or low_stock_threshold/);
  });
});

describe('the dashboard stock route', () => {
  const url = (v: { slug: string; size: string }) => `/admin/api/products/${v.slug}/variants/${v.size}/stock`;

  test('sets the count and threshold, refuses a contradicting status, lists both', async () => {
    const v = pick(6);
    const res = await asAdmin(t, s, 'POST', url(v), { stock_quantity: 2 });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.after.stock_status, 'LOW_STOCK');
    assert.deepEqual(res.json().data.events, ['stock.changed', 'product.updated']);
    assert.equal((await stockEvents(v.slug)).at(-1).stock_quantity, 2);

    const bad = await asAdmin(t, s, 'POST', url(v), { stock_status: 'IN_STOCK' });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().errors[0].path, 'stock_status');
    assert.match(bad.json().errors[0].message, /^follows stock_quantity: /);
    assert.equal((await asAdmin(t, s, 'POST', url(v), {})).statusCode, 400);
    assert.equal((await asAdmin(t, s, 'POST', url(v), { stock_quantity: -3 })).statusCode, 400);

    const threshold = await asAdmin(t, s, 'POST', url(v), { low_stock_threshold: 2 });
    assert.equal(threshold.statusCode, 200, threshold.body);
    assert.equal(threshold.json().data.after.stock_status, 'IN_STOCK');

    const name = inStock[6]!.sku;
    const listed = await asAdmin(t, s, 'GET', `/admin/api/products?q=${encodeURIComponent(name)}`);
    const row = listed.json().data.find((p: { slug: string }) => p.slug === v.slug);
    const variant = row.product_variants.find((x: { size: string }) => x.size === v.size);
    assert.deepEqual(
      { status: variant.stock_status, quantity: variant.stock_quantity, threshold: variant.low_stock_threshold },
      { status: 'IN_STOCK', quantity: 2, threshold: 2 },
    );
    const detail = await asAdmin(t, s, 'GET', `/admin/api/products/${v.slug}`);
    assert.equal(detail.statusCode, 200, detail.body);
    const edited = detail.json().data.product_variants.find((x: { size: string }) => x.size === v.size);
    assert.equal(edited.low_stock_threshold, 2);
    assert.equal(edited.stock_quantity, 2);
  });
});
