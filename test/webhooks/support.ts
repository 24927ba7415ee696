/**
 * Shared parts of the webhook tests: both signatures of a received delivery, subscribing, and the
 * app, receiver and admin API calls of the delivery tests.
 */
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { after } from 'node:test';
import { Webhook } from 'standardwebhooks';
import { PRODUCTS } from '../../src/seed/data/products.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { HttpsReceiver, type Received, testCertificate } from '../helpers/https-receiver.ts';
import { callTool } from '../helpers/tools.ts';

/** Verifies the Standard Webhooks signature (the standardwebhooks package) and the hex HMAC. */
export function assertSigned(request: Received, secret: string, options: { hex?: boolean } = {}): void {
  const verified = new Webhook(secret).verify(request.body, {
    'webhook-id': String(request.headers['webhook-id']),
    'webhook-timestamp': String(request.headers['webhook-timestamp']),
    'webhook-signature': String(request.headers['webhook-signature']),
  });
  assert.deepEqual(verified, JSON.parse(request.body));
  if (options.hex !== false) {
    const hex = createHmac('sha256', secret).update(request.body).digest('hex');
    assert.equal(request.headers['x-service-signature'], hex);
  }
}

export async function subscribe(
  t: TestApp,
  key: string,
  url: string,
  events: string[],
): Promise<{ id: string; secret: string }> {
  const res = await callTool(t, key, 'create_webhook', { name: `test ${url}`, url, events });
  assert.equal(res.statusCode, 200, res.body);
  const { id, secret } = res.json().result.webhook;
  return { id, secret };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The products the delivery tests change: two active ones and a draft. */
const ACTIVE = PRODUCTS.filter((p) => p.is_active);
export const product = ACTIVE[0]!;
export const other = ACTIVE[1]!;
export const draft = PRODUCTS.find((p) => !p.is_active)!;

/**
 * One app and one HTTPS receiver shared by the tests of a file (each test file runs in a process of
 * its own): retries on a short schedule so that a test sees them through. Made now, stopped after
 * the file's tests.
 */
const suite = { t: undefined as TestApp | undefined, receiver: undefined as HttpsReceiver | undefined, admin: '' };
let price = 10;

export async function startDeliverySuite(): Promise<{ t: TestApp; receiver: HttpsReceiver; admin: string }> {
  const receiver = await HttpsReceiver.start();
  const t = await createTestApp({
    webhookAllowHosts: ['127.0.0.1'],
    webhookCaFile: testCertificate().certFile,
    webhookRetrySchedule: [0.2, 0.4],
  });
  const admin = await t.token('admin');
  Object.assign(suite, { t, receiver, admin });
  after(stopDeliverySuite);
  return { t, receiver, admin };
}

async function stopDeliverySuite(): Promise<void> {
  await suite.t?.close();
  await suite.receiver?.stop();
}

/** The price the last changePrice() set. */
export const lastPrice = () => price;

/** A price change of `slug` (fires price.changed and product.updated). */
export async function changePrice(slug = product.slug) {
  const p = PRODUCTS.find((x) => x.slug === slug)!;
  price += 0.5;
  const res = await callTool(suite.t!, suite.admin, 'update_product_price', { slug, size: p.variants[0]!.size, price });
  assert.equal(res.statusCode, 200, res.body);
  return performance.now();
}

export function api(method: 'GET' | 'POST', url: string, key = suite.admin, payload?: Record<string, unknown>) {
  return suite.t!.app.inject({
    method,
    url,
    headers: { 'x-api-key': key },
    ...(payload === undefined ? {} : { payload }),
  });
}

export async function deliveriesOf(id: string) {
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

export async function webhook(id: string) {
  const res = await api('GET', '/admin/api/webhooks');
  return (res.json().data as { id: string; status: string; disabled_reason: string | null }[]).find(
    (w) => w.id === id,
  )!;
}
