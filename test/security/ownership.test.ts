/**
 * Ownership: an order belongs to the token that placed it and a webhook subscription to the token
 * that made it. Other tokens cannot read them (an order of another token answers exactly like an
 * unknown one), subscribing needs the scope that reads the event's data, and the subscriptions of a
 * revoked or expired token stop delivering (paused) until an admin resumes them. Runs on a clock
 * the test can move forward, so that a token expires without any event.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import type { Clock } from '../../src/core/clock.ts';
import { randomBase62 } from '../../src/core/ids.ts';
import { openStore, type Store } from '../../src/db/connect.ts';
import type { App } from '../../src/http/types.ts';
import { PRODUCTS } from '../../src/seed/data/products.ts';
import type { TokenKind } from '../../src/tokens/scopes.ts';
import { PG_URL } from '../helpers/app.ts';
import { HttpsReceiver, testCertificate } from '../helpers/https-receiver.ts';
import { BILLING_ADDRESS } from '../helpers/orders.ts';
import { sleep } from '../webhooks/support.ts';

/** The system time shifted by `offsetMs`: moving it forward lets tokens expire. */
class MovableClock implements Clock {
  offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
}

const clock = new MovableClock();
let app: App;
let store: Store;
let schema: string | undefined;
let receiver: HttpsReceiver;
let admin: Key;

interface Key {
  id: string;
  key: string;
}

const ACTIVE = PRODUCTS.filter((p) => p.is_active);
const product = ACTIVE.find((p) => p.variants.some((v) => v.stock_status !== 'OUT_OF_STOCK'))!;
const size = product.variants.find((v) => v.stock_status !== 'OUT_OF_STOCK')!.size;
const customer = { email: 'kunde@example.de', name: 'Erika Mustermann' };
let price = 20;

before(async () => {
  receiver = await HttpsReceiver.start();
  schema = PG_URL ? `t_${randomBase62(12).toLowerCase()}` : undefined;
  store = await openStore(PG_URL ?? 'sqlite::memory:', { schema });
  app = await buildApp(
    testConfig({
      publicUrl: 'http://shop.test',
      rateLimitPerMinute: 1_000_000,
      webhookAllowHosts: ['127.0.0.1'],
      webhookCaFile: testCertificate().certFile,
    }),
    { store, clock },
  );
  admin = await issue('admin');
});
after(async () => {
  await app.close();
  await store.close();
  await receiver.stop();
  if (PG_URL && schema) {
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  }
});

async function issue(kind: TokenKind, scopes?: string[], expiresAt?: string): Promise<Key> {
  const { record, token } = await app.services.tokens.create({ name: `owner ${kind}`, kind, scopes, expiresAt });
  return { id: record.id, key: token };
}

function api(method: 'GET' | 'POST', url: string, key: Key, payload?: object) {
  return app.inject({ method, url, headers: { 'x-api-key': key.key }, ...(payload ? { payload } : {}) });
}

const callTool = (key: Key, tool: string, parameters: object) => api('POST', '/api/mcp', key, { tool, parameters });

async function placeOrder(key: Key): Promise<string> {
  const res = await api('POST', '/api/v1/orders', key, {
    items: [{ slug: product.slug, size, quantity: 1 }],
    customer,
    billing_address: BILLING_ADDRESS,
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data.id;
}

async function subscribe(key: Key, path: string, events: string[]): Promise<string> {
  const res = await callTool(key, 'create_webhook', { name: path, url: receiver.url(path), events });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().result.webhook.id;
}

async function listed(key: Key): Promise<string[]> {
  const res = await callTool(key, 'list_webhooks', {});
  assert.equal(res.statusCode, 200, res.body);
  return res.json().result.webhooks.map((w: { id: string }) => w.id);
}

interface AdminWebhook {
  id: string;
  status: string;
  disabled_reason: string | null;
  owner_token_id: string | null;
}

async function adminWebhook(id: string): Promise<AdminWebhook> {
  const res = await api('GET', '/admin/api/webhooks', admin);
  assert.equal(res.statusCode, 200, res.body);
  return (res.json().data as AdminWebhook[]).find((w) => w.id === id)!;
}

/** A price change: fires price.changed; returns once its deliveries have been dealt with. */
async function changePrice(): Promise<void> {
  price += 0.5;
  const res = await callTool(admin, 'update_product_price', { slug: product.slug, size, price });
  assert.equal(res.statusCode, 200, res.body);
  await app.services.dispatcher.idle();
}

/** A problem body without what differs between two requests by nature (request id, the asked id). */
function comparable(body: string, id: string) {
  const { request_id: _, ...rest } = JSON.parse(body);
  return { ...rest, detail: String(rest.detail).replace(id, '<id>') };
}

describe('orders belong to the token that placed them', () => {
  test("another token's order answers 404 like an unknown id; the owner, shop-wide readers and admins read it", async () => {
    const placer = await issue('write', ['orders:write', 'orders:read']);
    const other = await issue('write', ['orders:write', 'orders:read']);
    const id = await placeOrder(placer);

    const foreign = await api('GET', `/api/v1/orders/${id}`, other);
    const unknown = await api('GET', '/api/v1/orders/ord_00000000000000000000', other);
    assert.equal(foreign.statusCode, 404, foreign.body);
    assert.equal(unknown.statusCode, 404, unknown.body);
    assert.deepEqual(comparable(foreign.body, id), comparable(unknown.body, 'ord_00000000000000000000'));
    assert.equal(foreign.body.includes(customer.email), false);

    // A back-office integration reads every order, with a read token.
    const backOffice = await issue('read', ['all_orders:read']);
    for (const reader of [placer, backOffice, admin]) {
      const res = await api('GET', `/api/v1/orders/${id}`, reader);
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json().data.customer, customer);
    }
  });

  test("another token's cancel answers 404 like an unknown id and changes nothing; the owner's works", async () => {
    const placer = await issue('write', ['orders:write', 'orders:read']);
    const other = await issue('write', ['orders:write', 'orders:read']);
    const id = await placeOrder(placer);
    const foreign = await api('POST', `/api/v1/orders/${id}/cancel`, other);
    const unknown = await api('POST', '/api/v1/orders/ord_00000000000000000000/cancel', other);
    assert.equal(foreign.statusCode, 404, foreign.body);
    assert.deepEqual(comparable(foreign.body, id), comparable(unknown.body, 'ord_00000000000000000000'));
    // Shop-wide read access does not make an order one's own to cancel.
    const backOffice = await issue('write', ['orders:write', 'all_orders:read']);
    assert.equal((await api('POST', `/api/v1/orders/${id}/cancel`, backOffice)).statusCode, 404);
    assert.equal((await api('GET', `/api/v1/orders/${id}`, placer)).json().data.status, 'created');

    const own = await api('POST', `/api/v1/orders/${id}/cancel`, placer);
    assert.equal(own.statusCode, 200, own.body);
    assert.equal(own.json().data.status, 'cancelled');
  });
});

describe('webhook subscriptions belong to their token', () => {
  test("subscribing needs the scope that reads the event's data", async () => {
    const hooksOnly = await issue('write', ['webhooks:write']);
    const orders = await callTool(hooksOnly, 'create_webhook', {
      name: 'orders',
      url: receiver.url('/denied'),
      events: ['order.created'],
    });
    assert.equal(orders.statusCode, 403, orders.body);
    assert.equal(orders.json().code, 'forbidden');
    assert.match(orders.json().detail, /all_orders:read/);
    assert.match(orders.json().detail, /order\.created/);
    assert.ok(
      orders.json().errors.some((e: { path: string }) => e.path === 'parameters.events'),
      orders.body,
    );
    const updates = await callTool(hooksOnly, 'create_webhook', {
      name: 'order updates',
      url: receiver.url('/denied'),
      events: ['order.updated'],
    });
    assert.equal(updates.statusCode, 403, updates.body);
    assert.match(updates.json().detail, /all_orders:read/);
    assert.match(updates.json().detail, /order\.updated/);

    const prices = await callTool(hooksOnly, 'create_webhook', {
      name: 'prices',
      url: receiver.url('/denied'),
      events: ['price.changed'],
    });
    assert.equal(prices.statusCode, 403, prices.body);
    assert.match(prices.json().detail, /products:read/);
    assert.match(prices.json().detail, /price\.changed/);

    const backOffice = await issue('write', ['webhooks:write', 'all_orders:read']);
    await subscribe(backOffice, '/orders', ['order.created', 'order.updated']);
    await subscribe(admin, '/admin-orders', ['order.created']);
  });

  test("list_webhooks shows the caller's own subscriptions; an admin sees all", async () => {
    const a = await issue('write', ['webhooks:write', 'webhooks:read', 'products:read']);
    const b = await issue('write', ['webhooks:write', 'webhooks:read', 'products:read']);
    const ofA = await subscribe(a, '/list-a', ['price.changed']);
    const ofB = await subscribe(b, '/list-b', ['price.changed']);
    assert.deepEqual(await listed(a), [ofA]);
    assert.deepEqual(await listed(b), [ofB]);
    const all = await listed(admin);
    assert.ok(all.includes(ofA) && all.includes(ofB), JSON.stringify(all));
    assert.equal((await adminWebhook(ofA)).owner_token_id, a.id);
  });

  test('revoking the owner pauses its subscriptions; an admin resumes them for the shop', async () => {
    const a = await issue('write', ['webhooks:write', 'products:read']);
    const b = await issue('write', ['webhooks:write', 'products:read']);
    const ofA = await subscribe(a, '/revoked-a', ['price.changed']);
    await subscribe(b, '/revoked-b', ['price.changed']);
    await changePrice();
    await receiver.waitForPath('/revoked-a', 1);
    await receiver.waitForPath('/revoked-b', 1);

    const revoked = await api('POST', `/admin/api/tokens/${a.id}/revoke`, admin);
    assert.equal(revoked.statusCode, 200, revoked.body);
    const paused = await adminWebhook(ofA);
    assert.equal(paused.status, 'paused');
    assert.equal(paused.disabled_reason, 'token_revoked');

    await changePrice();
    await receiver.waitForPath('/revoked-b', 2);
    await sleep(200);
    assert.equal(receiver.on('/revoked-a').length, 1, 'nothing is delivered for a revoked owner');

    const resumed = await api('POST', `/admin/api/webhooks/${ofA}/enable`, admin);
    assert.equal(resumed.statusCode, 200, resumed.body);
    assert.equal(resumed.json().data.status, 'active');
    assert.equal(resumed.json().data.owner_token_id, null, 'a resumed subscription of a revoked owner is the shop’s');
    await changePrice();
    await receiver.waitForPath('/revoked-a', 2);
  });

  test('an expired owner stops its subscriptions at the next dispatch; an admin resumes them', async () => {
    const inAnHour = new Date(clock.now().getTime() + 3_600_000).toISOString();
    const c = await issue('write', ['webhooks:write', 'products:read'], inAnHour);
    const ofC = await subscribe(c, '/expired', ['price.changed']);
    await changePrice();
    await receiver.waitForPath('/expired', 1);

    clock.offsetMs += 2 * 3_600_000;
    try {
      await changePrice();
      await sleep(200);
      assert.equal(receiver.on('/expired').length, 1, 'nothing is delivered for an expired owner');
      const paused = await adminWebhook(ofC);
      assert.equal(paused.status, 'paused');
      assert.equal(paused.disabled_reason, 'token_expired');
      // Paused for good by the dispatcher, the delivery recorded as not sent.
      const stored = await store.db
        .selectFrom('webhook_subscriptions')
        .select('status')
        .where('id', '=', ofC)
        .executeTakeFirstOrThrow();
      assert.equal(stored.status, 'paused');
      const last = await store.db
        .selectFrom('webhook_deliveries')
        .select(['status', 'last_error'])
        .where('subscription_id', '=', ofC)
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
      assert.equal(last.status, 'failed');
      assert.match(String(last.last_error), /not sent/);

      const resumed = await api('POST', `/admin/api/webhooks/${ofC}/enable`, admin);
      assert.equal(resumed.statusCode, 200, resumed.body);
      assert.equal(resumed.json().data.status, 'active');
      await changePrice();
      await receiver.waitForPath('/expired', 2);
    } finally {
      clock.offsetMs = 0;
    }
  });

  test('regenerating a token hands its subscriptions and orders to the new token', async () => {
    const d = await issue('write', ['webhooks:write', 'webhooks:read', 'products:read', 'orders:write', 'orders:read']);
    const ofD = await subscribe(d, '/regenerated', ['price.changed']);
    const order = await placeOrder(d);
    const res = await api('POST', `/admin/api/tokens/${d.id}/regenerate`, admin, {});
    assert.equal(res.statusCode, 201, res.body);
    const successor = { id: res.json().data.id, key: res.json().token };

    const hook = await adminWebhook(ofD);
    assert.equal(hook.status, 'active');
    assert.equal(hook.owner_token_id, successor.id);
    assert.deepEqual(await listed(successor), [ofD]);
    assert.equal((await api('GET', `/api/v1/orders/${order}`, successor)).statusCode, 200);
    await changePrice();
    await receiver.waitForPath('/regenerated', 1);
  });
});
