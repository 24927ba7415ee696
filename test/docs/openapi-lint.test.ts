/**
 * The served OpenAPI document passes the linters without an error or a warning: Redocly's
 * `recommended` rules, Spectral's spectral:oas and the OWASP API Security ruleset (with the rules
 * napf accepts switched off in ./openapi-lint.ruleset.ts, the reasons in docs/contract.md). Offline:
 * Redocly runs with telemetry and update checks off, and no ruleset extends a remote one.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { Spectral } from '@stoplight/spectral-core';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { OAS_RULESET, OWASP_RULESET } from './openapi-lint.ruleset.ts';

// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document is plain JSON walked by key.
type Json = any;

// The CLI's entry, run with this Node (the project's node_modules has Node 24).
const REDOCLY = join(dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin/cli.js');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

let t: TestApp;
let doc: Json;
let dir: string;
before(async () => {
  // The https URL a deployment has (the OWASP ruleset refuses a plain-http server).
  t = await createTestApp({ publicUrl: 'https://shop.test' });
  doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
  dir = mkdtempSync(join(tmpdir(), 'napf-openapi-lint-'));
});
after(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const operations = (document: Json): [string, string, Json][] =>
  Object.entries<Json>(document.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((m): [string, string, Json] => [path, m, item[m]]),
  );

async function spectral(ruleset: unknown, document: Json) {
  const linter = new Spectral();
  // biome-ignore lint/suspicious/noExplicitAny: the ruleset objects are Spectral's own definitions.
  linter.setRuleset(ruleset as any);
  const results = await linter.run(JSON.stringify(document, null, 1));
  return results.map((r) => `${r.code} ${r.path.join('.')}: ${r.message}`);
}

test('Redocly (recommended): no error, no warning', () => {
  const file = join(dir, 'openapi.json');
  writeFileSync(file, JSON.stringify(doc));
  const run = spawnSync(process.execPath, [REDOCLY, 'lint', '--extends', 'recommended', '--format', 'json', file], {
    cwd: dir,
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', CI: 'true' },
  });
  assert.equal(run.error, undefined, String(run.error));
  const report = JSON.parse(run.stdout.slice(run.stdout.indexOf('{')));
  const problems = report.problems.map(
    (p: Json) => `${p.severity} ${p.ruleId} ${p.location?.[0]?.pointer ?? ''}: ${p.message}`,
  );
  assert.deepEqual(problems, []);
  assert.equal(run.status, 0, run.stderr);
});

test('Spectral spectral:oas: no finding', async () => {
  assert.deepEqual(await spectral(OAS_RULESET, doc), []);
});

test('Spectral OWASP (accepted rules off): no finding', async () => {
  assert.deepEqual(await spectral(OWASP_RULESET, doc), []);
});

test('the linters catch what they are run for: a missing description, an unbounded request string', async () => {
  const broken = structuredClone(doc);
  delete broken.paths['/api/v1/products'].get.description;
  broken.paths['/api/v1/products'].get.parameters.push({ name: 'q2', in: 'query', schema: { type: 'string' } });
  assert.ok((await spectral(OAS_RULESET, broken)).some((f) => f.startsWith('operation-description ')));
  assert.ok((await spectral(OWASP_RULESET, broken)).some((f) => f.startsWith('napf-request-limits ')));
});

test('every operation declares 500 and 503 problems, X-Request-Id, and Retry-After where it is sent', () => {
  for (const [path, method, op] of operations(doc)) {
    const label = `${method} ${path}`;
    assert.ok(op.responses['500'], label);
    assert.ok(op.responses['503'], label);
    assert.ok(op.description, label);
    assert.ok(Array.isArray(op.security), `${label}: security stated (empty when public)`);
    for (const [status, response] of Object.entries<Json>(op.responses)) {
      const headers = response.$ref
        ? doc.components.responses[response.$ref.split('/').pop()].headers
        : response.headers;
      assert.deepEqual(headers['X-Request-Id'], { $ref: '#/components/headers/X-Request-Id' }, `${label} ${status}`);
      if (['401', '429', '503'].includes(status)) assert.ok(headers['Retry-After'], `${label} ${status}`);
      if (path.startsWith('/api/') && !response.$ref) assert.ok(headers.RateLimit && headers['RateLimit-Policy']);
    }
  }
  assert.deepEqual(Object.keys(doc.components.headers).sort(), [
    'RateLimit',
    'RateLimit-Policy',
    'Retry-After',
    'X-Request-Id',
  ]);
});

test('named schemas are published and referenced; the admin API has its own key scheme', () => {
  const named = ['Product', 'ProductDetail', 'Variant', 'Problem', 'Order', 'Address', 'ShopInfo', 'ToolCall'];
  const text = JSON.stringify(doc);
  for (const name of [...named, 'ToolCallResult', 'OrderCreatedEvent', 'OrderUpdatedEvent', 'ProductUpdatedEvent']) {
    assert.ok(doc.components.schemas[name], name);
    assert.ok(text.includes(`"#/components/schemas/${name}"`), `${name} is referenced`);
  }
  const product = doc.paths['/api/v1/products/{slug}'].get.responses['200'].content['application/json'].schema;
  assert.deepEqual(product.properties.data, { $ref: '#/components/schemas/ProductDetail' });
  assert.equal(doc.components.securitySchemes.AdminApiKey.name, 'X-Api-Key');
  for (const [path, method, op] of operations(doc)) {
    const schemes = (op.security ?? []).flatMap((s: Json) => Object.keys(s));
    if (path.startsWith('/admin/api/')) assert.ok(!schemes.includes('ApiKey'), `${method} ${path}`);
  }
  assert.deepEqual(doc.paths['/admin/api/tokens'].get.security, [{ AdminApiKey: [] }, { AdminSession: [] }]);
});
