/**
 * The checkout end to end over real HTTP on a listening app: REST create and update, the buyer's
 * confirmation on the hosted page behind continue_url, the completed session over REST and over MCP
 * with the official client; every answer validated against the protocol's schemas.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type CallToolResult, Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { type ListeningApp, listenTestApp } from '../helpers/listen.ts';
import { assertUcp } from '../helpers/ucp-schema.ts';
import { DESTINATION, readyBody, variants } from './support-checkout.ts';

let t: ListeningApp;
let key: string;
let readKey: string;

before(async () => {
  t = await listenTestApp();
  key = (await t.app.services.tokens.create({ name: 'ucp agent', kind: 'write', scopes: ['ucp:checkout'] })).token;
  readKey = (await t.app.services.tokens.create({ name: 'reader', kind: 'read', scopes: ['products:read'] })).token;
});
after(() => t.close());

async function rest(method: string, path: string, body?: unknown, apiKey = key) {
  const res = await fetch(`${t.baseUrl}/ucp/v1${path}`, {
    method,
    headers: { 'x-api-key': apiKey, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { [k: string]: never } };
}

test('REST create and update, the page confirms, REST and MCP show the completed session', async () => {
  const [item] = await variants(t, 7, 1);
  assert.ok(item);
  const created = await rest('POST', '/checkout-sessions', { line_items: [{ item: { id: item.id }, quantity: 1 }] });
  assert.equal(created.status, 201);
  assertUcp('shopping/checkout.json', created.body);
  assert.equal(created.body.status, 'incomplete');
  const id = created.body.id as unknown as string;

  const forbidden = await rest('GET', `/checkout-sessions/${id}`, undefined, readKey);
  assert.equal(forbidden.status, 403, 'the UCP checkout scope is needed');

  const updated = await rest('PUT', `/checkout-sessions/${id}`, {
    ...readyBody([{ id: item.id, quantity: 1 }]),
    line_items: [{ id: 'li_1', item: { id: item.id }, quantity: 1 }],
  });
  assert.equal(updated.status, 200);
  assertUcp('shopping/fulfillment.json#/$defs/dev.ucp.shopping.checkout', updated.body);
  assert.equal(updated.body.status, 'requires_escalation');
  const continueUrl = String(updated.body.continue_url);
  const path = new URL(continueUrl).pathname;
  assert.match(path, /^\/checkout\/[A-Za-z0-9_-]{43}$/);

  const page = await fetch(`${t.baseUrl}${path}`);
  assert.equal(page.status, 200);
  assert.match(await page.text(), new RegExp(DESTINATION.address_locality));
  const confirm = await fetch(`${t.baseUrl}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    body: 'payment=prepayment',
  });
  assert.ok([200, 303].includes(confirm.status), `page answered ${confirm.status}`);

  const done = await rest('GET', `/checkout-sessions/${id}`);
  assertUcp('shopping/checkout.json', done.body);
  assert.equal(done.body.status, 'completed');
  const order = done.body.order as unknown as { id: string };
  assert.match(order.id, /^ord_/);
  const placed = await t.app.services.orders.find(order.id);
  assert.equal(placed.channel, 'ucp');

  const client = new Client({ name: 'napf-ucp-checkout-test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${t.baseUrl}/ucp/mcp`), {
      requestInit: { headers: { 'X-Api-Key': key } },
    }),
  );
  try {
    const viaMcp = (await client.callTool({ name: 'get_checkout', arguments: { meta: {}, id } })) as CallToolResult;
    const body = viaMcp.structuredContent as Record<string, unknown>;
    assertUcp('shopping/checkout.json', body);
    assert.equal(body.status, 'completed');
    assert.deepEqual(body.order, done.body.order);
    const createdViaMcp = (await client.callTool({
      name: 'create_checkout',
      arguments: { meta: {}, checkout: { line_items: [{ item: { id: item.id }, quantity: 2 }] } },
    })) as CallToolResult;
    const mcpCheckout = createdViaMcp.structuredContent as Record<string, unknown>;
    assertUcp('shopping/checkout.json', mcpCheckout);
    assert.equal((mcpCheckout.line_items as { quantity: number }[])[0]?.quantity, 2);
  } finally {
    await client.close();
  }
});
