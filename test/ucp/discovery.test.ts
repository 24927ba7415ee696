/**
 * GET /.well-known/ucp: the business profile, valid against the protocol's profile.json
 * business_schema, public and cacheable, with capabilities derived from the operations napf serves.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { businessCapabilities, UCP_EXTENSIONS } from '../../src/ucp/capabilities.ts';
import { UCP_VERSION, type UcpOperation } from '../../src/ucp/operation.ts';
import { UCP_OPERATIONS } from '../../src/ucp/registry.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { assertUcp, UCP_SCHEMA_DIR } from '../helpers/ucp-schema.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp({ publicUrl: 'https://shop.example' });
});
after(() => t.close());

interface Profile {
  ucp: {
    version: string;
    services: Record<string, { transport: string; endpoint: string; version: string; schema: string }[]>;
    capabilities: Record<string, { version: string; spec: string; schema: string; extends?: string | string[] }[]>;
    payment_handlers: Record<string, unknown>;
  };
}

async function discover(headers: Record<string, string> = {}) {
  return t.app.inject({ url: '/.well-known/ucp', headers });
}

/** An operation of a capability, for the derivation rules only (never run). */
const op = (capability: string): UcpOperation => ({
  name: capability.split('.').at(-1) as string,
  capability,
  rest: { method: 'POST', path: '/x' },
  payload: null,
  scope: 'products:read',
  description: 'fixture',
  run: async () => {
    throw new Error('not run');
  },
});

/** The vendored file a ucp.dev schema URL names. */
const vendored = (url: string) => join(UCP_SCHEMA_DIR, url.replace(`https://ucp.dev/${UCP_VERSION}/schemas/`, ''));

describe('the business profile', () => {
  test('is public, valid against profile.json business_schema, at version 2026-08-25', async () => {
    const res = await discover();
    assert.equal(res.statusCode, 200, res.body);
    assert.match(String(res.headers['content-type']), /^application\/json/);
    const profile = res.json() as Profile;
    assertUcp('profile.json#/$defs/business_schema', profile);
    assert.equal(profile.ucp.version, '2026-08-25');
    assert.deepEqual(profile.ucp.payment_handlers, {});
  });

  test('names the REST and the MCP binding of dev.ucp.shopping under PUBLIC_URL', async () => {
    const profile = (await discover()).json() as Profile;
    const bindings = profile.ucp.services['dev.ucp.shopping'] ?? [];
    assert.deepEqual(
      bindings.map((b) => [b.transport, b.endpoint, b.version]),
      [
        ['rest', 'https://shop.example/ucp/v1', UCP_VERSION],
        ['mcp', 'https://shop.example/ucp/mcp', UCP_VERSION],
      ],
    );
    assert.match(
      bindings[0]?.schema ?? '',
      /^https:\/\/ucp\.dev\/2026-08-25\/services\/shopping\/rest\.openapi\.json$/,
    );
    assert.match(bindings[1]?.schema ?? '', /mcp\.openrpc\.json$/);
  });

  test('advertises exactly the capabilities of the operations served, plus the extensions', async () => {
    const profile = (await discover()).json() as Profile;
    const expected = new Set([...UCP_OPERATIONS.map((o) => o.capability), ...UCP_EXTENSIONS.map((e) => e.name)]);
    assert.deepEqual(new Set(Object.keys(profile.ucp.capabilities)), expected);
    for (const [name, [entry]] of Object.entries(profile.ucp.capabilities)) {
      assert.equal(entry?.version, UCP_VERSION, name);
      assert.ok(existsSync(vendored(entry?.schema ?? '')), `${name}: ${entry?.schema} is no schema of the release`);
    }
  });

  test('is cacheable by shared caches, also when the request carries a key, and revalidates with its ETag', async () => {
    const key = await t.token('read');
    const variants: Record<string, string>[] = [{}, { 'x-api-key': key }];
    for (const headers of variants) {
      const res = await discover(headers);
      const cacheControl = String(res.headers['cache-control']);
      assert.match(cacheControl, /\bpublic\b/);
      assert.ok(Number(/max-age=(\d+)/.exec(cacheControl)?.[1]) >= 60, cacheControl);
      assert.doesNotMatch(cacheControl, /private|no-store|no-cache/);
    }
    const first = await discover();
    const etag = String(first.headers.etag);
    assert.match(etag, /^"[A-Za-z0-9_-]+"$/);
    const again = await discover({ 'if-none-match': etag });
    assert.equal(again.statusCode, 304);
    assert.equal(again.body, '');
    assert.equal((await discover({ 'if-none-match': '"other"' })).statusCode, 200);
  });
});

describe('capability URLs follow the protocol’s scheme', () => {
  test('root capabilities: specification/<service>/<path>, schemas/<service>/<path_joined>.json', () => {
    const names = [
      'dev.ucp.shopping.catalog.search',
      'dev.ucp.shopping.catalog.lookup',
      'dev.ucp.shopping.cart',
      'dev.ucp.shopping.checkout',
      'dev.ucp.shopping.order',
    ];
    const declared = businessCapabilities(names.map(op), []);
    assert.deepEqual(
      declared.map((c) => [c.name, c.spec, c.schema]),
      names.map((name) => {
        const path = name.replace('dev.ucp.shopping.', '').split('.');
        return [
          name,
          `https://ucp.dev/2026-08-25/specification/shopping/${path.join('/')}`,
          `https://ucp.dev/2026-08-25/schemas/shopping/${path.join('_')}.json`,
        ];
      }),
    );
    for (const c of declared) assert.ok(existsSync(vendored(c.schema)), c.schema);
    // Each operation's capability once, whatever the number of operations.
    assert.equal(businessCapabilities([op('dev.ucp.shopping.cart'), op('dev.ucp.shopping.cart')], []).length, 1);
  });

  test('extensions: a top-level spec page, the schema under the service, their parents', () => {
    const [, fulfillment, consent] = businessCapabilities(
      [op('dev.ucp.shopping.checkout')],
      [
        { name: 'dev.ucp.shopping.fulfillment', extends: 'dev.ucp.shopping.checkout' },
        { name: 'dev.ucp.shopping.buyer_consent', extends: ['dev.ucp.shopping.checkout', 'dev.ucp.shopping.cart'] },
      ],
    );
    assert.deepEqual(fulfillment, {
      name: 'dev.ucp.shopping.fulfillment',
      version: UCP_VERSION,
      spec: 'https://ucp.dev/2026-08-25/specification/fulfillment',
      schema: 'https://ucp.dev/2026-08-25/schemas/shopping/fulfillment.json',
      extends: 'dev.ucp.shopping.checkout',
    });
    assert.equal(consent?.spec, 'https://ucp.dev/2026-08-25/specification/buyer-consent');
    assert.ok(existsSync(vendored(consent?.schema ?? '')));
    assert.deepEqual(consent?.extends, ['dev.ucp.shopping.checkout', 'dev.ucp.shopping.cart']);
  });

  test('a capability outside dev.ucp.* cannot be derived and is refused at start', () => {
    assert.throws(() => businessCapabilities([op('com.example.shopping.thing')], []), /own spec and schema/);
  });
});
