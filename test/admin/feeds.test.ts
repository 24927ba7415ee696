import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CSV_COLUMNS } from '../../src/feeds/render.ts';
import { parseCsv } from '../helpers/csv.ts';
import { parseXml } from '../helpers/xml.ts';
import { asAdmin, signedInAdminApp } from './support.ts';

const { t, s } = await signedInAdminApp();

const db = () => t.app.services.store.db;

async function activeVariantCount(): Promise<number> {
  const row = await db()
    .selectFrom('product_variants')
    .innerJoin('products', 'products.id', 'product_variants.product_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('products.is_active', '=', true)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function createFeed(name: string, format: 'google' | 'csv') {
  const res = await asAdmin(t, s, 'POST', '/admin/api/feeds', { name, format });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data as { id: string; url: string; name: string; format: string; last_fetched_at: string | null };
}

const fetchFeed = (url: string) => t.app.inject({ url: new URL(url).pathname });

const REQUIRED = [
  'g:id',
  'title',
  'description',
  'link',
  'g:image_link',
  'g:availability',
  'g:price',
  'g:gtin',
  'g:brand',
  'g:item_group_id',
  'g:condition',
];

test('the Google feed is RSS 2.0 with the g: namespace and one complete item per active variant', async () => {
  const feed = await createFeed('Google Shopping', 'google');
  assert.match(feed.url, /^http:\/\/shop\.test\/feeds\/[A-Za-z0-9_-]{32}\.xml$/);
  assert.equal(feed.last_fetched_at, null);
  const res = await fetchFeed(feed.url);
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers['content-type'], 'application/rss+xml; charset=utf-8');
  assert.match(res.body, /<rss version="2\.0" xmlns:g="http:\/\/base\.google\.com\/ns\/1\.0">/);
  const items = parseXml(res.body);
  const expected = await activeVariantCount();
  assert.equal(items.length, expected);
  const ids = new Set<string>();
  for (const item of items) {
    const field = (name: string) => item.children.find((c) => c.name === name)?.text;
    for (const name of REQUIRED) assert.ok(field(name), `${name} in ${JSON.stringify(item)}`);
    ids.add(field('g:id') as string);
    assert.match(field('g:price') as string, /^\d+\.\d{2} EUR$/);
    assert.match(field('g:availability') as string, /^(in_stock|out_of_stock)$/);
    assert.match(field('g:gtin') as string, /^\d{13}$/);
    assert.match(field('g:image_link') as string, /^http:\/\/shop\.test\//);
    assert.match(field('link') as string, /^http:\/\/shop\.test\/api\/v1\/products\/[a-z0-9-]+$/);
    assert.equal(field('g:condition'), 'new');
    const sale = field('g:sale_price');
    if (sale) assert.ok(Number.parseFloat(sale) < Number.parseFloat(field('g:price') as string));
  }
  assert.equal(ids.size, items.length, 'g:id is unique');

  const listed = (await asAdmin(t, s, 'GET', '/admin/api/feeds'))
    .json()
    .data.find((f: { id: string }) => f.id === feed.id);
  assert.equal(listed.last_item_count, expected);
  assert.ok(listed.last_fetched_at);
});

test('sale prices: with a compare_price, g:price is the compare price and g:sale_price the price', async () => {
  const product = await db()
    .selectFrom('products')
    .innerJoin('product_variants', 'product_variants.product_id', 'products.id')
    .select(['products.slug', 'products.sku', 'product_variants.size'])
    .where('products.is_active', '=', true)
    .orderBy('products.slug')
    .executeTakeFirstOrThrow();
  await t.app.services.writes.updatePrice(
    product.slug,
    { size: product.size, price: 9.5, compare_price: 12.99 },
    { actor: { type: 'admin', id: 'x', name: 'x' }, tool: null, requestId: null, dryRun: false },
  );
  const feed = await createFeed('Sale', 'google');
  const items = parseXml((await fetchFeed(feed.url)).body);
  const item = items.find((i) =>
    i.children.some((c) => c.name === 'g:id' && c.text === `${product.sku}-${product.size}`),
  );
  assert.ok(item);
  const field = (name: string) => item.children.find((c) => c.name === name)?.text;
  assert.equal(field('g:price'), '12.99 EUR');
  assert.equal(field('g:sale_price'), '9.50 EUR');
});

test('the CSV feed has a header and one row per active variant with the same columns', async () => {
  const feed = await createFeed('Idealo', 'csv');
  assert.match(feed.url, /\.csv$/);
  const res = await fetchFeed(feed.url);
  assert.equal(res.statusCode, 200);
  assert.match(String(res.headers['content-type']), /^text\/csv; charset=utf-8/);
  const rows = parseCsv(res.body);
  assert.deepEqual(rows[0], [...CSV_COLUMNS]);
  assert.equal(rows.length - 1, await activeVariantCount());
  for (const row of rows.slice(1)) {
    assert.equal(row.length, CSV_COLUMNS.length);
    const rec = Object.fromEntries(CSV_COLUMNS.map((c, i) => [c, row[i]]));
    assert.match(rec.price as string, /^\d+\.\d{2} EUR$/);
    assert.match(rec.gtin as string, /^\d{13}$/);
    assert.equal(rec.condition, 'new');
    // Every demo variant is sold by weight or volume: the marketplace needs its unit price basis.
    assert.match(rec.unit_pricing_measure as string, /^\d+(g|ml)$/);
    assert.equal(rec.unit_pricing_base_measure, (rec.unit_pricing_measure as string).endsWith('ml') ? '1l' : '1kg');
  }
  const xmlItems = parseXml((await fetchFeed((await createFeed('Vergleich', 'google')).url)).body);
  assert.equal(xmlItems.length, rows.length - 1);
});

test('catalog text with <script>, & and quotes is escaped in both formats', async () => {
  const slug = (
    await db()
      .selectFrom('products')
      .select('slug')
      .where('is_active', '=', true)
      .orderBy('slug', 'desc')
      .executeTakeFirstOrThrow()
  ).slug;
  const nasty = 'Lecker <script>alert("x")</script> & "Ente", \'Kürbis\'\nZeile 2 \u0001';
  await t.app.services.writes.updateDetails(
    slug,
    { description: nasty },
    { actor: { type: 'admin', id: 'x', name: 'x' }, tool: null, requestId: null, dryRun: false },
  );
  const xml = (await fetchFeed((await createFeed('Escape XML', 'google')).url)).body;
  assert.ok(!xml.includes('<script>'));
  assert.ok(xml.includes('Lecker &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;Ente&quot;'));
  assert.ok(!xml.includes('\u0001'), 'characters XML cannot hold are dropped');
  const items = parseXml(xml);
  const descriptions = items.map((i) => i.children.find((c) => c.name === 'description')?.text);
  assert.ok(descriptions.includes(nasty.replace('\u0001', '')));

  const csv = (await fetchFeed((await createFeed('Escape CSV', 'csv')).url)).body;
  const rows = parseCsv(csv);
  const column = CSV_COLUMNS.indexOf('description');
  assert.ok(rows.some((r) => r[column] === nasty.replace('\u0001', '')));
});

test('rotate gives a new URL and the old one is 404 at once; delete removes it; unknown secrets are 404', async () => {
  const feed = await createFeed('Rotating', 'google');
  assert.equal((await fetchFeed(feed.url)).statusCode, 200);
  const rotated = await asAdmin(t, s, 'POST', `/admin/api/feeds/${feed.id}/rotate`);
  assert.equal(rotated.statusCode, 200);
  const newUrl = rotated.json().data.url;
  assert.notEqual(newUrl, feed.url);
  assert.equal((await fetchFeed(feed.url)).statusCode, 404);
  assert.equal((await fetchFeed(newUrl)).statusCode, 200);
  // The secret serves only its own format.
  assert.equal((await fetchFeed(newUrl.replace(/\.xml$/, '.csv'))).statusCode, 404);

  const removed = await asAdmin(t, s, 'DELETE', `/admin/api/feeds/${feed.id}`);
  assert.equal(removed.statusCode, 204);
  assert.equal((await fetchFeed(newUrl)).statusCode, 404);
  assert.equal((await asAdmin(t, s, 'DELETE', `/admin/api/feeds/${feed.id}`)).statusCode, 404);
  assert.equal((await asAdmin(t, s, 'POST', `/admin/api/feeds/${feed.id}/rotate`)).statusCode, 404);
  for (const path of ['/feeds/nope.xml', '/feeds/../etc/passwd', `/feeds/${'a'.repeat(32)}.xml`, '/feeds/x']) {
    assert.equal((await t.app.inject({ url: path })).statusCode, 404, path);
  }
});

test('managing feeds needs the admin session with CSRF or an admin key', async () => {
  assert.equal((await t.app.inject({ url: '/admin/api/feeds' })).statusCode, 401);
  const noCsrf = await asAdmin(t, s, 'POST', '/admin/api/feeds', { name: 'x', format: 'csv' }, { csrf: null });
  assert.equal(noCsrf.statusCode, 403);
  const bad = await asAdmin(t, s, 'POST', '/admin/api/feeds', { name: 'x', format: 'xlsx' });
  assert.equal(bad.statusCode, 400);
  const admin = await t.token('admin');
  const byKey = await t.app.inject({
    method: 'POST',
    url: '/admin/api/feeds',
    headers: { 'x-api-key': admin },
    payload: { name: 'by key', format: 'csv' },
  });
  assert.equal(byKey.statusCode, 201);
});
