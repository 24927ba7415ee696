/**
 * Placing orders (docs/orders.md): addresses and the countries the shop serves, the invoice's money
 * per line and per VAT rate with shipping, stock taken from counted variants, Idempotency-Keys and
 * the dashboard's list. Status changes are in lifecycle.test.ts, races in concurrency.test.ts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bodyAjv } from '../../src/http/validation.ts';
import { OrderSchema } from '../../src/orders/schema.ts';
import { PRODUCTS } from '../../src/seed/data/products.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  AUSTRIAN_ADDRESS,
  BILLING_ADDRESS,
  type Buyable,
  buyable,
  cents,
  CUSTOMER as customer,
  orderBody,
  postOrder,
  setStock,
  stockOf,
} from '../helpers/orders.ts';
import { callTool } from '../helpers/tools.ts';

let t: TestApp;
let writer: string;
let reader: string;
let admin: string;

const ACTIVE = PRODUCTS.filter((p) => p.is_active);
/** A seed variant that is OUT_OF_STOCK and counted (0 units). */
const withOos = ACTIVE.find((p) => p.variants.some((v) => v.stock_status === 'OUT_OF_STOCK'))!;
const oosSize = withOos.variants.find((v) => v.stock_status === 'OUT_OF_STOCK')!.size;
const draft = PRODUCTS.find((p) => !p.is_active)!;
const SEVEN = buyable(7);
const NINETEEN = buyable(19);
// Variants each test may change (prices, counts) without disturbing another test.
const pick = (list: Buyable[], i: number): Buyable => {
  assert.ok(list[i], `the demo catalog has a variant ${i} at this rate`);
  return list[i];
};
const [a, b, c7, d7, e7, f7, plenty] = [0, 1, 4, 5, 6, 7, 9].map((i) => pick(SEVEN, i)) as [
  Buyable,
  Buyable,
  Buyable,
  Buyable,
  Buyable,
  Buyable,
  Buyable,
];
const [a19, c19, d19, e19] = [0, 2, 3, 4].map((i) => pick(NINETEEN, i)) as [Buyable, Buyable, Buyable, Buyable];
const validate = bodyAjv.compile(OrderSchema);

before(async () => {
  t = await createTestApp();
  writer = await t.token('write', ['orders:write', 'orders:read']);
  // A back-office reader: every order, not only its own.
  reader = await t.token('read', ['all_orders:read']);
  admin = await t.token('admin');
});
after(() => t.close());

const post = (body: unknown, key = writer, headers: Record<string, string> = {}) => postOrder(t, key, body, headers);

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

/** The net of a gross amount in cents is right when it is the exact quotient rounded half up. */
function assertNetOf(gross: number, rate: number, net: number, what: string) {
  const diff = gross * 100 - net * (100 + rate);
  assert.ok(2 * diff < 100 + rate && 2 * diff >= -(100 + rate), `${what}: net ${net} of ${gross} at ${rate} %`);
}

interface WireOrder {
  items: {
    quantity: number;
    unit_price: number;
    vat_rate: number;
    line_total: number;
    line_net: number;
    line_vat: number;
  }[];
  subtotal: number;
  shipping: number;
  vat: { rate: number; net: number; vat: number }[];
  total: number;
}

/** Every rule of the invoice money on an order as the API answers it. */
function assertAddsUp(order: WireOrder) {
  const sum = (xs: number[]) => xs.reduce((x, y) => x + y, 0);
  for (const [i, line] of order.items.entries()) {
    assert.equal(cents(line.line_total), cents(line.unit_price) * line.quantity, `items[${i}].line_total`);
    assertNetOf(cents(line.line_total), line.vat_rate, cents(line.line_net), `items[${i}]`);
    assert.equal(cents(line.line_net) + cents(line.line_vat), cents(line.line_total), `items[${i}] net + vat`);
  }
  assert.equal(sum(order.items.map((l) => cents(l.line_total))), cents(order.subtotal), 'Σ line_total = subtotal');
  assert.equal(cents(order.subtotal) + cents(order.shipping), cents(order.total), 'subtotal + shipping = total');
  assert.equal(sum(order.vat.map((r) => cents(r.net) + cents(r.vat))), cents(order.total), 'Σ(net + vat) = total');
  const rates = [...new Set(order.items.map((l) => l.vat_rate))].sort((x, y) => x - y);
  assert.deepEqual(
    order.vat.map((r) => r.rate),
    rates,
    'one VAT row per rate',
  );
  const goods = (rate: number) => sum(order.items.filter((l) => l.vat_rate === rate).map((l) => cents(l.line_total)));
  for (const row of order.vat) {
    // The row's gross: its goods and their share of shipping (within a cent of the proportion).
    const gross = cents(row.net) + cents(row.vat);
    const share = (cents(order.shipping) * goods(row.rate)) / cents(order.subtotal);
    assert.ok(
      Math.abs(gross - goods(row.rate) - share) < 1,
      `${row.rate} %: shipping share ${gross - goods(row.rate)} vs ${share}`,
    );
    // Its VAT: the rate's part of that gross, within half a cent per rounded part (lines, shipping).
    const parts = order.items.filter((l) => l.vat_rate === row.rate).length + 1;
    const exact = (gross * row.rate) / (100 + row.rate);
    assert.ok(Math.abs(cents(row.vat) - exact) <= parts / 2, `${row.rate} %: vat ${cents(row.vat)} vs ${exact}`);
  }
}

async function setPrice(slug: string, size: string, price: number) {
  const res = await callTool(t, admin, 'update_product_price', { slug, size, price });
  assert.equal(res.statusCode, 200, res.body);
}

describe('POST /api/v1/orders', () => {
  test('prices and VAT rates come from the catalog, lines carry net and VAT, the order is readable', async () => {
    const res = await post(
      orderBody(
        [
          { ...a, quantity: 3 },
          { ...a19, quantity: 1 },
        ],
        { phone: '+49 221 1234567', customer: { email: customer.email, name: ' Erika Mustermann ' } },
      ),
    );
    assert.equal(res.statusCode, 201, res.body);
    const order = res.json().data;
    assert.ok(validate(order), JSON.stringify(validate.errors));
    assert.match(order.id, /^ord_/);
    assert.equal(order.status, 'created');
    assert.equal(order.currency, 'EUR');
    assert.equal(order.channel, 'api');
    assert.deepEqual(order.customer, customer, 'trimmed');
    assert.deepEqual(order.billing_address, BILLING_ADDRESS);
    assert.deepEqual(order.shipping_address, BILLING_ADDRESS, 'shipping defaults to billing');
    assert.equal(order.phone, '+49 221 1234567');
    assert.deepEqual(order.payment, { method: null, status: 'pending' });
    assert.equal(order.invoice_number, null);
    assert.equal(order.tracking, null);
    assert.deepEqual(
      order.status_history.map((h: { status: string; actor: { type: string } }) => [h.status, h.actor.type]),
      [['created', 'token']],
    );
    const line = (v: typeof a, quantity: number) => {
      const total = cents(v.price) * quantity;
      const net = Math.floor((2 * total * 100 + (100 + v.vat_rate)) / (2 * (100 + v.vat_rate)));
      return {
        slug: v.slug,
        size: v.size,
        quantity,
        unit_price: v.price,
        vat_rate: v.vat_rate,
        line_total: total / 100,
        line_net: net / 100,
        line_vat: (total - net) / 100,
      };
    };
    assert.deepEqual(order.items, [line(a, 3), line(a19, 1)]);
    assert.equal(a.vat_rate, 7);
    assert.equal(a19.vat_rate, 19);
    const subtotal = cents(a.price) * 3 + cents(a19.price);
    assert.equal(cents(order.subtotal), subtotal);
    assert.equal(order.shipping, subtotal >= 4900 ? 0 : 4.9);
    assertAddsUp(order);
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
      subtotal: order.subtotal,
      shipping: order.shipping,
      vat: order.vat,
      total: order.total,
      currency: 'EUR',
      created_at: order.created_at,
    });
    const audit = await db().selectFrom('audit_log').selectAll().where('entity_id', '=', order.id).execute();
    assert.equal(audit.length, 1);
    assert.equal(audit[0]!.action, 'order.create');
    assert.equal(audit[0]!.entity_type, 'order');
    for (const personal of [customer.email, BILLING_ADDRESS.street, '1234567']) {
      assert.equal(audit[0]!.after!.includes(personal), false, personal);
    }
  });

  test('a price change is reflected in the next order; floating point never leaks into totals', async () => {
    await setPrice(b.slug, b.size, 0.1);
    const res = await post(orderBody([{ ...b, quantity: 3 }], { channel: 'phone' }));
    assert.equal(res.statusCode, 201, res.body);
    const order = res.json().data;
    assert.equal(order.items[0].unit_price, 0.1);
    assert.equal(order.subtotal, 0.3);
    assert.equal(order.shipping, 4.9);
    assert.equal(order.total, 5.2);
    assert.equal(order.channel, 'phone');
    assertAddsUp(order);
  });

  test('mixed 7 %/19 % baskets add up; 49.00 EUR of goods ship free to DE, 48.99 pays 4.90, AT always 9.90', async () => {
    // 2 × 12.00 at 7 % and 24.99 at 19 %: 48.99 EUR of goods.
    await setPrice(c7.slug, c7.size, 12);
    await setPrice(c19.slug, c19.size, 24.99);
    const items = [
      { ...c7, quantity: 2 },
      { ...c19, quantity: 1 },
    ];
    const below = (await post(orderBody(items))).json().data;
    assert.deepEqual([below.subtotal, below.shipping, below.total], [48.99, 4.9, 53.89]);
    assertAddsUp(below);
    // Shipping 4.90 split 24 : 24.99 → 2.40 at 7 %, 2.50 at 19 % (the larger remainder takes the cent).
    assert.deepEqual(
      below.vat.map((r: { net: number; vat: number }) => cents(r.net) + cents(r.vat)),
      [2400 + 240, 2499 + 250],
    );

    await setPrice(c19.slug, c19.size, 25);
    const free = (await post(orderBody(items))).json().data;
    assert.deepEqual([free.subtotal, free.shipping, free.total], [49, 0, 49]);
    assertAddsUp(free);
    assert.deepEqual(free.vat, [
      { rate: 7, net: 22.43, vat: 1.57 },
      { rate: 19, net: 21.01, vat: 3.99 },
    ]);

    const toAustria = (await post(orderBody(items, { billing_address: AUSTRIAN_ADDRESS }))).json().data;
    assert.deepEqual([toAustria.subtotal, toAustria.shipping, toAustria.total], [49, 9.9, 58.9]);
    assertAddsUp(toAustria);
    // Billed in Germany, shipped to Austria: the destination's rule.
    const shippedThere = (
      await post(orderBody(items, { billing_address: BILLING_ADDRESS, shipping_address: AUSTRIAN_ADDRESS }))
    ).json().data;
    assert.equal(shippedThere.shipping, 9.9);
    assert.deepEqual(shippedThere.billing_address, BILLING_ADDRESS);
    assert.deepEqual(shippedThere.shipping_address, AUSTRIAN_ADDRESS);
    const nullShipping = (await post(orderBody(items, { shipping_address: null }))).json().data;
    assert.deepEqual(nullShipping.shipping_address, BILLING_ADDRESS);
    assert.equal(nullShipping.shipping, 0);
  });

  test('real catalog baskets of both rates add up, to DE and AT', async () => {
    const baskets = [[d7, d19], [e7, d19, f7], [e19, d7], [d19]];
    for (const [n, basket] of baskets.entries()) {
      for (const address of [BILLING_ADDRESS, AUSTRIAN_ADDRESS]) {
        const items = basket.map((v, i) => ({ ...v, quantity: ((n + i) % 3) + 1 }));
        const res = await post(orderBody(items, { billing_address: address }));
        assert.equal(res.statusCode, 201, res.body);
        const order = res.json().data;
        assertAddsUp(order);
        const goods = items.reduce((sum, l) => sum + cents(l.price) * l.quantity, 0);
        const shipping = address.country === 'AT' ? 990 : goods >= 4900 ? 0 : 490;
        assert.equal(cents(order.shipping), shipping, `basket ${n} to ${address.country}`);
      }
    }
  });

  test('addresses: missing or malformed fields are named; unserved countries are 422 country_not_served', async () => {
    const before = await count('orders');
    const events = await count('events');
    const stock = await stockOf(t, e19.slug, e19.size);
    const items = [{ ...e19, quantity: 1 }];
    const { billing_address: _, ...withoutBilling } = orderBody(items);
    expectErrors(await post(withoutBilling), 400, 'invalid_parameters', ['billing_address']);
    const billing = (change: object) => orderBody(items, { billing_address: { ...BILLING_ADDRESS, ...change } });
    const shipping = (change: object) => orderBody(items, { shipping_address: { ...AUSTRIAN_ADDRESS, ...change } });
    for (const postal of ['1234', '123456', '5114a', ' 51147']) {
      expectErrors(await post(billing({ postal_code: postal })), 400, 'invalid_parameters', [
        'billing_address.postal_code',
      ]);
    }
    expectErrors(
      await post(
        orderBody(items, { billing_address: AUSTRIAN_ADDRESS, shipping_address: BILLING_ADDRESS, phone: '1' }),
      ),
      400,
      'invalid_parameters',
      ['phone'],
    );
    // Austria has four digits: a German code there is named at its own address.
    expectErrors(await post(shipping({ postal_code: '51147' })), 400, 'invalid_parameters', [
      'shipping_address.postal_code',
    ]);
    expectErrors(await post(billing({ country: 'de' })), 400, 'invalid_parameters', ['billing_address.country']);
    expectErrors(await post(billing({ country: 'DEU' })), 400, 'invalid_parameters', ['billing_address.country']);
    expectErrors(await post(shipping({ country: 'at' })), 400, 'invalid_parameters', ['shipping_address.country']);
    for (const field of ['name', 'street', 'house_number', 'postal_code', 'city', 'country']) {
      const { [field]: _, ...rest } = BILLING_ADDRESS as Record<string, string>;
      expectErrors(await post(orderBody(items, { billing_address: rest })), 400, 'invalid_parameters', [
        `billing_address.${field}`,
      ]);
    }
    expectErrors(await post(billing({ street: '   ' })), 400, 'invalid_parameters', ['billing_address.street']);
    expectErrors(await post(billing({ floor: 3 })), 400, 'invalid_parameters', ['billing_address.floor']);

    const notServed = await post(billing({ country: 'FR' }));
    expectErrors(notServed, 422, 'country_not_served', ['billing_address.country']);
    assert.match(notServed.body, /DE, AT/);
    const shipNotServed = await post(shipping({ country: 'CH', postal_code: '8001' }));
    expectErrors(shipNotServed, 422, 'country_not_served', ['shipping_address.country']);
    assert.equal(
      shipNotServed.json().errors.some((e: { path: string }) => e.path === 'billing_address.country'),
      false,
      'the served billing country is not named',
    );
    expectErrors(
      await post(
        orderBody(items, {
          billing_address: { ...BILLING_ADDRESS, country: 'US' },
          shipping_address: { ...AUSTRIAN_ADDRESS, country: 'CH' },
        }),
      ),
      422,
      'country_not_served',
      ['billing_address.country', 'shipping_address.country'],
    );
    assert.equal(await count('orders'), before);
    assert.equal(await count('events'), events);
    assert.deepEqual(await stockOf(t, e19.slug, e19.size), stock, 'no stock taken');
  });

  test('scopes: orders:write to place, orders:read to read its own, all_orders:read for every order', async () => {
    // A write token without order scopes (the write preset's ucp:checkout includes orders:read).
    const plain = await t.token('write', ['products:read', 'products:write']);
    const body = orderBody([{ ...a, quantity: 1 }]);
    assert.equal((await post(body, plain)).statusCode, 403);
    assert.equal((await post(body, reader)).statusCode, 403);
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/v1/orders', payload: body })).statusCode, 401);
    assert.equal(
      (await t.app.inject({ url: '/api/v1/orders/ord_x', headers: { 'x-api-key': plain } })).statusCode,
      403,
    );
    // orders:read reads the token's own orders only: another token's order is not found.
    const placed = await post(body);
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
    const item = { slug: a.slug, size: a.size, quantity: 1 };
    const body = (items: unknown[], extra: object = {}) => ({ ...orderBody([]), items, ...extra });
    const bad = async (payload: unknown, paths: string[]) =>
      expectErrors(await post(payload), 400, 'invalid_parameters', paths);
    await bad(body([{ ...item, quantity: 0 }]), ['items[0].quantity']);
    await bad(body([item, { ...item, quantity: 100 }]), ['items[1].quantity']);
    await bad(body([{ ...item, quantity: 1.5 }]), ['items[0].quantity']);
    await bad(body([]), ['items']);
    await bad(body(Array.from({ length: 51 }, () => item)), ['items']);
    await bad(body([item], { customer: { name: 'X' } }), ['customer.email']);
    await bad(body([item], { customer: { ...customer, email: 'not-an-email' } }), ['customer.email']);
    await bad(body([item], { customer: { ...customer, name: '' } }), ['customer.name']);
    await bad(body([item], { customer: { ...customer, name: '   ' } }), ['customer.name']);
    await bad(body([item], { customer: { ...customer, name: 'x'.repeat(201) } }), ['customer.name']);
    await bad(body([{ ...item, price: 0.01 }]), ['items[0].price']);
    await bad(body([item], { total: 1 }), ['total']);
    await bad(body([item], { shipping: 0 }), ['shipping']);
    await bad(body([item, item]), ['items[1]']);
    await bad(body([item], { channel: 'a b' }), ['channel']);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: { 'x-api-key': writer, 'content-type': 'application/json' },
      payload: '{"items": [',
    });
    expectErrors(broken, 400, 'invalid_json', ['body']);
    assert.equal(await count('orders'), before);
  });

  test('catalog problems: 422 with paths; an uncounted OUT_OF_STOCK variant is 422 out_of_stock', async () => {
    const before = await count('orders');
    const ok = { slug: a.slug, size: a.size, quantity: 1 };
    expectErrors(
      await post(
        orderBody([
          { slug: 'gibt-es-nicht', size: '400g', quantity: 1 },
          { slug: draft.slug, size: draft.variants[0]!.size, quantity: 1 },
          { slug: a.slug, size: '999kg', quantity: 1 },
          ok,
        ]),
      ),
      422,
      'invalid_items',
      ['items[0].slug', 'items[1].slug', 'items[2].size'],
    );
    // Not counted, set OUT_OF_STOCK by hand: refused by its status.
    const res = await callTool(t, admin, 'update_product_stock', {
      slug: withOos.slug,
      size: oosSize,
      stock_quantity: null,
      stock_status: 'OUT_OF_STOCK',
    });
    assert.equal(res.statusCode, 200, res.body);
    expectErrors(await post(orderBody([ok, { slug: withOos.slug, size: oosSize, quantity: 1 }])), 422, 'out_of_stock', [
      'items[1].size',
    ]);
    assert.equal(await count('orders'), before);
  });
});

describe('stock', () => {
  test('counted variants are taken in the order; too few → 409 insufficient_stock naming what is there', async () => {
    const [low] = ACTIVE.flatMap((p) =>
      p.variants.filter((v) => v.stock_status === 'LOW_STOCK').map((v) => ({ slug: p.slug, size: v.size })),
    );
    const dropship = ACTIVE.flatMap((p) =>
      p.variants.filter((v) => v.stock_status === 'DROPSHIP').map((v) => ({ slug: p.slug, size: v.size })),
    )[0]!;
    const before = await count('orders');
    const events = await count('events');

    // The seed counts a LOW_STOCK variant at 3 units: 4 is too many, and nothing is taken at all.
    const short = await post(
      orderBody([
        { ...plenty, quantity: 2 },
        { ...low!, quantity: 4 },
      ]),
    );
    expectErrors(short, 409, 'insufficient_stock', ['items[1].quantity']);
    assert.match(short.json().errors[0].message, /4 wanted, 3 available/);
    assert.equal(short.json().errors.length, 1);
    assert.equal(await count('orders'), before);
    assert.equal(await count('events'), events);
    assert.equal((await stockOf(t, plenty.slug, plenty.size)).stock_quantity, plenty.stock);

    // All 3: the count reaches 0, the status follows (stock.changed), DROPSHIP is not counted.
    const placed = await post(
      orderBody([
        { ...plenty, quantity: 2 },
        { ...low!, quantity: 3 },
        { ...dropship, quantity: 5 },
      ]),
    );
    assert.equal(placed.statusCode, 201, placed.body);
    assert.deepEqual(await stockOf(t, plenty.slug, plenty.size), {
      stock_quantity: plenty.stock - 2,
      stock_status: 'IN_STOCK',
    });
    assert.deepEqual(await stockOf(t, low!.slug, low!.size), { stock_quantity: 0, stock_status: 'OUT_OF_STOCK' });
    assert.deepEqual(await stockOf(t, dropship.slug, dropship.size), {
      stock_quantity: null,
      stock_status: 'DROPSHIP',
    });
    const changed = (await db().selectFrom('events').select('data').where('type', '=', 'stock.changed').execute())
      .map((e) => JSON.parse(e.data))
      .filter((d) => d.slug === low!.slug && d.size === low!.size);
    assert.equal(changed.length, 1);
    assert.deepEqual(
      [changed[0].previous_stock_status, changed[0].stock_status, changed[0].stock_quantity],
      ['LOW_STOCK', 'OUT_OF_STOCK', 0],
    );
    // Then even one unit is too many: a counted 0 is 409 (the count decides, not the status).
    const none = await post(orderBody([{ ...low!, quantity: 1 }]));
    expectErrors(none, 409, 'insufficient_stock', ['items[0].quantity']);
    assert.match(none.json().errors[0].message, /1 wanted, 0 available/);
    // Counted again by the tool: orderable again.
    await setStock(t, admin, low!.slug, low!.size, 2);
    assert.equal((await post(orderBody([{ ...low!, quantity: 2 }]))).statusCode, 201);
    assert.deepEqual(await stockOf(t, low!.slug, low!.size), { stock_quantity: 0, stock_status: 'OUT_OF_STOCK' });
  });
});

describe('Idempotency-Key', () => {
  const body = () => orderBody([{ ...a, quantity: 2 }]);

  test('the same key and body replays the first response; another body is refused', async () => {
    const before = await count('orders');
    const first = await post(body(), writer, { 'idempotency-key': 'order-123' });
    assert.equal(first.statusCode, 201, first.body);
    const again = await post(body(), writer, { 'idempotency-key': 'order-123' });
    assert.equal(again.statusCode, 201, again.body);
    assert.equal(again.headers['idempotent-replayed'], 'true');
    assert.deepEqual(again.json(), first.json());
    // Key order in the body does not matter.
    const { items, billing_address } = body();
    const reordered = await post(
      { billing_address, customer: { name: customer.name, email: customer.email }, items },
      writer,
      { 'idempotency-key': 'order-123' },
    );
    assert.equal(reordered.json().data.id, first.json().data.id);
    assert.equal(await count('orders'), before + 1);
    const events = await db().selectFrom('events').select('data').where('type', '=', 'order.created').execute();
    assert.equal(events.filter((e) => JSON.parse(e.data).order_id === first.json().data.id).length, 1);

    const other = await post({ ...body(), billing_address: AUSTRIAN_ADDRESS }, writer, {
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

  test('concurrent requests with one key create one order and take the stock once', async () => {
    const before = await count('orders');
    const stock = (await stockOf(t, a.slug, a.size)).stock_quantity!;
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
    assert.equal((await stockOf(t, a.slug, a.size)).stock_quantity, stock - 2);
  });

  test('a failed request does not burn its key; a bad key is a 400', async () => {
    const unserved = { ...body(), billing_address: { ...BILLING_ADDRESS, country: 'FR' } };
    assert.equal((await post(unserved, writer, { 'idempotency-key': 'retry-me' })).statusCode, 422);
    assert.equal((await post(body(), writer, { 'idempotency-key': 'retry-me' })).statusCode, 201);
    expectErrors(await post(body(), writer, { 'idempotency-key': 'x'.repeat(256) }), 400, 'invalid_parameters', [
      'idempotency-key',
    ]);
  });
});

describe('the dashboard', () => {
  test('lists orders newest first with filters (admin only) and shows one', async () => {
    const placed = await post(
      orderBody([{ ...a, quantity: 2 }], { customer: { email: 'Filter.Me@Example.de', name: 'Filter' } }),
    );
    assert.equal(placed.statusCode, 201, placed.body);
    const id = placed.json().data.id;
    const list = async (query: string) => {
      const res = await t.app.inject({ url: `/admin/api/orders${query}`, headers: { 'x-api-key': admin } });
      assert.equal(res.statusCode, 200, res.body);
      const data = res.json().data as { id: string; created_at: string; status: string }[];
      assert.ok(
        data.every((o) => validate(o)),
        JSON.stringify(validate.errors),
      );
      return data;
    };
    const newest = await list('?limit=5');
    assert.equal(newest[0]!.id, id);
    assert.equal(newest.length, 5);
    const created = newest.map((o) => o.created_at);
    assert.deepEqual(created, [...created].sort().reverse());

    assert.deepEqual(
      (await list('?email=filter.me@')).map((o) => o.id),
      [id],
      'part of the e-mail, any case',
    );
    assert.deepEqual(await list('?email=%25'), [], 'LIKE wildcards are literal');
    const today = new Date().toISOString().slice(0, 10);
    assert.ok((await list(`?from=${today}&to=${today}`)).some((o) => o.id === id));
    assert.equal((await list('?to=2000-01-01')).length, 0);
    assert.equal((await list('?from=2999-01-01')).length, 0);
    assert.ok((await list('?status=created&limit=500')).every((o) => o.status === 'created'));
    assert.deepEqual(await list('?status=delivered'), []);
    const badStatus = await t.app.inject({ url: '/admin/api/orders?status=lost', headers: { 'x-api-key': admin } });
    expectErrors(badStatus, 400, 'invalid_parameters', ['status']);

    const one = await t.app.inject({ url: `/admin/api/orders/${id}`, headers: { 'x-api-key': admin } });
    assert.equal(one.statusCode, 200, one.body);
    assert.deepEqual(one.json().data, placed.json().data);
    assert.equal(
      (await t.app.inject({ url: '/admin/api/orders/ord_nope', headers: { 'x-api-key': admin } })).statusCode,
      404,
    );
    for (const url of ['/admin/api/orders', `/admin/api/orders/${id}`]) {
      assert.equal((await t.app.inject({ url, headers: { 'x-api-key': writer } })).statusCode, 403, url);
      assert.equal((await t.app.inject({ url, headers: { 'x-api-key': reader } })).statusCode, 403, url);
    }
  });
});
