/**
 * The dispatcher hears only of the commits that queued deliveries: an order or a price change
 * without a subscription to its events costs no look for due deliveries, and one with a subscriber
 * hands its delivery to the dispatcher as it commits.
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { createTestApp } from '../helpers/app.ts';
import { HttpsReceiver, testCertificate } from '../helpers/https-receiver.ts';
import { buyable, orderBody, postOrder } from '../helpers/orders.ts';
import { callTool } from '../helpers/tools.ts';
import { product, subscribe } from './support.ts';

const receiver = await HttpsReceiver.start();
// The fallback poll out of the way: whatever wakes the dispatcher here is a commit.
const t = await createTestApp({
  webhookAllowHosts: ['127.0.0.1'],
  webhookCaFile: testCertificate().certFile,
  webhookPollMs: 600_000,
});
after(async () => {
  await t.close();
  await receiver.stop();
});
const admin = await t.token('admin');
const [first, second] = buyable(7);

test('a commit that queued no delivery does not wake the dispatcher', async () => {
  const dispatcher = t.app.services.dispatcher;
  const before = dispatcher.kicks;
  const placed = await postOrder(t, admin, orderBody([{ ...first!, quantity: 1 }]));
  assert.equal(placed.statusCode, 201, placed.body);
  const size = product.variants[0]!.size;
  const priced = await callTool(t, admin, 'update_product_price', { slug: product.slug, size, price: 12.5 });
  assert.equal(priced.statusCode, 200, priced.body);
  assert.equal(dispatcher.kicks, before);
});

test('an order whose event is subscribed to hands it over at its commit, and it goes out at once', async () => {
  await subscribe(t, admin, receiver.url('/orders'), ['order.created']);
  const dispatcher = t.app.services.dispatcher;
  const before = dispatcher.taken;
  const res = await postOrder(t, admin, orderBody([{ ...second!, quantity: 1 }]));
  assert.equal(res.statusCode, 201, res.body);
  assert.deepEqual(dispatcher.taken, { byClaims: before.byClaims, atCommit: before.atCommit + 1 });
  const [delivered] = await receiver.waitForPath('/orders', 1, 5000);
  assert.equal(JSON.parse(delivered!.body).data.order_id, res.json().data.id);
});
