import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { PRODUCTS } from '../../src/seed/data/products.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { callInvalid, callOk, callProblem } from '../helpers/tools.ts';

let t: TestApp;
let admin: string;
let reader: string;

const ACTIVE = PRODUCTS.filter((p) => p.is_active);
const withSale = ACTIVE.find((p) => p.variants.some((v) => v.compare_price !== undefined))!;
const saleVariant = withSale.variants.find((v) => v.compare_price !== undefined)!;
const plain = ACTIVE.find((p) => p !== withSale && p.variants.every((v) => v.compare_price === undefined))!;
const draft = PRODUCTS.find((p) => !p.is_active)!;

before(async () => {
  t = await createTestApp({ webhookAllowHosts: ['cdn.napf.test', 'hooks.napf.test'] });
  admin = await t.token('admin');
  reader = await t.token('read');
});
after(() => t.close());

const db = () => t.app.services.store.db;

async function restProduct(slug: string) {
  return t.app.inject({ url: `/api/v1/products/${slug}`, headers: { 'x-api-key': reader } });
}

const eventsOf = (type: string) =>
  db().selectFrom('events').selectAll().where('type', '=', type).orderBy('created_at').execute();

const invalid = (tool: string, parameters: unknown, path: string) => callInvalid(t, admin, tool, parameters, path);

describe('update_product_price', () => {
  test('changes the price at once for REST, with price.changed + product.updated events and an audit record', async () => {
    await restProduct(plain.slug); // warm the cache: the write must clear it
    const size = plain.variants[0]!.size;
    const res = await callOk(t, admin, 'update_product_price', { slug: plain.slug, size, price: 12.34 });
    const result = res;
    assert.equal(result.dry_run, false);
    assert.deepEqual(result.before, { size, price: plain.variants[0]!.price, compare_price: null });
    assert.deepEqual(result.after, { size, price: 12.34, compare_price: null });
    assert.deepEqual(result.events, ['price.changed', 'product.updated']);

    const variant = (await restProduct(plain.slug))
      .json()
      .data.product_variants.find((v: { size: string }) => v.size === size);
    assert.equal(variant.price, 12.34);

    const [event] = (await eventsOf('price.changed')).filter((e) => JSON.parse(e.data).slug === plain.slug);
    const data = JSON.parse(event!.data);
    assert.equal(data.new_price, 12.34);
    assert.equal(data.old_price, plain.variants[0]!.price);
    assert.equal(data.size, size);
    assert.match(event!.id, /^evt_/);
    const audit = await db().selectFrom('audit_log').selectAll().where('entity_id', '=', plain.slug).execute();
    assert.equal(audit.length, 1);
    assert.equal(audit[0]!.tool, 'update_product_price');
    assert.equal(audit[0]!.actor_type, 'token');
    assert.deepEqual(JSON.parse(audit[0]!.after!), result.after);
  });

  test('dry_run reports the change and commits nothing', async () => {
    const before = (await db().selectFrom('events').select('id').execute()).length;
    const res = await callOk(t, admin, 'update_product_price', {
      slug: withSale.slug,
      size: saleVariant.size,
      price: 1.11,
      // The crossed-out price may not exceed the 30-day lowest price, which the sale price is.
      compare_price: null,
      dry_run: true,
    });
    assert.equal(res.dry_run, true);
    assert.equal(res.after.price, 1.11);
    assert.equal((await db().selectFrom('events').select('id').execute()).length, before);
    const variant = (await restProduct(withSale.slug))
      .json()
      .data.product_variants.find((v: { size: string }) => v.size === saleVariant.size);
    assert.equal(variant.price, saleVariant.price);
  });

  test('price and compare_price rules', async () => {
    const base = { slug: withSale.slug, size: saleVariant.size };
    for (const price of [0, -1, 10000, 1.234])
      await invalid('update_product_price', { ...base, price }, 'parameters.price');
    await invalid('update_product_price', { ...base, price: 5, compare_price: 5 }, 'parameters.compare_price');
    // Omitted compare_price stays and must still exceed the new price.
    await invalid(
      'update_product_price',
      { ...base, price: saleVariant.compare_price! + 1 },
      'parameters.compare_price',
    );
    await invalid('update_product_price', { ...base, price: '5' }, 'parameters.price');
    const cleared = await callOk(t, admin, 'update_product_price', {
      ...base,
      price: saleVariant.compare_price! + 1,
      compare_price: null,
    });
    assert.equal(cleared.after.compare_price, null);
  });

  test('unknown slug or size → 404 not_found; no change → no event', async () => {
    await callProblem(t, admin, 'update_product_price', { slug: 'nope', size: '400g', price: 3 }, 404);
    await callProblem(
      t,
      admin,
      'update_product_price',
      { slug: plain.slug, size: '999kg', price: 3 },
      404,
      'not_found',
    );
    const same = await callOk(t, admin, 'update_product_price', {
      slug: plain.slug,
      size: plain.variants[0]!.size,
      price: 12.34,
    });
    assert.deepEqual(same.events, []);
    assert.deepEqual(same.changed_fields, []);
  });
});

describe('update_product_stock', () => {
  test('fires stock.changed with the previous status; bad status → 400', async () => {
    const variant = plain.variants.at(-1)!;
    const next = variant.stock_status === 'OUT_OF_STOCK' ? 'IN_STOCK' : 'OUT_OF_STOCK';
    // The demo variants are counted: the status follows the quantity set.
    await callOk(t, admin, 'update_product_stock', {
      slug: plain.slug,
      size: variant.size,
      stock_quantity: next === 'OUT_OF_STOCK' ? 0 : 50,
    });
    const event = (await eventsOf('stock.changed')).map((e) => JSON.parse(e.data)).find((d) => d.slug === plain.slug)!;
    assert.equal(event.stock_status, next);
    assert.equal(event.previous_stock_status, variant.stock_status);
    const rest = (await restProduct(plain.slug))
      .json()
      .data.product_variants.find((v: { size: string }) => v.size === variant.size);
    assert.equal(rest.stock_status, next);
    await invalid(
      'update_product_stock',
      { slug: plain.slug, size: variant.size, stock_status: 'SOLD' },
      'parameters.stock_status',
    );
  });
});

describe('update_product_image', () => {
  const url = 'https://cdn.napf.test/bilder/neu.jpg';
  test('replace the main image, append without duplicates', async () => {
    await callOk(t, admin, 'update_product_image', { slug: plain.slug, image_url: url });
    let images = (await restProduct(plain.slug)).json().data.images;
    assert.deepEqual(images, [url]);
    await callOk(t, admin, 'update_product_image', {
      slug: plain.slug,
      image_url: `${url}?v=2`,
      append: true,
    });
    const again = await callOk(t, admin, 'update_product_image', {
      slug: plain.slug,
      image_url: `${url}?v=2`,
      append: true,
    });
    assert.deepEqual(again.changed_fields, []);
    images = (await restProduct(plain.slug)).json().data.images;
    assert.deepEqual(images, [url, `${url}?v=2`]);
  });

  test('refuses http, credentials and private or loopback hosts', async () => {
    for (const image_url of [
      'http://cdn.napf.test/a.jpg',
      'https://user:pw@cdn.napf.test/a.jpg',
      'https://127.0.0.1/a.jpg',
      'https://[::1]/a.jpg',
      'https://[::ffff:127.0.0.1]/a.jpg',
      'https://10.0.0.8/a.jpg',
      'https://169.254.169.254/latest/meta-data',
      'https://localhost/a.jpg',
      'ftp://cdn.napf.test/a.jpg',
      'not a url',
    ]) {
      await invalid('update_product_image', { slug: plain.slug, image_url }, 'parameters.image_url');
    }
  });
});

describe('update_product_details', () => {
  test('changes only the given fields; tags and is_active show up in REST at once', async () => {
    const res = await callOk(t, admin, 'update_product_details', {
      slug: plain.slug,
      description_en: 'Now with more pumpkin.',
      tags: ['getreidefrei', 'neu-im-shop'],
    });
    assert.deepEqual(res.changed_fields.sort(), ['description_en', 'tags']);
    const product = (await restProduct(plain.slug)).json().data;
    assert.equal(product.description_en, 'Now with more pumpkin.');
    assert.equal(product.description, plain.description);
    const listed = await t.app.inject({ url: '/api/v1/products?tags=neu-im-shop', headers: { 'x-api-key': reader } });
    assert.deepEqual(
      listed.json().data.map((p: { slug: string }) => p.slug),
      [plain.slug],
    );
    await callOk(t, admin, 'update_product_details', { slug: plain.slug, is_active: false });
    assert.equal((await restProduct(plain.slug)).statusCode, 404);
    await callOk(t, admin, 'update_product_details', { slug: plain.slug, is_active: true });
    assert.equal((await restProduct(plain.slug)).statusCode, 200);
    // Re-activating a product that was on sale before is not a new product.
    assert.equal((await eventsOf('product.created')).filter((e) => JSON.parse(e.data).slug === plain.slug).length, 0);
  });

  test('the first activation of a draft fires product.created', async () => {
    assert.equal((await restProduct(draft.slug)).statusCode, 404);
    const res = await callOk(t, admin, 'update_product_details', { slug: draft.slug, is_active: true });
    assert.deepEqual(res.events, ['product.created', 'product.updated']);
    const created = (await eventsOf('product.created')).map((e) => JSON.parse(e.data));
    assert.equal(created.length, 1);
    assert.equal(created[0].slug, draft.slug);
    assert.equal(created[0].product.is_active, true);
    assert.equal((await restProduct(draft.slug)).statusCode, 200);
  });

  test('nothing to change or bad values → 400', async () => {
    await invalid('update_product_details', { slug: plain.slug }, 'parameters');
    await invalid('update_product_details', { slug: plain.slug, tags: ['Not A Tag'] }, 'parameters.tags[0]');
    await invalid('update_product_details', { slug: plain.slug, is_active: 'yes' }, 'parameters.is_active');
    await invalid(
      'update_product_details',
      { slug: plain.slug, description: 'x'.repeat(5001) },
      'parameters.description',
    );
  });
});

describe('webhooks', () => {
  test('create_webhook returns a whsec_ secret once; list_webhooks never shows it', async () => {
    const res = await callOk(t, admin, 'create_webhook', {
      name: 'ERP',
      url: 'https://hooks.napf.test/napf',
      events: ['price.changed', 'order.created'],
    });
    const { webhook } = res;
    assert.match(webhook.secret, /^whsec_[A-Za-z0-9+/]{43}=$/);
    assert.equal(Buffer.from(webhook.secret.slice(6), 'base64').length, 32);
    const list = await callOk(t, admin, 'list_webhooks', {});
    assert.equal(list.webhooks.length, 1);
    assert.equal(list.webhooks[0].id, webhook.id);
    assert.doesNotMatch(JSON.stringify(list), /whsec_/);
  });

  test('create_webhook validates url and events', async () => {
    for (const url of [
      'http://hooks.napf.test/x',
      'https://a:b@hooks.napf.test/x',
      'https://127.0.0.1/x',
      'https://192.168.1.10/x',
    ]) {
      await invalid('create_webhook', { name: 'x', url, events: ['price.changed'] }, 'parameters.url');
    }
    await invalid('create_webhook', { name: 'x', url: 'https://hooks.napf.test/x', events: [] }, 'parameters.events');
    await invalid(
      'create_webhook',
      { name: 'x', url: 'https://hooks.napf.test/x', events: ['price.deleted'] },
      'parameters.events[0]',
    );
  });
});
