/**
 * Conditional GETs of the catalog (docs/contract.md#conditional-requests): a strong ETag per body,
 * 304 without a body while If-None-Match names it (weak comparison, lists, `*`), a new tag after a
 * write, and a 304 is rate limited and logged like a 200.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { callOk } from '../helpers/tools.ts';

let t: TestApp;
let key: string;
before(async () => {
  t = await createTestApp();
  key = await t.token('read');
});
after(() => t.close());

const SLUG = 'pures-huhn-mit-kuerbis-nassfutter';
const URLS = ['/api/v1/products?limit=5', `/api/v1/products/${SLUG}`, '/api/v1/categories', '/api/v1/shop'];

const get = (url: string, headers: Record<string, string> = {}, apiKey: string | undefined = key) =>
  t.app.inject({ url, headers: { ...(apiKey ? { 'x-api-key': apiKey } : {}), ...headers } });

const STRONG_TAG = /^"[A-Za-z0-9_-]{43}"$/;

for (const url of URLS) {
  test(`${url}: a strong ETag, stable across requests; 304 without a body when If-None-Match names it`, async () => {
    const first = await get(url);
    assert.equal(first.statusCode, 200, first.body);
    const etag = String(first.headers.etag);
    assert.match(etag, STRONG_TAG);
    const second = await get(url);
    assert.equal(second.headers.etag, etag);
    assert.equal(second.body, first.body);

    const hit = await get(url, { 'if-none-match': etag });
    assert.equal(hit.statusCode, 304);
    assert.equal(hit.body, '');
    assert.equal(hit.headers['content-length'], undefined);
    assert.equal(hit.headers.etag, etag);
    // The caching headers a 200 would have carried.
    assert.equal(hit.headers['cache-control'], first.headers['cache-control']);
    assert.equal(hit.headers.vary, first.headers.vary);

    const miss = await get(url, { 'if-none-match': '"something-else"' });
    assert.equal(miss.statusCode, 200);
    assert.equal(miss.body, first.body);
  });
}

test('If-None-Match: weak comparison, lists of tags, `*`', async () => {
  const url = `/api/v1/products/${SLUG}`;
  const etag = String((await get(url)).headers.etag);
  const status = async (value: string) => (await get(url, { 'if-none-match': value })).statusCode;
  assert.equal(await status(`W/${etag}`), 304);
  assert.equal(await status(`"a", ${etag}, "b"`), 304);
  assert.equal(await status(`"a",W/${etag}`), 304);
  assert.equal(await status('*'), 304);
  assert.equal(await status('"a", "b"'), 200);
  assert.equal(await status(`${etag.slice(0, -2)}"`), 200);
  assert.equal(await status(''), 200);
  // `*` names any current representation: an unknown product still has none.
  assert.equal((await get('/api/v1/products/no-such-product', { 'if-none-match': '*' })).statusCode, 404);
});

test('a price change gives the product, the list and their ETags new bytes: 200, not 304', async () => {
  const detailUrl = `/api/v1/products/${SLUG}`;
  const listUrl = `/api/v1/products?limit=100`;
  const [detail, list, categories] = await Promise.all([get(detailUrl), get(listUrl), get('/api/v1/categories')]);
  const admin = await t.token('admin');
  await callOk(t, admin, 'update_product_price', { slug: SLUG, size: '400g', price: 13.37 });

  const after = await get(detailUrl, { 'if-none-match': String(detail.headers.etag) });
  assert.equal(after.statusCode, 200);
  assert.notEqual(after.headers.etag, detail.headers.etag);
  assert.match(String(after.headers.etag), STRONG_TAG);
  const variant = after.json().data.product_variants.find((v: { size: string }) => v.size === '400g');
  assert.equal(variant.price, 13.37);
  assert.equal((await get(detailUrl, { 'if-none-match': String(after.headers.etag) })).statusCode, 304);

  const listAfter = await get(listUrl, { 'if-none-match': String(list.headers.etag) });
  assert.equal(listAfter.statusCode, 200);
  assert.notEqual(listAfter.headers.etag, list.headers.etag);
  // Counts did not move: the tree is the same bytes, so its tag still matches.
  assert.equal((await get('/api/v1/categories', { 'if-none-match': String(categories.headers.etag) })).statusCode, 304);
});

test('a 304 counts against the rate limit and is written to the request log', async () => {
  const small = (await t.app.services.tokens.create({ name: 'conditional small', kind: 'read', rateLimitPerMinute: 3 }))
    .token;
  const url = `/api/v1/products/${SLUG}`;
  const first = await get(url, {}, small);
  assert.equal(first.statusCode, 200);
  const etag = String(first.headers.etag);
  const conditional = await get(url, { 'if-none-match': etag }, small);
  assert.equal(conditional.statusCode, 304);
  assert.match(String(conditional.headers.ratelimit), /^"default";r=1;t=\d+$/);
  assert.equal((await get(url, { 'if-none-match': etag }, small)).statusCode, 304);
  const refused = await get(url, { 'if-none-match': etag }, small);
  assert.equal(refused.statusCode, 401);
  assert.equal(refused.json().code, 'rate_limited');

  // The record is taken when the response has gone out, which may be just after inject() returns.
  const logged = () =>
    t.app.services.store.db
      .selectFrom('request_log')
      .select(['request_id', 'status'])
      .where('request_id', '=', String(conditional.headers['x-request-id']))
      .execute();
  let rows = await logged();
  for (const deadline = Date.now() + 2000; rows.length === 0 && Date.now() < deadline; rows = await logged()) {
    await t.app.services.requestLog.flush();
  }
  assert.deepEqual(
    rows.map((r) => Number(r.status)),
    [304],
  );
});

test('the OpenAPI document declares the ETag of each 200 and the 304 without a body', async () => {
  const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
  const paths = ['/api/v1/products', '/api/v1/products/{slug}', '/api/v1/categories', '/api/v1/shop'];
  for (const path of paths) {
    const responses = doc.paths[path].get.responses;
    assert.equal(responses['200'].headers.ETag.schema.type, 'string', path);
    assert.ok(responses['304'], `${path} 304`);
    assert.equal(responses['304'].content, undefined, `${path} 304 has no body`);
    assert.ok(responses['304'].headers.ETag, `${path} 304 ETag`);
  }
});
