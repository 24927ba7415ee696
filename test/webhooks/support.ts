/** Shared checks of the webhook tests: both signatures of a received delivery, and subscribing. */
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import type { TestApp } from '../helpers/app.ts';
import type { Received } from '../helpers/https-receiver.ts';
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
