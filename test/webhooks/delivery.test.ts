/**
 * End-to-end webhook delivery to a real HTTPS receiver on loopback: every event type with both
 * signatures verified, retries on a short schedule, Retry-After, 410, the 5-day rule, redelivery,
 * secret rotation, test events and the deliveries log of the admin API; and, with a stand-in client,
 * that a claimed delivery is only sent while its lease covers the request.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Logger } from 'pino';
import { PRODUCTS } from '../../src/seed/data/products.ts';
import { systemClock } from '../../src/util/time.ts';
import { WebhookDispatcher } from '../../src/webhooks/dispatcher.ts';
import type { WebhookHttpClient } from '../../src/webhooks/http-client.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { HttpsReceiver, testCertificate } from '../helpers/https-receiver.ts';
import { callTool } from '../helpers/tools.ts';
import { assertSigned, sleep, subscribe } from './support.ts';

let t: TestApp;
let receiver: HttpsReceiver;
let admin: string;

const ACTIVE = PRODUCTS.filter((p) => p.is_active);
const product = ACTIVE[0]!;
const other = ACTIVE[1]!;
const draft = PRODUCTS.find((p) => !p.is_active)!;
let price = 10;

before(async () => {
  receiver = await HttpsReceiver.start();
  t = await createTestApp({
    webhookAllowHosts: ['127.0.0.1'],
    webhookCaFile: testCertificate().certFile,
    webhookRetrySchedule: [0.2, 0.4],
  });
  admin = await t.token('admin');
});
after(async () => {
  await t.close();
  await receiver.stop();
});

/** A price change of `slug` (fires price.changed and product.updated). */
async function changePrice(slug = product.slug) {
  const p = PRODUCTS.find((x) => x.slug === slug)!;
  price += 0.5;
  const res = await callTool(t, admin, 'update_product_price', { slug, size: p.variants[0]!.size, price });
  assert.equal(res.statusCode, 200, res.body);
  return performance.now();
}

function api(method: 'GET' | 'POST', url: string, key = admin, payload?: Record<string, unknown>) {
  return t.app.inject({ method, url, headers: { 'x-api-key': key }, ...(payload === undefined ? {} : { payload }) });
}

async function deliveriesOf(id: string) {
  const res = await api('GET', `/admin/api/webhooks/${id}/deliveries`);
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data as {
    id: string;
    event_id: string;
    event: string;
    attempt: number;
    status: string;
    response_status: number | null;
    duration_ms: number | null;
    error: string | null;
    created_at: string;
    next_attempt_at: string | null;
  }[];
}

async function webhook(id: string) {
  const res = await api('GET', '/admin/api/webhooks');
  return (res.json().data as { id: string; status: string; disabled_reason: string | null }[]).find(
    (w) => w.id === id,
  )!;
}

describe('delivery', () => {
  test('every event type arrives once, promptly, with both signatures and the CONTRACT headers', async () => {
    const all = await subscribe(t, admin, receiver.url('/all'), [
      'product.updated',
      'product.created',
      'price.changed',
      'stock.changed',
      'order.created',
    ]);
    const prices = await subscribe(t, admin, receiver.url('/prices'), ['price.changed']);

    const committed = await changePrice();
    const [first] = await receiver.waitForPath('/prices', 1);
    assert.ok(first!.at - committed < 1000, `delivered ${Math.round(first!.at - committed)} ms after the commit`);

    const stockSize = product.variants.find((v) => v.stock_status !== 'OUT_OF_STOCK')!.size;
    const stock = await callTool(t, admin, 'update_product_stock', {
      slug: product.slug,
      size: stockSize,
      stock_status: 'LOW_STOCK',
    });
    assert.equal(stock.statusCode, 200, stock.body);
    const activate = await callTool(t, admin, 'update_product_details', { slug: draft.slug, is_active: true });
    assert.equal(activate.statusCode, 200, activate.body);
    const orderSize = other.variants.find((v) => v.stock_status !== 'OUT_OF_STOCK')!;
    const order = await api('POST', '/api/v1/orders', admin, {
      items: [{ slug: other.slug, size: orderSize.size, quantity: 2 }],
      customer: { email: 'kunde@example.de', name: 'Erika Mustermann' },
    });
    assert.equal(order.statusCode, 201, order.body);

    // price: price.changed + product.updated; stock: stock.changed + product.updated;
    // activation: product.created + product.updated; order: order.created.
    const received = await receiver.waitForPath('/all', 7);
    await sleep(300);
    assert.equal(receiver.on('/all').length, 7, 'no duplicates');
    assert.equal(receiver.on('/prices').length, 1, 'a subscription gets only its event types');
    const byType = new Map(received.map((r) => [r.json.event, r]));
    assert.deepEqual([...byType.keys()].sort(), [
      'order.created',
      'price.changed',
      'product.created',
      'product.updated',
      'stock.changed',
    ]);
    assert.equal(new Set(received.map((r) => r.json.id)).size, 7, 'event ids are unique');

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
      assert.deepEqual(Object.keys(r.json), ['id', 'event', 'timestamp', 'data']);
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
    assert.equal(priceData.new_price, price);
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
    assert.equal(orderData.total, Math.round(orderSize.price * 2 * 100) / 100);
    assert.deepEqual(orderData.items, order.json().data.items);
    assert.equal(orderData.created_at, order.json().data.created_at);
    assert.equal('customer' in orderData, false, 'no personal data in the event');

    const log = await deliveriesOf(all.id);
    assert.equal(log.length, 7);
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

  test('retries follow WEBHOOK_RETRY_SCHEDULE with jitter, then the delivery is failed; every attempt is logged', async () => {
    receiver.respond('/flaky', () => ({ status: 500, body: 'database is down' }));
    const hook = await subscribe(t, admin, receiver.url('/flaky'), ['price.changed']);
    await changePrice();
    const attempts = await receiver.waitForPath('/flaky', 3);
    await sleep(800);
    assert.equal(receiver.on('/flaky').length, 3, 'no attempt after the schedule ran out');
    assert.deepEqual(
      attempts.map((a) => a.headers['x-service-attempt']),
      ['1', '2', '3'],
    );
    assert.equal(
      new Set(attempts.map((a) => a.headers['x-service-delivery'])).size,
      1,
      'one delivery id on every retry',
    );
    assert.equal(new Set(attempts.map((a) => a.headers['webhook-id'])).size, 1);
    for (const a of attempts) assertSigned(a, hook.secret);
    const gap1 = attempts[1]!.at - attempts[0]!.at;
    const gap2 = attempts[2]!.at - attempts[1]!.at;
    assert.ok(gap1 >= 155 && gap1 < 600, `first retry after ${Math.round(gap1)} ms (0.2 s ± 20 %)`);
    assert.ok(gap2 >= 315 && gap2 < 900, `second retry after ${Math.round(gap2)} ms (0.4 s ± 20 %)`);

    const log = await deliveriesOf(hook.id);
    assert.deepEqual(
      log.map((r) => [r.attempt, r.status, r.response_status, r.error]),
      [
        [3, 'failed', 500, 'HTTP 500'],
        [2, 'failed', 500, 'HTTP 500'],
        [1, 'failed', 500, 'HTTP 500'],
      ],
    );
    assert.equal(log[0]!.next_attempt_at, null);
    assert.ok(log[2]!.next_attempt_at, 'the retry planned after attempt 1 is shown');
    assert.ok(log.every((r) => typeof r.duration_ms === 'number' && r.id === log[0]!.id));
    const detail = await api('GET', `/admin/api/deliveries/${log[0]!.id}`);
    assert.equal(detail.statusCode, 200, detail.body);
    assert.equal(detail.json().data.status, 'failed');
    assert.equal(detail.json().data.attempt_log[0].response_excerpt, 'database is down');
    assert.equal((await webhook(hook.id)).status, 'active', 'one failed delivery does not disable');

    // Redelivery of the failed delivery: one new attempt now, the same ids, attempt 4.
    receiver.respond('/flaky', () => ({ status: 204 }));
    const redeliver = await api('POST', `/admin/api/deliveries/${log[0]!.id}/redeliver`);
    assert.equal(redeliver.statusCode, 202, redeliver.body);
    const [, , , fourth] = await receiver.waitForPath('/flaky', 4);
    assert.equal(fourth!.headers['x-service-attempt'], '4');
    assert.equal(fourth!.headers['x-service-delivery'], log[0]!.id);
    assert.equal(fourth!.headers['webhook-id'], attempts[0]!.headers['webhook-id']);
    assertSigned(fourth!, hook.secret);
    await t.app.services.dispatcher.idle();
    const after = await deliveriesOf(hook.id);
    assert.deepEqual([after[0]!.attempt, after[0]!.status, after[0]!.response_status], [4, 'succeeded', 204]);

    // Any past delivery can be sent again, a succeeded one included.
    assert.equal((await api('POST', `/admin/api/deliveries/${log[0]!.id}/redeliver`)).statusCode, 202);
    const fifth = (await receiver.waitForPath('/flaky', 5))[4]!;
    assert.equal(fifth.headers['x-service-attempt'], '5');
    assert.equal((await api('POST', '/admin/api/deliveries/dlv_nope/redeliver')).statusCode, 404);
  });

  test('a retry that succeeds marks the delivery succeeded', async () => {
    receiver.respond('/recover', (_r, n) => (n === 1 ? { status: 503 } : { status: 200 }));
    const hook = await subscribe(t, admin, receiver.url('/recover'), ['price.changed']);
    await changePrice();
    await receiver.waitForPath('/recover', 2);
    await t.app.services.dispatcher.idle();
    const log = await deliveriesOf(hook.id);
    assert.deepEqual(
      log.map((r) => [r.attempt, r.status, r.response_status]),
      [
        [2, 'succeeded', 200],
        [1, 'failed', 503],
      ],
    );
  });

  test('Retry-After from the receiver is honoured', async () => {
    receiver.respond('/busy', (_r, n) =>
      n === 1 ? { status: 429, headers: { 'retry-after': '1' } } : { status: 200 },
    );
    await subscribe(t, admin, receiver.url('/busy'), ['price.changed']);
    await changePrice();
    const [a, b] = await receiver.waitForPath('/busy', 2, 5000);
    const gap = b!.at - a!.at;
    assert.ok(gap >= 990, `retried after ${Math.round(gap)} ms although the schedule says 0.2 s and Retry-After 1 s`);
  });

  test('410 Gone disables the subscription at once; it can be re-enabled', async () => {
    receiver.respond('/gone', () => ({ status: 410 }));
    const hook = await subscribe(t, admin, receiver.url('/gone'), ['price.changed']);
    await changePrice();
    await receiver.waitForPath('/gone', 1);
    await t.app.services.dispatcher.idle();
    const disabled = await webhook(hook.id);
    assert.equal(disabled.status, 'disabled');
    assert.match(disabled.disabled_reason!, /410/);
    assert.deepEqual(
      (await deliveriesOf(hook.id)).map((r) => [r.attempt, r.status, r.response_status]),
      [[1, 'failed', 410]],
    );
    await changePrice();
    await sleep(500);
    assert.equal(receiver.on('/gone').length, 1, 'nothing is sent to a disabled subscription');

    receiver.respond('/gone', () => ({ status: 200 }));
    const enabled = await api('POST', `/admin/api/webhooks/${hook.id}/enable`);
    assert.equal(enabled.statusCode, 200, enabled.body);
    assert.equal(enabled.json().data.status, 'active');
    assert.equal(enabled.json().data.disabled_reason, null);
    await changePrice();
    await receiver.waitForPath('/gone', 2);

    const off = await api('POST', `/admin/api/webhooks/${hook.id}/disable`);
    assert.equal(off.json().data.status, 'disabled');
    const audit = await t.app.services.store.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', hook.id)
      .orderBy('created_at')
      .execute();
    assert.deepEqual(
      audit.map((a) => a.action),
      ['webhook.create', 'webhook.enable', 'webhook.disable'],
    );
  });

  test('a subscription that has failed every attempt for 5 days is disabled', async () => {
    receiver.respond('/dead', () => ({ status: 502 }));
    const hook = await subscribe(t, admin, receiver.url('/dead'), ['price.changed']);
    const sixDaysAgo = new Date(Date.now() - 6 * 86_400_000).toISOString();
    await t.app.services.store.db
      .updateTable('webhook_subscriptions')
      .set({ failing_since: sixDaysAgo })
      .where('id', '=', hook.id)
      .execute();
    await changePrice();
    await receiver.waitForPath('/dead', 1);
    await t.app.services.dispatcher.idle();
    const w = await webhook(hook.id);
    assert.equal(w.status, 'disabled');
    assert.match(w.disabled_reason!, /5 days/);
    await sleep(500);
    assert.equal(receiver.on('/dead').length, 1, 'its queued retry was cancelled');
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

describe('claims', () => {
  test('a queued delivery is only sent while its lease covers the request; else it is claimed afresh', async () => {
    // A dispatcher of our own with a stand-in client: one request at a time, each taking 300 ms,
    // and a lease that leaves a queued delivery 150 ms to start (lease - timeout - 5 s margin).
    const app = await createTestApp({ webhookAllowHosts: ['127.0.0.1'] });
    try {
      await app.app.services.dispatcher.stop();
      const key = await app.token('admin');
      for (const path of ['/a', '/b', '/c']) await subscribe(app, key, `https://127.0.0.1:9${path}`, ['price.changed']);
      const { store } = app.app.services;
      const timeoutMs = 1000;
      const sent: { delivery: string; attempt: string; token: string | null; leaseLeftMs: number }[] = [];
      const client = {
        timeoutMs,
        async post(_url: string, headers: Record<string, string>) {
          const delivery = headers['x-service-delivery'] as string;
          const row = await store.db
            .selectFrom('webhook_deliveries')
            .select(['claim_token', 'next_attempt_at'])
            .where('id', '=', delivery)
            .executeTakeFirstOrThrow();
          const leaseLeftMs = Date.parse(row.next_attempt_at as string) - Date.now();
          sent.push({ delivery, attempt: headers['x-service-attempt'] as string, token: row.claim_token, leaseLeftMs });
          await sleep(300);
          return { status: 200, headers: {}, excerpt: 'ok', error: null, durationMs: 300 };
        },
        close() {},
      } as unknown as WebhookHttpClient;
      const dispatcher = new WebhookDispatcher({
        store,
        clock: systemClock,
        logger: app.app.log as unknown as Logger,
        client,
        schedule: [1],
        concurrency: 1,
        pollMs: 60_000,
        leaseMs: timeoutMs + 5000 + 150,
        listenUrl: null,
      });
      const p = PRODUCTS.find((x) => x.slug === other.slug)!;
      const res = await callTool(app, key, 'update_product_price', {
        slug: p.slug,
        size: p.variants[0]!.size,
        price: 9.99,
      });
      assert.equal(res.statusCode, 200, res.body);
      await dispatcher.start();
      try {
        const deadline = Date.now() + 10_000;
        while (sent.length < 3 && Date.now() < deadline) await sleep(20);
        await dispatcher.idle();
      } finally {
        await dispatcher.stop();
      }
      // All three claimed at once; the second and third waited too long behind the first, were
      // handed back unattempted and went out under fresh claims: each once, as attempt 1.
      assert.equal(sent.length, 3, JSON.stringify(sent));
      assert.equal(new Set(sent.map((s) => s.delivery)).size, 3);
      assert.deepEqual(
        sent.map((s) => s.attempt),
        ['1', '1', '1'],
      );
      assert.equal(new Set(sent.map((s) => s.token)).size, 3, 'each sent under a claim of its own');
      for (const s of sent) assert.ok(s.leaseLeftMs > timeoutMs, `sent with ${s.leaseLeftMs} ms of lease left`);
      const rows = await store.db.selectFrom('webhook_deliveries').select(['status', 'attempts']).execute();
      assert.deepEqual(
        rows.map((r) => [r.status, Number(r.attempts)]),
        [
          ['succeeded', 1],
          ['succeeded', 1],
          ['succeeded', 1],
        ],
      );
    } finally {
      await app.close();
    }
  });
});

test('a retry claim spanning more events than the dispatcher keeps encoded still sends every one', async () => {
  // 80 events (the dispatcher keeps 64) whose first attempts fail together, so that one retry claim
  // holds events it has to load and events it had kept: loading must not evict those.
  const app = await createTestApp({
    webhookAllowHosts: ['127.0.0.1'],
    webhookCaFile: testCertificate().certFile,
    webhookRetrySchedule: [1, 1, 1, 1],
  });
  try {
    const key = await app.token('admin');
    let failing = true;
    receiver.respond('/many', () => (failing ? { status: 503 } : { status: 200 }));
    await subscribe(app, key, receiver.url('/many'), ['price.changed']);
    const variant = product.variants[0]!;
    for (let i = 0; i < 80; i++) {
      const res = await callTool(app, key, 'update_product_price', {
        slug: product.slug,
        size: variant.size,
        price: 20 + i / 10,
      });
      assert.equal(res.statusCode, 200, res.body);
    }
    failing = false;
    const db = app.app.services.store.db;
    const deadline = Date.now() + 20_000;
    for (;;) {
      const open = await db.selectFrom('webhook_deliveries').select('id').where('status', '!=', 'succeeded').execute();
      if (open.length === 0) break;
      assert.ok(Date.now() < deadline, `${open.length} deliveries not succeeded`);
      await sleep(100);
    }
    const lost = await db
      .selectFrom('webhook_attempts')
      .select('error')
      .where('error', 'like', '%no longer exists%')
      .execute();
    assert.deepEqual(lost, []);
    assert.equal((await db.selectFrom('webhook_deliveries').select('id').execute()).length, 80);
  } finally {
    await app.close();
  }
});
