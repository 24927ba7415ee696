import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp({ rateLimitPerMinute: 60 });
});
after(() => t.close());

const get = (key?: string, remoteAddress = '127.0.0.1', url = '/api/v1/products?limit=1') =>
  t.app.inject({ url, remoteAddress, headers: key ? { 'x-api-key': key } : {} });

test('the 61st request in a minute gets 401 rate_limited with Retry-After; headers count down', async () => {
  const key = await t.token('read');
  for (let i = 1; i <= 60; i++) {
    const res = await get(key);
    assert.equal(res.statusCode, 200, `request ${i}`);
    assert.equal(res.headers['ratelimit-policy'], '"default";q=60;w=60');
    assert.match(String(res.headers.ratelimit), new RegExp(`^"default";r=${60 - i};t=(59|60)$`));
  }
  const refused = await get(key);
  assert.equal(refused.statusCode, 401);
  assert.equal(refused.headers['content-type'], 'application/problem+json; charset=utf-8');
  const body = refused.json();
  assert.equal(body.code, 'rate_limited');
  assert.equal(body.title, 'Rate limit exceeded');
  assert.equal(body.detail, 'Rate limit exceeded');
  assert.ok(Number(refused.headers['retry-after']) >= 1 && Number(refused.headers['retry-after']) <= 60);
  assert.match(String(refused.headers.ratelimit), /^"default";r=0;t=\d+$/);
  // Counted over all endpoints, the public ones included.
  assert.equal((await get(key, '127.0.0.1', '/api/v1/categories')).statusCode, 401);
});

test('tokens are independent; a token’s own limit applies', async () => {
  const other = await t.token('read');
  assert.equal((await get(other)).statusCode, 200);
  const small = (await t.app.services.tokens.create({ name: 'small', kind: 'read', rateLimitPerMinute: 3 })).token;
  for (let i = 0; i < 3; i++) assert.equal((await get(small)).statusCode, 200);
  const res = await get(small);
  assert.equal(res.statusCode, 401);
  assert.equal(res.headers['ratelimit-policy'], '"default";q=3;w=60');
});

test('requests without a token are limited per client IP', async () => {
  for (let i = 0; i < 60; i++) assert.equal((await get(undefined, '10.1.1.1', '/api/v1/categories')).statusCode, 200);
  const res = await get(undefined, '10.1.1.1', '/api/v1/categories');
  assert.equal(res.statusCode, 401);
  assert.equal(res.json().code, 'rate_limited');
  // Unknown keys (brute force) count against the IP too; another IP is unaffected.
  assert.equal((await get('napf_read_guess', '10.1.1.1')).json().code, 'rate_limited');
  assert.equal((await get(undefined, '10.1.1.2', '/api/v1/categories')).statusCode, 200);
});

test('health, docs and llms.txt are not limited', async () => {
  for (let i = 0; i < 70; i++) assert.equal((await get(undefined, '10.9.9.9', '/healthz')).statusCode, 200);
  const res = await get(undefined, '10.9.9.9', '/llms.txt');
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers.ratelimit, undefined);
});
