/**
 * The catalog read tools over POST /api/mcp: search_products, get_product, get_categories, and the
 * registry facts every read tool shares (order, scopes, bounded input schemas).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { PRODUCTS } from '../../src/seed/data/products.ts';
import { READ_TOOLS } from '../../src/tools/read/index.ts';
import { appWithToken } from '../helpers/app.ts';
import { callInvalid, callOk, callProblem } from '../helpers/tools.ts';

const ACTIVE = PRODUCTS.filter((p) => p.is_active);

const { t, key } = await appWithToken('read');

interface Slugged {
  slug: string;
}

async function search(parameters: Record<string, unknown>) {
  return (await callOk(t, key, 'search_products', parameters)) as {
    products: (Slugged & Record<string, unknown>)[];
    total: number;
  };
}

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  additionalProperties?: unknown;
  properties?: Record<string, JsonSchema>;
  maxLength?: number;
  maximum?: number;
  exclusiveMaximum?: number;
  maxItems?: number;
  items?: JsonSchema;
}

const slugs = (products: Slugged[]) => products.map((p) => p.slug);

describe('the read tool registry', () => {
  test('eight read tools in manifest order with the scopes of the tool table', () => {
    assert.deepEqual(
      READ_TOOLS.map((tool) => [tool.name, tool.kind, tool.scope, tool.annotations.readOnlyHint]),
      [
        ['search_products', 'read', 'products:read', true],
        ['get_product', 'read', 'products:read', true],
        ['get_feeding_guide', 'read', 'products:read', true],
        ['get_categories', 'read', 'categories:read', true],
        ['search_ratgeber', 'read', 'articles:read', true],
        ['get_ingredient_glossary', 'read', 'glossary:read', true],
        ['recommend_food', 'read', 'products:read', true],
        ['subscribe_newsletter', 'read', 'newsletter:read', true],
      ],
    );
  });

  test('every input is a closed object and every string, number and array in it is bounded', () => {
    const unbounded: string[] = [];
    const walk = (schema: JsonSchema, path: string) => {
      if (schema.enum || schema.const !== undefined || schema.type === 'boolean') return;
      if (schema.type === 'object') {
        if (schema.additionalProperties !== false) unbounded.push(`${path}: additionalProperties`);
        for (const [name, child] of Object.entries(schema.properties ?? {})) walk(child, `${path}.${name}`);
      } else if (schema.type === 'string') {
        if (schema.maxLength === undefined) unbounded.push(`${path}: maxLength`);
      } else if (schema.type === 'number' || schema.type === 'integer') {
        if (schema.maximum === undefined && schema.exclusiveMaximum === undefined) unbounded.push(`${path}: maximum`);
      } else if (schema.type === 'array') {
        if (schema.maxItems === undefined) unbounded.push(`${path}: maxItems`);
        walk(schema.items ?? {}, `${path}[]`);
      } else {
        unbounded.push(`${path}: unexpected schema ${JSON.stringify(schema)}`);
      }
    };
    for (const tool of READ_TOOLS) {
      walk(tool.input as unknown as JsonSchema, tool.name);
      assert.ok(tool.description.length > 80, `${tool.name} needs a description an agent can act on`);
    }
    assert.deepEqual(unbounded, []);
  });
});

describe('search_products', () => {
  test('without a query: the active catalog in list order, 10 by default, total of all', async () => {
    const result = await search({});
    assert.equal(result.total, ACTIVE.length);
    assert.equal(result.products.length, 10);
    const rest = await t.app.inject({
      method: 'GET',
      url: '/api/v1/products?limit=10',
      headers: { 'x-api-key': key },
    });
    assert.deepEqual(result.products, rest.json().data, 'the same product objects as GET /api/v1/products');
    const images = result.products[0]?.images as string[];
    assert.match(String(images[0]), /^http:\/\/shop\.test\/images\/products\//);
  });

  test('filters as REST: species DOG includes BOTH, BOTH only BOTH; category, line and tags ANDed', async () => {
    const dog = await search({ species: 'DOG', limit: 50 });
    const expectedDog = ACTIVE.filter((p) => p.species === 'DOG' || p.species === 'BOTH');
    assert.equal(dog.total, expectedDog.length);
    assert.deepEqual(new Set(slugs(dog.products)), new Set(expectedDog.map((p) => p.slug)));

    const both = await search({ species: 'BOTH', limit: 50 });
    assert.deepEqual(
      new Set(slugs(both.products)),
      new Set(ACTIVE.filter((p) => p.species === 'BOTH').map((p) => p.slug)),
    );

    const catWet = await search({
      species: 'CAT',
      category: 'nassfutter',
      line: 'sensitiv',
      tags: 'monoprotein, HYPOALLERGEN',
      limit: 50,
    });
    const expected = ACTIVE.filter(
      (p) =>
        (p.species === 'CAT' || p.species === 'BOTH') &&
        p.category === 'nassfutter' &&
        p.line === 'sensitiv' &&
        p.tags.includes('monoprotein') &&
        p.tags.includes('hypoallergen'),
    );
    assert.ok(expected.length > 0);
    assert.deepEqual(new Set(slugs(catWet.products)), new Set(expected.map((p) => p.slug)));
    assert.equal(catWet.total, expected.length);
  });

  test('filters hold with a query too', async () => {
    const result = await search({ query: 'Lachs', species: 'CAT', category: 'trockenfutter', limit: 50 });
    assert.ok(result.total > 0);
    for (const product of result.products) {
      assert.ok(['CAT', 'BOTH'].includes(String(product.species)));
      assert.equal(product.category, 'trockenfutter');
    }
    const tagged = await search({ query: 'Huhn', tags: 'kitten', limit: 50 });
    assert.ok(tagged.total > 0);
    for (const product of tagged.products) assert.ok((product.tags as string[]).includes('kitten'));
    const none = await search({ query: 'Huhn', tags: 'kein-solcher-tag' });
    assert.deepEqual(none, { products: [], total: 0 });
  });

  test('umlauts written or not, compounds, English and typos find the right products', async () => {
    for (const query of ['Hühnchen', 'Huhnchen', 'Huehnchen']) {
      const result = await search({ query, species: 'CAT', category: 'nassfutter', limit: 3 });
      assert.equal(result.products[0]?.slug, 'pures-huhn-mit-huehnerherz-nassfutter-katze', query);
    }
    const typo = await search({ query: 'Kaninchn', species: 'DOG', category: 'nassfutter' });
    assert.equal(typo.products[0]?.slug, 'kaninchen-mit-suesskartoffel-sensitiv-nassfutter');
    const greenLipped = await search({ query: 'Grünlippmuschelpulver' });
    assert.equal(greenLipped.products[0]?.slug, 'gruenlippmuschel-pulver');
    const english = await search({ query: 'salmon dry food', species: 'DOG' });
    assert.ok(slugs(english.products).includes('getreidefrei-lachs-und-suesskartoffel-trockenfutter'));
    const horse = await search({ query: 'Pferd' });
    assert.deepEqual(
      new Set(slugs(horse.products)),
      new Set(ACTIVE.filter((p) => p.name.includes('Pferd')).map((p) => p.slug)),
    );
  });

  test('only active products are found', async () => {
    const inactive = PRODUCTS.find((p) => !p.is_active)!;
    const byName = await search({ query: inactive.name, limit: 50 });
    assert.ok(!slugs(byName.products).includes(inactive.slug));
  });

  test('limit: default 10, at most 50; 0, 51 and non-integers are refused with the parameter path', async () => {
    const many = await search({ limit: 50 });
    assert.equal(many.products.length, Math.min(50, ACTIVE.length));
    for (const limit of [0, 51, 2.5, '5']) {
      const problem = await callProblem(t, key, 'search_products', { limit }, 400, 'invalid_parameters');
      assert.equal(problem.errors?.[0]?.path, 'parameters.limit');
    }
  });

  test('invalid parameters: unknown enum values, unknown parameters, over-long strings', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ species: 'HORSE' }, 'parameters.species'],
      [{ category: 'Nassfutter' }, 'parameters.category'],
      [{ line: 'gold' }, 'parameters.line'],
      [{ query: 'x'.repeat(201) }, 'parameters.query'],
      [{ tags: ['a'] }, 'parameters.tags'],
      [{ sort: 'price' }, 'parameters.sort'],
    ];
    for (const [parameters, path] of cases) {
      await callInvalid(t, key, 'search_products', parameters, path);
    }
  });

  test('the index stays current after a write: a new word is found at once, a deactivated product is gone', async () => {
    const db = t.app.services.store.db;
    const row = await db
      .selectFrom('products')
      .select(['id', 'description'])
      .where('slug', '=', 'pures-pferd-mit-pastinake-nassfutter')
      .executeTakeFirstOrThrow();
    assert.equal((await search({ query: 'Zauberwurzel' })).total, 0);

    await db
      .updateTable('products')
      .set({ description: `${row.description} Jetzt mit Zauberwurzelextrakt.` })
      .where('id', '=', row.id)
      .execute();
    await t.app.services.search.refresh(row.id);
    // Compound and typo: the new word is searchable like any other.
    for (const query of ['Zauberwurzelextrakt', 'Zauberwurzel', 'Zauberwurzelextrackt']) {
      const found = await search({ query });
      assert.deepEqual(slugs(found.products), ['pures-pferd-mit-pastinake-nassfutter'], query);
    }

    await db.updateTable('products').set({ is_active: false }).where('id', '=', row.id).execute();
    await t.app.services.search.refresh(row.id);
    assert.equal((await search({ query: 'Zauberwurzelextrakt' })).total, 0);

    await db
      .updateTable('products')
      .set({ is_active: true, description: row.description })
      .where('id', '=', row.id)
      .execute();
    await t.app.services.search.refresh(row.id);
    assert.equal((await search({ query: 'Zauberwurzelextrakt' })).total, 0);
    assert.ok(
      slugs((await search({ query: 'Pastinake Pferd' })).products).includes('pures-pferd-mit-pastinake-nassfutter'),
    );
  });

  test('tags written after start are filterable through refresh', async () => {
    const db = t.app.services.store.db;
    const { id } = await db
      .selectFrom('products')
      .select('id')
      .where('slug', '=', 'lachs-filet-in-gelee')
      .executeTakeFirstOrThrow();
    await db.insertInto('product_tags').values({ product_id: id, tag: 'aktion' }).execute();
    await t.app.services.search.refresh(id);
    assert.deepEqual(slugs((await search({ query: 'Lachs', tags: 'aktion' })).products), ['lachs-filet-in-gelee']);
    assert.deepEqual(slugs((await search({ tags: 'aktion' })).products), ['lachs-filet-in-gelee']);
    await db.deleteFrom('product_tags').where('product_id', '=', id).where('tag', '=', 'aktion').execute();
    await t.app.services.search.refresh(id);
    assert.equal((await search({ query: 'Lachs', tags: 'aktion' })).total, 0);
  });

  test('needs products:read', async () => {
    const glossaryOnly = await t.token('read', ['glossary:read']);
    await callProblem(t, glossaryOnly, 'search_products', {}, 403, 'forbidden');
  });
});

describe('get_product', () => {
  test('the product detail with reviews and rating, as GET /api/v1/products/{slug}', async () => {
    const source = ACTIVE.find((p) => p.reviews.length > 1)!;
    const result = await callOk(t, key, 'get_product', { slug: source.slug });
    const rest = await t.app.inject({
      method: 'GET',
      url: `/api/v1/products/${source.slug}`,
      headers: { 'x-api-key': key },
    });
    assert.deepEqual(result.product, rest.json().data);
    assert.equal(result.product.reviews.length, source.reviews.length);
    assert.equal(result.product.rating.count, source.reviews.length);
  });

  test('unknown and inactive slugs → 404 not_found', async () => {
    const inactive = PRODUCTS.find((p) => !p.is_active)!;
    for (const slug of ['gibt-es-nicht', inactive.slug]) {
      await callProblem(t, key, 'get_product', { slug }, 404, 'not_found');
    }
  });

  test('invalid parameters → 400 with the path', async () => {
    const cases: [unknown, string][] = [
      [{}, 'parameters.slug'],
      [{ slug: '' }, 'parameters.slug'],
      [{ slug: 42 }, 'parameters.slug'],
      [{ slug: 'x'.repeat(201) }, 'parameters.slug'],
      [{ slug: 'lachs-filet-in-gelee', with_reviews: true }, 'parameters.with_reviews'],
    ];
    for (const [parameters, path] of cases) {
      const problem = await callProblem(t, key, 'get_product', parameters, 400, 'invalid_parameters');
      assert.equal(problem.errors?.[0]?.path, path);
    }
  });
});

describe('get_categories', () => {
  test('the tree of GET /api/v1/categories, with or without an empty parameters object', async () => {
    const rest = await t.app.inject({ method: 'GET', url: '/api/v1/categories' });
    for (const parameters of [{}, undefined]) {
      const result = await callOk(t, key, 'get_categories', parameters);
      assert.deepEqual(result.categories, rest.json().data);
    }
    const result = await callOk(t, key, 'get_categories', {});
    assert.deepEqual(
      result.categories.map((n: Slugged) => n.slug),
      ['hund', 'katze', 'produktlinien'],
    );
  });

  test('takes no parameters and needs categories:read', async () => {
    const problem = await callProblem(t, key, 'get_categories', { species: 'DOG' }, 400);
    assert.equal(problem.errors?.[0]?.path, 'parameters.species');
    const productsOnly = await t.token('read', ['products:read']);
    await callProblem(t, productsOnly, 'get_categories', {}, 403);
  });
});
