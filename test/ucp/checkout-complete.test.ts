/**
 * Completing a UCP checkout session into a napf order: through the hosted page's port (the buyer
 * confirms) and, for a shop with its own storefront, through complete_checkout. Exactly one order
 * per session, with its stock moves and order.created, owned by the session's token; concurrent
 * confirmations place one order.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { UcpError } from '../../src/ucp/errors.ts';
import { BILLING_ADDRESS, setStock, stockOf } from '../helpers/orders.ts';
import {
  type Caller,
  checkoutFixture,
  type Fixture,
  pageToken,
  readyBody,
  total,
  type Variant,
  variants,
} from './support-checkout.ts';

let f: Fixture;
let agent: Caller;
let food: Variant[];

before(async () => {
  f = await checkoutFixture();
  agent = await f.caller();
  food = await variants(f.t, 7, 2);
});
after(() => f.t.close());

async function orderCreatedEvents(orderId: string): Promise<number> {
  const rows = await f.t.app.services.store.db
    .selectFrom('events')
    .select('data')
    .where('type', '=', 'order.created')
    .execute();
  return rows.filter((r) => (JSON.parse(r.data) as { order_id: string }).order_id === orderId).length;
}

async function ordersOfChannel(): Promise<string[]> {
  return (await f.t.app.services.orders.list(500)).filter((o) => o.channel === 'ucp').map((o) => o.id);
}

describe('completion through the hosted page', () => {
  test('the page sees the session in napf terms, the confirmation places one order and completes the session', async () => {
    const item = food[0] as Variant;
    const before = await stockOf(f.t, item.slug, item.size);
    const created = await f.run('create_checkout', agent, null, readyBody([{ id: item.id, quantity: 2 }]));
    assert.equal(created.status, 'requires_escalation');
    const token = pageToken(created);

    const page = await f.checkout.forPage(token);
    assert.ok(page);
    assert.equal(page.sessionId, created.id);
    assert.equal(page.status, 'requires_escalation');
    assert.equal(page.lines[0]?.quantity, 2);
    assert.equal(page.lines[0]?.variant, item.size);
    assert.equal(page.totalCents, total(created, 'total'));
    assert.equal(page.subtotalCents + page.shippingCents, page.totalCents);
    assert.equal(
      page.vat.reduce((sum, v) => sum + v.netCents + v.vatCents, 0),
      page.totalCents,
    );
    assert.deepEqual(page.shippingAddress, { ...BILLING_ADDRESS });
    assert.deepEqual(page.buyer, { email: 'erika@example.de', name: 'Erika Mustermann' });
    assert.equal(page.order, null);
    assert.equal(await f.checkout.forPage('x'.repeat(43)), null, 'an unknown token finds nothing');

    const done = await f.checkout.completeFromPage(token, 'invoice');
    assert.equal(done.status, 'completed');
    assert.ok(done.order);
    assert.equal(done.order.paymentMethod, 'invoice');
    assert.equal(done.order.invoiceNumber, null, 'the number comes with the payment');

    const order = await f.t.app.services.orders.find(done.order.id);
    assert.equal(order.status, 'created');
    assert.equal(order.channel, 'ucp');
    assert.equal(order.customer.email, 'erika@example.de');
    assert.equal(order.shipping_address?.street, 'Heidestraße');
    assert.equal(order.items[0]?.quantity, 2);
    assert.equal(Math.round(order.total * 100), page.totalCents);
    assert.equal(await orderCreatedEvents(order.id), 1);
    // The order is the agent's token's: its owner reads it through napf's own API.
    const mine = await f.t.app.services.orders.get(order.id, { tokenId: agent.id, scopes: agent.scopes });
    assert.equal(mine.id, order.id);
    const after = await stockOf(f.t, item.slug, item.size);
    assert.equal(after.stock_quantity, (before.stock_quantity as number) - 2);

    const got = await f.run('get_checkout', agent, created.id);
    assert.equal(got.status, 'completed');
    assert.equal(got.order.id, order.id);
    assert.equal(got.order.permalink_url, `http://shop.test/api/v1/orders/${order.id}`);
    assert.equal(got.continue_url, undefined);
    assert.equal(got.messages, undefined);

    await assert.rejects(f.checkout.completeFromPage(token, 'prepayment'), (err: unknown) => {
      assert.ok(err instanceof UcpError);
      assert.equal(err.code, 'checkout_completed');
      return true;
    });
    const stillOne = (await ordersOfChannel()).filter((id) => id === order.id);
    assert.equal(stillOne.length, 1);
    const confirmation = await f.checkout.forPage(token);
    assert.equal(confirmation?.order?.id, order.id, 'the page shows the confirmation');
    const update = await f.run('update_checkout', agent, created.id, readyBody([{ id: item.id, quantity: 9 }]));
    assert.equal(update.status, 'completed');
    assert.equal(update.messages[0].code, 'checkout_closed');
  });

  test('an incomplete session or one out of stock is refused and places nothing', async () => {
    const item = food[1] as Variant;
    const incomplete = await f.run('create_checkout', agent, null, {
      line_items: [{ item: { id: item.id }, quantity: 1 }],
    });
    const count = (await ordersOfChannel()).length;
    await assert.rejects(f.checkout.completeFromPage(pageToken(incomplete), 'prepayment'), {
      code: 'checkout_incomplete',
    });

    const ready = await f.run('create_checkout', agent, null, readyBody([{ id: item.id, quantity: 3 }]));
    const admin = await f.t.token('admin');
    await setStock(f.t, admin, item.slug, item.size, 1);
    await assert.rejects(f.checkout.completeFromPage(pageToken(ready), 'prepayment'), { code: 'checkout_incomplete' });
    assert.equal((await ordersOfChannel()).length, count);
    assert.equal((await f.run('get_checkout', agent, ready.id)).status, 'incomplete');
    await setStock(f.t, admin, item.slug, item.size, 50);
  });

  test('two confirmations at once place one order', async () => {
    const item = food[0] as Variant;
    const created = await f.run('create_checkout', agent, null, readyBody([{ id: item.id, quantity: 1 }]));
    // Two page tokens of the same session, as two browser tabs would have.
    const again = await f.run('get_checkout', agent, created.id);
    const count = (await ordersOfChannel()).length;
    const results = await Promise.allSettled([
      f.checkout.completeFromPage(pageToken(created), 'prepayment'),
      f.checkout.completeFromPage(pageToken(again), 'invoice'),
    ]);
    const placed = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    assert.equal(placed.length, 1);
    assert.equal(refused.length, 1);
    assert.equal(((refused[0] as PromiseRejectedResult).reason as UcpError).code, 'checkout_completed');
    assert.equal((await ordersOfChannel()).length, count + 1);
    const got = await f.run('get_checkout', agent, created.id);
    assert.equal(got.order.id, (placed[0] as PromiseFulfilledResult<{ order: { id: string } }>).value.order.id);
  });
});

describe('completion by a storefront (STOREFRONT_CHECKOUT_URL)', () => {
  let shop: Fixture;
  before(async () => {
    shop = await checkoutFixture({ storefrontCheckoutUrl: 'https://shop.example/kasse' });
  });
  after(() => shop.t.close());

  test('continue_url is the storefront with the session id; complete_checkout places the order', async () => {
    const caller = await shop.caller();
    const [item] = await variants(shop.t, 7, 1);
    assert.ok(item);
    const created = await shop.run('create_checkout', caller, null, readyBody([{ id: item.id, quantity: 1 }]));
    assert.equal(created.continue_url, `https://shop.example/kasse?ucp_checkout_session=${created.id}`);
    const done = await shop.run('complete_checkout', caller, created.id, {
      payment: { instruments: [{ id: 'pi_1', handler_id: 'shop', type: 'invoice' }] },
    });
    assert.equal(done.status, 'completed');
    const order = await shop.t.app.services.orders.find(done.order.id);
    assert.equal(order.channel, 'ucp');
    const second = await shop.run('complete_checkout', caller, created.id, {});
    assert.ok(second instanceof UcpError);
    assert.equal(second.code, 'checkout_completed');
  });
});
