/**
 * Response headers that keep browsers and caches safe, checked for every operation of the OpenAPI
 * document and for the pages, documents and errors outside it:
 *
 * - every response carries `X-Content-Type-Options: nosniff`;
 * - a response to a request with credentials (X-Api-Key, Authorization, the dashboard's session
 *   cookie) is `private` or `no-store` and varies on X-Api-Key;
 * - orders, newsletter subscriptions, the admin API and tool results are `no-store`, however the
 *   path is spelled (the rule follows the route the router matched, not the URL's bytes);
 * - the API reference page (/docs) runs under a CSP without inline scripts and cannot be framed.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { PRODUCTS } from '../../src/seed/data/products.ts';
import { adminApp, everyCredential } from '../admin/support.ts';
import { BILLING_ADDRESS } from '../helpers/orders.ts';

// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document is plain JSON walked by key.
type Json = any;

const t = await adminApp();
after(() => t.close());

const { keys, session } = await everyCredential(t);
const doc: Json = (await t.app.inject({ url: '/api/openapi.json' })).json();

const product = PRODUCTS.find((p) => p.variants.some((v) => v.stock_status !== 'OUT_OF_STOCK'));
assert.ok(product);
const variant = product.variants.find((v) => v.stock_status !== 'OUT_OF_STOCK');
assert.ok(variant);
const order = await t.app.inject({
  method: 'POST',
  url: '/api/v1/orders',
  headers: { 'x-api-key': keys.api },
  payload: {
    items: [{ slug: product.slug, size: variant.size, quantity: 1 }],
    customer: { email: 'kundin@napf.test', name: 'Kundin' },
    billing_address: BILLING_ADDRESS,
  },
});
assert.equal(order.statusCode, 201, order.body);
const orderId: string = order.json().data.id;

/** Routes whose answers hold personal data or secrets: never stored by a browser or a proxy. */
function personal(method: string, path: string): boolean {
  return (
    /^\/api\/v1\/(orders|newsletter)(\/|$)/.test(path) ||
    /^\/admin\/(api\/|login$|logout$)/.test(path) ||
    /subscriber/.test(path) ||
    (method === 'POST' && path === '/api/mcp')
  );
}

interface Operation {
  method: string;
  /** The document's path, e.g. /api/v1/orders/{id}. */
  path: string;
  /** A concrete URL for it (real ids where the shop has them, else a placeholder that gets a 404). */
  url: string;
}

function concreteUrl(path: string): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (path.startsWith('/api/v1/orders/')) return orderId;
    if (name === 'slug') return product?.slug ?? 'x';
    if (name === 'size') return variant?.size ?? 'x';
    return 'placeholder';
  });
}

const operations: Operation[] = Object.entries<Json>(doc.paths).flatMap(([path, item]) =>
  Object.keys(item).map((method) => ({ method: method.toUpperCase(), path, url: concreteUrl(path) })),
);

/**
 * The same URL with one letter of its last fixed segment percent-encoded (`/api/v1/%6Frders/1`):
 * the router matches it to the same route, so it must get the same headers.
 */
function percentEncoded(o: Operation): string | null {
  const segments = o.url.split('/');
  const fixed = o.path.split('/');
  for (let i = fixed.length - 1; i > 0; i--) {
    const segment = fixed[i] as string;
    if (!segment || segment.startsWith('{')) continue;
    const first = segment.charCodeAt(0).toString(16).toUpperCase();
    segments[i] = `%${first}${segment.slice(1)}`;
    return segments.join('/');
  }
  return null;
}

type Credentials = 'none' | 'key' | 'bearer' | 'session';

function send(o: Operation, credentials: Credentials, url = o.url): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  const key = o.path.startsWith('/admin/') ? keys.admin : keys.api;
  if (credentials === 'key') headers['x-api-key'] = key;
  if (credentials === 'bearer') headers.authorization = `Bearer ${key}`;
  if (credentials === 'session') {
    headers.cookie = session.cookie;
    headers['x-csrf-token'] = session.csrf;
  }
  const withBody = o.method !== 'GET' && o.method !== 'DELETE';
  return t.app.inject({
    method: o.method as 'GET',
    url,
    headers: withBody ? { ...headers, 'content-type': 'application/json' } : headers,
    // An empty object: most writes refuse it (400), which is a response like any other here.
    payload: withBody ? '{}' : undefined,
  });
}

const where = (res: LightMyRequestResponse, label: string) =>
  `${label} → ${res.statusCode} ${JSON.stringify(res.headers)}`;

function assertNosniff(res: LightMyRequestResponse, label: string): void {
  assert.equal(res.headers['x-content-type-options'], 'nosniff', `nosniff missing: ${where(res, label)}`);
}

function assertPrivate(res: LightMyRequestResponse, label: string): void {
  const cacheControl = String(res.headers['cache-control'] ?? '');
  assert.match(cacheControl, /\b(private|no-store)\b/, `not private: ${where(res, label)}`);
  assert.doesNotMatch(cacheControl, /\bpublic\b/, `public: ${where(res, label)}`);
  const vary = String(res.headers.vary ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase());
  assert.ok(vary.includes('x-api-key') || vary.includes('*'), `no Vary: X-Api-Key: ${where(res, label)}`);
}

function assertNoStore(res: LightMyRequestResponse, label: string): void {
  assert.match(String(res.headers['cache-control'] ?? ''), /\bno-store\b/, `not no-store: ${where(res, label)}`);
}

describe('every operation of the OpenAPI document', () => {
  test('the document lists the operations this test relies on', () => {
    const labels = operations.map((o) => `${o.method} ${o.path}`);
    for (const expected of [
      'POST /api/v1/orders',
      'GET /api/v1/orders/{id}',
      'POST /admin/api/tokens',
      'POST /api/mcp',
    ]) {
      assert.ok(labels.includes(expected), expected);
    }
  });

  for (const o of operations) {
    const label = `${o.method} ${o.path}`;
    const isPersonal = personal(o.method, o.path);

    test(`${label} without credentials: nosniff${isPersonal ? ', no-store' : ''}`, async () => {
      const res = await send(o, 'none');
      assertNosniff(res, label);
      if (isPersonal) assertNoStore(res, label);
    });

    for (const credentials of ['key', 'bearer'] as const) {
      test(`${label} with ${credentials === 'key' ? 'X-Api-Key' : 'Authorization'}: nosniff, ${isPersonal ? 'no-store' : 'private'}`, async () => {
        const res = await send(o, credentials);
        assertNosniff(res, label);
        assertPrivate(res, label);
        if (isPersonal) assertNoStore(res, label);
      });
    }

    if (o.path.startsWith('/admin/') && o.method === 'GET') {
      test(`${label} with the dashboard session: nosniff, no-store`, async () => {
        const res = await send(o, 'session');
        assertNosniff(res, label);
        assertPrivate(res, label);
        assertNoStore(res, label);
      });
    }

    const encoded = percentEncoded(o);
    if (encoded) {
      test(`${label} spelled ${encoded}: the same headers`, async () => {
        const plain = await send(o, 'key');
        const other = await send(o, 'key', encoded);
        assert.doesNotMatch(other.body, /No route for/, `the router did not match ${encoded}`);
        assert.equal(other.statusCode, plain.statusCode, encoded);
        for (const name of ['cache-control', 'vary', 'x-content-type-options']) {
          assert.equal(other.headers[name], plain.headers[name], `${name}: ${where(other, encoded)}`);
        }
      });
    }
  }
});

describe('responses outside the document', () => {
  const image = `/images/products/${product.slug}.svg`;
  // status: the answer without credentials and with a key (when it differs).
  // own: the route's own cache rule stands with a key too (a public image), or no hook ran at all.
  const cases: { label: string; url: string; status: number; keyed?: number; own?: true }[] = [
    { label: 'an unknown route (404)', url: '/no/such/route', status: 404 },
    { label: 'an unknown admin API route (404)', url: '/admin/api/no-such-thing', status: 404 },
    { label: 'a validation error (400 problem+json)', url: '/api/v1/products?limit=abc', status: 401, keyed: 400 },
    { label: 'a URL the router cannot take apart (400)', url: '/api/v1/products/%zz', status: 400, own: true },
    { label: 'an unknown feed (404)', url: '/feeds/no-such-feed.xml', status: 404 },
    { label: 'a product image', url: image, status: 200, own: true },
    { label: 'llms.txt', url: '/llms.txt', status: 200 },
    { label: 'the OpenAPI document', url: '/api/openapi.json', status: 200 },
    { label: 'the dashboard', url: '/admin', status: 200 },
    { label: 'the API reference page', url: '/docs/', status: 200 },
    { label: 'the API reference redirect', url: '/docs', status: 301 },
  ];
  for (const c of cases) {
    test(`${c.label}: nosniff, with and without a key`, async () => {
      const anonymous = await t.app.inject({ url: c.url });
      assert.equal(anonymous.statusCode, c.status, anonymous.body);
      assertNosniff(anonymous, c.label);
      const keyed = await t.app.inject({ url: c.url, headers: { 'x-api-key': keys.api } });
      assert.equal(keyed.statusCode, c.keyed ?? c.status, keyed.body);
      assertNosniff(keyed, c.label);
      if (!c.own) assertPrivate(keyed, c.label);
    });
  }

  test('a product image keeps its public cache rule and its own CSP', async () => {
    const res = await t.app.inject({ url: image });
    assert.equal(res.headers['cache-control'], 'public, max-age=86400');
    assert.match(String(res.headers['content-security-policy']), /default-src 'none'/);
  });

  test('the admin API is no-store whichever segment is percent-encoded, with a key or a session', async () => {
    for (const url of ['/admin/%61pi/tokens', '/%61dmin/api/orders', '/admin/api/%74okens']) {
      for (const headers of [{ 'x-api-key': keys.admin }, { cookie: session.cookie }]) {
        const res = await t.app.inject({ url, headers });
        assert.equal(res.statusCode, 200, res.body);
        assertNoStore(res, url);
        assertNosniff(res, url);
      }
    }
  });

  test('an order read back: no-store and private, also under a percent-encoded path', async () => {
    for (const url of [`/api/v1/orders/${orderId}`, `/api/v1/%6Frders/${orderId}`, `/api/%761/orders/${orderId}`]) {
      const res = await t.app.inject({ url, headers: { 'x-api-key': keys.api } });
      assert.equal(res.statusCode, 200, res.body);
      assertNoStore(res, url);
      assertPrivate(res, url);
    }
  });

  test('a tool result over MCP JSON-RPC (the SDK writes the reply itself): nosniff, no-store', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mcp',
      headers: {
        'x-api-key': keys.api,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      payload: {
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'test', version: '1' } },
      },
    });
    assert.equal(res.statusCode, 200, res.body);
    assertNosniff(res, 'MCP initialize');
    assertNoStore(res, 'MCP initialize');
    assertPrivate(res, 'MCP initialize');
  });

  test('a session cookie alone makes a public API answer private', async () => {
    const res = await t.app.inject({ url: '/api/v1/categories', headers: { cookie: session.cookie } });
    assert.equal(res.statusCode, 200);
    assertPrivate(res, 'GET /api/v1/categories with the session cookie');
  });

  test('an anonymous public answer is not marked private', async () => {
    const res = await t.app.inject({ url: '/api/v1/categories' });
    assert.doesNotMatch(String(res.headers['cache-control'] ?? ''), /private|no-store/);
  });
});

describe('the API reference page (/docs)', () => {
  const directives = (csp: string) =>
    new Map(
      csp
        .split(';')
        .map((d) => d.trim())
        .filter(Boolean)
        .map((d) => {
          const [name, ...values] = d.split(/\s+/);
          return [name as string, values];
        }),
    );

  for (const url of ['/docs', '/docs/', '/docs/js/scalar.js', '/%64ocs/']) {
    test(`${url}: a CSP without inline scripts, no framing, the API reachable`, async () => {
      const res = await t.app.inject({ url });
      assert.ok(res.statusCode < 400, `${url} → ${res.statusCode}`);
      const csp = directives(String(res.headers['content-security-policy'] ?? ''));
      const scripts = csp.get('script-src') ?? csp.get('default-src');
      assert.ok(scripts, `no script-src: ${where(res, url)}`);
      assert.ok(!scripts.includes("'unsafe-inline'"), `script-src allows inline scripts: ${scripts.join(' ')}`);
      assert.ok(!scripts.includes("'unsafe-eval'"), `script-src allows eval: ${scripts.join(' ')}`);
      assert.ok(!scripts.some((s) => s.includes('*') || /^https?:$/.test(s)), `script-src is wide open: ${scripts}`);
      assert.deepEqual(csp.get('frame-ancestors'), ["'none'"]);
      assert.deepEqual(csp.get('connect-src'), ["'self'"]);
      assert.equal(res.headers['x-frame-options'], 'DENY');
      assertNosniff(res, url);
    });
  }

  test('the page has no inline script and loads only scripts of this service', async () => {
    const res = await t.app.inject({ url: '/docs/' });
    const scripts = [...res.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    assert.ok(scripts.length > 0);
    for (const [, attributes, content] of scripts) {
      assert.equal(content?.trim(), '', `inline script: ${content}`);
      const src = /src="([^"]+)"/.exec(attributes ?? '')?.[1];
      assert.ok(src && !/^[a-z]+:|^\/\//i.test(src), `script from elsewhere: ${attributes}`);
      const script = await t.app.inject({ url: new URL(src, 'http://shop.test/docs/').pathname });
      assert.equal(script.statusCode, 200, src);
      assert.match(String(script.headers['content-type']), /javascript/);
      assertNosniff(script, src);
    }
  });

  test('the dashboard keeps its own CSP', async () => {
    const res = await t.app.inject({ url: '/admin' });
    const csp = String(res.headers['content-security-policy']);
    assert.match(csp, /script-src 'self'(;|$)/);
    assert.match(csp, /style-src 'self'(;|$)/);
    assert.equal(res.headers['x-frame-options'], 'DENY');
    assert.equal(res.headers['cache-control'], 'no-store');
  });
});
