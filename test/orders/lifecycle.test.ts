/**
 * The order lifecycle (src/orders/lifecycle.ts, docs/orders.md): created → paid → shipped →
 * delivered → returned, created | paid → cancelled. Every allowed step and refused ones, what a step
 * needs (payment method, tracking), the stock a cancellation gives back, the owner-only cancel, the
 * back office's scope, and order.updated delivered signed to a subscriber with shop-wide order access.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bodyAjv } from '../../src/http/validation.ts';
import { OrderSchema } from '../../src/orders/schema.ts';
import { PRODUCTS } from '../../src/seed/data/products.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { HttpsReceiver, testCertificate } from '../helpers/https-receiver.ts';
import { buyable, cancelOrder, changeStatus, orderBody, placeOrder, stockOf, TRACKING } from '../helpers/orders.ts';
import { callTool } from '../helpers/tools.ts';
import { assertSigned } from '../webhooks/support.ts';

let t: TestApp;
let receiver: HttpsReceiver;
let owner: string;
let other: string;
let manager: string;
let admin: string;

const [item, second] = buyable(7) as [ReturnType<typeof buyable>[number], ReturnType<typeof buyable>[number]];
const validate = bodyAjv.compile(OrderSchema);
const YEAR = new Date().getUTCFullYear();

before(async () => {
  receiver = await HttpsReceiver.start();
  t = await createTestApp({ webhookAllowHosts: ['127.0.0.1'], webhookCaFile: testCertificate().certFile });
  owner = await t.token('write', ['orders:write', 'orders:read']);
  other = await t.token('write', ['orders:write', 'orders:read']);
  manager = await t.token('write', ['orders:manage']);
  admin = await t.token('admin');
});
after(async () => {
  await t.close();
  await receiver.stop();
});

const place = (key = owner, quantity = 1) => placeOrder(t, key, orderBody([{ ...item, quantity }]));

async function move(id: string, change: object, key = manager) {
  const res = await changeStatus(t, key, id, change);
  assert.equal(res.statusCode, 200, res.body);
  const order = res.json().data;
  assert.ok(validate(order), JSON.stringify(validate.errors));
  return order;
}

function expectProblem(
  res: { statusCode: number; body: string; json(): { code: string; errors: { path: string }[] } },
  status: number,
  code: string,
  path: string,
) {
  assert.equal(res.statusCode, status, res.body);
  assert.equal(res.json().code, code, res.body);
  assert.ok(
    res.json().errors.some((e: { path: string }) => e.path === path),
    `${path} in ${res.body}`,
  );
}

async function orderUpdates(id: string) {
  const rows = await t.app.services.store.db
    .selectFrom('events')
    .select('data')
    .where('type', '=', 'order.updated')
    .execute();
  // In the order of the lifecycle (two steps may share a millisecond, and event ids are random).
  const rank = ['created', 'paid', 'shipped', 'delivered', 'cancelled', 'returned'];
  return rows
    .map((r) => JSON.parse(r.data))
    .filter((d) => d.order_id === id)
    .sort((x, y) => x.updated_at.localeCompare(y.updated_at) || rank.indexOf(x.status) - rank.indexOf(y.status));
}

describe('status changes', () => {
  test('created → paid → shipped → delivered → returned, each with its history entry and order.updated', async () => {
    const placed = await place();
    const paid = await move(placed.id, { status: 'paid', payment_method: 'paypal', note: 'PayPal 9XY' });
    assert.equal(paid.status, 'paid');
    assert.deepEqual(paid.payment, { method: 'paypal', status: 'paid' });
    assert.match(paid.invoice_number, new RegExp(`^${YEAR}-\\d{6}$`));
    assert.equal(paid.tracking, null);

    const shipped = await move(placed.id, { status: 'shipped', tracking: { ...TRACKING, url: 'https://dhl.test/t' } });
    assert.deepEqual(shipped.tracking, { ...TRACKING, url: 'https://dhl.test/t' });
    assert.equal(shipped.invoice_number, paid.invoice_number, 'the invoice number stays');
    const delivered = await move(placed.id, { status: 'delivered' }, admin);
    assert.equal(delivered.status, 'delivered');
    // The dashboard's route, as the admin.
    const adminRes = await t.app.inject({
      method: 'POST',
      url: `/admin/api/orders/${placed.id}/status`,
      headers: { 'x-api-key': admin },
      payload: { status: 'returned', note: 'Paket zurück' },
    });
    assert.equal(adminRes.statusCode, 200, adminRes.body);
    const returned = adminRes.json().data;
    assert.equal(returned.status, 'returned');
    assert.deepEqual(returned.payment, { method: 'paypal', status: 'refund_due' });

    assert.deepEqual(
      returned.status_history.map((h: { status: string; note: string | null }) => [h.status, h.note]),
      [
        ['created', null],
        ['paid', 'PayPal 9XY'],
        ['shipped', null],
        ['delivered', null],
        ['returned', 'Paket zurück'],
      ],
    );
    const times = returned.status_history.map((h: { at: string }) => h.at);
    assert.deepEqual(times, [...times].sort());
    assert.equal(returned.updated_at, times.at(-1));
    assert.equal(returned.created_at, placed.created_at);

    const events = await orderUpdates(placed.id);
    assert.deepEqual(
      events.map((e) => [e.previous_status, e.status]),
      [
        ['created', 'paid'],
        ['paid', 'shipped'],
        ['shipped', 'delivered'],
        ['delivered', 'returned'],
      ],
    );
    assert.equal(events[0].invoice_number, paid.invoice_number);
    assert.equal(events[0].tracking, undefined);
    assert.deepEqual(events[1].tracking, shipped.tracking);
    assert.equal(events[1].invoice_number, undefined, 'the invoice number comes with the payment');
    assert.deepEqual(events[3].tracking, shipped.tracking, 'tracking stays on later updates');
    assert.equal(events[3].updated_at, returned.updated_at);
    for (const e of events) assert.equal('customer' in e, false);

    const audit = await t.app.services.store.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('entity_id', '=', placed.id)
      .execute();
    assert.deepEqual(audit.map((a) => a.action).sort(), [
      'order.create',
      'order.status',
      'order.status',
      'order.status',
      'order.status',
    ]);
  });

  test('a status that does not follow is 409 invalid_transition naming the allowed ones; nothing changes', async () => {
    const placed = await place();
    for (const status of ['shipped', 'delivered', 'returned', 'created']) {
      const res = await changeStatus(t, manager, placed.id, { status, tracking: TRACKING });
      expectProblem(res, 409, 'invalid_transition', 'status');
      assert.match(res.json().detail, /allowed: paid, cancelled/);
    }
    await move(placed.id, { status: 'cancelled' });
    const final = await changeStatus(t, manager, placed.id, { status: 'paid', payment_method: 'invoice' });
    expectProblem(final, 409, 'invalid_transition', 'status');
    assert.match(final.json().detail, /none/);
    const again = await cancelOrder(t, owner, placed.id);
    expectProblem(again, 409, 'invalid_transition', 'status');

    const shipped = await place();
    await move(shipped.id, { status: 'paid', payment_method: 'invoice' });
    await move(shipped.id, { status: 'shipped', tracking: TRACKING });
    const late = await changeStatus(t, manager, shipped.id, { status: 'cancelled' });
    expectProblem(late, 409, 'invalid_transition', 'status');
    assert.match(late.json().detail, /allowed: delivered/);

    const got = await t.app.inject({ url: `/api/v1/orders/${placed.id}`, headers: { 'x-api-key': owner } });
    assert.equal(got.json().data.status, 'cancelled');
    assert.equal(got.json().data.status_history.length, 2);
    assert.equal((await orderUpdates(placed.id)).length, 1);
  });

  test('paid needs payment_method, shipped needs tracking (400 naming the field)', async () => {
    const placed = await place();
    expectProblem(
      await changeStatus(t, manager, placed.id, { status: 'paid' }),
      400,
      'invalid_parameters',
      'payment_method',
    );
    expectProblem(
      await changeStatus(t, manager, placed.id, { status: 'paid', payment_method: 'bitcoin' }),
      400,
      'invalid_parameters',
      'payment_method',
    );
    const paid = await move(placed.id, { status: 'paid', payment_method: 'prepayment' });
    expectProblem(
      await changeStatus(t, manager, placed.id, { status: 'shipped' }),
      400,
      'invalid_parameters',
      'tracking',
    );
    expectProblem(
      await changeStatus(t, manager, placed.id, { status: 'shipped', tracking: { carrier: 'DHL' } }),
      400,
      'invalid_parameters',
      'tracking.number',
    );
    expectProblem(
      await changeStatus(t, manager, placed.id, {
        status: 'shipped',
        tracking: { ...TRACKING, url: 'http://insecure.test/t' },
      }),
      400,
      'invalid_parameters',
      'tracking.url',
    );
    const got = await t.app.inject({ url: `/api/v1/orders/${placed.id}`, headers: { 'x-api-key': owner } });
    assert.deepEqual(got.json().data, paid, 'refused changes leave the order as it was');
    assert.equal((await orderUpdates(placed.id)).length, 1);
  });

  test('only orders:manage (or admin:full) moves orders; unknown ids are 404', async () => {
    const placed = await place();
    const reader = await t.token('read', ['all_orders:read']);
    for (const key of [owner, reader]) {
      const res = await changeStatus(t, key, placed.id, { status: 'paid', payment_method: 'invoice' });
      assert.equal(res.statusCode, 403, res.body);
    }
    const unauth = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${placed.id}/status`,
      payload: { status: 'cancelled' },
    });
    assert.equal(unauth.statusCode, 401);
    assert.equal((await changeStatus(t, manager, 'ord_nope', { status: 'cancelled' })).statusCode, 404);
    const adminRoute = await t.app.inject({
      method: 'POST',
      url: `/admin/api/orders/${placed.id}/status`,
      headers: { 'x-api-key': manager },
      payload: { status: 'cancelled' },
    });
    assert.equal(adminRoute.statusCode, 403, 'the dashboard route is the admin’s');
    // orders:manage reads every order too.
    const read = await t.app.inject({ url: `/api/v1/orders/${placed.id}`, headers: { 'x-api-key': manager } });
    assert.equal(read.statusCode, 200, read.body);
    assert.equal(read.json().data.status, 'created');
  });
});

describe('cancel', () => {
  test('owner only: another token’s cancel is 404 like an unknown id; the owner’s works; after shipping 409', async () => {
    const placed = await place();
    const foreign = await cancelOrder(t, other, placed.id);
    const unknown = await cancelOrder(t, other, 'ord_00000000000000000000');
    assert.equal(foreign.statusCode, 404, foreign.body);
    assert.equal(unknown.statusCode, 404, unknown.body);
    assert.equal(foreign.json().code, unknown.json().code);
    const reader = await t.token('read', ['orders:read']);
    assert.equal((await cancelOrder(t, reader, placed.id)).statusCode, 403, 'cancelling needs orders:write');

    const cancelled = await cancelOrder(t, owner, placed.id);
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    assert.equal(cancelled.json().data.status, 'cancelled');
    assert.deepEqual(cancelled.json().data.payment, { method: null, status: 'pending' });
    assert.equal(cancelled.json().data.status_history.at(-1).actor.type, 'token');

    const paid = await place();
    await move(paid.id, { status: 'paid', payment_method: 'card' });
    const refund = await cancelOrder(t, owner, paid.id);
    assert.equal(refund.statusCode, 200, refund.body);
    assert.deepEqual(refund.json().data.payment, { method: 'card', status: 'refund_due' });

    const shipped = await place();
    await move(shipped.id, { status: 'paid', payment_method: 'invoice' });
    await move(shipped.id, { status: 'shipped', tracking: TRACKING });
    const late = await cancelOrder(t, owner, shipped.id);
    expectProblem(late, 409, 'invalid_transition', 'status');
    assert.equal((await cancelOrder(t, other, shipped.id)).statusCode, 404, 'not even the state leaks');
  });

  test('cancelling gives the stock back and the status follows the count (stock.changed)', async () => {
    const start = await stockOf(t, second.slug, second.size);
    const order = await placeOrder(t, owner, orderBody([{ ...second, quantity: 5 }]));
    assert.equal((await stockOf(t, second.slug, second.size)).stock_quantity, start.stock_quantity! - 5);
    await move(order.id, { status: 'paid', payment_method: 'invoice' });
    assert.equal(
      (await stockOf(t, second.slug, second.size)).stock_quantity,
      start.stock_quantity! - 5,
      'paying takes nothing',
    );
    await cancelOrder(t, owner, order.id);
    assert.deepEqual(await stockOf(t, second.slug, second.size), start);

    // A LOW_STOCK variant (3 units): sold out by the order, LOW_STOCK again when it is cancelled.
    const low = PRODUCTS.filter((p) => p.is_active)
      .flatMap((p) =>
        p.variants.filter((v) => v.stock_status === 'LOW_STOCK').map((v) => ({ slug: p.slug, size: v.size })),
      )
      .at(-1)!;
    const soldOut = await placeOrder(t, owner, orderBody([{ ...low, quantity: 3 }]));
    assert.deepEqual(await stockOf(t, low.slug, low.size), { stock_quantity: 0, stock_status: 'OUT_OF_STOCK' });
    const res = await changeStatus(t, manager, soldOut.id, { status: 'cancelled', note: 'Kunde storniert' });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(await stockOf(t, low.slug, low.size), { stock_quantity: 3, stock_status: 'LOW_STOCK' });
    const changes = (
      await t.app.services.store.db.selectFrom('events').select('data').where('type', '=', 'stock.changed').execute()
    )
      .map((e) => JSON.parse(e.data))
      .filter((d) => d.slug === low.slug && d.size === low.size)
      .map((d) => [d.previous_stock_status, d.stock_status, d.stock_quantity]);
    assert.deepEqual(changes, [
      ['LOW_STOCK', 'OUT_OF_STOCK', 0],
      ['OUT_OF_STOCK', 'LOW_STOCK', 3],
    ]);
    // Returned goods are not put back by themselves.
    const back = await placeOrder(t, owner, orderBody([{ ...second, quantity: 2 }]));
    for (const change of [
      { status: 'paid', payment_method: 'invoice' },
      { status: 'shipped', tracking: TRACKING },
      { status: 'delivered' },
      { status: 'returned' },
    ]) {
      await move(back.id, change);
    }
    assert.equal((await stockOf(t, second.slug, second.size)).stock_quantity, start.stock_quantity! - 2);
  });
});

describe('order.updated', () => {
  test('is delivered signed to a subscriber with shop-wide order access, once per transition', async () => {
    const hooksOnly = await t.token('write', ['webhooks:write', 'orders:write']);
    const denied = await callTool(t, hooksOnly, 'create_webhook', {
      name: 'orders',
      url: receiver.url('/denied'),
      events: ['order.updated'],
    });
    assert.equal(denied.statusCode, 403, denied.body);
    assert.match(denied.json().detail, /all_orders:read/);

    const backOffice = await t.token('write', ['webhooks:write', 'all_orders:read']);
    const res = await callTool(t, backOffice, 'create_webhook', {
      name: 'back office',
      url: receiver.url('/orders'),
      events: ['order.updated'],
    });
    assert.equal(res.statusCode, 200, res.body);
    const secret = res.json().result.webhook.secret as string;
    const shop = await callTool(t, admin, 'create_webhook', {
      name: 'shop',
      url: receiver.url('/shop'),
      events: ['order.created', 'order.updated'],
    });
    assert.equal(shop.statusCode, 200, shop.body);

    const placed = await place();
    await move(placed.id, { status: 'paid', payment_method: 'invoice' });
    await move(placed.id, { status: 'shipped', tracking: TRACKING });
    const received = await receiver.waitForPath('/orders', 2);
    await receiver.waitForPath('/shop', 3);
    await new Promise((r) => setTimeout(r, 200));
    assert.equal(receiver.on('/orders').length, 2, 'no order.created, no duplicates');
    for (const r of received) {
      assertSigned(r, secret);
      assert.equal(r.json.event, 'order.updated');
      assert.equal(r.headers['x-service-event'], 'order.updated');
    }
    // biome-ignore lint/suspicious/noExplicitAny: the delivered JSON, checked field by field.
    const byStatus = (status: string): any => received.map((r) => r.json.data).find((d) => d.status === status);
    const [paid, shipped] = [byStatus('paid'), byStatus('shipped')];
    assert.deepEqual(Object.keys(paid).sort(), [
      'invoice_number',
      'order_id',
      'previous_status',
      'status',
      'updated_at',
    ]);
    assert.deepEqual([paid.order_id, paid.previous_status, paid.status], [placed.id, 'created', 'paid']);
    assert.match(paid.invoice_number, new RegExp(`^${YEAR}-\\d{6}$`));
    assert.deepEqual([shipped.previous_status, shipped.status, shipped.tracking], ['paid', 'shipped', TRACKING]);
    assert.deepEqual(
      receiver
        .on('/shop')
        .map((r) => r.json.event)
        .sort(),
      ['order.created', 'order.updated', 'order.updated'],
    );
  });
});
