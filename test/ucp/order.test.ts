/**
 * get_order maps a napf order through its lifecycle (created → paid → shipped → delivered) to a UCP
 * order that validates against shopping/order.json: lines and totals in cents that add up to napf's
 * own money, the expectation to the shipping address, and fulfillment events from the status
 * history in order, with napf's timestamps and the tracking. Placed and moved through napf's own
 * order API; runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Order } from '../../src/orders/schema.ts';
import { PRODUCTS } from '../../src/seed/data/products.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  AUSTRIAN_ADDRESS,
  BILLING_ADDRESS,
  buyable,
  cents,
  changeStatus,
  orderBody,
  placeOrder,
  TRACKING,
} from '../helpers/orders.ts';
import { type CallingToken, callingToken, getUcpOrder, PUBLIC_URL } from './support-order.ts';

let t: TestApp;
let owner: CallingToken;
let manager: CallingToken;

const food = buyable(7)[0]!;
const care = buyable(19)[0]!;
const product = (slug: string) => PRODUCTS.find((p) => p.slug === slug)!;
const TRACKED = { ...TRACKING, url: 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=1' };

before(async () => {
  t = await createTestApp();
  owner = await callingToken(t, 'write', ['orders:write', 'orders:read']);
  manager = await callingToken(t, 'write', ['orders:manage']);
});
after(() => t.close());

async function move(id: string, change: object): Promise<Order> {
  const res = await changeStatus(t, manager.key, id, change);
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data;
}

/** napf's id of a catalog variant: the UCP item id the catalog and checkout use too. */
async function variantIdOf(line: { slug: string; size: string }) {
  const product = await t.app.services.catalog.getProduct(line.slug);
  return product.product_variants.find((v) => v.size === line.size)!.id;
}

type Total = { type: string; amount: number; display_text?: string; lines?: { amount: number }[] };
const amount = (totals: Total[], type: string) => totals.filter((x) => x.type === type).map((x) => x.amount);

/** The money of a UCP order against napf's order (EUR on napf's wire, cents in UCP). */
function assertMoney(ucp: { line_items: { totals: Total[] }[]; totals: Total[] }, napfOrder: Order) {
  ucp.line_items.forEach((line, i) => {
    const lineTotal = cents(napfOrder.items[i]!.line_total);
    assert.deepEqual(amount(line.totals, 'subtotal'), [lineTotal]);
    assert.deepEqual(amount(line.totals, 'total'), [lineTotal]);
  });
  const subtotal = ucp.line_items.reduce((sum, line) => sum + amount(line.totals, 'total')[0]!, 0);
  assert.deepEqual(amount(ucp.totals, 'subtotal'), [subtotal]);
  assert.equal(subtotal, cents(napfOrder.subtotal));
  assert.deepEqual(amount(ucp.totals, 'fulfillment'), [cents(napfOrder.shipping)]);
  assert.deepEqual(amount(ucp.totals, 'total'), [cents(napfOrder.total)]);
  // The platform's check: every entry but the total sums to the total.
  const sum = ucp.totals.filter((x) => x.type !== 'total').reduce((s, x) => s + x.amount, 0);
  assert.equal(sum, cents(napfOrder.total));
  // The total's sub-lines are napf's VAT table: net and VAT per rate, summing to the total.
  const total = ucp.totals.find((x) => x.type === 'total')!;
  assert.deepEqual(
    total.lines!.map((l) => l.amount),
    napfOrder.vat.flatMap((row) => [cents(row.net), cents(row.vat)]),
  );
  assert.equal(
    total.lines!.reduce((s, l) => s + l.amount, 0),
    total.amount,
  );
}

describe('get_order through the lifecycle', () => {
  let napf: Order;
  before(async () => {
    napf = await placeOrder(
      t,
      owner.key,
      orderBody([
        { ...food, quantity: 2 },
        { ...care, quantity: 1 },
      ]),
    );
  });

  test('created: lines in cents, totals adding up to napf’s, awaiting payment, no events', async () => {
    const order = await getUcpOrder(t, owner, napf.id);
    assert.equal(order.id, napf.id);
    assert.equal(order.checkout_id, napf.id, 'placed through napf’s order API: the order was its own checkout');
    assert.equal(order.permalink_url, `${PUBLIC_URL}/ucp/v1/orders/${napf.id}`);
    assert.equal(order.currency, 'EUR');
    assert.deepEqual(
      order.line_items.map((l: { id: string; item: { id: string; price: number } }) => [l.id, l.item.id, l.item.price]),
      [
        ['li_1', await variantIdOf(food), cents(food.price)],
        ['li_2', await variantIdOf(care), cents(care.price)],
      ],
    );
    assert.equal(order.line_items[0].item.title, `${product(food.slug).name}, ${food.size}`);
    assert.equal(order.line_items[0].item.image_url, `${PUBLIC_URL}/images/products/${food.slug}.svg`);
    assert.deepEqual(
      order.line_items.map((l: { quantity: object; status: string }) => [l.quantity, l.status]),
      [
        [{ original: 2, total: 2, fulfilled: 0 }, 'processing'],
        [{ original: 1, total: 1, fulfilled: 0 }, 'processing'],
      ],
    );
    assertMoney(order, napf);
    assert.equal(napf.vat.length, 2, 'two VAT rates in the order');
    const [expectation] = order.fulfillment.expectations;
    assert.equal(order.fulfillment.expectations.length, 1);
    assert.equal(expectation.method_type, 'shipping');
    assert.deepEqual(expectation.line_items, [
      { id: 'li_1', quantity: 2 },
      { id: 'li_2', quantity: 1 },
    ]);
    assert.deepEqual(expectation.destination, {
      first_name: 'Erika',
      last_name: 'Mustermann',
      street_address: `${BILLING_ADDRESS.street} ${BILLING_ADDRESS.house_number}`,
      postal_code: BILLING_ADDRESS.postal_code,
      address_locality: BILLING_ADDRESS.city,
      address_country: 'DE',
    });
    assert.match(expectation.description, /Deutschland.*Zahlung/);
    assert.equal(expectation.fulfillable_on, undefined, 'no promise before the payment');
    assert.deepEqual(order.fulfillment.events, []);
    assert.deepEqual(order.adjustments, []);
  });

  test('paid → shipped with tracking → delivered: events in order with napf’s timestamps', async () => {
    await move(napf.id, { status: 'paid', payment_method: 'prepayment' });
    const paid = await getUcpOrder(t, owner, napf.id);
    assert.deepEqual(
      paid.fulfillment.events.map((e: { type: string }) => e.type),
      ['processing'],
    );
    assert.match(paid.fulfillment.events[0].description, /Vorkasse/);
    assert.equal(paid.fulfillment.expectations[0].fulfillable_on, 'now');
    assert.equal(paid.line_items[0].status, 'processing');

    await move(napf.id, { status: 'shipped', tracking: TRACKED });
    const shipped = await getUcpOrder(t, owner, napf.id);
    assert.deepEqual(
      shipped.line_items.map((l: { quantity: object; status: string }) => [l.quantity, l.status]),
      [
        [{ original: 2, total: 2, fulfilled: 2 }, 'fulfilled'],
        [{ original: 1, total: 1, fulfilled: 1 }, 'fulfilled'],
      ],
    );
    assert.match(shipped.fulfillment.expectations[0].description, /DHL/);

    const delivered = await move(napf.id, { status: 'delivered' });
    const order = await getUcpOrder(t, owner, napf.id);
    const events = order.fulfillment.events as {
      id: string;
      type: string;
      occurred_at: string;
      line_items: unknown;
      tracking_number?: string;
      carrier?: string;
      tracking_url?: string;
    }[];
    assert.deepEqual(
      events.map((e) => e.type),
      ['processing', 'shipped', 'delivered'],
    );
    const history = (delivered.status_history as { status: string; at: string }[]).filter(
      (h) => h.status !== 'created',
    );
    assert.deepEqual(
      events.map((e) => e.occurred_at),
      history.map((h) => h.at),
    );
    const times = events.map((e) => Date.parse(e.occurred_at));
    assert.deepEqual(
      times,
      [...times].sort((a, b) => a - b),
    );
    assert.equal(new Set(events.map((e) => e.id)).size, 3, 'event ids are distinct');
    for (const e of events.slice(1)) {
      assert.equal(e.tracking_number, TRACKED.number);
      assert.equal(e.carrier, TRACKED.carrier);
      assert.equal(e.tracking_url, TRACKED.url);
      assert.deepEqual(e.line_items, [
        { id: 'li_1', quantity: 2 },
        { id: 'li_2', quantity: 1 },
      ]);
    }
    assert.equal(events[0]!.tracking_number, undefined, 'processing carries no tracking');
    assert.match(order.fulfillment.expectations[0].description, /Zugestellt/);
    assert.deepEqual(order.adjustments, []);
    assertMoney(order, delivered);
  });

  test('the same events read again keep their ids and times (append-only)', async () => {
    const first = await getUcpOrder(t, owner, napf.id);
    const second = await getUcpOrder(t, owner, napf.id);
    assert.deepEqual(second.fulfillment.events, first.fulfillment.events);
  });
});

describe('get_order wording and addresses', () => {
  test('English: English product names and labels', async () => {
    const napf = await placeOrder(t, owner.key, orderBody([{ ...food, quantity: 1 }]));
    const order = await getUcpOrder(t, owner, napf.id, 'en');
    assert.equal(order.line_items[0].item.title, `${product(food.slug).name_en}, ${food.size}`);
    assert.deepEqual(
      order.totals.map((x: Total) => x.display_text),
      ['Subtotal', 'Shipping', 'Total incl. VAT'],
    );
    assert.match(order.fulfillment.expectations[0].description, /Germany/);
  });

  test('a separate Austrian shipping address: destination with company and extra line, 9.90 shipping', async () => {
    const napf = await placeOrder(
      t,
      owner.key,
      orderBody([{ ...food, quantity: 1 }], { shipping_address: AUSTRIAN_ADDRESS }),
    );
    const order = await getUcpOrder(t, owner, napf.id);
    assert.deepEqual(order.fulfillment.expectations[0].destination, {
      first_name: 'Maria',
      last_name: 'Huber',
      street_address: 'Mariahilfer Straße 12a',
      extended_address: 'Huber KG, 3. Stock',
      postal_code: '1070',
      address_locality: 'Wien',
      address_country: 'AT',
    });
    assert.match(order.fulfillment.expectations[0].description, /Österreich/);
    assert.deepEqual(amount(order.totals, 'fulfillment'), [990]);
    assertMoney(order, napf);
  });

  test('free shipping from the threshold: a zero fulfillment entry, the totals still add up', async () => {
    const quantity = Math.ceil(4900 / cents(food.price));
    const napf = await placeOrder(t, owner.key, orderBody([{ ...food, quantity }]));
    assert.equal(napf.shipping, 0);
    const order = await getUcpOrder(t, owner, napf.id);
    assert.deepEqual(amount(order.totals, 'fulfillment'), [0]);
    assertMoney(order, napf);
  });
});

describe('get_order and the UCP checkout', () => {
  test('an order completed from a UCP checkout session names that session as checkout_id', async () => {
    const napf = await placeOrder(t, owner.key, orderBody([{ ...food, quantity: 1 }]));
    const now = new Date().toISOString();
    // The link the checkout stores when the buyer confirms on the hosted page.
    await t.app.services.store.db
      .insertInto('ucp_checkout_sessions')
      .values({
        id: 'chk_ordertest1',
        owner_token_id: owner.id,
        owner_name: 'ucp order write',
        status: 'completed',
        state: '{}',
        currency: 'EUR',
        cart_id: null,
        payment_method: 'invoice',
        order_id: napf.id,
        expires_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const order = await getUcpOrder(t, owner, napf.id);
    assert.equal(order.checkout_id, 'chk_ordertest1');
    const other = await placeOrder(t, owner.key, orderBody([{ ...food, quantity: 1 }]));
    assert.equal((await getUcpOrder(t, owner, other.id)).checkout_id, other.id);
  });
});
