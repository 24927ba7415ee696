/**
 * Property tests over every tool: parameters generated from the tool's own input schema get a 2xx
 * with a result matching the output schema, or a 4xx problem (a slug that does not exist, a product
 * without a feeding guide...); parameters that break the schema get 400 with paths; nothing is ever
 * a 5xx, and a refused write leaves no event or audit row behind. Fixed seed, bounded runs.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { bodyAjv } from '../../src/http/validation.ts';
import { PRODUCTS } from '../../src/seed/data/products.ts';
import { TOOLS } from '../../src/tools/index.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { callTool } from '../helpers/tools.ts';
import { invalid, type Schema, valid } from './arbitraries.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

// Real slugs and sizes most of the time, so generated calls reach the code behind the 404.
const slugs = fc.constantFrom(...PRODUCTS.map((p) => p.slug));
const HINTS = {
  slug: slugs,
  product_slug: slugs,
  size: fc.constantFrom(...new Set(PRODUCTS.flatMap((p) => p.variants.map((v) => v.size)))),
  weight_kg: fc.constantFrom(2, 4, 7.5, 12, 30),
};

let t: TestApp;
let admin: string;
before(async () => {
  t = await createTestApp({ webhookAllowHosts: ['cdn.napf.test', 'hooks.napf.test'] });
  admin = await t.token('admin');
});
after(() => t.close());

const counts = async () => {
  const db = t.app.services.store.db;
  const [events, audit] = await Promise.all([
    db
      .selectFrom('events')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return Number(events.n) + Number(audit.n);
};

describe('tools under generated input', () => {
  for (const tool of TOOLS) {
    const output = bodyAjv.compile(tool.output);
    test(`${tool.name}: valid parameters → 2xx matching the output schema, or a 4xx problem`, async () => {
      await fc.assert(
        fc.asyncProperty(valid(tool.input as Schema, HINTS), async (parameters) => {
          const res = await callTool(t, admin, tool.name, parameters);
          assert.ok(res.statusCode < 500, `${res.statusCode} ${res.body}`);
          if (res.statusCode === 200) assert.ok(output(res.json().result), JSON.stringify(output.errors));
          else assert.equal(res.headers['content-type'], 'application/problem+json; charset=utf-8');
        }),
        { seed: SEED, numRuns: RUNS },
      );
    });
    test(`${tool.name}: invalid parameters → 400 with paths, nothing written`, async () => {
      await fc.assert(
        fc.asyncProperty(invalid(tool.input as Schema), async (parameters) => {
          const before = await counts();
          const res = await callTool(t, admin, tool.name, parameters);
          assert.equal(res.statusCode, 400, `${JSON.stringify(parameters)} → ${res.body}`);
          assert.ok(res.json().errors.length > 0);
          assert.equal(await counts(), before);
        }),
        { seed: SEED, numRuns: RUNS },
      );
    });
  }
});

test('REST product list under generated query strings: never a 5xx', async () => {
  const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
  const params = doc.paths['/api/v1/products'].get.parameters as { name: string; schema: Schema }[];
  const value = (schema: Schema) => fc.oneof(valid(schema).map(String), fc.string({ maxLength: 12 }));
  const query = fc.record(Object.fromEntries(params.map((p) => [p.name, value(p.schema)])), { requiredKeys: [] });
  await fc.assert(
    fc.asyncProperty(query, async (q) => {
      const res = await t.app.inject({
        url: `/api/v1/products?${new URLSearchParams(q as Record<string, string>)}`,
        headers: { 'x-api-key': admin },
      });
      assert.ok([200, 400].includes(res.statusCode), `${res.statusCode} ${res.body}`);
    }),
    { seed: SEED, numRuns: RUNS * 4 },
  );
});
