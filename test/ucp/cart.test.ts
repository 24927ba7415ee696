/**
 * UCP carts, called as the bindings call them: create, get, update, cancel with estimated totals,
 * stock messages, ownership and expiry, and the conversion of a cart into a checkout session.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { UcpError } from '../../src/ucp/errors.ts';
import { setStock } from '../helpers/orders.ts';
import {
  type Caller,
  checkoutFixture,
  DESTINATION,
  type Fixture,
  pageToken,
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

const line = (v: Variant, quantity: number, id?: string) => ({ ...(id ? { id } : {}), item: { id: v.id }, quantity });

describe('cart operations', () => {
  test('create, get, update and cancel; afterwards the cart is not_found', async () => {
    const [a, b] = food as [Variant, Variant];
    const created = await f.run('create_cart', agent, null, {
      line_items: [line(a, 1)],
      context: { address_country: 'DE', language: 'de' },
    });
    assert.match(created.id, /^cart_/);
    assert.equal(created.currency, 'EUR');
    assert.equal(created.line_items[0].id, 'li_1');
    assert.equal(created.line_items[0].item.title, a.title);
    const price = Math.round(a.price * 100);
    assert.equal(total(created, 'subtotal'), price);
    assert.equal(total(created, 'fulfillment'), price >= 4900 ? 0 : 490, 'shipping estimated for DE');
    assert.equal(total(created, 'total'), price + (price >= 4900 ? 0 : 490));
    assert.deepEqual(created.context, { address_country: 'DE', language: 'de' });

    const got = await f.run('get_cart', agent, created.id);
    assert.deepEqual(got, created);

    const units = Math.ceil(4900 / price);
    const updated = await f.run('update_cart', agent, created.id, {
      line_items: [line(a, units, 'li_1'), line(b, 1)],
      context: { address_country: 'DE' },
      buyer: { email: 'erika@example.de' },
    });
    assert.deepEqual(
      updated.line_items.map((l: { id: string; quantity: number }) => [l.id, l.quantity]),
      [
        ['li_1', units],
        ['li_2', 1],
      ],
    );
    assert.equal(total(updated, 'fulfillment'), 0, 'free from 49 EUR');

    const noCountry = await f.run('update_cart', agent, created.id, { line_items: [line(a, 1, 'li_1')] });
    assert.equal(total(noCountry, 'fulfillment'), undefined, 'no estimate without a country');

    const canceled = await f.run('cancel_cart', agent, created.id);
    assert.equal(canceled.id, created.id);
    assert.equal(canceled.line_items.length, 1, 'the cart as it was');
    for (const name of ['get_cart', 'update_cart', 'cancel_cart']) {
      const err = await f.run(name, agent, created.id, { line_items: [] });
      assert.ok(err instanceof UcpError, name);
      assert.equal(err.code, 'not_found');
    }
  });

  test('stock problems are messages on the line; all items unknown is an error', async () => {
    const admin = await f.t.token('admin');
    const b = food[1] as Variant;
    await setStock(f.t, admin, b.slug, b.size, 1);
    const cart = await f.run('create_cart', agent, null, { line_items: [line(b, 2)] }, 'en');
    assert.deepEqual(
      cart.messages.map((m: { code: string; path: string }) => `${m.code}@${m.path}`),
      ['out_of_stock@$.line_items[0].quantity'],
    );
    await setStock(f.t, admin, b.slug, b.size, 50);
    const err = await f.run('create_cart', agent, null, { line_items: [{ item: { id: 'var_gone' }, quantity: 1 }] });
    assert.ok(err instanceof UcpError);
    assert.equal(err.code, 'item_unavailable');
    const bad = await f.run('create_cart', agent, null, { line_items: [{ item: { id: b.id }, quantity: -1 }] });
    assert.ok(bad instanceof UcpError);
    assert.equal(bad.options.path, '$.line_items[0].quantity');
  });

  test('an update asking for another sale basis keeps the line as it was, like a checkout', async () => {
    const a = food[0] as Variant;
    const cart = await f.run('create_cart', agent, null, { line_items: [line(a, 2)] });
    const id = cart.line_items[0].id;
    const updated = await f.run('update_cart', agent, cart.id, {
      line_items: [{ id, item: { id: a.id, quantity_unit: { unit: 'KGM', scale: 2 } }, quantity: 50 }],
    });
    assert.ok(!(updated instanceof UcpError), String(updated.message));
    assert.deepEqual(
      updated.line_items.map((l: { id: string; quantity: number }) => [l.id, l.quantity]),
      [[id, 2]],
    );
    assert.equal(updated.messages[0].code, 'quantity_unit_mismatch');
  });

  test("another token's cart is not_found; a cart expires after a day", async () => {
    const other = await f.caller();
    const cart = await f.run('create_cart', agent, null, { line_items: [line(food[0] as Variant, 1)] });
    const err = await f.run('get_cart', other, cart.id);
    assert.ok(err instanceof UcpError);
    assert.equal(err.code, 'not_found');
    f.clock.offsetMs = 24 * 3_600_000 + 1000;
    try {
      const expired = await f.run('get_cart', agent, cart.id);
      assert.ok(expired instanceof UcpError);
      assert.equal(expired.code, 'not_found');
    } finally {
      f.clock.offsetMs = 0;
    }
  });
});

describe('cart to checkout', () => {
  test('create_checkout with cart_id takes the cart contents, ignores overlapping fields, and returns the same session again', async () => {
    const [a, b] = food as [Variant, Variant];
    const cart = await f.run('create_cart', agent, null, {
      line_items: [line(a, 2), line(b, 1)],
      buyer: { email: 'erika@example.de', first_name: 'Erika', last_name: 'Mustermann' },
      context: { address_country: 'DE' },
    });
    // The spec's conversion request, plus the delivery address (no cart field).
    const checkout = await f.run('create_checkout', agent, null, {
      cart_id: cart.id,
      line_items: [line(b, 7)],
      fulfillment: { methods: [{ type: 'shipping', destinations: [DESTINATION] }] },
    });
    assert.equal(checkout.status, 'requires_escalation');
    assert.deepEqual(
      checkout.line_items.map((l: { id: string; item: { id: string }; quantity: number }) => [
        l.id,
        l.item.id,
        l.quantity,
      ]),
      [
        ['li_1', a.id, 2],
        ['li_2', b.id, 1],
      ],
    );
    assert.equal(checkout.buyer.email, 'erika@example.de');
    assert.equal(total(checkout, 'subtotal'), total(cart, 'subtotal'));
    assert.ok(pageToken(checkout));

    const again = await f.run('create_checkout', agent, null, { cart_id: cart.id, line_items: [] });
    assert.equal(again.id, checkout.id, 'one open checkout per cart');

    const other = await f.caller();
    const foreign = await f.run('create_checkout', other, null, { cart_id: cart.id, line_items: [] });
    assert.ok(foreign instanceof UcpError);
    assert.equal(foreign.code, 'not_found');

    await f.run('cancel_checkout', agent, checkout.id);
    const fresh = await f.run('create_checkout', agent, null, { cart_id: cart.id, line_items: [] });
    assert.notEqual(fresh.id, checkout.id, 'a canceled checkout is not reused');
  });
});
