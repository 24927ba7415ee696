/**
 * Mass assignment: every write tool and the admin write routes refuse fields they do not declare
 * (server-owned columns, other tables' keys, prototype keys) with a 400 naming the field, and
 * nothing is written. Generated from the registry, so a new write tool is covered by itself.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { TOOL_EXAMPLES } from '../../src/tools/examples.ts';
import { TOOLS } from '../../src/tools/index.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { callTool } from '../helpers/tools.ts';

/** Columns and keys a caller must never set: ids, server-kept state, ratings, secrets, prototypes. */
const SMUGGLED: Record<string, unknown> = {
  id: 'prd_attacker',
  product_id: 'prd_other',
  price_cents: 1,
  is_active: true,
  created_at: '2000-01-01T00:00:00Z',
  updated_at: '2000-01-01T00:00:00Z',
  rating: { average: 5, count: 9999 },
  secret: 'whsec_chosen_by_attacker',
  token_id: 'tok_admin',
  ['__proto__']: { is_admin: true },
  constructor: { prototype: { is_admin: true } },
};

let t: TestApp;
let admin: string;

before(async () => {
  t = await createTestApp({ webhookAllowHosts: ['erp.example.com', 'images.example.com'] });
  admin = await t.token('admin');
});
after(() => t.close());

/** Row counts and the catalog's content: any write at all changes one of them. */
async function snapshot(): Promise<string> {
  const db = t.app.services.store.db;
  const counts = await Promise.all(
    (['events', 'audit_log', 'webhook_subscriptions', 'products', 'product_variants', 'product_tags'] as const).map(
      async (table) => (await db.selectFrom(table).select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n,
    ),
  );
  const products = await db.selectFrom('products').selectAll().orderBy('id').execute();
  const variants = await db.selectFrom('product_variants').selectAll().orderBy('id').execute();
  return JSON.stringify({ counts: counts.map(Number), products, variants });
}

/** Keys that would reach an object's prototype: the JSON parser refuses the whole body instead. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor']);

function assertRefused(res: { statusCode: number; headers: Record<string, unknown>; body: string }, field: string) {
  assert.equal(res.statusCode, 400, res.body);
  assert.match(String(res.headers['content-type']), /^application\/problem\+json/);
  const problem = JSON.parse(res.body) as { code: string; errors: { path: string }[] };
  if (PROTOTYPE_KEYS.has(field)) assert.equal(problem.code, 'invalid_json', res.body);
  else
    assert.ok(
      problem.errors.some((e) => e.path.endsWith(field)),
      `names ${field}: ${res.body}`,
    );
}

/** The body as JSON text, so that __proto__ arrives as an own key, as it would from an attacker. */
function withField(parameters: Record<string, unknown>, field: string, value: unknown): string {
  const body = JSON.stringify({ ...parameters });
  return `${body.slice(0, -1)}${body.length > 2 ? ',' : ''}${JSON.stringify(field)}:${JSON.stringify(value)}}`;
}

describe('write tools', () => {
  for (const tool of TOOLS.filter((candidate) => candidate.kind === 'write')) {
    const declared = Object.keys((tool.input as { properties?: object }).properties ?? {});
    const example = { ...TOOL_EXAMPLES[tool.name] };
    delete example.dry_run;
    for (const [field, value] of Object.entries(Object.getOwnPropertyDescriptors(SMUGGLED))) {
      if (declared.includes(field)) continue;
      test(`${tool.name} refuses ${field}`, async () => {
        const before = await snapshot();
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/mcp',
          headers: { 'x-api-key': admin, 'content-type': 'application/json' },
          payload: `{"tool":${JSON.stringify(tool.name)},"parameters":${withField(example, field, value.value)}}`,
        });
        assertRefused(res, field);
        if (!PROTOTYPE_KEYS.has(field)) assert.ok(res.body.includes(`"parameters.${field}"`), res.body);
        assert.equal(await snapshot(), before, 'nothing written');
      });
    }
  }

  test('the examples themselves are accepted (the refusals above are about the extra field)', async () => {
    for (const tool of TOOLS.filter((candidate) => candidate.kind === 'write')) {
      const res = await callTool(t, admin, tool.name, { ...TOOL_EXAMPLES[tool.name], dry_run: true });
      // list_webhooks and create_webhook may not know dry_run; their examples must then pass as they are.
      const plain = res.statusCode === 400 ? await callTool(t, admin, tool.name, TOOL_EXAMPLES[tool.name]) : res;
      assert.equal(plain.statusCode, 200, `${tool.name}: ${plain.body}`);
    }
  });
});

describe('admin write routes', () => {
  const draft = {
    slug: 'neuer-entwurf',
    sku: 'NAPF-DRAFT-1',
    name: 'Neuer Entwurf',
    name_en: 'New draft',
    brand: 'napf',
    species: 'DOG',
    category: 'nassfutter',
    line: 'vital',
    description: 'Ein Entwurf.',
    description_en: 'A draft.',
    ingredients: 'Huhn (70 %), Kürbis',
    product_variants: [
      {
        size: '400g',
        price: 3.49,
        stock_status: 'IN_STOCK',
        ean: '4006381333931',
        net_quantity: { value: 400, unit: 'g' },
      },
    ],
  };
  for (const field of ['is_active', 'id', 'rating', 'created_at', '__proto__']) {
    test(`creating a draft refuses ${field}`, async () => {
      const before = await snapshot();
      const res = await t.app.inject({
        method: 'POST',
        url: '/admin/api/products',
        headers: { 'x-api-key': admin, 'content-type': 'application/json' },
        payload: withField(draft, field, SMUGGLED[field] ?? { is_admin: true }),
      });
      assertRefused(res, field);
      assert.equal(await snapshot(), before, 'nothing written');
    });
  }

  test('the same draft without the extra field is created (so the refusals are about the field)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/api/products',
      headers: { 'x-api-key': admin, 'content-type': 'application/json' },
      payload: draft,
    });
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.json().data.is_active, false);
  });
});
