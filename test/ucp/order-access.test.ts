/**
 * get_order's ownership is napf's order API's: a token reads the orders it placed, another token
 * gets not_found (404) exactly like an unknown id, all_orders:read reads every order. And how the
 * end of an order shows: a cancellation or return takes the quantities back as an adjustment, with
 * a pending refund when the order had been paid. Runs on SQLite and, with TEST_DATABASE_URL, on
 * PostgreSQL.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { buyable, cancelOrder, cents, changeStatus, orderBody, placeOrder, TRACKING } from '../helpers/orders.ts';
import { type CallingToken, callingToken, expectUcpError, getUcpOrder } from './support-order.ts';

let t: TestApp;
let owner: CallingToken;
let stranger: CallingToken;
let auditor: CallingToken;
let manager: CallingToken;

const food = buyable(7)[0]!;
const care = buyable(19)[0]!;

before(async () => {
  t = await createTestApp();
  owner = await callingToken(t, 'write', ['orders:write', 'orders:read']);
  stranger = await callingToken(t, 'write', ['orders:write', 'orders:read']);
  auditor = await callingToken(t, 'read', ['all_orders:read']);
  manager = await callingToken(t, 'write', ['orders:manage']);
});
after(() => t.close());

const place = (quantity = 1) =>
  placeOrder(
    t,
    owner.key,
    orderBody([
      { ...food, quantity },
      { ...care, quantity: 1 },
    ]),
  );

async function move(id: string, change: object) {
  const res = await changeStatus(t, manager.key, id, change);
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data;
}

describe('who reads an order', () => {
  let id: string;
  before(async () => {
    id = (await place()).id;
  });

  test('the placing token reads it', async () => {
    assert.equal((await getUcpOrder(t, owner, id)).id, id);
  });

  test('another token with orders:read: not_found, the same answer as an unknown id', async () => {
    const other = await expectUcpError(t, stranger, id, 'not_found', 404);
    const unknown = await expectUcpError(t, owner, 'ord_doesnotexist', 'not_found', 404);
    assert.deepEqual(other.toMessage(), unknown.toMessage());
    assert.equal(other.toMessage().severity, 'unrecoverable');
  });

  test('napf’s own order API agrees: the stranger gets 404 there too', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${id}`,
      headers: { 'x-api-key': stranger.key },
    });
    assert.equal(res.statusCode, 404, res.body);
  });

  test('a read token with all_orders:read reads every order', async () => {
    const order = await getUcpOrder(t, auditor, id);
    assert.equal(order.id, id);
    assert.equal(order.line_items.length, 2);
  });

  test('no id: missing, naming $.id; an overlong id: not_found', async () => {
    const err = await expectUcpError(t, owner, null, 'missing', 400);
    assert.equal(err.toMessage().path, '$.id');
    await expectUcpError(t, owner, '', 'missing', 400);
    await expectUcpError(t, owner, `ord_${'x'.repeat(200)}`, 'not_found', 404);
  });
});

describe('the end of an order', () => {
  test('cancelled before payment: a cancellation taking every line back, lines removed, no refund', async () => {
    const napf = await place(2);
    const res = await cancelOrder(t, owner.key, napf.id);
    assert.equal(res.statusCode, 200, res.body);
    const cancelled = res.json().data;
    const order = await getUcpOrder(t, owner, napf.id);
    assert.deepEqual(
      order.line_items.map((l: { quantity: object; status: string }) => [l.quantity, l.status]),
      [
        [{ original: 2, total: 0, fulfilled: 0 }, 'removed'],
        [{ original: 1, total: 0, fulfilled: 0 }, 'removed'],
      ],
    );
    const at = cancelled.status_history.at(-1).at;
    assert.deepEqual(order.adjustments, [
      {
        id: 'adj_2',
        type: 'cancellation',
        occurred_at: at,
        status: 'completed',
        line_items: [
          { id: 'li_1', quantity: -2 },
          { id: 'li_2', quantity: -1 },
        ],
        description: 'Bestellung storniert; sie wird nicht versandt',
      },
    ]);
    assert.deepEqual(order.fulfillment, { expectations: [], events: [] });
    // The order's own totals stay what was invoiced; the adjustments say what became of them.
    assert.equal(order.totals.find((x: { type: string }) => x.type === 'total').amount, cents(napf.total));
  });

  test('cancelled after payment: processing event, cancellation, and a pending refund of the total', async () => {
    const napf = await place();
    await move(napf.id, { status: 'paid', payment_method: 'invoice' });
    const cancelled = await move(napf.id, { status: 'cancelled', note: 'Kunde hat angerufen' });
    assert.equal(cancelled.payment.status, 'refund_due');
    const order = await getUcpOrder(t, owner, napf.id);
    assert.deepEqual(
      order.fulfillment.events.map((e: { type: string; occurred_at: string }) => [e.type, e.occurred_at]),
      [['processing', cancelled.status_history[1].at]],
    );
    assert.match(order.fulfillment.events[0].description, /Rechnung/);
    const at = cancelled.status_history[2].at;
    assert.deepEqual(
      order.adjustments.map((a: { id: string; type: string; status: string; occurred_at: string }) => [
        a.id,
        a.type,
        a.status,
        a.occurred_at,
      ]),
      [
        ['adj_3', 'cancellation', 'completed', at],
        ['adj_3_refund', 'refund', 'pending', at],
      ],
    );
    assert.deepEqual(order.adjustments[1].totals, [{ type: 'total', amount: -cents(napf.total) }]);
    assert.equal(order.adjustments[1].line_items, undefined);
    assert.doesNotMatch(JSON.stringify(order), /Kunde hat angerufen/, 'back-office notes stay internal');
  });

  test('returned after delivery: shipped and delivered events, a return, and a pending refund', async () => {
    const napf = await place(3);
    await move(napf.id, { status: 'paid', payment_method: 'paypal' });
    await move(napf.id, { status: 'shipped', tracking: TRACKING });
    await move(napf.id, { status: 'delivered' });
    const returned = await move(napf.id, { status: 'returned' });
    const order = await getUcpOrder(t, auditor, napf.id, 'en');
    assert.deepEqual(
      order.fulfillment.events.map((e: { type: string }) => e.type),
      ['processing', 'shipped', 'delivered'],
    );
    assert.equal(order.fulfillment.events[1].tracking_url, undefined, 'napf had no tracking URL');
    assert.deepEqual(
      order.line_items.map((l: { quantity: object; status: string }) => [l.quantity, l.status]),
      [
        [{ original: 3, total: 0, fulfilled: 3 }, 'removed'],
        [{ original: 1, total: 0, fulfilled: 1 }, 'removed'],
      ],
    );
    const at = returned.status_history.at(-1).at;
    assert.deepEqual(order.adjustments, [
      {
        id: 'adj_5',
        type: 'return',
        occurred_at: at,
        status: 'completed',
        line_items: [
          { id: 'li_1', quantity: -3 },
          { id: 'li_2', quantity: -1 },
        ],
        description: 'Goods returned (withdrawal or return)',
      },
      {
        id: 'adj_5_refund',
        type: 'refund',
        occurred_at: at,
        status: 'pending',
        totals: [{ type: 'total', amount: -cents(napf.total) }],
        description: 'The shop refunds the amount paid',
      },
    ]);
    assert.match(order.fulfillment.expectations[0].description, /returned/);
  });
});
