import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const get = (url: string, key?: string) => t.app.inject({ url, headers: key ? { 'x-api-key': key } : {} });

const PROTECTED = ['/api/v1/products', '/api/v1/products/anything'];

test('no key → 401 unauthorized problem with WWW-Authenticate', async () => {
  for (const url of PROTECTED) {
    const res = await get(url);
    assert.equal(res.statusCode, 401, url);
    assert.equal(res.headers['www-authenticate'], 'ApiKey header="X-Api-Key"');
    const body = res.json();
    assert.equal(body.code, 'unauthorized');
    assert.equal(body.status, 401);
    assert.equal(body.title, 'Unauthorized');
    assert.match(body.detail, /X-Api-Key/);
    assert.equal(body.type, '/problems/unauthorized');
  }
});

test('malformed, mistyped (bad checksum), unknown, revoked and expired keys → 401', async () => {
  const good = await t.token('read');
  const mistyped = `${good.slice(0, 20)}${good[20] === 'a' ? 'b' : 'a'}${good.slice(21)}`;
  const issued = await t.app.services.tokens.create({ name: 'revoked', kind: 'read' });
  await t.app.services.tokens.revoke(issued.record.id);
  const expired = await t.app.services.tokens.create({ name: 'old', kind: 'read' });
  // Let it expire: move its expiry into the past (issuing one already expired is refused).
  await t.app.services.store.db
    .updateTable('api_tokens')
    .set({ expires_at: '2020-01-01T00:00:00.000Z' })
    .where('id', '=', expired.record.id)
    .execute();
  // A well-formed token with a valid checksum that was never issued:
  const { generateToken } = await import('../../src/tokens/format.ts');
  for (const key of ['nope', 'napf_read_short', mistyped, generateToken('read'), issued.token, expired.token]) {
    const res = await get('/api/v1/products', key);
    assert.equal(res.statusCode, 401, key);
    assert.equal(res.json().code, 'unauthorized');
  }
  assert.equal((await get('/api/v1/products', good)).statusCode, 200);
});

test('a token without products:read → 403 forbidden naming the scope; write and admin tokens pass', async () => {
  const articlesOnly = await t.token('read', ['articles:read']);
  const res = await get('/api/v1/products', articlesOnly);
  assert.equal(res.statusCode, 403);
  assert.equal(res.json().code, 'forbidden');
  assert.match(res.json().detail, /products:read/);
  for (const kind of ['write', 'admin'] as const) {
    assert.equal((await get('/api/v1/products', await t.token(kind))).statusCode, 200, kind);
  }
});

test('public endpoints need no key, and an invalid key there is ignored', async () => {
  for (const url of ['/api/v1/categories', '/healthz', '/readyz', '/api/openapi.json', '/llms.txt']) {
    assert.equal((await get(url)).statusCode, 200, url);
    assert.equal((await get(url, 'garbage')).statusCode, 200, url);
  }
});

test('token scopes are validated: read tokens only *:read, admin:full only for admin', async () => {
  await assert.rejects(
    t.app.services.tokens.create({ name: 'x', kind: 'read', scopes: ['prices:write'] }),
    /only \*:read/,
  );
  await assert.rejects(
    t.app.services.tokens.create({ name: 'x', kind: 'write', scopes: ['admin:full'] }),
    /admin:full/,
  );
  await assert.rejects(
    t.app.services.tokens.create({ name: 'x', kind: 'write', scopes: ['bogus:read'] }),
    /unknown scope/,
  );
});
