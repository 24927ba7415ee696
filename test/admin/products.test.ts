import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { seedGeneratedProducts } from '../../src/seed/generate-run.ts';
import type { TestApp } from '../helpers/app.ts';
import { adminApp, adminSession, asAdmin, type Session } from './support.ts';

const GENERATED = 3000;

let t: TestApp;
let s: Session;
let reader: string;
before(async () => {
  // Draft image URLs pass the SSRF guard: the test CDN host is allowed as it is for the image tool.
  t = await adminApp({ webhookAllowHosts: ['cdn.napf.test'] });
  await seedGeneratedProducts(t.app.services.store.db, GENERATED, new Date().toISOString());
  s = await adminSession(t);
  reader = await t.token('read');
});
after(() => t.close());

const db = () => t.app.services.store.db;

interface Listed {
  id: string;
  slug: string;
  sku: string;
  name: string;
  name_en: string;
  brand: string;
  species: string;
  category: string;
  line: string;
  is_active: boolean;
  images: string[];
  product_variants: { size: string; price: number; compare_price: number | null; stock_status: string; ean: string }[];
}

async function list(
  query: string,
): Promise<{ data: Listed[]; meta: { total: number; page: number; limit: number; pages: number } }> {
  const res = await asAdmin(t, s, 'GET', `/admin/api/products${query}`);
  assert.equal(res.statusCode, 200, res.body);
  return res.json();
}

async function count(where: (q: ReturnType<typeof base>) => ReturnType<typeof base>): Promise<number> {
  const row = await where(base())
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
const base = () => db().selectFrom('products');

test('the overview pages through thousands of products in name order with totals from SQL', async () => {
  const total = await count((q) => q);
  assert.ok(total > GENERATED);
  const first = await list('?limit=100');
  assert.equal(first.meta.total, total);
  assert.equal(first.meta.limit, 100);
  assert.equal(first.meta.pages, Math.ceil(total / 100));
  assert.equal(first.data.length, 100);
  const item = first.data[0] as Listed;
  assert.deepEqual(Object.keys(item).sort(), [
    'brand',
    'category',
    'feed_type',
    'id',
    'images',
    'is_active',
    'is_bestseller',
    'label_missing',
    'line',
    'name',
    'name_en',
    'product_variants',
    'sku',
    'slug',
    'species',
    'vat_rate',
  ]);
  assert.match(item.images[0] as string, /^http:\/\/shop\.test\/images\/products\//);
  assert.ok(item.product_variants.length >= 1);
  const second = await list('?limit=100&page=2');
  const ids = new Set([...first.data, ...second.data].map((p) => p.id));
  assert.equal(ids.size, 200, 'pages do not overlap');
  const last = await list(`?limit=100&page=${first.meta.pages}`);
  assert.equal(last.data.length, total - (first.meta.pages - 1) * 100);
  const beyond = await list(`?limit=100&page=${first.meta.pages + 1}`);
  assert.equal(beyond.data.length, 0);
  assert.equal((await asAdmin(t, s, 'GET', '/admin/api/products?limit=101')).statusCode, 400);
});

test('filters: species (DOG includes BOTH), category, line, stock status, status and text', async () => {
  const dog = await list('?species=DOG&limit=1');
  assert.equal(dog.meta.total, await count((q) => q.where('species', 'in', ['DOG', 'BOTH'])));
  const wetCatsPur = await list('?species=CAT&category=nassfutter&line=pur&limit=100');
  assert.equal(
    wetCatsPur.meta.total,
    await count((q) =>
      q.where('species', 'in', ['CAT', 'BOTH']).where('category', '=', 'nassfutter').where('line', '=', 'pur'),
    ),
  );
  assert.ok(
    wetCatsPur.data.every(
      (p) => ['CAT', 'BOTH'].includes(p.species) && p.category === 'nassfutter' && p.line === 'pur',
    ),
  );

  const out = await list('?stock_status=OUT_OF_STOCK&limit=100');
  assert.ok(out.meta.total > 0);
  assert.ok(out.data.every((p) => p.product_variants.some((v) => v.stock_status === 'OUT_OF_STOCK')));
  const outCount = await db()
    .selectFrom('product_variants')
    .select((eb) => eb.fn.count<number>('product_id').distinct().as('n'))
    .where('stock_status', '=', 'OUT_OF_STOCK')
    .executeTakeFirstOrThrow();
  assert.equal(out.meta.total, Number(outCount.n));

  const drafts = await list('?status=draft');
  assert.equal(drafts.meta.total, await count((q) => q.where('is_active', '=', false)));
  assert.ok(drafts.data.every((p) => !p.is_active));
  const active = await list('?status=active&limit=1');
  assert.equal(active.meta.total + drafts.meta.total, (await list('?limit=1')).meta.total);

  // Text: name folded (umlauts, case), name_en, brand, slug and sku, as substrings.
  const nr = await list('?q=Nr. 1234&limit=100');
  assert.ok(nr.data.some((p) => p.name.endsWith('Nr. 1234')));
  assert.ok(nr.data.every((p) => p.name.toLowerCase().includes('nr. 1234')));
  const umlaut = await list('?q=SÜSSKARTOFFEL&limit=5');
  assert.ok(umlaut.meta.total > 0);
  assert.ok(umlaut.data.every((p) => /süßkartoffel/i.test(p.name) || /sweet potato/i.test(p.name_en)));
  assert.equal((await list('?q=sweet potato&limit=1')).meta.total, umlaut.meta.total);
  const sku = await list('?q=gen-0000042');
  assert.equal(sku.meta.total, 1);
  assert.equal(sku.data[0]?.sku, 'GEN-0000042');
  const brand = await list('?q=katzenglück&limit=1');
  assert.equal(brand.meta.total, await count((q) => q.where('brand', '=', 'Katzenglück')));
  const slug = await list('?q=gen-77-&limit=5');
  assert.ok(slug.data.some((p) => p.slug.startsWith('gen-77-')));
  // LIKE wildcards are matched literally.
  assert.equal((await list('?q=%25&limit=1')).meta.total, 0);
  assert.equal((await list('?q=_&limit=1')).meta.total, 0);
});

test('the overview stays fast at this size', async () => {
  const started = performance.now();
  for (const query of [
    '?limit=100',
    '?q=lamm&limit=100',
    '?species=DOG&stock_status=LOW_STOCK&page=3',
    '?status=active&page=20',
  ]) {
    await list(query);
  }
  const perRequest = (performance.now() - started) / 4;
  assert.ok(perRequest < 500, `${perRequest.toFixed(0)} ms per request`);
});

test('an inline price change shows in the API at once, fires price.changed and is audited as the admin', async () => {
  const slug = 'gen-42-' as string;
  const product = (await list('?q=GEN-0000042')).data[0] as Listed;
  assert.ok(product.slug.startsWith(slug));
  const size = product.product_variants[0]?.size as string;
  // Prime the API's response cache first: the change must invalidate it.
  const beforeRes = await t.app.inject({ url: `/api/v1/products/${product.slug}`, headers: { 'x-api-key': reader } });
  assert.equal(beforeRes.statusCode, 200);

  const url = `/admin/api/products/${product.slug}/variants/${size}/price`;
  const refused = await asAdmin(t, s, 'POST', url, { price: 1.23 }, { csrf: null });
  assert.equal(refused.statusCode, 403);

  // A reduction: the crossed-out price is the lowest price of the last 30 days, the one before it.
  const old = product.product_variants[0]?.price as number;
  const res = await asAdmin(t, s, 'POST', url, { price: 1.11, compare_price: old });
  assert.equal(res.statusCode, 200, res.body);
  const change = res.json().data;
  assert.deepEqual(change.changed_fields.sort(), [
    `product_variants.${size}.compare_price`,
    `product_variants.${size}.price`,
  ]);
  assert.deepEqual(change.events, ['price.changed', 'product.updated']);
  assert.equal(change.after.price, 1.11);

  const after = await t.app.inject({ url: `/api/v1/products/${product.slug}`, headers: { 'x-api-key': reader } });
  const variant = after.json().data.product_variants.find((v: { size: string }) => v.size === size);
  assert.equal(variant.price, 1.11);
  assert.equal(variant.compare_price, old);

  const events = await db().selectFrom('events').select(['type', 'data']).where('type', '=', 'price.changed').execute();
  assert.ok(events.some((e) => JSON.parse(e.data).slug === product.slug && JSON.parse(e.data).new_price === 1.11));

  const audit = (await asAdmin(t, s, 'GET', `/admin/api/audit?entity_type=product&entity_id=${product.slug}`)).json()
    .data;
  assert.equal(audit[0].actor_type, 'admin');
  assert.equal(audit[0].actor_name, 'ops@napf.test');
  assert.equal(audit[0].action, 'product.update');
  assert.equal(audit[0].tool, null);
  assert.deepEqual(audit[0].after, { size, price: 1.11, compare_price: old });

  const bad = await asAdmin(t, s, 'POST', url, { price: 20, compare_price: 19 });
  assert.equal(bad.statusCode, 400);
  assert.equal(bad.json().errors[0].path, 'compare_price');
  assert.equal((await asAdmin(t, s, 'POST', url, { price: 1.234 })).json().errors[0].path, 'price');
  assert.equal(
    (await asAdmin(t, s, 'POST', `/admin/api/products/${product.slug}/variants/99kg/price`, { price: 2 })).statusCode,
    404,
  );
});

test('an inline stock change fires stock.changed', async () => {
  const product = (await list('?q=GEN-0000043')).data[0] as Listed;
  const variant = product.product_variants[0] as Listed['product_variants'][number];
  const next = variant.stock_status === 'OUT_OF_STOCK' ? 'IN_STOCK' : 'OUT_OF_STOCK';
  const res = await asAdmin(t, s, 'POST', `/admin/api/products/${product.slug}/variants/${variant.size}/stock`, {
    stock_status: next,
  });
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual(res.json().data.events, ['stock.changed', 'product.updated']);
  const reread = (await list('?q=GEN-0000043')).data[0] as Listed;
  assert.equal(reread.product_variants[0]?.stock_status, next);
  const bad = await asAdmin(t, s, 'POST', `/admin/api/products/${product.slug}/variants/${variant.size}/stock`, {
    stock_status: 'SOLD_OUT',
  });
  assert.equal(bad.statusCode, 400);
});

const draft = {
  slug: 'test-draft-ente-pur',
  sku: 'TEST-DRAFT-001',
  name: 'Ente pur <script>alert(1)</script>',
  name_en: 'Pure Duck',
  brand: 'Napf Manufaktur',
  species: 'DOG',
  category: 'nassfutter',
  line: 'pur',
  description: 'Ente & Kürbis für empfindliche Hunde.',
  description_en: 'Duck & pumpkin for sensitive dogs.',
  ingredients: 'Entenfleisch (70 %), Kürbis (10 %)',
  product_variants: [
    {
      size: '400g',
      price: 3.49,
      stock_status: 'IN_STOCK',
      ean: '4000000000013',
      net_quantity: { value: 400, unit: 'g' },
    },
    {
      size: '6x400g',
      price: 18.99,
      compare_price: 20.94,
      stock_status: 'LOW_STOCK',
      ean: '4000000000020',
      net_quantity: { value: 2400, unit: 'g' },
    },
  ],
  tags: ['Monoprotein', 'getreidefrei'],
};

/** What the draft above lacks for activation: the feed label, the constituents and a feeding guide. */
const COMPLETE_LABEL = {
  feed_type: 'complete',
  operator: { name: 'Napf Manufaktur GmbH', address: 'Futterweg 12, 10115 Berlin' },
  operator_registration: 'DE-BE-1-00417',
  additives: [{ group: 'nutritional', name: 'Vitamin D3', amount: 200, unit: 'IE/kg' }],
  analytical_constituents: { Rohprotein: 10, Rohfett: 6, Rohfaser: 0.5, Rohasche: 2, Feuchtigkeit: 78 },
  feeding_guide: {
    species: 'DOG',
    energy_kcal_per_100g: null,
    meals_per_day: 2,
    rows: [{ weight_from_kg: 10, weight_to_kg: 10, grams_min: 500, grams_max: 600 }],
    notes: 'Frisches Wasser bereitstellen.',
    notes_en: 'Provide fresh water.',
  },
};

test('a draft is created inactive, activation fires product.created, deactivation hides it again', async () => {
  const created = await asAdmin(t, s, 'POST', '/admin/api/products', draft);
  assert.equal(created.statusCode, 201, created.body);
  const data = created.json().data;
  assert.equal(data.is_active, false);
  assert.equal(data.slug, draft.slug);
  assert.deepEqual(data.tags, ['getreidefrei', 'monoprotein']);
  assert.equal(data.product_variants[1].compare_price, 20.94);
  assert.match(data.images[0], /^http:\/\/shop\.test\/images\/products\/test-draft-ente-pur\.svg$/);

  const api = () => t.app.inject({ url: `/api/v1/products/${draft.slug}`, headers: { 'x-api-key': reader } });
  assert.equal((await api()).statusCode, 404, 'drafts are invisible to the API');
  const drafts = await list('?status=draft&q=test-draft');
  assert.equal(drafts.data[0]?.slug, draft.slug);
  const createdAudit = (
    await asAdmin(t, s, 'GET', `/admin/api/audit?entity_type=product&entity_id=${draft.slug}`)
  ).json();
  assert.equal(createdAudit.data[0].action, 'product.create');
  assert.equal(createdAudit.data[0].actor_type, 'admin');

  const refused = await asAdmin(t, s, 'POST', `/admin/api/products/${draft.slug}/activate`);
  assert.equal(refused.statusCode, 422, 'a draft without its feed label cannot be activated');
  assert.equal(refused.json().code, 'label_incomplete');
  assert.ok(refused.json().errors.some((e: { path: string }) => e.path === 'operator_registration'));
  const completed = await asAdmin(t, s, 'PATCH', `/admin/api/products/${draft.slug}`, COMPLETE_LABEL);
  assert.equal(completed.statusCode, 200, completed.body);
  const editor = (await asAdmin(t, s, 'GET', `/admin/api/products/${draft.slug}`)).json().data;
  assert.deepEqual(editor.label_missing, []);
  assert.equal(editor.operator_registration, COMPLETE_LABEL.operator_registration);

  const activated = await asAdmin(t, s, 'POST', `/admin/api/products/${draft.slug}/activate`);
  assert.equal(activated.statusCode, 200, activated.body);
  assert.deepEqual(activated.json().data.events, ['product.created', 'product.updated']);
  assert.equal((await api()).statusCode, 200);
  const createdEvents = await db().selectFrom('events').select('data').where('type', '=', 'product.created').execute();
  assert.equal(createdEvents.filter((e) => JSON.parse(e.data).slug === draft.slug).length, 1);

  const deactivated = await asAdmin(t, s, 'POST', `/admin/api/products/${draft.slug}/deactivate`);
  assert.deepEqual(deactivated.json().data.events, ['product.updated']);
  assert.equal((await api()).statusCode, 404);
  const again = await asAdmin(t, s, 'POST', `/admin/api/products/${draft.slug}/activate`);
  assert.deepEqual(again.json().data.events, ['product.updated'], 'product.created only on the first activation');
  const unchanged = await asAdmin(t, s, 'POST', `/admin/api/products/${draft.slug}/activate`);
  assert.deepEqual(unchanged.json().data.changed_fields, []);
  assert.equal((await asAdmin(t, s, 'POST', '/admin/api/products/gibt-es-nicht/activate')).statusCode, 404);
});

test('draft validation: EAN check digit, duplicates, prices, taken slug/sku/EAN', async () => {
  const variant = draft.product_variants[0] as (typeof draft.product_variants)[number];
  const cases: [Record<string, unknown>, number, string][] = [
    [
      { ...draft, slug: 'd1', sku: 'D1', product_variants: [{ ...variant, ean: '4000000000014' }] },
      400,
      'product_variants[0].ean',
    ],
    [
      { ...draft, slug: 'd2', sku: 'D2', product_variants: [{ ...variant, ean: '40000' }] },
      400,
      'product_variants[0].ean',
    ],
    [
      { ...draft, slug: 'd3', sku: 'D3', product_variants: [variant, { ...variant, ean: '4000000000037' }] },
      400,
      'product_variants[1].size',
    ],
    [
      { ...draft, slug: 'd4', sku: 'D4', product_variants: [{ ...variant, compare_price: 3 }] },
      400,
      'product_variants[0].compare_price',
    ],
    [
      { ...draft, slug: 'd5', sku: 'D5', product_variants: [{ ...variant, price: 3.499 }] },
      400,
      'product_variants[0].price',
    ],
    [
      // The unit price is computed from the stored net quantity, so a new variant must state it.
      { ...draft, slug: 'd13', sku: 'D13', product_variants: [{ ...variant, net_quantity: undefined }] },
      400,
      'product_variants[0].net_quantity',
    ],
    [{ ...draft, slug: 'Not A Slug', sku: 'D6' }, 400, 'slug'],
    [{ ...draft, slug: 'd7', sku: 'D7', product_variants: [] }, 400, 'product_variants'],
    [{ ...draft, slug: 'd8', sku: 'D8', species: 'HAMSTER' }, 400, 'species'],
    [{ ...draft, slug: 'd9', sku: 'D9', is_active: true }, 400, 'is_active'],
    [{ ...draft, sku: 'D10' }, 409, 'slug'],
    [{ ...draft, slug: 'd11' }, 409, 'sku'],
    [{ ...draft, slug: 'd12', sku: 'D12' }, 409, 'product_variants[0].ean'],
  ];
  for (const [payload, status, path] of cases) {
    const res = await asAdmin(t, s, 'POST', '/admin/api/products', payload);
    assert.equal(res.statusCode, status, `${path}: ${res.body}`);
    assert.ok(
      res.json().errors?.some((e: { path: string }) => e.path === path),
      `${path}: ${res.body}`,
    );
  }
  const stray = await db()
    .selectFrom('products')
    .select('slug')
    .where('slug', 'like', 'd%')
    .where('sku', 'like', 'D%')
    .execute();
  assert.deepEqual(stray, []);
});

test('a draft takes everything a product has under the catalog field names', async () => {
  const full = {
    ...draft,
    slug: 'test-draft-komplett',
    sku: 'TEST-DRAFT-002',
    product_variants: [
      {
        size: '800g',
        price: 5.99,
        stock_status: 'IN_STOCK',
        ean: '4000000000044',
        net_quantity: { value: 800, unit: 'g' },
      },
    ],
    analytical_constituents: { Rohprotein: 11.5, Rohfett: 6, Rohfaser: 0.5, Rohasche: 2, Feuchtigkeit: 78 },
    feeding_guide: {
      species: 'DOG',
      energy_kcal_per_100g: null,
      meals_per_day: 2,
      rows: [{ weight_from_kg: 10, weight_to_kg: 10, grams_min: 600, grams_max: 700 }],
      notes: 'Frisches Wasser bereitstellen.',
      notes_en: 'Provide fresh water.',
    },
    images: ['https://cdn.napf.test/bilder/komplett.jpg', 'https://cdn.napf.test/bilder/komplett-2.jpg'],
    is_bestseller: true,
  };
  const created = await asAdmin(t, s, 'POST', '/admin/api/products', full);
  assert.equal(created.statusCode, 201, created.body);
  const data = created.json().data;
  assert.equal(data.is_active, false);
  assert.equal(data.is_bestseller, true);
  assert.deepEqual(data.analytical_constituents, full.analytical_constituents);
  assert.deepEqual(data.feeding_guide, full.feeding_guide);
  assert.deepEqual(data.images, full.images);
  assert.equal(data.product_variants[0].ean, '4000000000044');

  const { product_variants, ...rest } = { ...full, slug: 'd13', sku: 'D13' };
  const oldName = await asAdmin(t, s, 'POST', '/admin/api/products', { ...rest, variants: product_variants });
  assert.equal(oldName.statusCode, 400, 'the variants are product_variants, as everywhere in the API');
  const unsafe = await asAdmin(t, s, 'POST', '/admin/api/products', {
    ...full,
    slug: 'd14',
    sku: 'D14',
    product_variants: [
      {
        size: '800g',
        price: 5.99,
        stock_status: 'IN_STOCK',
        ean: '4000000000051',
        net_quantity: { value: 800, unit: 'g' },
      },
    ],
    images: ['https://127.0.0.1/a.jpg'],
  });
  assert.equal(unsafe.statusCode, 400, unsafe.body);
  assert.ok(
    unsafe.json().errors?.some((e: { path: string }) => e.path === 'images[0]'),
    unsafe.body,
  );
});

test('the audit trail pages newest first with a cursor and filters by entity', async () => {
  const all: string[] = [];
  let cursor: string | null = null;
  do {
    const res = await asAdmin(t, s, 'GET', `/admin/api/audit?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
    assert.equal(res.statusCode, 200);
    const page = res.json();
    assert.ok(page.data.length <= 2);
    all.push(...page.data.map((e: { id: string; created_at: string }) => `${e.created_at} ${e.id}`));
    cursor = page.next_cursor;
  } while (cursor);
  const total = await db()
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  assert.equal(all.length, Number(total.n));
  assert.equal(new Set(all).size, all.length);
  assert.deepEqual(all, [...all].sort().reverse());
  const tokens = (await asAdmin(t, s, 'GET', '/admin/api/audit?entity_type=token')).json().data;
  assert.ok(tokens.every((e: { entity_type: string }) => e.entity_type === 'token'));
  assert.equal((await asAdmin(t, s, 'GET', '/admin/api/audit?cursor=bm9wZQ')).statusCode, 400);
  assert.equal((await asAdmin(t, s, 'GET', '/admin/api/audit?limit=501')).statusCode, 400);
});
