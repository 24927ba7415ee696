import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { missingParticulars } from '../../src/catalog/labelling.ts';
import { CatalogRepo } from '../../src/catalog/repo.ts';
import { PRODUCTS } from '../../src/seed/data/products.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { callOk, callProblem } from '../helpers/tools.ts';

let t: TestApp;
let writer: string;
let reader: string;
before(async () => {
  t = await createTestApp();
  writer = await t.token('write');
  reader = await t.token('read');
});
after(() => t.close());

const detail = async (slug: string) => {
  const res = await t.app.inject({ url: `/api/v1/products/${slug}`, headers: { 'x-api-key': reader } });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data;
};

const wet = PRODUCTS.find((p) => p.category === 'nassfutter' && p.species === 'CAT') as (typeof PRODUCTS)[number];
const care = PRODUCTS.find((p) => p.category === 'pflege') as (typeof PRODUCTS)[number];
const treat = PRODUCTS.find((p) => p.category === 'snacks') as (typeof PRODUCTS)[number];

test('every product of the demo shop has a complete label and a net quantity for every variant', async () => {
  for (const p of PRODUCTS) {
    // Inactive demo products are served to the dashboard's editor only.
    const served = p.is_active
      ? await detail(p.slug)
      : await new CatalogRepo(t.app.services.store.db).findBySlug(p.slug, { includeInactive: true });
    assert.ok(served, p.slug);
    assert.deepEqual(missingParticulars(served), [], `${p.slug} lacks a mandatory particular`);
    for (const v of served.product_variants) assert.ok(v.net_quantity, `${p.slug} ${v.size} has no net quantity`);
    if (p.category === 'pflege') assert.equal(served.feed_type, null, 'care products are not feed');
    else {
      assert.ok(served.operator?.name && served.operator_registration, p.slug);
      assert.equal(
        served.feed_type,
        ['snacks', 'nahrungsergaenzung'].includes(p.category) ? 'complementary' : 'complete',
      );
    }
    if (p.category === 'nassfutter') assert.ok(served.analytical_constituents.Feuchtigkeit > 14, p.slug);
  }
});

test('the label is served on list, detail and the tools: feed type, additives, operator, registration', async () => {
  const served = await detail(wet.slug);
  assert.equal(served.feed_type, 'complete');
  const taurine = served.additives.find((a: { name: string }) => a.name === 'Taurin');
  assert.deepEqual(taurine, { group: 'nutritional', name: 'Taurin', amount: 1000, unit: 'mg/kg' });
  const list = await t.app.inject({ url: '/api/v1/products?limit=100', headers: { 'x-api-key': reader } });
  const listed = list.json().data.find((p: { slug: string }) => p.slug === wet.slug);
  assert.deepEqual(
    [listed.feed_type, listed.operator, listed.operator_registration],
    [served.feed_type, served.operator, served.operator_registration],
  );
  const tool = await callOk(t, reader, 'get_product', { slug: wet.slug });
  assert.deepEqual((tool as { product: { additives: unknown } }).product.additives, served.additives);
});

test('activation is refused while a mandatory particular is missing, naming each', async () => {
  // Take a product out of the shop, strip its label's operator and registration, try to bring it back.
  const slug = treat.slug;
  await callOk(t, writer, 'update_product_details', { slug, is_active: false });
  await callOk(t, writer, 'update_product_details', { slug, operator: null, operator_registration: null });
  const refused = await callProblem(t, writer, 'update_product_details', { slug, is_active: true }, 422);
  assert.equal(refused.code, 'label_incomplete');
  assert.deepEqual(
    refused.errors?.map((e) => e.path),
    ['parameters.operator', 'parameters.operator_registration'],
  );
  assert.equal(
    (await t.app.inject({ url: `/api/v1/products/${slug}`, headers: { 'x-api-key': reader } })).statusCode,
    404,
  );
  const back = await callOk(t, writer, 'update_product_details', {
    slug,
    operator: { name: 'Napf Manufaktur GmbH', address: 'Futterweg 12, 10115 Berlin' },
    operator_registration: 'DE-BE-1-00417',
    is_active: true,
  });
  assert.ok((back as { changed_fields: string[] }).changed_fields.includes('is_active'));
  assert.equal((await detail(slug)).operator_registration, 'DE-BE-1-00417');
});

test('an active product cannot lose a particular; a treat cannot claim to be complete feed', async () => {
  const slug = wet.slug;
  const noMoisture = { ...(await detail(slug)).analytical_constituents };
  delete noMoisture.Feuchtigkeit;
  const dropped = await callProblem(
    t,
    writer,
    'update_product_details',
    { slug, analytical_constituents: noMoisture },
    422,
  );
  assert.deepEqual(
    dropped.errors?.map((e) => e.path),
    ['parameters.analytical_constituents.Feuchtigkeit'],
  );
  const complete = await callProblem(
    t,
    writer,
    'update_product_details',
    { slug: treat.slug, feed_type: 'complete' },
    422,
  );
  assert.deepEqual(
    complete.errors?.map((e) => e.path),
    ['parameters.feed_type'],
  );
  const careFeed = await callProblem(
    t,
    writer,
    'update_product_details',
    { slug: care.slug, feed_type: 'complete' },
    422,
  );
  assert.match(careFeed.detail, /care products are not feed/);
  const nutritional = await callProblem(
    t,
    writer,
    'update_product_details',
    { slug, additives: [{ group: 'nutritional', name: 'Vitamin D3', amount: null, unit: null }] },
    422,
  );
  assert.deepEqual(
    nutritional.errors?.map((e) => e.path),
    ['parameters.additives[0].amount'],
  );
  assert.ok((await detail(slug)).analytical_constituents.Feuchtigkeit > 14, 'nothing was written');
});

test('net quantity and VAT rate can be corrected after creation; the unit price follows', async () => {
  const slug = wet.slug;
  const size = wet.variants[0]?.size as string;
  const dry = await callOk(t, writer, 'update_product_details', {
    slug,
    vat_rate: 19,
    variants: [{ size, net_quantity: { value: 100, unit: 'g' } }],
    dry_run: true,
  });
  assert.deepEqual((dry as { changed_fields: string[] }).changed_fields, [
    'vat_rate',
    `product_variants.${size}.net_quantity`,
  ]);
  assert.equal((await detail(slug)).vat_rate, 7, 'a dry run changes nothing');
  await callOk(t, writer, 'update_product_details', {
    slug,
    variants: [{ size, net_quantity: { value: 100, unit: 'g' } }],
  });
  const variant = (await detail(slug)).product_variants.find((v: { size: string }) => v.size === size);
  assert.deepEqual(variant.net_quantity, { value: 100, unit: 'g' });
  assert.deepEqual(variant.unit_price, {
    amount: Math.round(variant.price * 1000) / 100,
    currency: 'EUR',
    reference: '1 kg',
  });
  const unknown = await callProblem(
    t,
    writer,
    'update_product_details',
    { slug, variants: [{ size: '999g', net_quantity: { value: 999, unit: 'g' } }] },
    404,
  );
  assert.equal(unknown.code, 'not_found');
  await callProblem(t, writer, 'update_product_details', { slug, vat_rate: 16 }, 400);
});
