/**
 * get_order over the real bindings: REST GET /ucp/v1/orders/{id} with fetch and the MCP tool
 * get_order at /ucp/mcp with the official MCP client, on a listening app. The same order answers
 * the same on both and validates against shopping/order.json; another token's order is not_found
 * on both; a token without orders:read is refused. Runs on SQLite and, with TEST_DATABASE_URL, on
 * PostgreSQL.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { type ListeningApp, listenTestApp } from '../helpers/listen.ts';
import { buyable, changeStatus, orderBody, placeOrder, TRACKING } from '../helpers/orders.ts';
import { assertUcp } from '../helpers/ucp-schema.ts';

let t: ListeningApp;
let owner: string;
let stranger: string;
let orderId: string;

before(async () => {
  t = await listenTestApp();
  owner = await t.token('write', ['orders:write', 'orders:read']);
  stranger = await t.token('write', ['orders:write', 'orders:read']);
  const manager = await t.token('write', ['orders:manage']);
  orderId = (await placeOrder(t, owner, orderBody([{ ...buyable(7)[0]!, quantity: 2 }]))).id;
  for (const change of [
    { status: 'paid', payment_method: 'prepayment' },
    { status: 'shipped', tracking: TRACKING },
  ]) {
    const res = await changeStatus(t, manager, orderId, change);
    assert.equal(res.statusCode, 200, res.body);
  }
});
after(() => t.close());

const rest = (id: string, key: string) => fetch(`${t.baseUrl}/ucp/v1/orders/${id}`, { headers: { 'x-api-key': key } });

async function mcpCall(key: string, id: string) {
  const client = new Client({ name: 'napf order test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${t.baseUrl}/ucp/mcp`), {
      requestInit: { headers: { 'x-api-key': key } },
    }),
  );
  try {
    return await client.callTool({ name: 'get_order', arguments: { meta: {}, id } });
  } finally {
    await client.close();
  }
}

describe('REST', () => {
  test('the owner reads the order: 200, a valid UCP order with the shipped event', async () => {
    const res = await rest(orderId, owner);
    assert.equal(res.status, 200);
    const body = (await res.json()) as { id: string; fulfillment: { events: { type: string }[] } };
    assertUcp('shopping/order.json', body);
    assert.equal(body.id, orderId);
    assert.deepEqual(
      body.fulfillment.events.map((e) => e.type),
      ['processing', 'shipped'],
    );
  });

  test('another token: 404 not_found as an error_response', async () => {
    const res = await rest(orderId, stranger);
    assert.equal(res.status, 404);
    const body = (await res.json()) as { messages: { code: string }[] };
    assertUcp('common/types/error_response.json', body);
    assert.equal(body.messages[0]?.code, 'not_found');
  });

  test('a token without orders:read is refused before the operation runs', async () => {
    const reader = await t.token('read');
    const res = await rest(orderId, reader);
    assert.equal(res.status, 403);
    await res.arrayBuffer();
  });
});

describe('MCP', () => {
  test('get_order answers what REST answers, as structured content', async () => {
    const result = await mcpCall(owner, orderId);
    assert.notEqual(result.isError, true);
    const structured = result.structuredContent as Record<string, unknown>;
    assertUcp('shopping/order.json', structured);
    const viaRest = await (await rest(orderId, owner)).json();
    assert.deepEqual(structured, viaRest);
  });

  test('another token: not_found', async () => {
    const result = await mcpCall(stranger, orderId);
    const structured = result.structuredContent as { messages: { code: string }[] };
    assertUcp('common/types/error_response.json', structured);
    assert.equal(structured.messages[0]?.code, 'not_found');
  });
});
