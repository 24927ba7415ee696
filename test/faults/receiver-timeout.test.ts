/**
 * Webhook receivers that hang, against real loopback servers: one accepts the TCP
 * connection and never speaks (not even TLS), one reads the request and never answers, one sends a
 * 200 status line and headers and then stalls the body. With the receiver timeout lowered to 1 s
 * (WEBHOOK_TIMEOUT_MS / config.webhookTimeoutMs), each attempt fails after the timeout with a clear
 * error in the attempt log, its connection is closed, a retry is scheduled on the retry schedule
 * (and made), and a healthy subscription to the same event gets its delivery while the others hang.
 * Runs on SQLite, and on PostgreSQL under TEST_DATABASE_URL (createTestApp).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer as createHttpsServer, type Server as HttpsServer } from 'node:https';
import { createServer as createTcpServer, type Socket, type Server as TcpServer } from 'node:net';
import { after, before, test } from 'node:test';
import { PRODUCTS } from '../../src/seed/data/products.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { HttpsReceiver, testCertificate } from '../helpers/https-receiver.ts';
import { callTool } from '../helpers/tools.ts';
import { sleep, subscribe } from '../webhooks/support.ts';

const TIMEOUT_MS = 1000;
/** Seconds before retry 1, 2, ... (±20 % jitter). */
const RETRY_S = 3;

/** A connection as the stalling server saw it: when it came, when the sender gave up on it. */
interface Hold {
  openedAt: number;
  closedAt: number | null;
  /** X-Service-Attempt of the request on it (HTTP receivers only). */
  attempt: number | null;
}

/** A loopback server that never completes a response, in one of three ways. */
class StallingReceiver {
  readonly holds: Hold[] = [];
  readonly #server: TcpServer | HttpsServer;
  readonly #sockets = new Set<Socket>();

  constructor(kind: 'silent' | 'no-response' | 'stalled-body') {
    if (kind === 'silent') {
      // Accepts the connection and never says anything: the TLS handshake never completes.
      this.#server = createTcpServer((socket) => {
        this.#track(socket);
        socket.resume(); // reads and discards the ClientHello, so that it sees the sender hang up
      });
    } else {
      const { certFile, keyFile } = testCertificate();
      const server = createHttpsServer({ cert: readFileSync(certFile), key: readFileSync(keyFile) }, (req, res) => {
        const hold = this.#track(req.socket);
        hold.attempt = Number(req.headers['x-service-attempt']);
        req.resume();
        if (kind === 'stalled-body') {
          // A success status and the first bytes of a body, then nothing more.
          res.writeHead(200, { 'content-type': 'text/plain' });
          res.write('partial ');
        }
      });
      this.#server = server;
    }
  }

  #track(socket: Socket): Hold {
    const hold: Hold = { openedAt: performance.now(), closedAt: null, attempt: null };
    this.holds.push(hold);
    this.#sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => {
      hold.closedAt = performance.now();
      this.#sockets.delete(socket);
    });
    return hold;
  }

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    return (this.#server.address() as { port: number }).port;
  }

  async stop(): Promise<void> {
    for (const socket of this.#sockets) socket.destroy();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }
}

interface Attempt {
  attempt: number;
  created_at: string;
  succeeded: boolean;
  response_status: number | null;
  duration_ms: number | null;
  error: string | null;
  next_attempt_at: string | null;
}

let t: TestApp;
let admin: string;
let healthy: HttpsReceiver;
const stalling = {
  silent: new StallingReceiver('silent'),
  'no-response': new StallingReceiver('no-response'),
  'stalled-body': new StallingReceiver('stalled-body'),
};

before(async () => {
  healthy = await HttpsReceiver.start();
  t = await createTestApp({
    webhookAllowHosts: ['localhost'],
    webhookCaFile: testCertificate().certFile,
    webhookTimeoutMs: TIMEOUT_MS,
    webhookRetrySchedule: [RETRY_S, RETRY_S, RETRY_S],
  });
  admin = await t.token('admin');
});

after(async () => {
  await t?.close();
  await healthy?.stop();
  for (const receiver of Object.values(stalling)) await receiver.stop();
});

async function deliveryOf(subscriptionId: string): Promise<{ id: string; status: string; attempt_log: Attempt[] }> {
  const list = await t.app.inject({
    url: `/admin/api/webhooks/${subscriptionId}/deliveries`,
    headers: { 'x-api-key': admin },
  });
  assert.equal(list.statusCode, 200, list.body);
  const id = (list.json().data as { id: string }[])[0]?.id;
  if (!id) return { id: '', status: 'none', attempt_log: [] };
  const res = await t.app.inject({ url: `/admin/api/deliveries/${id}`, headers: { 'x-api-key': admin } });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data;
}

async function waitForAttempts(subscriptionId: string, count: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const delivery = await deliveryOf(subscriptionId);
    if (delivery.attempt_log.length >= count) return delivery;
    if (Date.now() > deadline) {
      throw new Error(`${count} attempt(s) of ${subscriptionId} not recorded: ${JSON.stringify(delivery)}`);
    }
    await sleep(50);
  }
}

test('hanging receivers time out and are retried on the schedule; a healthy one is not held up', async () => {
  const subscriptions: Record<string, { id: string }> = {};
  for (const [name, receiver] of Object.entries(stalling)) {
    const port = await receiver.listen();
    subscriptions[name] = await subscribe(t, admin, `https://localhost:${port}/${name}`, ['price.changed']);
  }
  const good = await subscribe(t, admin, healthy.url('/healthy', 'localhost'), ['price.changed']);

  const product = PRODUCTS.find((p) => p.is_active)!;
  const changedAt = performance.now();
  const res = await callTool(t, admin, 'update_product_price', {
    slug: product.slug,
    size: product.variants[0]!.size,
    price: 12.34,
    compare_price: null,
  });
  assert.equal(res.statusCode, 200, res.body);

  // The healthy receiver gets the event while every hanging connection is still held open.
  const [delivered] = await healthy.waitForPath('/healthy', 1, 5_000);
  assert.equal(delivered!.json.data.new_price, 12.34);
  for (const [name, receiver] of Object.entries(stalling)) {
    await receiverHolds(name, receiver, 1);
    const first = receiver.holds[0]!;
    assert.ok(
      first.closedAt === null || first.closedAt > delivered!.at,
      `${name}: the healthy delivery came ${Math.round(delivered!.at - changedAt)} ms after the change, ` +
        `only after the hanging connection was given up (${Math.round(first.closedAt! - changedAt)} ms)`,
    );
  }
  assert.equal((await waitForAttempts(good.id, 1, 5_000)).status, 'succeeded');

  // Each hanging attempt fails after the timeout (not before, not much later), with a clear error.
  for (const [name, receiver] of Object.entries(stalling)) {
    const delivery = await waitForAttempts(subscriptions[name]!.id, 1, TIMEOUT_MS + 5_000);
    const [attempt] = delivery.attempt_log;
    assert.equal(attempt!.succeeded, false, `${name}: ${JSON.stringify(attempt)}`);
    assert.equal(delivery.status, 'pending', `${name}: a retry is scheduled`);
    assert.match(attempt!.error ?? '', /no complete response within 1 s/, `${name}: ${JSON.stringify(attempt)}`);
    assert.ok(
      attempt!.duration_ms! >= TIMEOUT_MS - 50 && attempt!.duration_ms! < TIMEOUT_MS + 3_000,
      `${name}: failed after ${attempt!.duration_ms} ms, the timeout is ${TIMEOUT_MS} ms`,
    );
    // The retry is due after one step of the schedule (±20 % jitter), counted from the failure.
    const failedAt = Date.parse(attempt!.created_at) + attempt!.duration_ms!;
    const wait = Date.parse(attempt!.next_attempt_at!) - failedAt;
    assert.ok(
      wait >= RETRY_S * 800 - 50 && wait <= RETRY_S * 1200 + 250,
      `${name}: retry due ${wait} ms after the failure, the schedule says ${RETRY_S} s ±20 %`,
    );
    // The sender gave up the connection when the time was up.
    const hold = receiver.holds[0]!;
    await waitUntil(() => hold.closedAt !== null, `${name}: the first connection is closed`, 3_000);
  }

  // The retries are made (attempt 2), again time out, and are scheduled once more.
  for (const [name, receiver] of Object.entries(stalling)) {
    const delivery = await waitForAttempts(subscriptions[name]!.id, 2, RETRY_S * 1200 + TIMEOUT_MS + 5_000);
    const [first, second] = delivery.attempt_log;
    assert.equal(second!.attempt, 2);
    assert.equal(second!.succeeded, false);
    assert.match(second!.error ?? '', /no complete response within 1 s/);
    assert.ok(Date.parse(second!.created_at) >= Date.parse(first!.next_attempt_at!) - 50, `${name}: not retried early`);
    assert.equal(delivery.status, 'pending');
    assert.ok(receiver.holds.length >= 2, `${name}: a second connection came`);
    if (name !== 'silent') assert.deepEqual(receiver.holds.map((h) => h.attempt).slice(0, 2), [1, 2]);
  }
  // Still exactly one delivery to the healthy receiver: its success is not repeated.
  assert.equal(healthy.on('/healthy').length, 1);
});

async function receiverHolds(name: string, receiver: StallingReceiver, count: number): Promise<void> {
  await waitUntil(() => receiver.holds.length >= count, `${name}: ${count} connection(s)`, 5_000);
}

async function waitUntil(check: () => boolean, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

// One subscription has at most half the slots in flight: a backlog of deliveries to a receiver that
// never answers holds one slot (of two) until the timeout, the other serves the healthy receiver.
test('a backlog at a hanging receiver does not hold up the deliveries of a healthy one', async () => {
  const stuck = new StallingReceiver('no-response');
  const fine = await HttpsReceiver.start();
  const app = await createTestApp({
    webhookAllowHosts: ['localhost'],
    webhookCaFile: testCertificate().certFile,
    webhookTimeoutMs: TIMEOUT_MS,
    webhookRetrySchedule: [RETRY_S],
    webhookConcurrency: 2,
  });
  try {
    const key = await app.token('admin');
    await subscribe(app, key, `https://localhost:${await stuck.listen()}/backlog`, ['price.changed']);
    await subscribe(app, key, fine.url('/fine', 'localhost'), ['price.changed']);
    const product = PRODUCTS.filter((p) => p.is_active)[1]!;
    for (let i = 1; i <= 6; i++) {
      const res = await callTool(app, key, 'update_product_price', {
        slug: product.slug,
        size: product.variants[0]!.size,
        price: 30 + i,
        compare_price: null,
      });
      assert.equal(res.statusCode, 200, res.body);
    }
    const got = await fine.waitForPath('/fine', 6, 10_000);
    await receiverHolds('backlog', stuck, 1);
    const firstGivenUp = stuck.holds[0]!.closedAt ?? Number.POSITIVE_INFINITY;
    assert.deepEqual(
      got.filter((r) => r.at > firstGivenUp).map((r) => r.json.data.new_price),
      [],
      'the healthy receiver got every event while the first hanging attempts were still open',
    );
  } finally {
    await app.close();
    await fine.stop();
    await stuck.stop();
  }
});
