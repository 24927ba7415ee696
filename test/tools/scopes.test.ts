/** Security tests generated from the tool registry: every tool × token kind, no key, bad input. */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { holdsScope, KIND_PRESETS, type TokenKind } from '../../src/tokens/scopes.ts';
import { TOOLS } from '../../src/tools/index.ts';
import { dereferencedDocument } from '../docs/served-document.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { callTool } from '../helpers/tools.ts';

let t: TestApp;
const keys = {} as Record<TokenKind, string>;

before(async () => {
  t = await createTestApp();
  for (const kind of ['read', 'write', 'admin'] as const) keys[kind] = await t.token(kind);
});
after(() => t.close());

test('the registry holds all 14 tools of the shop', () => {
  assert.deepEqual(TOOLS.map((tool) => tool.name).sort(), [
    'create_webhook',
    'get_categories',
    'get_feeding_guide',
    'get_ingredient_glossary',
    'get_product',
    'list_webhooks',
    'recommend_food',
    'search_products',
    'search_ratgeber',
    'subscribe_newsletter',
    'update_product_details',
    'update_product_image',
    'update_product_price',
    'update_product_stock',
  ]);
});

describe('scope matrix: read, write and admin tokens × every tool', () => {
  for (const tool of TOOLS) {
    for (const kind of ['read', 'write', 'admin'] as const) {
      const allowed = holdsScope(KIND_PRESETS[kind], tool.scope);
      test(`${kind} token ${allowed ? 'may' : 'may not'} call ${tool.name} (${tool.scope})`, async () => {
        // Empty parameters: a token lacking the scope is refused before validation runs.
        const res = await callTool(t, keys[kind], tool.name, {});
        if (allowed) {
          assert.notEqual(res.statusCode, 403, res.body);
          assert.notEqual(res.statusCode, 401, res.body);
        } else {
          assert.equal(res.statusCode, 403, res.body);
          assert.equal(res.json().code, 'forbidden');
          assert.match(res.json().detail, new RegExp(tool.scope));
        }
      });
    }
  }
});

describe('every tool', () => {
  for (const tool of TOOLS) {
    test(`${tool.name}: no key → 401, unknown parameter → 400 with its path`, async () => {
      const anonymous = await callTool(t, undefined, tool.name, {});
      assert.equal(anonymous.statusCode, 401);
      assert.equal(anonymous.json().code, 'unauthorized');
      const res = await callTool(t, keys.admin, tool.name, { bogus_field: 1 });
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(res.json().code, 'invalid_parameters');
      assert.ok(
        res.json().errors.some((e: { path: string }) => e.path === 'parameters.bogus_field'),
        res.body,
      );
    });
  }
});

test('unknown tool → 400 unknown_tool; malformed bodies → 400', async () => {
  const res = await callTool(t, keys.admin, 'delete_everything', {});
  assert.equal(res.statusCode, 400);
  assert.equal(res.json().code, 'unknown_tool');
  for (const payload of ['[]', '"x"', '{"tool":"get_categories","extra":1}', '{"parameters":{}}', '{"tool":']) {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/mcp',
      headers: { 'x-api-key': keys.admin, 'content-type': 'application/json' },
      payload,
    });
    assert.equal(r.statusCode, 400, payload);
  }
});

test('GET /api/mcp: the manifest lists all 14 tools with permission and JSON Schema parameters', async () => {
  const res = await t.app.inject({ url: '/api/mcp' });
  assert.equal(res.statusCode, 200);
  const manifest = res.json();
  assert.equal(manifest.api_version, '1.1.0');
  assert.equal(manifest.schema_version, '1.0');
  assert.deepEqual(manifest.auth, { header: 'X-Api-Key' });
  assert.equal(manifest.tools.length, 14);
  for (const entry of manifest.tools) {
    const tool = TOOLS.find((x) => x.name === entry.name)!;
    assert.equal(entry.permission, tool.scope);
    assert.equal(entry.kind, tool.kind);
    assert.equal(entry.parameters.type, 'object');
    assert.equal(entry.annotations.readOnlyHint, tool.kind === 'read');
  }
  const sse = await t.app.inject({ url: '/api/mcp', headers: { accept: 'text/event-stream' } });
  assert.equal(sse.statusCode, 405);
  assert.equal(sse.headers.allow, 'POST');
});

test('the OpenAPI request body of POST /api/mcp has one entry per tool (all 14)', async () => {
  const doc = await dereferencedDocument(t.app);
  const schema = doc.paths['/api/mcp'].post.requestBody.content['application/json'].schema;
  const variants = schema.oneOf;
  const names = variants
    // @fastify/swagger publishes a literal as a one-value enum.
    .map(
      (v: { properties: { tool?: { const?: string; enum?: string[] } } }) =>
        v.properties.tool?.const ?? v.properties.tool?.enum?.[0],
    )
    .filter(Boolean);
  assert.deepEqual(names.sort(), TOOLS.map((x) => x.name).sort());
});
