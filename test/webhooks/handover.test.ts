/**
 * Deliveries claimed by the transaction that queues them: a change writes its deliveries already
 * claimed for this instance's dispatcher, as many as it offers (its room, a subscription's share),
 * and the dispatcher sends them after the commit without a claim of its own; the rest wait for a
 * claim. Each is delivered once, and rows whose hand-over never happened are not lost.
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { inTransaction } from '../../src/db/capabilities.ts';
import { recordEvents } from '../../src/events/outbox.ts';
import { PRODUCTS } from '../../src/seed/data/products.ts';
import { fairShares } from '../../src/webhooks/delivery/fair-share.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { HttpsReceiver, testCertificate } from '../helpers/https-receiver.ts';
import { callTool } from '../helpers/tools.ts';
import { sleep, subscribe } from './support.ts';

const receiver = await HttpsReceiver.start();
after(() => receiver.stop());

/** An app whose dispatcher sends `concurrency` at a time. */
async function appWith(concurrency: number): Promise<TestApp> {
  return createTestApp({
    webhookAllowHosts: ['127.0.0.1'],
    webhookCaFile: testCertificate().certFile,
    webhookConcurrency: concurrency,
  });
}

const active = PRODUCTS.filter((p) => p.is_active);

async function changePrice(t: TestApp, key: string, index: number, price: number) {
  const p = active[index]!;
  const res = await callTool(t, key, 'update_product_price', { slug: p.slug, size: p.variants[0]!.size, price });
  assert.equal(res.statusCode, 200, res.body);
}

async function deliveryRows(t: TestApp) {
  return t.app.services.store.db
    .selectFrom('webhook_deliveries')
    .select(['id', 'subscription_id', 'status', 'attempts', 'claim_token', 'next_attempt_at'])
    .orderBy('id')
    .execute();
}

async function allSucceeded(t: TestApp, count: number) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const rows = await deliveryRows(t);
    if (rows.length === count && rows.every((r) => r.status === 'succeeded')) return rows;
    assert.ok(Date.now() < deadline, `deliveries: ${JSON.stringify(rows.map((r) => r.status))}`);
    await sleep(50);
  }
}

/**
 * One price change to new subscriptions at `paths`, on an idle dispatcher; when every delivery has
 * succeeded, its rows and what the dispatcher had taken before the change.
 */
async function fanOut(t: TestApp, paths: string[], index: number, price: number) {
  const key = await t.token('admin');
  for (const path of paths) await subscribe(t, key, receiver.url(path), ['price.changed']);
  const dispatcher = t.app.services.dispatcher;
  await dispatcher.idle();
  const before = dispatcher.taken;
  await changePrice(t, key, index, price);
  return { dispatcher, before, rows: await allSucceeded(t, paths.length) };
}

test('a change sends its deliveries without a claim: its transaction claimed them for this instance', async () => {
  const t = await appWith(4);
  try {
    const { dispatcher, before, rows } = await fanOut(t, ['/h/a', '/h/b', '/h/c'], 0, 11.5);
    assert.deepEqual(
      rows.map((r) => Number(r.attempts)),
      [1, 1, 1],
    );
    assert.deepEqual(dispatcher.taken, { byClaims: before.byClaims, atCommit: before.atCommit + 3 });
  } finally {
    await t.close();
  }
});

test('deliveries beyond the dispatcher’s room are left for a claim; each is sent once', async () => {
  // One slot: a commit's claim takes up to sixteen, so a change to nineteen subscriptions claims
  // sixteen as it commits and leaves three.
  const t = await appWith(1);
  try {
    const paths = Array.from({ length: 19 }, (_, i) => `/room/${i}`);
    const { dispatcher, before } = await fanOut(t, paths, 1, 12.5);
    for (const path of paths) assert.equal(receiver.on(path).length, 1, path);
    assert.deepEqual(dispatcher.taken, { byClaims: before.byClaims + 3, atCommit: before.atCommit + 16 });
  } finally {
    await t.close();
  }
});

test('a transaction claims at most a subscription’s share of its deliveries', async () => {
  const t = await appWith(4);
  try {
    const key = await t.token('admin');
    await subscribe(t, key, receiver.url('/share'), ['price.changed']);
    const { dispatcher, store } = t.app.services;
    const { claimEach } = fairShares(4, 20, store.dialect === 'postgres' ? 2 : 1);
    // One transaction with more events than the share, each a delivery to the one subscription.
    const events = Array.from({ length: claimEach + 3 }, () => ({
      type: 'price.changed' as const,
      data: priceChange(),
    }));
    const before = dispatcher.taken;
    const now = new Date().toISOString();
    const queued = await inTransaction(store.db, (trx) => recordEvents(trx, events, now, store, dispatcher));
    if (typeof queued !== 'object') assert.fail('nothing was claimed');
    assert.equal(queued.rows.length, claimEach);
    assert.equal(queued.unclaimed, 3);
    dispatcher.accept(queued);
    await allSucceeded(t, claimEach + 3);
    assert.equal(receiver.on('/share').length, claimEach + 3);
    assert.deepEqual(dispatcher.taken, { byClaims: before.byClaims + 3, atCommit: before.atCommit + claimEach });
  } finally {
    await t.close();
  }
});

/**
 * One price change to a new subscription at `path`, written in a transaction of the test's own on an
 * offer of the app's dispatcher, whose hand-over the test makes (or not) itself.
 */
async function claimedOnOffer(t: TestApp, path: string) {
  const key = await t.token('admin');
  await subscribe(t, key, receiver.url(path), ['price.changed']);
  const { dispatcher, store } = t.app.services;
  const claim = dispatcher.offer();
  assert.ok(claim);
  const now = new Date().toISOString();
  const queued = await inTransaction(store.db, (trx) =>
    recordEvents(trx, [{ type: 'price.changed', data: priceChange() }], now, store, { offer: () => claim }),
  );
  if (typeof queued !== 'object' || queued.rows.length !== 1) assert.fail('the delivery was not claimed');
  return { dispatcher, store, claim, queued };
}

test('rows claimed on an offer that never reached the dispatcher are due when their lease ends', async () => {
  const t = await appWith(4);
  try {
    // The commit's notice is lost (the process died right after it): the rows keep the offer's
    // token and lease, so no claim takes them before the lease ends.
    const { dispatcher, store, claim } = await claimedOnOffer(t, '/lost');
    const [row] = await deliveryRows(t);
    assert.equal(row?.claim_token, claim.token);
    assert.equal(row?.next_attempt_at, claim.leaseUntil);
    dispatcher.kick();
    await sleep(300);
    assert.equal(receiver.on('/lost').length, 0, 'not claimed while its lease runs');
    // A restart on SQLite releases every claim left behind (one process owns the file).
    if (store.dialect === 'sqlite') {
      await dispatcher.stop();
      await dispatcher.start();
      await receiver.waitForPath('/lost', 1, 5000);
      await allSucceeded(t, 1);
    }
  } finally {
    await t.close();
  }
});

test('a hand-over the dispatcher gets after it stopped is given back, due at once', async () => {
  const t = await appWith(4);
  try {
    const { dispatcher, queued } = await claimedOnOffer(t, '/back');
    await dispatcher.stop();
    assert.equal(dispatcher.offer(), null, 'a stopped dispatcher offers nothing');
    dispatcher.accept(queued);
    const deadline = Date.now() + 5000;
    while ((await deliveryRows(t))[0]?.claim_token !== null) {
      assert.ok(Date.now() < deadline, 'the claim was not handed back');
      await sleep(20);
    }
    await dispatcher.start();
    await receiver.waitForPath('/back', 1, 5000);
    await allSucceeded(t, 1);
  } finally {
    await t.close();
  }
});

/** A price.changed payload (its shape does not matter to the dispatcher). */
function priceChange() {
  return { slug: active[2]!.slug, size: active[2]!.variants[0]!.size, old_price: 1, new_price: 2 } as never;
}
