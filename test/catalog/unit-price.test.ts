import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { parseNetQuantity, unitPriceCents, unitPriceOf } from '../../src/catalog/net-quantity.ts';
import { VAT_RATE_BY_CATEGORY } from '../../src/catalog/vat.ts';
import { toCents } from '../../src/core/money.ts';
import { PRODUCTS } from '../../src/seed/data/products.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { callOk } from '../helpers/tools.ts';

test('size labels → net quantity of the whole pack', () => {
  const cases: [string, ReturnType<typeof parseNetQuantity>][] = [
    ['400g', { value: 400, unit: 'g' }],
    ['400 g', { value: 400, unit: 'g' }],
    ['6x400g', { value: 2400, unit: 'g' }],
    ['6 x 400 g', { value: 2400, unit: 'g' }],
    ['12×85g', { value: 1020, unit: 'g' }],
    ['2kg', { value: 2000, unit: 'g' }],
    ['12 kg', { value: 12000, unit: 'g' }],
    ['1,2 kg', { value: 1200, unit: 'g' }],
    ['100 ml', { value: 100, unit: 'ml' }],
    ['1 l', { value: 1000, unit: 'ml' }],
    ['30 Stück', { value: 30, unit: 'piece' }],
    ['1,2-Propandiol', null],
    ['groß', null],
    ['0,1 g', null],
  ];
  for (const [size, want] of cases) assert.deepEqual(parseNetQuantity(size), want, size);
});

test('unit price per 1 kg / 1 l, commercial rounding at the half cent', () => {
  const cases: [number, number, number][] = [
    // [price cents, quantity, unit price cents]
    [1849, 2400, 770], // 6 x 400 g at 18.49 → 7.704… per kg
    [199, 85, 2341], // 85 g at 1.99 → 23.411… per kg
    [1299, 250, 5196], // 250 ml at 12.99 → 51.96 per l
    [5999, 12000, 500], // 12 kg at 59.99 → 4.99916… per kg
    [1000, 1000, 1000], // exactly 1 kg
    [1, 400, 3], // 2.5 cents: the half cent rounds up
    [3, 2000, 2], // 1.5 cents → 2
    [12345, 2000, 6173], // 6172.5 cents → 6173
    [1, 3000, 0], // 0.33 cents → 0
  ];
  for (const [price, quantity, want] of cases)
    assert.equal(unitPriceCents(price, quantity), want, `${price}/${quantity}`);
  assert.deepEqual(unitPriceOf(1849, { value: 2400, unit: 'g' }), { amount: 7.7, currency: 'EUR', reference: '1 kg' });
  assert.deepEqual(unitPriceOf(1299, { value: 250, unit: 'ml' }), { amount: 51.96, currency: 'EUR', reference: '1 l' });
  assert.equal(unitPriceOf(999, { value: 30, unit: 'piece' }), null);
  assert.equal(unitPriceOf(999, null), null);
});

test('every variant of the demo shop has a net quantity matching its size label', () => {
  for (const p of PRODUCTS) {
    for (const v of p.variants) {
      const net = v.net_quantity ?? parseNetQuantity(v.size);
      assert.ok(net, `${p.slug} ${v.size}`);
      const m = /^(?:(\d+)x)?(\d+)(g|kg|ml)$/.exec(v.size);
      assert.ok(m, `${p.slug} ${v.size}`);
      const value = Number(m[1] ?? 1) * Number(m[2]) * (m[3] === 'kg' ? 1000 : 1);
      assert.deepEqual(net, { value, unit: m[3] === 'ml' ? 'ml' : 'g' }, `${p.slug} ${v.size}`);
    }
  }
});

let t: TestApp;
let key: string;
before(async () => {
  t = await createTestApp();
  key = await t.token('read');
});
after(() => t.close());

interface WireVariant {
  size: string;
  price: number;
  net_quantity: { value: number; unit: string } | null;
  unit_price: { amount: number; currency: string; reference: string } | null;
}
interface WireProduct {
  slug: string;
  category: keyof typeof VAT_RATE_BY_CATEGORY;
  vat_rate: number;
  product_variants: WireVariant[];
}

function checkProduct(p: WireProduct): void {
  assert.equal(p.vat_rate, VAT_RATE_BY_CATEGORY[p.category], p.slug);
  for (const v of p.product_variants) {
    assert.deepEqual(v.net_quantity, parseNetQuantity(v.size), `${p.slug} ${v.size}`);
    assert.deepEqual(v.unit_price, unitPriceOf(toCents(v.price), v.net_quantity as never), `${p.slug} ${v.size}`);
    assert.ok(v.unit_price, `${p.slug} ${v.size}`);
  }
}

test('REST list and detail show net_quantity, unit_price and vat_rate', async () => {
  const list = await t.app.inject({ url: '/api/v1/products?limit=100', headers: { 'x-api-key': key } });
  assert.equal(list.statusCode, 200);
  const products = list.json().data as WireProduct[];
  assert.ok(products.length > 0);
  for (const p of products) checkProduct(p);
  assert.ok(products.some((p) => p.vat_rate === 19) && products.some((p) => p.vat_rate === 7));
  const detail = await t.app.inject({
    url: '/api/v1/products/pures-huhn-mit-kuerbis-nassfutter',
    headers: { 'x-api-key': key },
  });
  assert.equal(detail.statusCode, 200);
  const p = detail.json().data as WireProduct;
  checkProduct(p);
  assert.equal(p.vat_rate, 7);
  const pack = p.product_variants.find((v) => v.size === '6x400g');
  assert.deepEqual(pack?.net_quantity, { value: 2400, unit: 'g' });
  assert.deepEqual(pack?.unit_price, { amount: 7.7, currency: 'EUR', reference: '1 kg' });
});

test('get_product shows unit prices, and price.changed carries the unit price of the new price', async () => {
  const slug = 'pures-huhn-mit-kuerbis-nassfutter';
  const product = await callOk(t, key, 'get_product', { slug });
  checkProduct(product.product);
  const admin = await t.token('admin');
  await callOk(t, admin, 'update_product_price', { slug, size: '400g', price: 12.34 });
  const events = await t.app.services.store.db
    .selectFrom('events')
    .selectAll()
    .where('type', '=', 'price.changed')
    .execute();
  const data = events.map((e) => JSON.parse(e.data)).find((d) => d.slug === slug && d.size === '400g');
  assert.deepEqual(data.unit_price, { amount: 30.85, currency: 'EUR', reference: '1 kg' });
});
