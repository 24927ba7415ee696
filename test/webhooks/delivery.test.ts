/**
 * End-to-end webhook delivery to a real HTTPS receiver on loopback: every event type with both
 * signatures verified, secret rotation, test events and the admin API. Retries are in
 * retries.test.ts, claims and leases in claims.test.ts.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { BILLING_ADDRESS } from '../helpers/orders.ts';
import { callTool } from '../helpers/tools.ts';
import {
  api,
  assertSigned,
  changePrice,
  deliveriesOf,
  draft,
  lastPrice,
  other,
  product,
  sleep,
  startDeliverySuite,
  subscribe,
} from './support.ts';

const { t, receiver, admin } = await startDeliverySuite();

describe('delivery', () => {
  test('every event type arrives once, promptly, with both signatures and the documented headers', async () => {
    const all = await subscribe(t, admin, receiver.url('/all'), [
      'product.updated',
      'product.created',
      'price.changed',
      'stock.changed',
      'order.created',
      'order.updated',
    ]);
    const prices = await subscribe(t, admin, receiver.url('/prices'), ['price.changed']);

    const committed = await changePrice();
    const [first] = await receiver.waitForPath('/prices', 1);
    assert.ok(first!.at - committed < 1000, `delivered ${Math.round(first!.at - committed)} ms after the commit`);

    const stockSize = product.variants.find((v) => v.stock_status !== 'OUT_OF_STOCK')!.size;
    const stock = await callTool(t, admin, 'update_product_stock', {
      slug: product.slug,
      size: stockSize,
      // Below the low-stock threshold of 5: the counted variant becomes LOW_STOCK.
      stock_quantity: 2,
    });
    assert.equal(stock.statusCode, 200, stock.body);
    const activate = await callTool(t, admin, 'update_product_details', { slug: draft.slug, is_active: true });
    assert.equal(activate.statusCode, 200, activate.body);
    const orderSize = other.variants.find((v) => v.stock_status !== 'OUT_OF_STOCK')!;
    const order = await api('POST', '/api/v1/orders', admin, {
      items: [{ slug: other.slug, size: orderSize.size, quantity: 2 }],
      customer: { email: 'kunde@example.de', name: 'Erika Mustermann' },
      billing_address: BILLING_ADDRESS,
    });
    assert.equal(order.statusCode, 201, order.body);
    const paid = await api('POST', `/api/v1/orders/${order.json().data.id}/status`, admin, {
      status: 'paid',
      payment_method: 'invoice',
    });
    assert.equal(paid.statusCode, 200, paid.body);

    // price: price.changed + product.updated; stock: stock.changed + product.updated;
    // activation: product.created + product.updated; order: order.created; payment: order.updated.
    const received = await receiver.waitForPath('/all', 8);
    await sleep(300);
    assert.equal(receiver.on('/all').length, 8, 'no duplicates');
    assert.equal(receiver.on('/prices').length, 1, 'a subscription gets only its event types');
    const byType = new Map(received.map((r) => [r.json.event, r]));
    assert.deepEqual([...byType.keys()].sort(), [
      'order.created',
      'order.updated',
      'price.changed',
      'product.created',
      'product.updated',
      'stock.changed',
    ]);
    assert.equal(new Set(received.map((r) => r.json.id)).size, 8, 'event ids are unique');

    for (const r of received) {
      assertSigned(r, all.secret);
      assert.equal(r.headers['content-type'], 'application/json');
      assert.match(String(r.headers['user-agent']), /^napf-webhooks\/\d+\.\d+\.\d+$/);
      assert.equal(r.headers['x-service-event'], r.json.event);
      assert.match(String(r.headers['x-service-delivery']), /^dlv_/);
      assert.equal(r.headers['x-service-attempt'], '1');
      assert.equal(r.headers['webhook-id'], r.json.id);
      assert.match(r.json.id, /^evt_/);
      assert.ok(Math.abs(Number(r.headers['webhook-timestamp']) - Date.now() / 1000) < 60);
      assert.equal(new Date(r.json.timestamp).toISOString(), r.json.timestamp);
      assert.deepEqual(Object.keys(r.json), ['id', 'event', 'type', 'timestamp', 'data']);
      assert.equal(r.json.type, r.json.event, 'type repeats event (Standard Webhooks payload name)');
      assert.equal(r.headers['x-service-signature-previous'], undefined);
    }
    assertSigned(first!, prices.secret);
    assert.equal(
      first!.headers['webhook-id'],
      byType.get('price.changed')!.json.id,
      'webhook-id is the same for every subscription',
    );
    assert.notEqual(first!.headers['x-service-delivery'], byType.get('price.changed')!.headers['x-service-delivery']);

    const priceData = byType.get('price.changed')!.json.data;
    assert.equal(priceData.slug, product.slug);
    assert.equal(priceData.size, product.variants[0]!.size);
    assert.equal(priceData.new_price, lastPrice());
    assert.equal(typeof priceData.old_price, 'number');
    const stockData = byType.get('stock.changed')!.json.data;
    assert.deepEqual(
      { slug: stockData.slug, size: stockData.size, stock_status: stockData.stock_status },
      { slug: product.slug, size: stockSize, stock_status: 'LOW_STOCK' },
    );
    assert.equal(stockData.previous_stock_status, product.variants.find((v) => v.size === stockSize)!.stock_status);
    const created = byType.get('product.created')!.json.data as {
      slug: string;
      product: { slug: string; is_active: boolean };
    };
    assert.equal(created.slug, draft.slug);
    assert.equal(created.product.is_active, true);
    const updated = received.filter((r) => r.json.event === 'product.updated').map((r) => r.json.data);
    assert.ok(updated.every((d) => Array.isArray(d.changed_fields) && typeof d.product === 'object'));
    const orderData = byType.get('order.created')!.json.data as Record<string, unknown>;
    assert.equal(orderData.order_id, order.json().data.id);
    assert.equal(orderData.currency, 'EUR');
    const subtotal = Math.round(orderSize.price * 100) * 2;
    assert.equal(orderData.subtotal, subtotal / 100);
    assert.equal(orderData.shipping, subtotal >= 4900 ? 0 : 4.9, 'to Germany: free from 49 EUR');
    assert.equal(orderData.total, (subtotal + (subtotal >= 4900 ? 0 : 490)) / 100);
    assert.deepEqual(orderData.vat, order.json().data.vat);
    assert.deepEqual(orderData.items, order.json().data.items);
    assert.equal(orderData.created_at, order.json().data.created_at);
    assert.equal('customer' in orderData, false, 'no personal data in the event');
    assert.equal('billing_address' in orderData, false, 'no personal data in the event');
    const updatedData = byType.get('order.updated')!.json.data as Record<string, unknown>;
    assert.deepEqual(updatedData, {
      order_id: order.json().data.id,
      status: 'paid',
      previous_status: 'created',
      invoice_number: paid.json().data.invoice_number,
      updated_at: paid.json().data.updated_at,
    });

    const log = await deliveriesOf(all.id);
    assert.equal(log.length, 8);
    for (const row of log) {
      assert.deepEqual(Object.keys(row).sort(), [
        'attempt',
        'created_at',
        'duration_ms',
        'error',
        'event',
        'event_id',
        'id',
        'next_attempt_at',
        'response_status',
        'status',
      ]);
      assert.equal(row.status, 'succeeded');
      assert.equal(row.response_status, 200);
      assert.equal(row.attempt, 1);
      assert.equal(row.next_attempt_at, null);
    }
    const times = log.map((r) => r.created_at);
    assert.deepEqual(times, [...times].sort().reverse(), 'newest first');
  });

  test('rotating the secret: both signatures during the grace period, then only the new one', async () => {
    const hook = await subscribe(t, admin, receiver.url('/rotate'), ['price.changed']);
    const rotated = await api('POST', `/admin/api/webhooks/${hook.id}/rotate-secret`);
    assert.equal(rotated.statusCode, 200, rotated.body);
    const { secret, previous_secret_expires_at } = rotated.json().data;
    assert.match(secret, /^whsec_[A-Za-z0-9+/]{43}=$/);
    assert.notEqual(secret, hook.secret);
    assert.ok(Date.parse(previous_secret_expires_at) - Date.now() > 23.9 * 3_600_000, 'default grace 24 h');
    assert.equal(JSON.stringify((await api('GET', '/admin/api/webhooks')).json()).includes(secret), false);

    await changePrice();
    const [r] = await receiver.waitForPath('/rotate', 1);
    assert.equal(String(r!.headers['webhook-signature']).split(' ').length, 2);
    assertSigned(r!, secret);
    assertSigned(r!, hook.secret, { hex: false });
    const { createHmac } = await import('node:crypto');
    assert.equal(
      r!.headers['x-service-signature-previous'],
      createHmac('sha256', hook.secret).update(r!.body).digest('hex'),
    );

    const again = await api('POST', `/admin/api/webhooks/${hook.id}/rotate-secret`, admin, { grace_period_hours: 0 });
    assert.equal(again.statusCode, 200, again.body);
    assert.equal(again.json().data.previous_secret_expires_at, null);
    await changePrice();
    const [, r2] = await receiver.waitForPath('/rotate', 2);
    assert.equal(String(r2!.headers['webhook-signature']).split(' ').length, 1);
    assert.equal(r2!.headers['x-service-signature-previous'], undefined);
    assertSigned(r2!, again.json().data.secret);
    assert.throws(() => assertSigned(r2!, secret, { hex: false }));
  });

  test('a test event goes to that subscription only', async () => {
    const hook = await subscribe(t, admin, receiver.url('/ping'), ['order.created']);
    await subscribe(t, admin, receiver.url('/ping-other'), ['order.created']);
    const res = await api('POST', `/admin/api/webhooks/${hook.id}/test`);
    assert.equal(res.statusCode, 202, res.body);
    const [r] = await receiver.waitForPath('/ping', 1);
    assert.equal(r!.json.event, 'webhook.test');
    assert.equal(r!.headers['x-service-event'], 'webhook.test');
    assert.equal(r!.json.id, res.json().data.event_id);
    assert.equal(r!.headers['x-service-delivery'], res.json().data.delivery_id);
    assertSigned(r!, hook.secret);
    await sleep(200);
    assert.equal(receiver.on('/ping-other').length, 0);
    assert.equal((await api('POST', '/admin/api/webhooks/whk_nope/test')).statusCode, 404);
  });

  test('the admin API needs admin:full and is documented', async () => {
    const writer = await t.token('write');
    assert.equal((await api('GET', '/admin/api/webhooks', writer)).statusCode, 403);
    assert.equal((await t.app.inject({ url: '/admin/api/webhooks' })).statusCode, 401);
    assert.equal((await api('GET', '/admin/api/webhooks/whk_nope/deliveries')).statusCode, 404);
    assert.equal((await api('GET', '/admin/api/webhooks/whk_nope/deliveries?limit=5000')).statusCode, 400);
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    for (const path of [
      '/admin/api/webhooks',
      '/admin/api/webhooks/{id}/deliveries',
      '/admin/api/deliveries/{id}/redeliver',
      '/admin/api/webhooks/{id}/test',
      '/admin/api/webhooks/{id}/rotate-secret',
      '/admin/api/webhooks/{id}/enable',
      '/admin/api/webhooks/{id}/disable',
    ]) {
      const op = doc.paths[path]?.get ?? doc.paths[path]?.post;
      assert.ok(op, path);
      assert.deepEqual(op.tags, ['Admin']);
      assert.ok(op.responses['403']);
    }
  });
});
