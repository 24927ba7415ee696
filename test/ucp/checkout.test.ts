/**
 * UCP checkout sessions, called as the bindings call them: the spec's checkout flow replayed with
 * napf items, totals in napf's money rules (free shipping from 49 EUR, VAT per rate), address and
 * stock problems as messages, invalid input as errors, ownership and expiry.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { CART_OPERATIONS } from '../../src/ucp/cart/operations.ts';
import { CHECKOUT_OPERATIONS } from '../../src/ucp/checkout/operations.ts';
import { UcpError } from '../../src/ucp/errors.ts';
import { setStock } from '../helpers/orders.ts';
import {
  type Answer,
  BUYER,
  type Caller,
  checkoutFixture,
  DESTINATION,
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
let care: Variant[];

before(async () => {
  f = await checkoutFixture();
  agent = await f.caller();
  food = await variants(f.t, 7, 3);
  care = await variants(f.t, 19, 1);
});
after(() => f.t.close());

const codes = (answer: Answer) =>
  (answer.messages ?? []).map((m: { code: string; path?: string }) => `${m.code}@${m.path ?? ''}`);

function assertTotalsAddUp(answer: Answer) {
  const entries = answer.totals as { type: string; amount: number; lines?: { amount: number }[] }[];
  const grand = entries.find((e) => e.type === 'total');
  assert.ok(grand);
  assert.equal(
    entries.filter((e) => e.type !== 'total').reduce((sum, e) => sum + e.amount, 0),
    grand.amount,
    'subtotal + fulfillment = total',
  );
  assert.equal(
    (grand.lines ?? []).reduce((sum, l) => sum + l.amount, 0),
    grand.amount,
    'net + VAT per rate = total',
  );
  const lineSum = (answer.line_items as { totals: { type: string; amount: number }[] }[]).reduce(
    (sum, l) => sum + (l.totals.find((e) => e.type === 'total')?.amount ?? 0),
    0,
  );
  assert.equal(lineSum, total(answer, 'subtotal'));
}

describe('the spec checkout flow with napf items', () => {
  test('create, buyer, fulfillment, selection: incomplete until everything is there, then requires_escalation', async () => {
    const item = food[0] as Variant;
    // Create Checkout as the protocol's REST example sends it: one line, nothing else.
    const created = await f.run('create_checkout', agent, null, {
      line_items: [{ item: { id: item.id }, quantity: 2 }],
    });
    assert.equal(created.status, 'incomplete');
    assert.match(created.id, /^chk_/);
    assert.equal(created.currency, 'EUR');
    assert.equal(created.line_items[0].id, 'li_1');
    assert.equal(created.line_items[0].item.id, item.id);
    assert.equal(created.line_items[0].item.title, item.title);
    assert.equal(created.line_items[0].item.price, Math.round(item.price * 100));
    assert.equal(total(created, 'subtotal'), Math.round(item.price * 100) * 2);
    assert.equal(total(created, 'fulfillment'), undefined, 'no shipping before an address');
    assert.deepEqual(codes(created), ['missing@$.fulfillment.methods[0].destinations', 'missing@$.buyer.email']);
    assert.ok(pageToken(created));
    const sixHours = Date.parse(created.expires_at) - Date.now();
    assert.ok(sixHours > 5.9 * 3_600_000 && sixHours <= 6 * 3_600_000);
    assertTotalsAddUp(created);

    // Update Buyer Info: the full resource with the line's id.
    const withBuyer = await f.run('update_checkout', agent, created.id, {
      buyer: { email: 'jane@example.com', first_name: 'Jane', last_name: 'Doe' },
      line_items: [{ item: { id: item.id }, id: 'li_1', quantity: 2 }],
    });
    assert.equal(withBuyer.status, 'incomplete');
    assert.deepEqual(codes(withBuyer), ['missing@$.fulfillment.methods[0].destinations']);
    assert.deepEqual(withBuyer.buyer, { email: 'jane@example.com', first_name: 'Jane', last_name: 'Doe' });

    // Update Fulfillment: a destination without an id (a German one: the shop ships to DE and AT).
    const withAddress = await f.run('update_checkout', agent, created.id, {
      buyer: { email: 'jane@example.com', first_name: 'Jane', last_name: 'Doe' },
      line_items: [{ item: { id: item.id }, id: 'li_1', quantity: 2 }],
      fulfillment: {
        methods: [
          {
            type: 'shipping',
            destinations: [
              {
                street_address: 'Heidestraße 17',
                address_locality: 'Köln',
                postal_code: '51147',
                address_country: 'DE',
              },
            ],
          },
        ],
      },
    });
    assert.equal(withAddress.status, 'requires_escalation');
    assert.deepEqual(codes(withAddress), ['buyer_confirmation_required@']);
    assert.equal(withAddress.messages[0].severity, 'requires_buyer_review');
    const method = withAddress.fulfillment.methods[0];
    assert.equal(method.type, 'shipping');
    assert.deepEqual(method.line_item_ids, ['li_1']);
    assert.equal(method.selected_destination_id, 'dest_1');
    assert.equal(method.destinations[0].type, 'shipping_address');
    assert.equal(method.groups[0].selected_option_id, 'standard');
    const goods = Math.round(item.price * 100) * 2;
    const shipping = goods >= 4900 ? 0 : 490;
    assert.equal(total(withAddress, 'fulfillment'), shipping);
    assert.equal(method.groups[0].options[0].totals[0].amount, shipping);
    assert.equal(total(withAddress, 'total'), goods + shipping);
    assert.ok(pageToken(withAddress));
    assertTotalsAddUp(withAddress);

    // Update Fulfillment Selection: named ids, the destination and option chosen explicitly.
    const selected = await f.run('update_checkout', agent, created.id, {
      buyer: { email: 'jane@example.com', first_name: 'Jane', last_name: 'Doe' },
      line_items: [{ item: { id: item.id }, id: 'li_1', quantity: 2 }],
      fulfillment: {
        methods: [
          {
            id: 'shipping_1',
            type: 'shipping',
            line_item_ids: ['li_1'],
            selected_destination_id: 'dest_home',
            destinations: [
              {
                id: 'dest_home',
                street_address: 'Heidestraße 17',
                address_locality: 'Köln',
                postal_code: '51147',
                address_country: 'DE',
              },
            ],
            groups: [{ id: 'package_1', selected_option_id: 'standard' }],
          },
        ],
      },
    });
    assert.equal(selected.status, 'requires_escalation');
    assert.equal(selected.fulfillment.methods[0].selected_destination_id, 'dest_home');

    // Get Checkout answers the same state; Cancel Checkout ends it.
    const got = await f.run('get_checkout', agent, created.id);
    assert.equal(got.status, 'requires_escalation');
    assert.deepEqual(got.line_items, selected.line_items);
    const canceled = await f.run('cancel_checkout', agent, created.id);
    assert.equal(canceled.status, 'canceled');
    assert.equal(canceled.continue_url, undefined);
  });

  test('a 49 EUR basket ships free; VAT rows per rate include their share of shipping', async () => {
    const [a] = food as [Variant];
    const [c] = care as [Variant];
    const cheap = await f.run('create_checkout', agent, null, readyBody([{ id: c.id, quantity: 1 }]));
    assert.equal((total(cheap, 'subtotal') as number) < 4900, true, 'one care item is below 49 EUR');
    assert.equal(total(cheap, 'fulfillment'), 490);
    const rows = cheap.totals.find((e: { type: string }) => e.type === 'total').lines;
    assert.deepEqual(
      rows.map((l: { display_text: string }) => l.display_text),
      ['Netto 19 %', 'MwSt. 19 %'],
    );
    assertTotalsAddUp(cheap);

    const units = Math.ceil(4900 / Math.round(a.price * 100));
    const mixed = await f.run(
      'create_checkout',
      agent,
      null,
      readyBody([
        { id: a.id, quantity: units },
        { id: c.id, quantity: 1 },
      ]),
    );
    assert.ok((total(mixed, 'subtotal') as number) >= 4900);
    assert.equal(total(mixed, 'fulfillment'), 0);
    assert.equal(mixed.fulfillment.methods[0].groups[0].options[0].totals[0].amount, 0);
    const mixedRows = mixed.totals.find((e: { type: string }) => e.type === 'total').lines;
    assert.deepEqual(
      mixedRows.map((l: { display_text: string }) => l.display_text),
      ['Netto 7 %', 'MwSt. 7 %', 'Netto 19 %', 'MwSt. 19 %'],
    );
    assertTotalsAddUp(mixed);

    const austria = await f.run(
      'create_checkout',
      agent,
      null,
      readyBody([{ id: a.id, quantity: units }], {
        fulfillment: {
          methods: [
            {
              type: 'shipping',
              destinations: [
                {
                  first_name: 'Maria',
                  last_name: 'Huber',
                  street_address: 'Mariahilfer Straße 12a',
                  extended_address: '3. Stock',
                  address_locality: 'Wien',
                  postal_code: '1070',
                  address_country: 'AT',
                },
              ],
            },
          ],
        },
      }),
    );
    assert.equal(austria.status, 'requires_escalation');
    assert.equal(total(austria, 'fulfillment'), 990, 'Austria is never free');
    assertTotalsAddUp(austria);
  });
});

describe('problems are messages on the session', () => {
  test('a country the shop does not serve, a street without a house number, a bad postal code', async () => {
    const item = food[0] as Variant;
    const body = (dest: Record<string, string>) =>
      readyBody([{ id: item.id, quantity: 1 }], {
        fulfillment: { methods: [{ type: 'shipping', destinations: [{ ...DESTINATION, ...dest }] }] },
      });
    const swiss = await f.run('create_checkout', agent, null, body({ address_country: 'CH', postal_code: '8001' }));
    assert.equal(swiss.status, 'incomplete');
    assert.deepEqual(codes(swiss), ['address_undeliverable@$.fulfillment.methods[0].destinations[0].address_country']);
    assert.equal(total(swiss, 'fulfillment'), undefined);
    assert.ok(swiss.continue_url, 'an incomplete session still offers the page');

    const noNumber = await f.run('create_checkout', agent, null, body({ street_address: 'Heidestraße' }));
    assert.deepEqual(codes(noNumber), ['invalid_address@$.fulfillment.methods[0].destinations[0].street_address']);
    const postal = await f.run('create_checkout', agent, null, body({ postal_code: '5114' }));
    assert.deepEqual(codes(postal), ['invalid_address@$.fulfillment.methods[0].destinations[0].postal_code']);
    const longCity = await f.run('create_checkout', agent, null, body({ address_locality: 'K'.repeat(150) }));
    assert.equal(longCity.status, 'incomplete', "napf's order rules apply before the buyer is sent to the page");
    assert.deepEqual(codes(longCity), ['invalid_input@$.fulfillment.methods[0].destinations[0].address_locality']);
    const alpha3 = await f.run('create_checkout', agent, null, body({ address_country: 'DEU' }));
    assert.equal(alpha3.status, 'requires_escalation');
    const badEmail = await f.run('create_checkout', agent, null, {
      ...body({}),
      buyer: { ...BUYER, email: 'not-an-address' },
    });
    assert.deepEqual(codes(badEmail), ['invalid_email@$.buyer.email']);
  });

  test('stock is checked at every create and update: the line that cannot be fulfilled says so', async () => {
    const admin = await f.t.token('admin');
    const item = food[1] as Variant;
    await setStock(f.t, admin, item.slug, item.size, 2);
    const created = await f.run('create_checkout', agent, null, readyBody([{ id: item.id, quantity: 3 }]), 'en');
    assert.equal(created.status, 'incomplete');
    assert.deepEqual(codes(created), ['out_of_stock@$.line_items[0].quantity']);
    assert.match(created.messages[0].content, /Only 2 of .* are in stock/);
    const fewer = await f.run('update_checkout', agent, created.id, readyBody([{ id: item.id, quantity: 2 }]));
    assert.equal(fewer.status, 'requires_escalation');
    await setStock(f.t, admin, item.slug, item.size, 0);
    const gone = await f.run('get_checkout', agent, created.id);
    assert.equal(gone.status, 'incomplete');
    assert.deepEqual(codes(gone), ['out_of_stock@$.line_items[0]']);
    await setStock(f.t, admin, item.slug, item.size, 50);
  });

  test('unknown items are left out with a message; a checkout of nothing but unknown items is not created', async () => {
    const item = food[0] as Variant;
    const mixed = await f.run('create_checkout', agent, null, {
      line_items: [
        { item: { id: 'var_doesnotexist0000000' }, quantity: 1 },
        { item: { id: item.id }, quantity: 1 },
      ],
    });
    assert.equal(mixed.line_items.length, 1);
    assert.equal(codes(mixed)[0], 'item_unavailable@');
    const none = await f.run('create_checkout', agent, null, {
      line_items: [{ item: { id: 'sku-123' }, quantity: 1 }],
    });
    assert.ok(none instanceof UcpError);
    assert.equal(none.code, 'item_unavailable');
    const unit = await f.run('create_checkout', agent, null, {
      line_items: [
        { item: { id: item.id, quantity_unit: { unit: 'KGM', scale: 2 } }, quantity: 50 },
        { item: { id: (food[2] as Variant).id, quantity_unit: { unit: 'C62', scale: 0 } }, quantity: 1 },
      ],
    });
    assert.ok(!(unit instanceof UcpError), String(unit.message));
    assert.equal(unit.line_items.length, 1, 'only the line in pieces is taken');
    assert.equal(codes(unit)[0], 'quantity_unit_mismatch@');
  });

  test('malformed requests are errors naming the field', async () => {
    const item = food[0] as Variant;
    const cases: [Record<string, unknown>, string][] = [
      [{}, '$.line_items'],
      [{ line_items: [] }, '$.line_items'],
      [{ line_items: [{ item: { id: item.id }, quantity: 0 }] }, '$.line_items[0].quantity'],
      [{ line_items: [{ item: { id: item.id }, quantity: 1.5 }] }, '$.line_items[0].quantity'],
      [{ line_items: [{ item: {}, quantity: 1 }] }, '$.line_items[0].item.id'],
      [
        {
          line_items: [
            { item: { id: item.id }, quantity: 1 },
            { item: { id: item.id }, quantity: 2 },
          ],
        },
        '$.line_items[1]',
      ],
      [{ line_items: [{ item: { id: item.id }, quantity: 1 }], buyer: { email: 'a\u0000@b.de' } }, '$.buyer.email'],
      [
        { line_items: [{ item: { id: item.id }, quantity: 1 }], fulfillment: { methods: [{ type: 'pickup' }] } },
        '$.fulfillment.methods[0].type',
      ],
    ];
    for (const [body, path] of cases) {
      const err = await f.run('create_checkout', agent, null, body);
      assert.ok(err instanceof UcpError, JSON.stringify(body));
      assert.equal(err.code, 'invalid_input');
      assert.equal(err.status, 400);
      assert.equal(err.options.path, path, JSON.stringify(body));
    }
  });
});

describe('ownership and lifetime', () => {
  test("another token's session is not_found for every operation", async () => {
    const other = await f.caller();
    const created = await f.run(
      'create_checkout',
      agent,
      null,
      readyBody([{ id: (food[0] as Variant).id, quantity: 1 }]),
    );
    for (const [name, body] of [
      ['get_checkout', {}],
      ['update_checkout', readyBody([{ id: (food[0] as Variant).id, quantity: 5 }])],
      ['cancel_checkout', {}],
      ['complete_checkout', {}],
    ] as const) {
      const err = await f.run(name, other, created.id, body);
      assert.ok(err instanceof UcpError, name);
      assert.equal(err.code, 'not_found');
    }
    const mine = await f.run('get_checkout', agent, created.id);
    assert.equal(mine.line_items[0].quantity, 1, 'the other token changed nothing');
    const backOffice = await f.caller('write', ['ucp:checkout', 'orders:manage']);
    const seen = await f.run('get_checkout', backOffice, created.id);
    assert.equal(seen.id, created.id, 'shop-wide order access sees every session');
  });

  test('after six hours a session reads as canceled, its page is gone and it can no longer change', async () => {
    const created = await f.run(
      'create_checkout',
      agent,
      null,
      readyBody([{ id: (food[0] as Variant).id, quantity: 1 }]),
    );
    const token = pageToken(created);
    assert.ok(await f.checkout.forPage(token));
    f.clock.offsetMs = 6 * 3_600_000 + 1000;
    try {
      const expired = await f.run('get_checkout', agent, created.id);
      assert.equal(expired.status, 'canceled');
      assert.deepEqual(codes(expired), ['checkout_expired@']);
      assert.equal(expired.continue_url, undefined);
      assert.equal(await f.checkout.forPage(token), null);
      await assert.rejects(f.checkout.completeFromPage(token, 'invoice'), { code: 'not_found' });
      const update = await f.run(
        'update_checkout',
        agent,
        created.id,
        readyBody([{ id: (food[0] as Variant).id, quantity: 4 }]),
      );
      assert.equal(update.status, 'canceled');
      assert.equal(update.line_items[0].quantity, 1);
    } finally {
      f.clock.offsetMs = 0;
    }
  });

  test('a canceled session cannot be canceled or changed again', async () => {
    const created = await f.run(
      'create_checkout',
      agent,
      null,
      readyBody([{ id: (food[0] as Variant).id, quantity: 1 }]),
    );
    await f.run('cancel_checkout', agent, created.id);
    const again = await f.run('cancel_checkout', agent, created.id);
    assert.equal(again.status, 'canceled');
    assert.deepEqual(codes(again), ['checkout_not_cancelable@']);
    const update = await f.run(
      'update_checkout',
      agent,
      created.id,
      readyBody([{ id: (food[0] as Variant).id, quantity: 3 }]),
    );
    assert.deepEqual(codes(update), ['checkout_closed@']);
    assert.equal(update.line_items[0].quantity, 1);
  });

  test('complete_checkout hands the buyer to the page: the session stays as it is', async () => {
    const created = await f.run(
      'create_checkout',
      agent,
      null,
      readyBody([{ id: (food[0] as Variant).id, quantity: 1 }]),
    );
    const answer = await f.run('complete_checkout', agent, created.id, { payment: { instruments: [] } });
    assert.equal(answer.status, 'requires_escalation');
    assert.deepEqual(codes(answer), ['requires_escalation@', 'buyer_confirmation_required@']);
    assert.ok(pageToken(answer));
  });

  test('titles follow the language of the call', async () => {
    const created = await f.run(
      'create_checkout',
      agent,
      null,
      readyBody([{ id: (food[0] as Variant).id, quantity: 1 }]),
      'en',
    );
    const product = await f.t.app.services.catalog.getProduct((food[0] as Variant).slug);
    assert.equal(created.line_items[0].item.title, `${product.name_en}, ${(food[0] as Variant).size}`);
    assert.equal(created.totals[0].display_text, 'Subtotal');
    assert.match(created.continue_url, /\?lang=en$/, 'the hosted page opens in English');
    // A read naming no language (an MCP get_checkout has no payload) answers in the session's.
    const read = await f.run('get_checkout', agent, created.id, {}, null);
    assert.equal(read.line_items[0].item.title, created.line_items[0].item.title);
    const german = await f.run('get_checkout', agent, created.id, {}, 'de');
    assert.equal(german.line_items[0].item.title, `${product.name}, ${(food[0] as Variant).size}`);
  });

  test('a create retried with its Idempotency-Key answers the first session or cart; another body is refused', async () => {
    const body = readyBody([{ id: (food[0] as Variant).id, quantity: 1 }]);
    for (const [ops, name] of [
      [CHECKOUT_OPERATIONS, 'create_checkout'],
      [CART_OPERATIONS, 'create_cart'],
    ] as const) {
      const op = ops.find((o) => o.name === name);
      assert.ok(op);
      const call = { ...f.call(agent), idempotencyKey: `key-${name}` };
      const cartBody = name === 'create_cart' ? { line_items: body.line_items } : body;
      const [first, second] = await Promise.all([
        op.run(call, { id: null, body: cartBody }),
        op.run(call, { id: null, body: cartBody }),
      ]);
      assert.equal(first.id, second.id, `${name}: concurrent twins make one`);
      const retry = await op.run(call, { id: null, body: cartBody });
      assert.equal(retry.id, first.id);
      const other = await f.run(name, agent, null, cartBody);
      assert.notEqual(other.id, first.id, 'without a key every create makes a new one');
      await assert.rejects(op.run(call, { id: null, body: { ...cartBody, buyer: { email: 'x@example.de' } } }), {
        code: 'idempotency_key_reused',
      });
    }
  });
});
