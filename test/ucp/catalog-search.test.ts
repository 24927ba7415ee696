/**
 * search_catalog over napf's search: schema-valid answers for the protocol's own request examples,
 * German and English texts, cents, unit prices, cursor pagination over every result exactly once,
 * filters napf applies and those it reports as ignored, and bad input naming its field.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { Product } from '../../src/catalog/schema.ts';
import { createTestApp } from '../helpers/app.ts';
import { assertRequest, catalogDeps, type Json, run, runError } from './support-catalog.ts';

const t = await createTestApp();
after(() => t.close());
const deps = catalogDeps(t);
const napf = t.app.services;

/** The protocol's search examples (REST and MCP), with napf's words for the shoe shop's. */
const EXAMPLE_SEARCH = {
  query: 'Nassfutter Huhn',
  context: { address_country: 'US', address_region: 'CA', intent: 'looking for comfortable everyday food' },
  filters: { categories: ['nassfutter'], price: { max: 15000 } },
  pagination: { limit: 20 },
};
const EXAMPLE_MCP_SEARCH = {
  query: 'Hundefutter Lachs',
  context: { address_country: 'US', intent: 'looking for comfortable everyday food' },
};

async function walk(body: Json, limit: number): Promise<{ ids: string[]; pages: Json[] }> {
  const ids: string[] = [];
  const pages: Json[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 200; i++) {
    const response = await run(deps, 'search_catalog', {
      ...body,
      pagination: { limit, ...(cursor ? { cursor } : {}) },
    });
    pages.push(response);
    assert.ok(response.products.length <= limit);
    ids.push(...response.products.map((p: Json) => p.id));
    if (!response.pagination.has_next_page) return { ids, pages };
    cursor = response.pagination.cursor;
  }
  assert.fail('pagination did not end');
}

async function allActive(): Promise<Product[]> {
  return (await napf.catalog.listProducts({ limit: 1000 })).data;
}

describe('search_catalog', () => {
  test('the spec examples, adapted to napf products, give schema-valid results', async () => {
    for (const body of [EXAMPLE_SEARCH, EXAMPLE_MCP_SEARCH]) {
      assertRequest('search_catalog', body);
      const response = await run(deps, 'search_catalog', body);
      assert.ok(response.products.length > 0, `nothing found for ${body.query}`);
      assert.equal(typeof response.pagination.has_next_page, 'boolean');
    }
    const wet = await run(deps, 'search_catalog', EXAMPLE_SEARCH);
    for (const product of wet.products) {
      assert.ok(product.categories.some((c: Json) => c.value === 'nassfutter' && c.taxonomy === 'merchant'));
      for (const variant of product.variants) assert.ok(variant.price.amount <= 15000);
    }
  });

  test('relevance order is napf search order', async () => {
    const response = await run(deps, 'search_catalog', { query: 'Katze Lachs', pagination: { limit: 10 } });
    const own = await napf.search.search({ query: 'Katze Lachs', limit: 10 });
    assert.deepEqual(
      response.products.map((p: Json) => p.id),
      own.products.map((p) => p.id),
    );
    assert.equal(response.pagination.total_count, own.total);
  });

  test('texts follow context.language, then Accept-Language, else German', async () => {
    const body = { query: 'Pures Huhn mit Kürbis', pagination: { limit: 1 } };
    const product = (await napf.search.search({ query: body.query, limit: 1 })).products[0] as Product;
    const de = (await run(deps, 'search_catalog', body)).products[0];
    const en = (await run(deps, 'search_catalog', { ...body, context: { language: 'en-GB' } })).products[0];
    const viaHeader = (await run(deps, 'search_catalog', body, 'fr, en;q=0.8')).products[0];
    assert.equal(de.title, product.name);
    assert.equal(de.description.plain, product.description);
    assert.equal(en.title, product.name_en);
    assert.equal(en.description.plain, product.description_en);
    assert.equal(viaHeader.title, product.name_en);
    assert.equal(de.options[0].name, 'Größe');
    assert.equal(en.options[0].name, 'Size');
    assert.notEqual(de.title, en.title);
  });

  test('prices are integer cents of napf euros, with the unit price per kg from the net quantity', async () => {
    const response = await run(deps, 'search_catalog', {
      filters: { categories: ['hund'] },
      pagination: { limit: 50 },
    });
    const byId = new Map((await allActive()).map((p) => [p.id, p]));
    let checked = 0;
    for (const product of response.products) {
      const own = byId.get(product.id) as Product;
      assert.equal(product.handle, own.slug);
      for (const variant of product.variants) {
        const napfVariant = own.product_variants.find((v) => v.id === variant.id);
        assert.ok(napfVariant, `variant ${variant.id} is napf's`);
        assert.ok(Number.isInteger(variant.price.amount));
        assert.equal(variant.price.amount, Math.round(napfVariant.price * 100));
        assert.equal(variant.price.currency, 'EUR');
        if (napfVariant.net_quantity?.unit === 'g') {
          const unit = variant.unit_price;
          assert.equal(unit.amount, Math.round((napfVariant.unit_price?.amount as number) * 100));
          assert.deepEqual(unit.measure, {
            value: napfVariant.net_quantity.value,
            unit: 'KGM',
            scale: 3,
            display_text: 'kg',
          });
          assert.deepEqual(unit.reference, { value: 1, unit: 'KGM', display_text: 'kg' });
          // The protocol's formula: price / (measure × 10^-scale) × reference, rounded once.
          const expected = Math.floor(
            (2 * variant.price.amount * 1000 + unit.measure.value) / (2 * unit.measure.value),
          );
          assert.equal(unit.amount, expected);
        }
        checked++;
      }
    }
    assert.ok(checked > 20);
  });

  test('a browse walks every product of the filter exactly once, total_count included', async () => {
    const { ids, pages } = await walk({ filters: { categories: ['hund'] } }, 4);
    const own = await napf.catalog.listProducts({ species: 'DOG', limit: 1000 });
    assert.deepEqual(
      ids,
      own.data.map((p) => p.id),
    );
    assert.equal(new Set(ids).size, ids.length);
    for (const page of pages) assert.equal(page.pagination.total_count, own.meta.total);
    assert.ok(pages.length > 3);
  });

  test('a ranked query walks every hit exactly once in relevance order', async () => {
    const { ids } = await walk({ query: 'Huhn' }, 3);
    const own = await napf.search.search({ query: 'Huhn', limit: 1000 });
    assert.deepEqual(
      ids,
      own.products.map((p) => p.id),
    );
    assert.ok(ids.length > 6);
  });

  test('filters napf checks per product (price, availability, several categories) still page exactly', async () => {
    const filters = { categories: ['snacks', 'nahrungsergaenzung'], price: { min: 300, max: 1500 }, available: true };
    const { ids, pages } = await walk({ filters, context: { currency: 'EUR' } }, 2);
    const expected = (await allActive()).filter(
      (p) =>
        (p.category === 'snacks' || p.category === 'nahrungsergaenzung') &&
        p.product_variants.some((v) => v.price >= 3 && v.price <= 15 && v.stock_status !== 'OUT_OF_STOCK'),
    );
    assert.deepEqual(
      ids,
      expected.map((p) => p.id),
    );
    assert.ok(ids.length >= 3);
    for (const page of pages) {
      assert.equal(page.pagination.total_count, undefined);
      for (const product of page.products) {
        for (const v of product.variants) {
          assert.ok(v.price.amount >= 300 && v.price.amount <= 1500 && v.availability.available);
        }
      }
    }
  });

  test('napf filters species, line and tags apply; unknown filters are reported, not applied', async () => {
    const response = await run(deps, 'search_catalog', {
      query: 'Futter',
      filters: { species: 'CAT', tags: ['getreidefrei'], fulfills_to: { country: 'DE' } },
      pagination: { limit: 50 },
    });
    assert.ok(response.products.length > 0);
    for (const product of response.products) {
      assert.ok(['CAT', 'BOTH'].includes(product.metadata.species));
      assert.ok(product.tags.includes('getreidefrei'));
    }
    assert.deepEqual(
      response.messages.map((m: Json) => [m.type, m.code]),
      [['warning', 'filter_ignored']],
    );
    assert.match(response.messages[0].content, /fulfills_to/);
  });

  test('a price filter in another currency is ignored with a warning', async () => {
    const body = { filters: { categories: ['pflege'], price: { max: 1 } }, context: { currency: 'USD' } };
    const response = await run(deps, 'search_catalog', body);
    assert.ok(response.products.length > 0);
    assert.match(response.messages[0].content, /USD/);
  });

  test('products carry categories, media, rating, labelling and the return policy', async () => {
    const response = await run(deps, 'search_catalog', { query: 'Pures Huhn mit Kürbis', pagination: { limit: 1 } });
    const product = response.products[0];
    const own = (await napf.search.search({ query: 'Pures Huhn mit Kürbis', limit: 1 })).products[0] as Product;
    assert.deepEqual(
      product.categories.map((c: Json) => c.value),
      ['nassfutter', 'hund', 'hund-nassfutter', 'linie-pur', '3530'],
    );
    assert.deepEqual(
      product.media.map((m: Json) => m.url),
      own.images,
    );
    for (const media of product.media) assert.match(media.url, /^https?:\/\//);
    assert.deepEqual(product.rating, {
      value: own.rating.average,
      scale_min: 1,
      scale_max: 5,
      count: own.rating.count,
    });
    assert.equal(product.metadata.label.feed_type, own.feed_type);
    assert.equal(product.metadata.label.composition, own.ingredients);
    assert.deepEqual(product.metadata.label.analytical_constituents, own.analytical_constituents);
    assert.deepEqual(product.metadata.label.operator, own.operator);
    assert.equal(product.url, `http://shop.test/api/v1/products/${own.slug}`);
    const variant = product.variants[0];
    assert.deepEqual(variant.barcodes, [{ type: 'EAN', value: own.product_variants[0]?.ean }]);
    assert.equal(response.policies[0].type, 'dev.ucp.shopping.policy.return');
  });

  test('an empty search finds nothing to search for; no match is an empty list', async () => {
    const none = await run(deps, 'search_catalog', { query: 'xqzvw' });
    assert.deepEqual(none.products, []);
    assert.equal(none.pagination.has_next_page, false);
    const empty = await runError(deps, 'search_catalog', {});
    assert.equal(empty.options.path, '$.query');
    assert.equal(empty.status, 400);
  });

  test('bad input is a UcpError naming the field', async () => {
    const cases: [Json, string][] = [
      [{ query: 42 }, '$.query'],
      [{ query: 'x'.repeat(201) }, '$.query'],
      [{ query: 'Huhn', pagination: { limit: 0 } }, '$.pagination.limit'],
      [{ query: 'Huhn', pagination: { limit: 2.5 } }, '$.pagination.limit'],
      [{ query: 'Huhn', pagination: { limit: '10' } }, '$.pagination.limit'],
      [{ query: 'Huhn', pagination: 5 }, '$.pagination'],
      [{ query: 'Huhn', pagination: { cursor: 'not-a-cursor' } }, '$.pagination.cursor'],
      [{ query: 'Huhn', filters: [] }, '$.filters'],
      [{ query: 'Huhn', filters: { categories: 'hund' } }, '$.filters.categories'],
      [{ query: 'Huhn', filters: { categories: [1] } }, '$.filters.categories[0]'],
      [{ query: 'Huhn', filters: { price: { max: -1 } } }, '$.filters.price.max'],
      [{ query: 'Huhn', filters: { price: { min: 9.5 } } }, '$.filters.price.min'],
      [{ query: 'Huhn', filters: { price: { min: 500, max: 100 } } }, '$.filters.price'],
      [{ query: 'Huhn', filters: { species: 'HAMSTER' } }, '$.filters.species'],
      [{ query: 'Huhn', filters: { available: 'yes' } }, '$.filters.available'],
      [{ query: 'Huhn', context: 'de' }, '$.context'],
    ];
    for (const [body, path] of cases) {
      const err = await runError(deps, 'search_catalog', body);
      assert.equal(err.options.path, path, JSON.stringify(body));
      assert.equal(err.status, 400);
      assert.equal(err.code, 'invalid_request');
    }
  });

  test('a cursor belongs to its query; a larger limit is clamped', async () => {
    const first = await run(deps, 'search_catalog', { query: 'Huhn', pagination: { limit: 1 } });
    const err = await runError(deps, 'search_catalog', {
      query: 'Lachs',
      pagination: { cursor: first.pagination.cursor },
    });
    assert.equal(err.options.path, '$.pagination.cursor');
    const filters = { price: { max: 2000, min: 100 }, categories: ['katze'] };
    const page1 = await run(deps, 'search_catalog', { filters, pagination: { limit: 2 } });
    const reordered = { categories: ['katze'], price: { min: 100, max: 2000 } };
    const page2 = await run(deps, 'search_catalog', {
      filters: reordered,
      pagination: { limit: 2, cursor: page1.pagination.cursor },
    });
    assert.equal(page2.products.length, 2);
    assert.notEqual(page2.products[0].id, page1.products[0].id);
    const big = await run(deps, 'search_catalog', {
      filters: { categories: ['hund', 'katze'] },
      pagination: { limit: 1000 },
    });
    assert.equal(big.products.length, 50);
    assert.equal(big.pagination.has_next_page, true);
  });
});
