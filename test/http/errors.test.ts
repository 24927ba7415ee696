import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const post = (payload: string, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url: '/api/v1/newsletter', payload, headers: { 'content-type': contentType } });

test('malformed JSON → 400 invalid_json problem', async () => {
  for (const payload of ['{', '{"email": }', 'null x', '\u0000']) {
    const res = await post(payload);
    assert.equal(res.statusCode, 400, payload);
    assert.equal(res.headers['content-type'], 'application/problem+json; charset=utf-8');
    assert.equal(res.json().code, 'invalid_json');
  }
});

test('a body over 1 MiB → 413 payload_too_large', async () => {
  const res = await post(JSON.stringify({ email: 'a@b.de', first_name: 'x'.repeat(1024 * 1024) }));
  assert.equal(res.statusCode, 413);
  assert.equal(res.json().code, 'payload_too_large');
});

test('a body of another media type → 415', async () => {
  const res = await post('email=a@b.de', 'text/plain');
  assert.equal(res.statusCode, 415);
  assert.equal(res.json().code, 'unsupported_media_type');
});

test('wrong JSON types and unknown fields → 400 naming the path', async () => {
  const cases: [unknown, string][] = [
    [{ email: 'a@b.de', pet_types: 'DOG' }, 'pet_types'],
    [{ email: 'a@b.de', pet_types: ['FISH'] }, 'pet_types[0]'],
    [{ email: 'a@b.de', first_name: 42 }, 'first_name'],
    [{ email: 'a@b.de', admin: true }, 'admin'],
    [{ email: 'a@b.de', first_name: 'x'.repeat(101) }, 'first_name'],
    [[], 'body'],
  ];
  for (const [body, path] of cases) {
    const res = await post(JSON.stringify(body));
    assert.equal(res.statusCode, 400, JSON.stringify(body));
    const problem = res.json();
    assert.equal(problem.code, 'invalid_parameters');
    assert.ok(
      problem.errors.some((e: { path: string }) => e.path === path),
      JSON.stringify(problem.errors),
    );
  }
});

test('unknown routes and methods → 404 problem; every response has X-Request-Id', async () => {
  const res = await t.app.inject({ url: '/api/v1/nothing' });
  assert.equal(res.statusCode, 404);
  assert.equal(res.json().code, 'not_found');
  assert.match(String(res.headers['x-request-id']), /^req_/);
});

test('a sane incoming X-Request-Id is kept, a hostile one replaced', async () => {
  const kept = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
  assert.equal(kept.headers['x-request-id'], 'abc-123');
  const replaced = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': '<script>' } });
  assert.match(String(replaced.headers['x-request-id']), /^req_/);
});
