import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bodyAjv } from '../../src/http/validation.ts';
import { OrderSchema } from '../../src/orders/schema.ts';
import { PRODUCTS } from '../../src/seed/data/products.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { callTool } from '../helpers/tools.ts';

let t: TestApp;
let writer: string;
let reader: string;
let admin: string;

const ACTIVE = PRODUCTS.filter((p) => p.is_active);
const withOos = ACTIVE.find((p) => p.variants.some((v) => v.stock_status === 'OUT_OF_STOCK'))!;
const oosSize = withOos.variants.find((v) => v.stock_status === 'OUT_OF_STOCK')!.size;
const inStock = (p: (typeof PRODUCTS)[number]) => p.variants.find((v) => v.stock_status !== 'OUT_OF_STOCK')!;
const a = ACTIVE.find((p) => p !== withOos)!;
const b = ACTIVE.find((p) => p !== withOos && p !== a)!;
const draft = PRODUCTS.find((p) => !p.is_active)!;
const customer = { email: 'kunde@example.de', name: 'Erika Mustermann' };
const validate = bodyAjv.compile(OrderSchema);

before(async () => {
  t = await createTestApp();
  writer = await t.token('write', ['orders:write', 'orders:read']);
  // A back-office reader: every order, not only its own.
  reader = await t.token('read', ['all_orders:read']);
  admin = await t.token('admin');
});
after(() => t.close());

function post(body: unknown, key = writer, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers: { 'x-api-key': key, ...headers },
    payload: body as object,
  });
}

const db = () => t.app.services.store.db;
const count = async (table: 'orders' | 'events') =>
  (
    await db()
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

function expectErrors(
  res: { statusCode: number; body: string; json(): { code: string; errors: { path: string }[] } },
  status: number,
  code: string,
  paths: string[],
) {
  assert.equal(res.statusCode, status, res.body);
  assert.equal(res.json().code, code, res.body);
  for (const path of paths)
    assert.ok(
      res.json().errors.some((e) => e.path === path),
      `${path} in ${res.body}`,
    );
}

describe('POST /api/v1/orders', () => {
  test('prices come from the catalog, totals are computed in cents, the order is readable', async () => {
    const va = inStock(a);
    const vb = inStock(b);
    const res = await post({
      items: [
        { slug: a.slug, size: va.size, quantity: 3 },
        { slug: b.slug, size: vb.size, quantity: 1 },
      ],
      customer,
    });
    assert.equal(res.statusCode, 201, res.body);
    const order = res.json().data;
    assert.ok(validate(order), JSON.stringify(validate.errors));
    assert.match(order.id, /^ord_/);
    assert.equal(order.status, 'created');
    assert.equal(order.currency, 'EUR');
    assert.equal(order.channel, 'api');
    assert.deepEqual(order.customer, customer);
    assert.deepEqual(order.items, [
      { slug: a.slug, size: va.size, quantity: 3, unit_price: va.price, line_total: Math.round(va.price * 300) / 100 },
      { slug: b.slug, size: vb.size, quantity: 1, unit_price: vb.price, line_total: vb.price },
    ]);
    assert.equal(order.total, (Math.round(va.price * 100) * 3 + Math.round(vb.price * 100)) / 100);
    assert.equal(res.headers['idempotent-replayed'], undefined);

    const url = `/api/v1/orders/${order.id as string}`;
    for (const key of [writer, reader]) {
      const got = await t.app.inject({ url, headers: { 'x-api-key': key } });
      assert.equal(got.statusCode, 200, got.body);
      assert.deepEqual(got.json().data, order);
    }
    assert.equal(
      (await t.app.inject({ url: '/api/v1/orders/ord_nope', headers: { 'x-api-key': reader } })).statusCode,
      404,
    );

    // order.created in the same transaction, with an audit record (without personal data).
    const events = await db().selectFrom('events').selectAll().where('type', '=', 'order.created').execute();
    const event = events.find((e) => JSON.parse(e.data).order_id === order.id)!;
    assert.deepEqual(JSON.parse(event.data), {
      order_id: order.id,
      items: order.items,
      total: order.total,
      currency: 'EUR',
      created_at: order.created_at,
    });
    const audit = await db().selectFrom('audit_log').selectAll().where('entity_id', '=', order.id).execute();
    assert.equal(audit.length, 1);
    assert.equal(audit[0]!.action, 'order.create');
    assert.equal(audit[0]!.entity_type, 'order');
    assert.equal(audit[0]!.after!.includes(customer.email), false);
  });

  test('a price change is reflected in the next order; floating point never leaks into totals', async () => {
    const v = inStock(a);
    const change = await callTool(t, admin, 'update_product_price', { slug: a.slug, size: v.size, price: 0.1 });
    assert.equal(change.statusCode, 200, change.body);
    const res = await post({ items: [{ slug: a.slug, size: v.size, quantity: 3 }], customer, channel: 'phone' });
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.json().data.items[0].unit_price, 0.1);
    assert.equal(res.json().data.total, 0.3);
    assert.equal(res.json().data.channel, 'phone');
  });

  test('scopes: orders:write to place, orders:read to read its own, all_orders:read for every order', async () => {
    const plain = await t.token('write');
    const item = { slug: a.slug, size: inStock(a).size, quantity: 1 };
    assert.equal((await post({ items: [item], customer }, plain)).statusCode, 403);
    assert.equal((await post({ items: [item], customer }, reader)).statusCode, 403);
    assert.equal(
      (await t.app.inject({ method: 'POST', url: '/api/v1/orders', payload: { items: [item], customer } })).statusCode,
      401,
    );
    assert.equal(
      (await t.app.inject({ url: '/api/v1/orders/ord_x', headers: { 'x-api-key': plain } })).statusCode,
      403,
    );
    // orders:read reads the token's own orders only: another token's order is not found.
    const placed = await post({ items: [item], customer });
    assert.equal(placed.statusCode, 201, placed.body);
    const ownOnly = await t.token('read', ['orders:read']);
    const foreign = await t.app.inject({
      url: `/api/v1/orders/${placed.json().data.id}`,
      headers: { 'x-api-key': ownOnly },
    });
    assert.equal(foreign.statusCode, 404, foreign.body);
  });

  test('malformed input: 400 with the offending paths, nothing stored', async () => {
    const before = await count('orders');
    const item = { slug: a.slug, size: inStock(a).size, quantity: 1 };
    expectErrors(await post({ items: [{ ...item, quantity: 0 }], customer }), 400, 'invalid_parameters', [
      'items[0].quantity',
    ]);
    expectErrors(await post({ items: [item, { ...item, quantity: 100 }], customer }), 400, 'invalid_parameters', [
      'items[1].quantity',
    ]);
    expectErrors(await post({ items: [{ ...item, quantity: 1.5 }], customer }), 400, 'invalid_parameters', [
      'items[0].quantity',
    ]);
    expectErrors(await post({ items: [], customer }), 400, 'invalid_parameters', ['items']);
    expectErrors(await post({ items: Array.from({ length: 51 }, () => item), customer }), 400, 'invalid_parameters', [
      'items',
    ]);
    expectErrors(await post({ items: [item], customer: { name: 'X' } }), 400, 'invalid_parameters', ['customer.email']);
    expectErrors(
      await post({ items: [item], customer: { ...customer, email: 'not-an-email' } }),
      400,
      'invalid_parameters',
      ['customer.email'],
    );
    expectErrors(await post({ items: [item], customer: { ...customer, name: '' } }), 400, 'invalid_parameters', [
      'customer.name',
    ]);
    expectErrors(await post({ items: [item], customer: { ...customer, name: '   ' } }), 400, 'invalid_parameters', [
      'customer.name',
    ]);
    expectErrors(
      await post({ items: [item], customer: { ...customer, name: 'x'.repeat(201) } }),
      400,
      'invalid_parameters',
      ['customer.name'],
    );
    expectErrors(await post({ items: [{ ...item, price: 0.01 }], customer }), 400, 'invalid_parameters', [
      'items[0].price',
    ]);
    expectErrors(await post({ items: [item], customer, total: 1 }), 400, 'invalid_parameters', ['total']);
    expectErrors(await post({ items: [item, item], customer }), 400, 'invalid_parameters', ['items[1]']);
    expectErrors(await post({ items: [item], customer, channel: 'a b' }), 400, 'invalid_parameters', ['channel']);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: { 'x-api-key': writer, 'content-type': 'application/json' },
      payload: '{"items": [',
    });
    expectErrors(bad, 400, 'invalid_json', ['body']);
    assert.equal(await count('orders'), before);
  });

  test('catalog problems: 422 with paths; OUT_OF_STOCK refused', async () => {
    const before = await count('orders');
    const events = await count('events');
    const ok = { slug: a.slug, size: inStock(a).size, quantity: 1 };
    expectErrors(
      await post({ items: [ok, { slug: withOos.slug, size: oosSize, quantity: 1 }], customer }),
      422,
      'out_of_stock',
      ['items[1].size'],
    );
    expectErrors(
      await post({
        items: [
          { slug: 'gibt-es-nicht', size: '400g', quantity: 1 },
          { slug: draft.slug, size: draft.variants[0]!.size, quantity: 1 },
          { slug: a.slug, size: '999kg', quantity: 1 },
          { slug: withOos.slug, size: oosSize, quantity: 1 },
        ],
        customer,
      }),
      422,
      'invalid_items',
      ['items[0].slug', 'items[1].slug', 'items[2].size', 'items[3].size'],
    );
    // A variant set OUT_OF_STOCK through the tool is refused from that moment.
    const v = inStock(b);
    await callTool(t, admin, 'update_product_stock', { slug: b.slug, size: v.size, stock_status: 'OUT_OF_STOCK' });
    expectErrors(await post({ items: [{ slug: b.slug, size: v.size, quantity: 1 }], customer }), 422, 'out_of_stock', [
      'items[0].size',
    ]);
    await callTool(t, admin, 'update_product_stock', { slug: b.slug, size: v.size, stock_status: 'LOW_STOCK' });
    assert.equal((await post({ items: [{ slug: b.slug, size: v.size, quantity: 1 }], customer })).statusCode, 201);
    assert.equal(await count('orders'), before + 1);
    assert.equal(await count('events'), events + 4 + 1, 'only the two stock changes (2 events each) and the one order');
  });
});

describe('Idempotency-Key', () => {
  const body = () => ({ items: [{ slug: a.slug, size: inStock(a).size, quantity: 2 }], customer });

  test('the same key and body replays the first response; another body is refused', async () => {
    const before = await count('orders');
    const first = await post(body(), writer, { 'idempotency-key': 'order-123' });
    assert.equal(first.statusCode, 201, first.body);
    const again = await post(body(), writer, { 'idempotency-key': 'order-123' });
    assert.equal(again.statusCode, 201, again.body);
    assert.equal(again.headers['idempotent-replayed'], 'true');
    assert.deepEqual(again.json(), first.json());
    // Key order in the body does not matter.
    const reordered = await post(
      { customer: { name: customer.name, email: customer.email }, items: body().items },
      writer,
      {
        'idempotency-key': 'order-123',
      },
    );
    assert.equal(reordered.json().data.id, first.json().data.id);
    assert.equal(await count('orders'), before + 1);
    const events = await db().selectFrom('events').select('data').where('type', '=', 'order.created').execute();
    assert.equal(events.filter((e) => JSON.parse(e.data).order_id === first.json().data.id).length, 1);

    const other = await post({ ...body(), customer: { ...customer, name: 'Someone Else' } }, writer, {
      'idempotency-key': 'order-123',
    });
    expectErrors(other, 422, 'idempotency_key_reused', ['idempotency-key']);
    assert.equal(await count('orders'), before + 1);

    // Keys belong to a token: another integrator's same key is a new order.
    const otherToken = await t.token('write', ['orders:write']);
    const theirs = await post(body(), otherToken, { 'idempotency-key': 'order-123' });
    assert.equal(theirs.statusCode, 201);
    assert.notEqual(theirs.json().data.id, first.json().data.id);
    assert.equal(theirs.headers['idempotent-replayed'], undefined);
  });

  test('concurrent requests with one key create one order', async () => {
    const before = await count('orders');
    const results = await Promise.all(
      Array.from({ length: 5 }, () => post(body(), writer, { 'idempotency-key': 'race-1' })),
    );
    assert.ok(
      results.every((r) => r.statusCode === 201),
      results.map((r) => r.body).join('\n'),
    );
    assert.equal(new Set(results.map((r) => r.json().data.id)).size, 1);
    assert.equal(results.filter((r) => r.headers['idempotent-replayed'] === 'true').length, 4);
    assert.equal(await count('orders'), before + 1);
  });

  test('a failed request does not burn its key; a bad key is a 400', async () => {
    const oos = { items: [{ slug: withOos.slug, size: oosSize, quantity: 1 }], customer };
    assert.equal((await post(oos, writer, { 'idempotency-key': 'retry-me' })).statusCode, 422);
    assert.equal((await post(body(), writer, { 'idempotency-key': 'retry-me' })).statusCode, 201);
    expectErrors(await post(body(), writer, { 'idempotency-key': 'x'.repeat(256) }), 400, 'invalid_parameters', [
      'idempotency-key',
    ]);
  });
});

test('the dashboard lists orders newest first (admin only)', async () => {
  const placed = await post({ items: [{ slug: a.slug, size: inStock(a).size, quantity: 2 }], customer });
  assert.equal(placed.statusCode, 201, placed.body);
  const res = await t.app.inject({ url: '/admin/api/orders?limit=5', headers: { 'x-api-key': admin } });
  assert.equal(res.statusCode, 200, res.body);
  const { data } = res.json();
  assert.equal(data[0].id, placed.json().data.id);
  assert.ok(data.every((o: unknown) => validate(o)));
  const created = data.map((o: { created_at: string }) => o.created_at);
  assert.deepEqual(created, [...created].sort().reverse());
  const denied = await t.app.inject({ url: '/admin/api/orders', headers: { 'x-api-key': writer } });
  assert.equal(denied.statusCode, 403);
});
