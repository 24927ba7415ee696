/** Two instances on one database: writes on one reach the other's cache, search and token checks. */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { PRODUCTS } from '../../src/seed/data/products.ts';
import { createTwinApps, REDIS_URL, type TestApp } from '../helpers/app.ts';
import { callTool } from '../helpers/tools.ts';

let a: TestApp;
let b: TestApp;
let admin: string;
const product = PRODUCTS.find((p) => p.is_active && p.category === 'trockenfutter')!;

before(async () => {
  [a, b] = await createTwinApps();
  admin = await a.token('admin');
});
after(async () => {
  await a.close();
  await b.close();
});

async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < ms) {
    if (await check()) return Date.now() - start;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`not within ${ms} ms`);
}

const detail = (t: TestApp) =>
  t.app.inject({ url: `/api/v1/products/${product.slug}`, headers: { 'x-api-key': admin } });

test('a price change on one instance shows on the other (cached before) within 1 s', async () => {
  const size = product.variants[0]!.size;
  assert.equal((await detail(b)).statusCode, 200); // now cached on b
  const res = await callTool(a, admin, 'update_product_price', { slug: product.slug, size, price: 77.77 });
  assert.equal(res.statusCode, 200, res.body);
  await within(1000, async () => {
    const variant = (await detail(b)).json().data.product_variants.find((v: { size: string }) => v.size === size);
    return variant.price === 77.77;
  });
});

test('the search index of the other instance follows a description change within 1 s', async () => {
  const word = 'Zauberkrokette';
  const find = async () => {
    const res = await callTool(b, admin, 'search_products', { query: word });
    return res.json().result.products.some((p: { slug: string }) => p.slug === product.slug);
  };
  assert.equal(await find(), false);
  const res = await callTool(a, admin, 'update_product_details', {
    slug: product.slug,
    description: `Jetzt als ${word}.`,
  });
  assert.equal(res.statusCode, 200, res.body);
  await within(1000, find);
});

test('a token revoked on one instance stops working on the other within 1 s', async () => {
  const issued = await a.app.services.tokens.create({ name: 'twin', kind: 'read' });
  const list = () => b.app.inject({ url: '/api/v1/products?limit=1', headers: { 'x-api-key': issued.token } });
  assert.equal((await list()).statusCode, 200);
  await a.app.services.tokens.revoke(issued.record.id);
  await within(1000, async () => (await list()).statusCode === 401);
});

test('with Redis, one token has one budget across both instances', {
  skip: !REDIS_URL && 'TEST_REDIS_URL not set',
}, async () => {
  const issued = await a.app.services.tokens.create({ name: 'budget', kind: 'read', rateLimitPerMinute: 10 });
  const call = (t: TestApp) => t.app.inject({ url: '/api/v1/categories', headers: { 'x-api-key': issued.token } });
  for (let i = 0; i < 5; i++) {
    assert.equal((await call(a)).statusCode, 200);
    assert.equal((await call(b)).statusCode, 200);
  }
  assert.equal((await call(a)).json().code, 'rate_limited');
  assert.equal((await call(b)).json().code, 'rate_limited');
});
