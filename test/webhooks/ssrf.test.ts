/**
 * The SSRF guard at subscription time (create_webhook) and again at connect time in the dispatcher
 * (DNS rebinding, literal IPs), redirects never followed.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { newId } from '../../src/core/ids.ts';
import { assertSafeUrl, parseAllowList, UnsafeUrlError } from '../../src/net/ssrf.ts';
import { WebhookHttpClient } from '../../src/webhooks/http-client.ts';
import { generateWebhookSecret } from '../../src/webhooks/subscriptions.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { HttpsReceiver, testCertificate } from '../helpers/https-receiver.ts';
import { callTool } from '../helpers/tools.ts';
import { sleep } from './support.ts';

const NO_ALLOW = parseAllowList([]);

const REFUSED_URLS = [
  // scheme and credentials
  'http://example.com/hook',
  'ftp://example.com/hook',
  'https://user:pass@example.com/hook',
  'https://user@example.com/hook',
  // literal private, loopback, link-local (metadata), CGNAT, multicast, reserved IPv4
  'https://127.0.0.1/hook',
  'https://10.1.2.3/hook',
  'https://172.16.0.1/hook',
  'https://192.168.1.1/hook',
  'https://169.254.169.254/latest/meta-data',
  'https://100.64.0.1/hook',
  'https://0.0.0.0/hook',
  'https://224.0.0.1/hook',
  'https://255.255.255.255/hook',
  'https://240.0.0.1/hook',
  // other spellings of 127.0.0.1 that the URL parser normalises
  'https://2130706433/hook',
  'https://0x7f.0.0.1/hook',
  'https://127.1/hook',
  // IPv6: loopback, unspecified, link-local, unique local, IPv4-mapped and NAT64 forms
  'https://[::1]/hook',
  'https://[::]/hook',
  'https://[fe80::1]/hook',
  'https://[fd00::1]/hook',
  'https://[::ffff:127.0.0.1]/hook',
  'https://[::ffff:a9fe:a9fe]/hook',
  'https://[0:0:0:0:0:ffff:7f00:1]/hook',
  'https://[64:ff9b::a9fe:a9fe]/hook',
  'https://[2001:db8::1]/hook',
  // IPv4-compatible IPv6 (::/96): still loopback and metadata on stacks that route it
  'https://[::127.0.0.1]/hook',
  'https://[::7f00:1]/hook',
  'https://[::a9fe:a9fe]/hook',
  // anycast services and other special-purpose blocks that are no webhook receiver
  'https://192.175.48.1/hook',
  'https://[2001:1::1]/hook',
  // names resolving to loopback
  'https://localhost/hook',
  'https://localhost./hook',
];

let receiver: HttpsReceiver;
let open: TestApp;
let strict: TestApp;

before(async () => {
  receiver = await HttpsReceiver.start();
  const base = { webhookCaFile: testCertificate().certFile, webhookRetrySchedule: [60] };
  open = await createTestApp({ ...base, webhookAllowHosts: ['127.0.0.1'] });
  strict = await createTestApp(base);
});
after(async () => {
  await open.close();
  await strict.close();
  await receiver.stop();
});

describe('at subscription time', () => {
  test('the guard refuses http, credentials, private and loopback addresses in every spelling', async () => {
    for (const url of REFUSED_URLS) {
      await assert.rejects(assertSafeUrl(url, NO_ALLOW), UnsafeUrlError, url);
    }
    // An allow-listed CIDR lets exactly that network through.
    await assertSafeUrl('https://127.0.0.1/hook', parseAllowList(['127.0.0.0/8']));
    await assert.rejects(assertSafeUrl('https://10.0.0.1/hook', parseAllowList(['127.0.0.0/8'])), UnsafeUrlError);
    // A public address passes (no DNS needed for a literal).
    await assertSafeUrl('https://93.184.215.14/hook', NO_ALLOW);
  });

  test('create_webhook answers 400 with the path parameters.url', async () => {
    const admin = await strict.token('admin');
    for (const url of REFUSED_URLS) {
      const res = await callTool(strict, admin, 'create_webhook', { name: 'x', url, events: ['price.changed'] });
      assert.equal(res.statusCode, 400, `${url}: ${res.body}`);
      assert.equal(res.json().errors[0].path, 'parameters.url', url);
    }
    const count = await strict.app.services.store.db.selectFrom('webhook_subscriptions').select('id').execute();
    assert.equal(count.length, 0);
  });
});

describe('at connect time', () => {
  /** A subscription row written directly, as if its URL had passed the check when it was made. */
  async function plant(t: TestApp, url: string): Promise<string> {
    const now = new Date().toISOString();
    const id = newId('whk');
    await t.app.services.store.db
      .insertInto('webhook_subscriptions')
      .values({
        id,
        name: 'planted',
        url,
        events: JSON.stringify(['webhook.test']),
        secret: generateWebhookSecret(),
        previous_secret: null,
        previous_secret_expires_at: null,
        status: 'active',
        disabled_reason: null,
        created_by: 'test',
        created_at: now,
        updated_at: now,
        failing_since: null,
      })
      .execute();
    return id;
  }

  async function lastAttempt(t: TestApp, id: string) {
    const admin = await t.token('admin');
    const sent = await t.app.inject({
      method: 'POST',
      url: `/admin/api/webhooks/${id}/test`,
      headers: { 'x-api-key': admin },
    });
    assert.equal(sent.statusCode, 202, sent.body);
    await t.app.services.dispatcher.idle();
    const log = await t.app.inject({ url: `/admin/api/webhooks/${id}/deliveries`, headers: { 'x-api-key': admin } });
    return log.json().data[0] as { status: string; error: string; response_status: number | null };
  }

  test('a name that now resolves to loopback (DNS rebinding) is refused on the address dialled', async () => {
    const id = await plant(strict, receiver.url('/rebound', 'localhost'));
    const row = await lastAttempt(strict, id);
    assert.equal(row.status, 'failed');
    assert.equal(row.response_status, null);
    assert.match(row.error, /non-public address/);
    assert.equal(receiver.on('/rebound').length, 0);
  });

  test('a literal private IP is refused before connecting', async () => {
    const id = await plant(strict, receiver.url('/literal'));
    const row = await lastAttempt(strict, id);
    assert.match(row.error, /refused: host 127\.0\.0\.1 is a non-public address/);
    assert.equal(receiver.on('/literal').length, 0);
  });

  test('the allow list lets a listed address through at connect time too', async () => {
    const id = await plant(open, receiver.url('/allowed', 'localhost'));
    const row = await lastAttempt(open, id);
    assert.equal(row.status, 'succeeded', row.error);
    assert.equal(receiver.on('/allowed').length, 1);
  });

  test('redirects are not followed: a 3xx is a failed attempt', async () => {
    receiver.respond('/moved', () => ({ status: 307, headers: { location: receiver.url('/target') } }));
    const id = await plant(open, receiver.url('/moved'));
    const row = await lastAttempt(open, id);
    assert.equal(row.status, 'failed');
    assert.equal(row.response_status, 307);
    assert.match(row.error, /redirect not followed/);
    await sleep(100);
    assert.equal(receiver.on('/moved').length, 1);
    assert.equal(receiver.on('/target').length, 0);
  });

  test('the client refuses http and credentials without connecting', async () => {
    const client = new WebhookHttpClient({ allow: NO_ALLOW, timeoutMs: 1000, maxSockets: 1, caFile: null });
    try {
      for (const url of [
        'http://example.com/',
        'https://a:b@example.com/',
        'https://[::ffff:127.0.0.1]/',
        'https://[::7f00:1]/',
      ]) {
        const result = await client.post(url, {}, '{}');
        assert.equal(result.status, null);
        assert.match(result.error!, /^refused: /, url);
      }
    } finally {
      client.close();
    }
  });

  test('an untrusted certificate fails the attempt', async () => {
    const client = new WebhookHttpClient({
      allow: parseAllowList(['127.0.0.1']),
      timeoutMs: 2000,
      maxSockets: 1,
      caFile: null,
    });
    try {
      const result = await client.post(receiver.url('/untrusted'), {}, '{}');
      assert.equal(result.status, null);
      assert.match(result.error!, /self-signed|certificate/i);
    } finally {
      client.close();
    }
  });
});
