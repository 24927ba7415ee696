/**
 * The document and the service cannot drift: a client generated from the served /api/openapi.json
 * (openapi-typescript + openapi-fetch) must compile under strict TypeScript with a typed call of
 * every GET operation, and those very calls, made against the live app with real ids, must answer
 * what the document says (status, headers, content type, body schema with its references).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { SCOPES } from '../../src/tokens/scopes.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, adminSession } from '../admin/support.ts';
import { type Json, operations } from '../fuzz/document.ts';
import { HttpsReceiver, testCertificate } from '../helpers/https-receiver.ts';
import { type ListeningApp, listenTestApp } from '../helpers/listen.ts';
import { DocumentResponses } from '../helpers/openapi-responses.ts';
import { buyable, orderBody, placeOrder } from '../helpers/orders.ts';
import { callOk } from '../helpers/tools.ts';
import { type Fixtures, type TypedClient, writeTypedClient } from '../helpers/typed-client.ts';
import type { Recorded } from '../helpers/typed-client-recorder.ts';

let t: ListeningApp;
let receiver: HttpsReceiver;
let doc: Json;
let client: TypedClient;
let fixtures: Fixtures;

/** A newsletter link token from the double opt-in mail (kept in the outbox: the app has no SMTP). */
async function newsletterTokens(email: string): Promise<{ confirm: string; unsubscribe: string }> {
  const res = await fetch(`${t.baseUrl}/api/v1/newsletter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  assert.equal(res.status, 201, await res.text());
  const rows = await t.app.services.store.db.selectFrom('mail_outbox').select('text_body').execute();
  const text = rows.map((r) => r.text_body).join('\n');
  const token = (kind: string) => {
    const match = new RegExp(`/api/v1/newsletter/${kind}\\?token=([A-Za-z0-9_-]+)`).exec(text);
    assert.ok(match, `no ${kind} link in the mail: ${text}`);
    return match[1]!;
  };
  return { confirm: token('confirm'), unsubscribe: token('unsubscribe') };
}

before(async () => {
  receiver = await HttpsReceiver.start();
  t = await listenTestApp({
    adminEmail: ADMIN_EMAIL,
    adminPassword: ADMIN_PASSWORD,
    adminPasswordCost: 10,
    webhookAllowHosts: ['127.0.0.1'],
    webhookCaFile: testCertificate().certFile,
  });
  const adminKey = await t.token('admin');
  const apiKey = await t.token(
    'write',
    SCOPES.filter((s) => s !== 'admin:full'),
  );
  const line = buyable(7)[0]!;
  const order = await placeOrder(t, apiKey, orderBody([{ slug: line.slug, size: line.size, quantity: 1 }]));
  const webhook = await callOk(t, adminKey, 'create_webhook', {
    name: 'typed client',
    url: receiver.url('/hook'),
    events: ['product.updated'],
  });
  const sent = await fetch(`${t.baseUrl}/admin/api/webhooks/${webhook.webhook.id}/test`, {
    method: 'POST',
    headers: { 'x-api-key': adminKey },
  });
  assert.equal(sent.status, 202, await sent.clone().text());
  const queued = (await sent.json()) as { data: { delivery_id: string } };
  const links = await newsletterTokens('typed.client@example.org');
  fixtures = {
    baseUrl: t.baseUrl,
    apiKey,
    adminKey,
    sessionCookie: (await adminSession(t)).cookie,
    slug: line.slug,
    orderId: order.id,
    webhookId: webhook.webhook.id,
    deliveryId: queued.data.delivery_id,
    confirmToken: links.confirm,
    unsubscribeToken: links.unsubscribe,
  };
  const served = await fetch(`${t.baseUrl}/api/openapi.json`);
  assert.equal(served.status, 200);
  doc = await served.json();
  client = await writeTypedClient(doc);
});

after(async () => {
  client?.remove();
  await t?.close();
  await receiver?.stop();
});

let checked = false;

test('the client generated from the served document compiles under strict TypeScript', async () => {
  const diagnostics = await client.typeCheck();
  assert.equal(diagnostics, '', `the typed client of ${client.dir} does not compile:\n${diagnostics}`);
  checked = true;
});

let recorded: Recorded[] = [];

test('the type-checked calls cover every GET operation of the document', async () => {
  assert.ok(checked, 'the client did not compile: its calls are not made');
  recorded = await client.run(fixtures);
  const gets = operations(doc)
    .filter((o) => o.method === 'get')
    .map((o) => o.path);
  assert.ok(gets.length >= 20, `the document has only ${gets.length} GET operations`);
  const called = new Set(recorded.filter((r) => r.method === 'GET').map((r) => r.path));
  assert.deepEqual(
    gets.filter((path) => !called.has(path)),
    [],
    'GET operations without a call in the typed client (test/helpers/typed-client.ts)',
  );
});

test('every call succeeds and answers what the document says', async () => {
  assert.ok(recorded.length > 0, 'no calls were made');
  const responses = new DocumentResponses(doc);
  for (const r of recorded) {
    assert.ok(r.status >= 200 && r.status < 300, `${r.method} ${r.path} → ${r.status} ${r.text.slice(0, 300)}`);
    responses.check(r.method, r.path, r);
  }
  // The dashboard session is honoured, not answered as signed out.
  const session = recorded.find((r) => r.path === '/admin/api/session')?.text ?? '{}';
  assert.equal(JSON.parse(session).user?.email, ADMIN_EMAIL, session);
});
