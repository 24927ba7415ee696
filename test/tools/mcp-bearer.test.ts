/**
 * `Authorization: Bearer <napf key>` as the alias of X-Api-Key, on the REST API and on /api/mcp
 * with the official MCP client: a valid key works, any other bearer value is 401 like an invalid
 * key, and two different keys in the two headers are refused with 401 (README#authentication).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Client, SdkHttpError, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { type ListeningApp, listenTestApp } from '../helpers/listen.ts';

let t: ListeningApp;
let readKey: string;
let otherKey: string;
before(async () => {
  t = await listenTestApp();
  readKey = await t.token('read');
  otherKey = await t.token('read');
});
after(() => t.close());

const get = (path: string, headers: Record<string, string>) => fetch(`${t.baseUrl}${path}`, { headers });

describe('REST API', () => {
  test('a Bearer key reads like the same key in X-Api-Key', async () => {
    const res = await get('/api/v1/products?limit=1', { Authorization: `Bearer ${readKey}` });
    assert.equal(res.status, 200, await res.clone().text());
    assert.equal(((await res.json()) as { data: unknown[] }).data.length, 1);
    const lower = await get('/api/v1/products?limit=1', { authorization: `bearer ${readKey}` });
    assert.equal(lower.status, 200);
    await lower.arrayBuffer();
  });

  test('a scope check applies to the Bearer key too', async () => {
    const key = await t.token('read', ['glossary:read']);
    const res = await get('/api/v1/products', { Authorization: `Bearer ${key}` });
    assert.equal(res.status, 403);
    assert.equal(((await res.json()) as { code: string }).code, 'forbidden');
  });

  test('a bearer value that is no napf key is 401 like an invalid key', async () => {
    // The key with its last character changed (to another one, whatever it was): its checksum fails.
    const altered = `${readKey.slice(0, -1)}${readKey.endsWith('x') ? 'y' : 'x'}`;
    for (const value of ['Bearer eyJhbGciOiJIUzI1NiJ9.e30.x', `Bearer ${altered}`]) {
      const res = await get('/api/v1/products', { Authorization: value });
      assert.equal(res.status, 401, value);
      const problem = (await res.json()) as { code: string; detail: string };
      assert.equal(problem.code, 'unauthorized');
      assert.match(problem.detail, /malformed, unknown, expired or revoked/);
    }
  });

  test('another scheme is not a key: 401 asking for one', async () => {
    const res = await get('/api/v1/products', { Authorization: `Basic ${Buffer.from('a:b').toString('base64')}` });
    assert.equal(res.status, 401);
    assert.match(((await res.json()) as { detail: string }).detail, /required/);
  });

  test('X-Api-Key and Bearer: the same key is fine, two different keys are 401', async () => {
    const same = await get('/api/v1/products?limit=1', { 'X-Api-Key': readKey, Authorization: `Bearer ${readKey}` });
    assert.equal(same.status, 200);
    await same.arrayBuffer();
    const differ = await get('/api/v1/products', { 'X-Api-Key': readKey, Authorization: `Bearer ${otherKey}` });
    assert.equal(differ.status, 401);
    const problem = (await differ.json()) as { code: string; detail: string };
    assert.equal(problem.code, 'unauthorized');
    assert.match(problem.detail, /different keys/);
  });
});

test('the OpenAPI document offers BearerAuth wherever it offers ApiKey under /api/', async () => {
  const doc = (await (await get('/api/openapi.json', {})).json()) as {
    components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
    paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
  };
  assert.equal(doc.components.securitySchemes.BearerAuth?.type, 'http');
  assert.equal(doc.components.securitySchemes.BearerAuth?.scheme, 'bearer');
  let keyed = 0;
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const operation of Object.values(item)) {
      const names = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement));
      if (!path.startsWith('/api/') || !names.includes('ApiKey')) continue;
      keyed++;
      assert.deepEqual(operation.security, [{ ApiKey: [] }, { BearerAuth: [] }], path);
    }
  }
  assert.ok(keyed >= 3, 'no keyed operation found');
  assert.deepEqual(doc.paths['/api/mcp']?.post?.security, [{ ApiKey: [] }, { BearerAuth: [] }]);
});

describe('MCP', () => {
  const clients: Client[] = [];
  async function connect(headers: Record<string, string>): Promise<Client> {
    const client = new Client({ name: 'napf-test', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(new URL(`${t.baseUrl}/api/mcp`), { requestInit: { headers } });
    await client.connect(transport);
    clients.push(client);
    return client;
  }
  after(async () => {
    await Promise.all(clients.map((c) => c.close()));
  });

  test('the official client with a Bearer key lists tools and reads a resource', async () => {
    const client = await connect({ Authorization: `Bearer ${readKey}` });
    assert.ok((await client.listTools()).tools.length > 0);
    const shop = await client.readResource({ uri: 'napf://shop' });
    assert.equal(shop.contents.length, 1);
  });

  test('a wrong bearer fails with HTTP 401 before the SDK', async () => {
    await assert.rejects(connect({ Authorization: 'Bearer napf_read_not-a-real-key' }), (error: unknown) => {
      assert.ok(error instanceof SdkHttpError, String(error));
      assert.equal(error.status, 401);
      return true;
    });
  });
});
