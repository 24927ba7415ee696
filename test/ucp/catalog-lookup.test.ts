/**
 * lookup_catalog and get_product: the protocol's own request examples (with napf's identifiers for
 * the shoe shop's), input correlation, identifiers not found, option selection, unit prices for
 * weighed and piece goods, and bad input naming its field.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { Product } from '../../src/catalog/schema.ts';
import { MAX_LOOKUP_IDS } from '../../src/ucp/catalog/lookup.ts';
import { createTestApp } from '../helpers/app.ts';
import { callOk } from '../helpers/tools.ts';
import { assertRequest, catalogDeps, type Json, run, runError } from './support-catalog.ts';

const t = await createTestApp();
after(() => t.close());
const deps = catalogDeps(t);
const napf = t.app.services;

async function product(slug: string): Promise<Product> {
  return napf.catalog.getProduct(slug);
}

const chicken = await product('pures-huhn-mit-kuerbis-nassfutter');
const others = (await napf.catalog.listProducts({ species: 'CAT', limit: 3 })).data;
const cat = others[0] as Product;
const variantOf = (p: Product, i: number) => p.product_variants[i] as Product['product_variants'][number];

describe('lookup_catalog', () => {
  test('the spec batch example: one featured variant per product, correlated to its input', async () => {
    const body = { ids: [chicken.id, cat.id], context: { address_country: 'US', language: 'es' } };
    assertRequest('lookup_catalog', body);
    const response = await run(deps, 'lookup_catalog', body);
    assert.deepEqual(
      response.products.map((p: Json) => p.id),
      [chicken.id, cat.id],
    );
    for (const p of response.products) {
      assert.equal(p.variants.length, 1);
      assert.deepEqual(p.variants[0].inputs, [{ id: p.id, match: 'featured' }]);
    }
    // No Spanish texts: German, the shop's language, as the protocol allows.
    assert.equal(response.products[0].title, chicken.name);
    // One variant shown, the price range still that of every size.
    const cents = chicken.product_variants.map((v) => Math.round(v.price * 100));
    assert.deepEqual(response.products[0].price_range, {
      min: { amount: Math.min(...cents), currency: 'EUR' },
      max: { amount: Math.max(...cents), currency: 'EUR' },
    });
    assert.equal(response.messages, undefined);
  });

  test('the spec partial-success example: found products and a not_found info per missing id', async () => {
    const body = { ids: [chicken.id, 'prod_invalid', cat.id] };
    assertRequest('lookup_catalog', body);
    const response = await run(deps, 'lookup_catalog', body);
    assert.equal(response.products.length, 2);
    assert.deepEqual(response.messages, [{ type: 'info', code: 'not_found', content: 'prod_invalid' }]);
    const none = await run(deps, 'lookup_catalog', { ids: ['prod_invalid1', 'prod_invalid2'] });
    assert.deepEqual(none.products, []);
    assert.deepEqual(
      none.messages.map((m: Json) => m.content),
      ['prod_invalid1', 'prod_invalid2'],
    );
  });

  test('the spec MCP example: a product id and a variant id, featured and exact', async () => {
    const variant = variantOf(cat, 1);
    const body = { ids: [chicken.id, variant.id], context: { address_country: 'US' } };
    assertRequest('lookup_catalog', body);
    const response = await run(deps, 'lookup_catalog', body);
    const [first, second] = response.products;
    assert.deepEqual(first.variants[0].inputs, [{ id: chicken.id, match: 'featured' }]);
    assert.equal(second.id, cat.id);
    assert.equal(second.variants[0].id, variant.id);
    assert.deepEqual(second.variants[0].inputs, [{ id: variant.id, match: 'exact' }]);
  });

  test('duplicates collapse; a product and its variants come back once; handle and EAN resolve', async () => {
    const featured = variantOf(chicken, 0);
    const other = variantOf(chicken, 2);
    const response = await run(deps, 'lookup_catalog', {
      ids: [chicken.id, chicken.id, featured.id, other.id, chicken.slug, other.ean],
    });
    assert.equal(response.products.length, 1);
    const variants = response.products[0].variants;
    assert.deepEqual(
      variants.map((v: Json) => v.id),
      [featured.id, other.id],
    );
    assert.deepEqual(variants[0].inputs, [
      { id: chicken.id, match: 'featured' },
      { id: featured.id, match: 'exact' },
      { id: chicken.slug, match: 'featured' },
    ]);
    assert.deepEqual(variants[1].inputs, [
      { id: other.id, match: 'exact' },
      { id: other.ean, match: 'exact' },
    ]);
  });

  test('filters apply after resolution: a product with no variant inside them is left out', async () => {
    const cheapest = Math.min(...chicken.product_variants.map((v) => Math.round(v.price * 100)));
    const response = await run(deps, 'lookup_catalog', {
      ids: [chicken.id, cat.id],
      filters: { price: { max: cheapest } },
      context: { currency: 'EUR' },
    });
    const ids = response.products.map((p: Json) => p.id);
    assert.ok(ids.includes(chicken.id));
    for (const p of response.products) for (const v of p.variants) assert.ok(v.price.amount <= cheapest);
    const none = await run(deps, 'lookup_catalog', { ids: [chicken.id], filters: { price: { max: 1 } } });
    assert.deepEqual(none.products, []);
  });

  test('inactive products are not found', async () => {
    const inactive = await napf.store.db.selectFrom('products').select('id').where('is_active', '=', false).execute();
    assert.ok(inactive.length > 0);
    const id = inactive[0]?.id as string;
    const response = await run(deps, 'lookup_catalog', { ids: [id] });
    assert.deepEqual(response.products, []);
    assert.deepEqual(response.messages, [{ type: 'info', code: 'not_found', content: id }]);
  });

  test('bad input names its field; too many identifiers is request_too_large', async () => {
    const cases: [Json, string][] = [
      [{}, '$.ids'],
      [{ ids: 'x' }, '$.ids'],
      [{ ids: [] }, '$.ids'],
      [{ ids: [chicken.id, 7] }, '$.ids[1]'],
      [{ ids: [chicken.id], filters: { price: { max: 'cheap' } } }, '$.filters.price.max'],
    ];
    for (const [body, path] of cases) {
      const err = await runError(deps, 'lookup_catalog', body);
      assert.equal(err.options.path, path, JSON.stringify(body));
      assert.equal(err.status, 400);
    }
    const ids = Array.from({ length: MAX_LOOKUP_IDS + 1 }, (_, i) => `prd_${i}`);
    const err = await runError(deps, 'lookup_catalog', { ids });
    assert.equal(err.code, 'request_too_large');
    assert.equal(err.status, 400);
    assert.equal(err.options.path, '$.ids');
    assert.ok((await run(deps, 'lookup_catalog', { ids: ids.slice(0, 10) })).products.length === 0);
  });
});

describe('get_product', () => {
  test('the spec example: a selection napf has no option for is relaxed; every size with availability', async () => {
    const body = {
      id: chicken.id,
      selected: [{ name: 'Color', label: 'Blue' }],
      preferences: ['Color', 'Size'],
      context: { address_country: 'US' },
    };
    assertRequest('get_product', body);
    const { product } = await run(deps, 'get_product', body);
    assert.equal(product.id, chicken.id);
    assert.deepEqual(product.selected, []);
    assert.equal(product.variants.length, chicken.product_variants.length);
    assert.deepEqual(
      product.options[0].values,
      chicken.product_variants.map((v) => ({ label: v.size, available: true, exists: true })),
    );
  });

  test('without a selection: the featured variant first, its size selected', async () => {
    const { product } = await run(deps, 'get_product', { id: chicken.id, context: { language: 'en' } });
    assert.deepEqual(product.selected, [{ name: 'Size', label: variantOf(chicken, 0).size }]);
    assert.equal(product.variants[0].id, variantOf(chicken, 0).id);
    assert.equal(product.title, chicken.name_en);
  });

  test('a selected size narrows to its variant; a variant id is featured and selects itself', async () => {
    const size = variantOf(chicken, 2).size;
    const bySize = await run(deps, 'get_product', { id: chicken.id, selected: [{ name: 'Größe', label: size }] });
    assert.deepEqual(bySize.product.selected, [{ name: 'Größe', label: size }]);
    assert.deepEqual(
      bySize.product.variants.map((v: Json) => v.id),
      [variantOf(chicken, 2).id],
    );
    const variant = variantOf(chicken, 3);
    const byVariant = await run(deps, 'get_product', {
      id: variant.id,
      selected: [{ name: 'Size', label: variantOf(chicken, 0).size }],
    });
    assert.equal(byVariant.product.variants[0].id, variant.id);
    assert.deepEqual(byVariant.product.selected, [{ name: 'Größe', label: variant.size }]);
  });

  test('an out-of-stock size is listed as existing but not available, and not featured', async () => {
    const writer = await t.token('write');
    const own = (await napf.catalog.listProducts({ category: 'trockenfutter', limit: 1 })).data[0] as Product;
    const first = variantOf(own, 0);
    await callOk(t, writer, 'update_product_stock', { slug: own.slug, size: first.size, stock_quantity: 0 });
    const { product: detail } = await run(deps, 'get_product', { id: own.id });
    assert.deepEqual(
      detail.options[0].values.map((v: Json) => [v.label, v.available, v.exists]),
      own.product_variants.map((v, i) => [v.size, i !== 0, true]),
    );
    assert.notEqual(detail.variants[0].id, first.id);
    assert.deepEqual(detail.selected, [{ name: 'Größe', label: variantOf(own, 1).size }]);
    const sold = detail.variants.find((v: Json) => v.id === first.id);
    assert.deepEqual(sold?.availability, { available: false, status: 'out_of_stock' });
    const lookup = await run(deps, 'lookup_catalog', { ids: [own.id] });
    assert.equal(lookup.products[0].variants[0].id, variantOf(own, 1).id);
    const onlyAvailable = await runError(deps, 'get_product', { id: first.id, filters: { available: true } });
    assert.equal(onlyAvailable.code, 'not_found');
  });

  test('unit price for weighed goods, none for goods sold by the piece', async () => {
    const writer = await t.token('write');
    const treat = (await napf.catalog.listProducts({ category: 'snacks', limit: 1 })).data[0] as Product;
    const piece = variantOf(treat, 0);
    await callOk(t, writer, 'update_product_details', {
      slug: treat.slug,
      variants: [{ size: piece.size, net_quantity: { value: 30, unit: 'piece' } }],
    });
    const { product: detail } = await run(deps, 'get_product', { id: piece.id });
    assert.equal(detail.variants[0].id, piece.id);
    assert.equal(detail.variants[0].unit_price, undefined);
    assert.deepEqual(detail.variants[0].metadata.net_quantity, { value: 30, unit: 'piece' });
    const { product: weighed } = await run(deps, 'get_product', { id: variantOf(chicken, 3).id });
    assert.deepEqual(weighed.variants[0].unit_price, {
      amount: Math.round((variantOf(chicken, 3).unit_price?.amount as number) * 100),
      currency: 'EUR',
      measure: { value: 2400, unit: 'KGM', scale: 3, display_text: 'kg' },
      reference: { value: 1, unit: 'KGM', display_text: 'kg' },
    });
  });

  test('an unknown id is an unrecoverable not_found answered with status 200', async () => {
    for (const id of ['prod_invalid', 'var_unknown', 'kein-produkt']) {
      const err = await runError(deps, 'get_product', { id });
      assert.equal(err.code, 'not_found');
      assert.equal(err.status, 200);
      assert.equal(err.toMessage().severity, 'unrecoverable');
      assert.equal(err.message, `Product not found: ${id}`);
    }
    const filtered = await runError(deps, 'get_product', { id: chicken.id, filters: { price: { max: 1 } } });
    assert.equal(filtered.code, 'not_found');
  });

  test('bad input names its field', async () => {
    const cases: [Json, string][] = [
      [{}, '$.id'],
      [{ id: 5 }, '$.id'],
      [{ id: '' }, '$.id'],
      [{ id: chicken.id, selected: {} }, '$.selected'],
      [{ id: chicken.id, selected: [{ name: 'Size' }] }, '$.selected[0].label'],
      [
        {
          id: chicken.id,
          selected: [
            { name: 'Size', label: '400g' },
            { name: 'size', label: '800g' },
          ],
        },
        '$.selected[1].name',
      ],
      [{ id: chicken.id, preferences: 'Size' }, '$.preferences'],
      [{ id: chicken.id, filters: { tags: [true] } }, '$.filters.tags[0]'],
    ];
    for (const [body, path] of cases) {
      const err = await runError(deps, 'get_product', body);
      assert.equal(err.options.path, path, JSON.stringify(body));
      assert.equal(err.status, 400);
    }
  });
});
