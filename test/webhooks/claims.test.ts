/**
 * Claims: with a stand-in client, a claimed delivery is only sent while its lease covers the
 * request; a retry claim spanning more events than the dispatcher keeps encoded sends every one.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Logger } from 'pino';
import { systemClock } from '../../src/core/clock.ts';
import { PRODUCTS } from '../../src/seed/data/products.ts';
import { WebhookDispatcher } from '../../src/webhooks/dispatcher.ts';
import type { WebhookHttpClient } from '../../src/webhooks/http-client.ts';
import { createTestApp } from '../helpers/app.ts';
import { HttpsReceiver, testCertificate } from '../helpers/https-receiver.ts';
import { callTool } from '../helpers/tools.ts';
import { other, product, sleep, subscribe } from './support.ts';

let receiver: HttpsReceiver;

before(async () => {
  receiver = await HttpsReceiver.start();
});
after(async () => {
  await receiver.stop();
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
    // Retries every second for 30 s: creating the 80 events takes several seconds on a loaded
    // machine, and the first events must not run out of retries before the receiver recovers.
    webhookRetrySchedule: Array.from({ length: 30 }, () => 1),
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
