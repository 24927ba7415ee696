/**
 * GET /api/v1/shop and the `shop` of get_categories: the shop's public terms, built from the VAT
 * table and the shipping rules (docs/contract.md#shop-information).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { CATEGORIES } from '../../src/catalog/enums.ts';
import { VAT_RATE_BY_CATEGORY } from '../../src/catalog/vat.ts';
import { bodyAjv } from '../../src/http/validation.ts';
import { ShopInfoSchema } from '../../src/shop/info.ts';
import { dereferencedDocument } from '../docs/served-document.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { callOk } from '../helpers/tools.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const getShop = (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  t.app.inject({ url: '/api/v1/shop', headers, remoteAddress });

const validShopInfo = bodyAjv.compile(ShopInfoSchema);

interface Shipping {
  country: string;
  price: number;
  free_from: number | null;
  currency: string;
}

test('GET /api/v1/shop answers without a key: operator, VAT, shipping and withdrawal terms', async () => {
  const res = await getShop();
  assert.equal(res.statusCode, 200, res.body);
  assert.match(String(res.headers['content-type']), /^application\/json/);
  const shop = res.json().data;
  assert.ok(validShopInfo(shop), JSON.stringify(validShopInfo.errors));

  assert.match(shop.name, /napf/);
  assert.equal(shop.operator.vat_id, 'DE000000000');
  assert.ok(shop.operator.name && shop.operator.address);
  assert.match(shop.contact.email, /@example\.org$/);
  assert.equal(shop.currency, 'EUR');
  assert.equal(shop.prices_include_vat, true);

  const rates = shop.vat_rates.map((r: { rate: number }) => r.rate);
  assert.deepEqual(rates, [7, 19]);
  for (const { rate, categories } of shop.vat_rates as { rate: number; categories: string[] }[]) {
    assert.deepEqual(
      categories,
      CATEGORIES.filter((c) => VAT_RATE_BY_CATEGORY[c] === rate),
      `categories at ${rate} %`,
    );
  }
  assert.ok(shop.vat_rates[0].categories.includes('nassfutter'));
  assert.deepEqual(shop.vat_rates[1].categories, ['pflege']);

  const shipping = (shop.shipping as Shipping[]).map(({ country, price, free_from, currency }) => ({
    country,
    price,
    free_from,
    currency,
  }));
  assert.deepEqual(shipping, [
    { country: 'DE', price: 4.9, free_from: 49, currency: 'EUR' },
    { country: 'AT', price: 9.9, free_from: null, currency: 'EUR' },
  ]);
  assert.equal(shop.shipping[0].country_name, 'Deutschland');
  assert.equal(shop.shipping[1].country_name_en, 'Austria');

  assert.equal(shop.returns.withdrawal_period_days, 14);
  assert.equal(shop.returns.withdrawal_starts, 'delivery');
  assert.match(shop.returns.policy, /14 Tagen ab Lieferung/);
  assert.match(shop.returns.policy_en, /14 days of delivery/);
});

test('an invalid key on the public route is ignored; a valid one is counted like on every /api/ route', async () => {
  assert.equal((await getShop({ 'x-api-key': 'napf_read_not-a-key' })).statusCode, 200);
  const key = await t.token('read', ['products:read']);
  const res = await getShop({ 'x-api-key': key });
  assert.equal(res.statusCode, 200);
  assert.match(String(res.headers.ratelimit), /^"default";r=\d+;t=\d+$/);
});

test('it is rate limited per client IP and written to the request log', async () => {
  const limited = await createTestApp({ rateLimitPerMinute: 2 });
  try {
    const get = () => limited.app.inject({ url: '/api/v1/shop', remoteAddress: '10.9.9.9' });
    const first = await get();
    assert.equal(first.statusCode, 200);
    assert.equal(first.headers['ratelimit-policy'], '"default";q=2;w=60');
    assert.match(String(first.headers.ratelimit), /^"default";r=1;t=\d+$/);
    assert.equal((await get()).statusCode, 200);
    const refused = await get();
    assert.equal(refused.statusCode, 401);
    assert.equal(refused.json().code, 'rate_limited');

    const admin = await limited.token('admin');
    const log = await limited.app.inject({
      url: '/admin/api/request-log?limit=100',
      headers: { 'x-api-key': admin },
      remoteAddress: '10.9.9.10',
    });
    assert.equal(log.statusCode, 200, log.body);
    const entries = (log.json().data as { route: string; status: number; ip: string; error_code: string | null }[])
      .filter((e) => e.route === '/api/v1/shop')
      .map((e) => [e.status, e.ip, e.error_code]);
    assert.deepEqual(entries.sort(), [
      [200, '10.9.9.9', null],
      [200, '10.9.9.9', null],
      [401, '10.9.9.9', 'rate_limited'],
    ]);
  } finally {
    await limited.close();
  }
});

test('the OpenAPI document describes GET /api/v1/shop as public, with its schema', async () => {
  const doc = await dereferencedDocument(t.app);
  const operation = doc.paths['/api/v1/shop']?.get;
  assert.ok(operation, 'GET /api/v1/shop is in the document');
  assert.equal(operation.operationId, 'getShopInfo');
  assert.deepEqual(operation.security, []);
  assert.match(operation.description, /VAT/);
  assert.ok(operation.tags.length > 0);
  const schema = operation.responses['200'].content['application/json'].schema;
  const shop = schema.properties.data;
  for (const field of ['operator', 'contact', 'prices_include_vat', 'vat_rates', 'shipping', 'returns']) {
    assert.ok(shop.properties[field], field);
  }
});

test('get_categories returns the same shop information beside the category tree', async () => {
  const key = await t.token('read');
  const result = await callOk(t, key, 'get_categories', {});
  assert.ok(Array.isArray(result.categories) && result.categories.length === 3);
  const rest = (await getShop()).json().data;
  assert.deepEqual(result.shop, rest);
  const de = result.shop.shipping.find((s: Shipping) => s.country === 'DE');
  assert.equal(de.price, 4.9);
  assert.equal(de.free_from, 49);
  assert.equal(result.shop.shipping.find((s: Shipping) => s.country === 'AT').price, 9.9);
});
