/**
 * The OpenAPI document's `webhooks:` section against what napf really sends: an entry for every
 * event, with the signature headers, and a delivered body of every event validating against its
 * entry's schema and against the event map it is built from.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { EVENT_SCHEMAS, EVENT_TYPES, type EventName, TEST_EVENT_TYPE } from '../../src/events/schemas.ts';
import { PRODUCTS } from '../../src/seed/data/products.ts';
import { jsonAjv, validator } from '../fuzz/document.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { HttpsReceiver, testCertificate } from '../helpers/https-receiver.ts';
import { BILLING_ADDRESS } from '../helpers/orders.ts';
import { callTool } from '../helpers/tools.ts';
import { dereferencedDocument } from './served-document.ts';

const SIGNATURE_HEADERS = [
  'X-Service-Signature',
  'X-Service-Event',
  'X-Service-Delivery',
  'X-Service-Attempt',
  'webhook-id',
  'webhook-timestamp',
  'webhook-signature',
];

let t: TestApp;
let receiver: HttpsReceiver;
let admin: string;
before(async () => {
  receiver = await HttpsReceiver.start();
  t = await createTestApp({ webhookAllowHosts: ['127.0.0.1'], webhookCaFile: testCertificate().certFile });
  admin = await t.token('admin');
});
after(async () => {
  await t.close();
  await receiver.stop();
});

// Resolved: the entries reference the event payloads under components.schemas.
const documentOf = () => dereferencedDocument(t.app);

test('every event has a webhooks entry: the envelope, the event data and the signature headers', async () => {
  const doc = await documentOf();
  assert.deepEqual(Object.keys(doc.webhooks).sort(), [...EVENT_TYPES, TEST_EVENT_TYPE].sort());
  for (const event of [...EVENT_TYPES, TEST_EVENT_TYPE]) {
    const post = doc.webhooks[event]?.post;
    assert.ok(post, event);
    const schema = post.requestBody.content['application/json'].schema;
    assert.deepEqual(Object.keys(schema.properties).sort(), ['data', 'event', 'id', 'timestamp', 'type'], event);
    assert.deepEqual(schema.properties.event.enum, [event]);
    assert.deepEqual(schema.properties.type.enum, [event]);
    const headers = post.parameters.filter((p: { in: string }) => p.in === 'header');
    for (const name of SIGNATURE_HEADERS) {
      const header = headers.find((p: { name: string }) => p.name === name);
      assert.ok(header?.required, `${event}: ${name}`);
    }
    assert.ok(post.responses['2XX'], event);
    assert.doesNotThrow(() => validator(jsonAjv, schema), event);
  }
});

test('a delivered body of every event validates against its webhooks entry', async () => {
  const { id: webhookId } = (
    await callTool(t, admin, 'create_webhook', { name: 'all', url: receiver.url('/all'), events: [...EVENT_TYPES] })
  ).json().result.webhook;
  const product = PRODUCTS.find((p) => p.is_active && p.variants.some((v) => v.stock_status === 'IN_STOCK'))!;
  const variant = product.variants.find((v) => v.stock_status === 'IN_STOCK')!;
  const draft = PRODUCTS.find((p) => !p.is_active)!;
  const calls = [
    callTool(t, admin, 'update_product_price', { slug: product.slug, size: variant.size, price: variant.price + 1 }),
    // The demo variant is counted: 2 units are below the threshold, so it becomes LOW_STOCK.
    callTool(t, admin, 'update_product_stock', { slug: product.slug, size: variant.size, stock_quantity: 2 }),
    callTool(t, admin, 'update_product_details', { slug: draft.slug, is_active: true }),
  ];
  for (const call of calls) assert.equal((await call).statusCode, 200);
  const order = await t.app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers: { 'x-api-key': admin },
    payload: {
      items: [{ slug: product.slug, size: variant.size, quantity: 2 }],
      customer: { email: 'kunde@example.de', name: 'Erika Mustermann' },
      billing_address: BILLING_ADDRESS,
    },
  });
  assert.equal(order.statusCode, 201, order.body);
  // order.updated, with the invoice number (paid) and then the tracking (shipped).
  for (const change of [
    { status: 'paid', payment_method: 'invoice' },
    { status: 'shipped', tracking: { carrier: 'DHL', number: '0034', url: 'https://dhl.test/0034' } },
  ]) {
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${order.json().data.id}/status`,
      headers: { 'x-api-key': admin },
      payload: change,
    });
    assert.equal(moved.statusCode, 200, moved.body);
  }
  const sent = await t.app.inject({
    method: 'POST',
    url: `/admin/api/webhooks/${webhookId}/test`,
    headers: { 'x-api-key': admin },
  });
  assert.equal(sent.statusCode, 202, sent.body);

  const wanted: EventName[] = [...EVENT_TYPES, TEST_EVENT_TYPE];
  assert.ok(wanted.includes('order.updated'));
  await receiver.waitFor(
    (all) => wanted.every((event) => all.some((r) => r.json.event === event)),
    `one delivery of each of ${wanted.join(', ')}`,
  );
  await receiver.waitFor(
    (all) => all.filter((r) => r.json.event === 'order.updated').length === 2,
    'both order.updated deliveries',
  );
  const doc = await documentOf();
  for (const event of wanted) {
    for (const delivery of receiver.received.filter((r) => r.json.event === event)) {
      const entry = validator(jsonAjv, doc.webhooks[event].post.requestBody.content['application/json'].schema);
      assert.ok(entry(JSON.parse(delivery.body)), `${event}: ${JSON.stringify(entry.errors)}\n${delivery.body}`);
      const source = validator(jsonAjv, JSON.parse(JSON.stringify(EVENT_SCHEMAS[event])));
      assert.ok(source(delivery.json.data), `${event}: ${JSON.stringify(source.errors)}`);
      for (const name of SIGNATURE_HEADERS) assert.ok(delivery.headers[name.toLowerCase()], `${event}: ${name}`);
    }
  }
});
