/**
 * The REST and MCP bindings: how an operation's input arrives, how its result, its UcpError and a
 * failure travel back in each binding's shape, and the guard in front of both (key, scope, rate
 * limit). The operations are the fixture's (bindings-fixture.ts) so every path is reachable; the
 * app's own /ucp/mcp is checked to list exactly the registry's operations.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ProtocolError } from '@modelcontextprotocol/client';
import { holdsScope, KIND_PRESETS, scopeProblem } from '../../src/tokens/scopes.ts';
import { UCP_OPERATIONS } from '../../src/ucp/registry.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { HttpsReceiver, testCertificate } from '../helpers/https-receiver.ts';
import { assertUcp } from '../helpers/ucp-schema.ts';
import { CHECKOUT, FIXTURE_PREFIX, FULFILLMENT, mountFixture, platformProfile, SEARCH } from './bindings-fixture.ts';
import { type UcpMcpClient, type UcpRestOptions, ucpMcpClient, ucpRest } from './support.ts';

let t: TestApp;
let baseUrl: string;
let receiver: HttpsReceiver;
let writeKey: string;
let readKey: string;
let profile: string;
const clients: UcpMcpClient[] = [];

before(async () => {
  receiver = await HttpsReceiver.start();
  receiver.respond('/agent.json', () => ({
    headers: { 'content-type': 'application/json', 'cache-control': 'public, max-age=600' },
    body: JSON.stringify(
      platformProfile({ [CHECKOUT]: ['2026-08-25'], [FULFILLMENT]: ['2026-08-25'], [SEARCH]: ['2026-08-25'] }),
    ),
  }));
  receiver.respond('/old.json', () => ({
    body: JSON.stringify(platformProfile({ [CHECKOUT]: ['2026-01-11'] }, '2026-01-11')),
  }));
  receiver.respond('/down.json', () => ({ status: 503 }));
  profile = receiver.url('/agent.json');
  // The app's own bindings fetch profiles from the loopback server too (UCP_ALLOWED_PROFILE_HOSTS).
  t = await createTestApp({ ucpAllowedProfileHosts: ['127.0.0.1'], webhookCaFile: testCertificate().certFile });
  await mountFixture(t.app);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  writeKey = await t.token('write');
  readKey = await t.token('read');
});
after(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await t.close();
  await receiver.stop();
});

const rest = (path: string, body: Record<string, unknown> | undefined, options: UcpRestOptions = {}) =>
  ucpRest(t.app, path, body, { key: writeKey, agent: profile, base: `${FIXTURE_PREFIX}/v1`, ...options });

async function mcp(key = writeKey, agent: string | undefined = profile): Promise<UcpMcpClient> {
  const client = await ucpMcpClient(baseUrl, key, agent, `${FIXTURE_PREFIX}/mcp`);
  clients.push(client);
  return client;
}

describe('REST', () => {
  test('create: 201, {ucp, ...result}, the body and the Idempotency-Key reach the operation', async () => {
    const body = { thing: { name: 'Napf' }, context: { language: 'en' } };
    const res = await rest('/things', body, { idempotencyKey: 'key-1' });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.deepEqual(res.body.ucp, {
      version: '2026-08-25',
      status: 'success',
      capabilities: { [CHECKOUT]: [{ version: '2026-08-25' }], [FULFILLMENT]: [{ version: '2026-08-25' }] },
      payment_handlers: {},
    });
    assertUcp('ucp.json#/$defs/response_checkout_schema', res.body.ucp);
    const seen = res.body.seen as Record<string, unknown>;
    assert.deepEqual(seen.body, body);
    assert.equal(seen.id, null);
    assert.equal(seen.idempotency_key, 'key-1');
    assert.equal(seen.language, 'en');
    assert.equal(seen.actor, 'token');
    assert.equal(seen.request_id, res.headers['x-request-id']);
    assert.ok(res.headers.ratelimit, 'the rate limit applies under /ucp/');
  });

  test('the path id, the language from Accept-Language (German by default), no-store for checkout answers', async () => {
    const res = await rest('/things/thing_9', undefined, { headers: { 'accept-language': 'fr, en-GB;q=0.8' } });
    assert.equal(res.status, 200);
    const seen = res.body.seen as Record<string, unknown>;
    assert.equal(seen.id, 'thing_9');
    assert.equal(seen.language, 'en');
    assert.equal(res.headers['cache-control'], 'no-store');
    const german = await rest('/things/thing_9', undefined);
    assert.equal((german.body.seen as Record<string, unknown>).language, 'de');
    const catalog = await rest('/things/search', { catalog: {} });
    assert.equal(catalog.headers['cache-control'], 'private');
  });

  test('a UcpError is an error_response with its status and continue_url', async () => {
    const res = await rest('/things/missing', undefined);
    assert.equal(res.status, 404);
    assertUcp('common/types/error_response.json', res.body);
    assert.equal((res.body.ucp as { status: string }).status, 'error');
    assert.deepEqual(res.body.messages, [
      { type: 'error', code: 'not_found', content: 'No thing missing', severity: 'unrecoverable' },
    ]);
    assert.equal(res.body.continue_url, 'https://shop.example/');
  });

  test('protocol errors are {code, content}: no key 401, no scope 403, bad body 400, unknown path 404, failure 500', async () => {
    const none = await rest('/things', {}, { key: '' });
    assert.equal(none.status, 401);
    assert.equal(none.body.code, 'unauthorized');
    assert.match(String(none.headers['www-authenticate']), /Bearer realm="ucp"/);
    const scope = await rest('/things', {}, { key: readKey });
    assert.equal(scope.status, 403);
    assert.deepEqual(scope.body, { code: 'forbidden', content: 'This token lacks the scope ucp:checkout' });
    const bearer = await rest('/things', {}, { key: '', headers: { authorization: `Bearer ${writeKey}` } });
    assert.equal(bearer.status, 201);
    const array = await t.app.inject({
      method: 'POST',
      url: `${FIXTURE_PREFIX}/v1/things`,
      headers: { 'x-api-key': writeKey, 'content-type': 'application/json' },
      payload: '[1]',
    });
    assert.equal(array.statusCode, 400);
    assert.equal(array.json().code, 'invalid_parameters');
    const broken = await t.app.inject({
      method: 'POST',
      url: `${FIXTURE_PREFIX}/v1/things`,
      headers: { 'x-api-key': writeKey, 'content-type': 'application/json' },
      payload: '{"thing":',
    });
    assert.deepEqual([broken.statusCode, broken.json().code], [400, 'invalid_json']);
    const nul = await rest('/things', { thing: { name: 'a\u0000b' } });
    assert.deepEqual([nul.status, nul.body.code], [400, 'invalid_parameters']);
    assert.match(String(nul.body.content), /thing\.name/);
    const key = await rest('/things', {}, { idempotencyKey: ' padded ' });
    assert.deepEqual([key.status, key.body.code], [400, 'invalid_parameters']);
    const unknown = await rest('/nothing', {});
    assert.deepEqual([unknown.status, unknown.body.code], [404, 'not_found']);
    const refused = await rest('/things/refused', undefined);
    assert.deepEqual(refused.body, { code: 'invalid_parameters', content: 'The thing is refused (id is refused)' });
    assert.equal(refused.status, 400);
    const failed = await rest('/things/broken', undefined);
    assert.equal(failed.status, 500);
    assert.deepEqual(Object.keys(failed.body).sort(), ['code', 'content']);
    assert.doesNotMatch(JSON.stringify(failed.body), /fixture broke/);
  });
});

describe('MCP', () => {
  test('lists one tool per operation with meta, id and payload arguments', async () => {
    const client = await mcp();
    const { tools } = await client.client.listTools();
    assert.deepEqual(
      tools.map((tool) => tool.name),
      ['create_thing', 'get_thing', 'search_things'],
    );
    const get = tools.find((tool) => tool.name === 'get_thing');
    assert.deepEqual(Object.keys(get?.inputSchema.properties ?? {}), ['meta', 'id']);
    assert.deepEqual(get?.inputSchema.required, ['id']);
    const create = tools.find((tool) => tool.name === 'create_thing');
    assert.deepEqual(Object.keys(create?.inputSchema.properties ?? {}), ['meta', 'thing']);
    assert.equal(tools.find((tool) => tool.name === 'search_things')?.annotations?.readOnlyHint, true);
  });

  test('a call answers structuredContent with the ucp envelope, and the same JSON as text', async () => {
    const client = await mcp();
    const result = await client.call('create_thing', { thing: { name: 'Napf' } }, 'idem-7');
    assert.ok(!result.isError);
    const body = result.structuredContent as Record<string, unknown>;
    assertUcp('ucp.json#/$defs/response_checkout_schema', body.ucp);
    const seen = body.seen as Record<string, unknown>;
    assert.deepEqual(seen.body, { name: 'Napf' });
    assert.equal(seen.idempotency_key, 'idem-7');
    const [text] = result.content as { type: string; text: string }[];
    assert.deepEqual(JSON.parse(text?.text ?? ''), body);
    const read = await client.call('get_thing', { id: 'thing_3' });
    assert.equal(((read.structuredContent as Record<string, unknown>).seen as { id: string }).id, 'thing_3');
  });

  test('a UcpError is a result (not a JSON-RPC error) carrying the error_response', async () => {
    const result = await (await mcp()).call('get_thing', { id: 'missing' });
    assert.ok(!result.isError);
    assertUcp('common/types/error_response.json', result.structuredContent);
  });

  test('discovery failures are JSON-RPC error -32001 with {code, content} as data', async () => {
    const failures: [string, string][] = [
      ['/down.json', 'profile_unreachable'],
      ['/old.json', 'version_unsupported'],
    ];
    for (const [path, code] of failures) {
      const client = await mcp(writeKey, receiver.url(path));
      await assert.rejects(client.call('get_thing', { id: 'x' }), (error: unknown) => {
        assert.ok(error instanceof ProtocolError, String(error));
        assert.equal(error.code, -32001);
        assert.equal((error.data as { code: string }).code, code);
        return true;
      });
    }
  });

  test('protocol errors: a missing scope -32000, a missing id -32602; no key is HTTP 401', async () => {
    const reader = await mcp(readKey);
    await assert.rejects(reader.call('create_thing', { thing: {} }), (error: unknown) => {
      assert.ok(error instanceof ProtocolError);
      assert.equal(error.code, -32000);
      assert.equal((error.data as { code: string }).code, 'forbidden');
      return true;
    });
    await assert.rejects((await mcp()).call('get_thing', {}), (error: unknown) => {
      assert.ok(error instanceof ProtocolError);
      assert.equal(error.code, -32602);
      return true;
    });
    await assert.rejects((await mcp()).call('get_thing', { id: 'refused' }), (error: unknown) => {
      assert.ok(error instanceof ProtocolError);
      assert.equal(error.code, -32602);
      assert.equal((error.data as { code: string }).code, 'invalid_parameters');
      return true;
    });
    await assert.rejects((await mcp()).call('get_thing', { id: 'broken' }), (error: unknown) => {
      assert.ok(error instanceof ProtocolError);
      assert.equal(error.code, -32603);
      assert.doesNotMatch(error.message, /fixture broke/);
      return true;
    });
    const res = await fetch(`${baseUrl}${FIXTURE_PREFIX}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    assert.equal(res.status, 401);
    const body = (await res.json()) as { jsonrpc: string; error: { code: number; data: { code: string } } };
    assert.equal(body.jsonrpc, '2.0');
    assert.equal(body.error.code, -32000);
    assert.equal(body.error.data.code, 'unauthorized');
    const listed = await fetch(`${baseUrl}${FIXTURE_PREFIX}/mcp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'x-api-key': writeKey,
        'mcp-protocol-version': '2025-06-18',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    assert.equal(listed.status, 200);
    assert.equal(listed.headers.get('cache-control'), 'no-store');
    await listed.arrayBuffer();
    const stream = await fetch(`${baseUrl}${FIXTURE_PREFIX}/mcp`, { headers: { accept: 'text/event-stream' } });
    assert.equal(stream.status, 405);
    assert.equal(stream.headers.get('allow'), 'POST');
    await stream.arrayBuffer();
    await assert.rejects((await mcp()).call('create_thing', { thing: { name: '\u0000' } }), (error: unknown) => {
      assert.ok(error instanceof ProtocolError);
      assert.equal(error.code, -32602);
      return true;
    });
  });

  test('the app’s own /ucp/mcp lists exactly the registry’s operations', async () => {
    const client = await ucpMcpClient(baseUrl, writeKey);
    clients.push(client);
    const { tools } = await client.client.listTools();
    assert.deepEqual(
      tools.map((tool) => tool.name),
      UCP_OPERATIONS.map((op) => op.name),
    );
  });

  const catalogSearch = UCP_OPERATIONS.some((op) => op.name === 'search_catalog');
  test('the app’s own search_catalog answers over MCP and REST alike', { skip: !catalogSearch }, async () => {
    const client = await ucpMcpClient(baseUrl, readKey, profile);
    clients.push(client);
    const result = await client.call('search_catalog', { catalog: { query: 'Lachs' } });
    const body = result.structuredContent as { ucp: unknown; products: unknown[] };
    assertUcp('ucp.json#/$defs/response_catalog_schema', body.ucp);
    assert.deepEqual(body.ucp, {
      version: '2026-08-25',
      status: 'success',
      capabilities: { [SEARCH]: [{ version: '2026-08-25' }] },
    });
    assert.ok(Array.isArray(body.products));
    const res = await ucpRest(t.app, '/catalog/search', { query: 'Lachs' }, { key: readKey, agent: profile });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, body);
  });
});

test('ucp:checkout: in the write preset, never on a read token, includes reading its own orders only', () => {
  assert.ok(holdsScope(KIND_PRESETS.write, 'ucp:checkout'));
  assert.ok(!holdsScope(KIND_PRESETS.read, 'ucp:checkout'));
  assert.ok(holdsScope(['ucp:checkout'], 'orders:read'));
  for (const other of ['orders:write', 'all_orders:read', 'orders:manage'] as const) {
    assert.ok(!holdsScope(['ucp:checkout'], other), other);
  }
  assert.match(scopeProblem('read', ['ucp:checkout']) ?? '', /only \*:read/);
});

test('UCP requests are in the request log, with their operation or MCP tool and their error code', async () => {
  await rest('/things/missing', undefined, { headers: { 'x-request-id': 'ucp-log-rest' } });
  await (await mcp()).call('get_thing', { id: 'missing' });
  await t.app.services.requestLog.flush();
  const admin = await t.token('admin');
  const log = await t.app.inject({ url: '/admin/api/request-log?limit=500', headers: { 'x-api-key': admin } });
  assert.equal(log.statusCode, 200, log.body);
  type Entry = { request_id: string; route: string; tool: string | null; status: number; error_code: string | null };
  const entries = log.json().data as Entry[];
  const restEntry = entries.find((e) => e.request_id === 'ucp-log-rest');
  assert.deepEqual(restEntry && [restEntry.route, restEntry.tool, restEntry.status, restEntry.error_code], [
    `${FIXTURE_PREFIX}/v1/things/:id`,
    'get_thing',
    404,
    'not_found',
  ]);
  const mcpEntry = entries.find((e) => e.route === `${FIXTURE_PREFIX}/mcp` && e.error_code === 'not_found');
  assert.equal(mcpEntry?.tool, 'get_thing');
});

test('over the rate limit the UCP bindings answer 429 with Retry-After (REST) and -32000 (MCP)', async () => {
  const limited = await createTestApp({ rateLimitPerMinute: 2 });
  try {
    await mountFixture(limited.app);
    const key = await limited.token('write');
    const call = () => ucpRest(limited.app, '/things/x', undefined, { key, base: `${FIXTURE_PREFIX}/v1` });
    assert.equal((await call()).status, 200);
    assert.equal((await call()).status, 200);
    const refused = await call();
    assert.equal(refused.status, 429);
    assert.equal(refused.body.code, 'rate_limited');
    assert.ok(Number(refused.headers['retry-after']) > 0);
    const rpc = await limited.app.inject({
      method: 'POST',
      url: `${FIXTURE_PREFIX}/mcp`,
      headers: { 'x-api-key': key, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      payload: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
    });
    assert.equal(rpc.statusCode, 429);
    const error = rpc.json().error as { code: number; data: { retry_after: number } };
    assert.equal(error.code, -32000);
    assert.ok(error.data.retry_after > 0);
  } finally {
    await limited.close();
  }
});
