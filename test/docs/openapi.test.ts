import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { validate } from '@readme/openapi-parser';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

test('/api/openapi.json is a valid OpenAPI 3.1 document', async () => {
  const res = await t.app.inject({ url: '/api/openapi.json' });
  assert.equal(res.statusCode, 200);
  const doc = res.json();
  assert.equal(doc.openapi, '3.1.0');
  assert.equal(doc.info.version, '1.0.0');
  const result = await validate(structuredClone(doc));
  assert.ok(result.valid, JSON.stringify(result.valid ? [] : result.errors, null, 1));
});

test('every endpoint is documented with its security and error responses', async () => {
  const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
  for (const path of [
    '/api/v1/products',
    '/api/v1/products/{slug}',
    '/api/v1/categories',
    '/api/v1/newsletter',
    '/healthz',
    '/readyz',
  ]) {
    assert.ok(doc.paths[path], path);
  }
  assert.deepEqual(doc.paths['/api/v1/products'].get.security, [{ ApiKey: [] }, { BearerAuth: [] }]);
  // Public on purpose: an empty requirement, stated.
  assert.deepEqual(doc.paths['/api/v1/categories'].get.security, []);
  assert.ok(doc.paths['/api/v1/products'].get.responses['401'].content['application/problem+json']);
  assert.ok(doc.paths['/api/v1/products/{slug}'].get.responses['404']);
  assert.equal(doc.components.securitySchemes.ApiKey.name, 'X-Api-Key');
  const limit = doc.paths['/api/v1/products'].get.parameters.find((p: { name: string }) => p.name === 'limit');
  assert.equal(limit.required, false);
  assert.equal(limit.schema.maximum, 100);
});

test('/llms.txt and the API reference page are served locally', async () => {
  const llms = await t.app.inject({ url: '/llms.txt' });
  assert.match(llms.body, /^# napf\n\n> /);
  assert.match(llms.body, /http:\/\/shop\.test\/api\/openapi\.json/);
  const page = await t.app.inject({ url: '/docs/' });
  assert.equal(page.statusCode, 200);
  assert.doesNotMatch(page.body, /https?:\/\/cdn|jsdelivr|unpkg/);
  const script = /src="([^"]+\.js)"/.exec(page.body);
  assert.ok(script, 'reference page loads a local script');
  const js = await t.app.inject({ url: script[1]!.startsWith('/') ? script[1]! : `/docs/${script[1]}` });
  assert.equal(js.statusCode, 200);
});
