import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { PRODUCTS } from '../../src/seed/data/products.ts';
import { foldText } from '../../src/util/text.ts';
import { appWithToken } from '../helpers/app.ts';

const ACTIVE = PRODUCTS.filter((p) => p.is_active);

const { t, key } = await appWithToken('read');

async function list(query: string, apiKey = key) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/products${query}`, headers: { 'x-api-key': apiKey } });
  return { res, body: res.json() };
}

/** Every page of a query, following links.next as a client would. */
async function collect(query: string): Promise<string[]> {
  const slugs: string[] = [];
  let url: string | null = `http://shop.test/api/v1/products${query}`;
  while (url) {
    const res: Awaited<ReturnType<typeof t.app.inject>> = await t.app.inject({
      method: 'GET',
      url: url.replace('http://shop.test', ''),
      headers: { 'x-api-key': key },
    });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    slugs.push(...body.data.map((p: { slug: string }) => p.slug));
    url = body.links.next;
  }
  return slugs;
}

describe('GET /api/v1/products', () => {
  test('default page: 24 active products, bestsellers first then by name, meta and links', async () => {
    const { res, body } = await list('');
    assert.equal(res.statusCode, 200);
    assert.equal(body.meta.total, ACTIVE.length);
    assert.equal(body.meta.page, 1);
    assert.equal(body.meta.limit, 24);
    assert.equal(body.meta.pages, Math.ceil(ACTIVE.length / 24));
    assert.equal(body.data.length, 24);
    const expected = [...ACTIVE]
      .sort(
        (a, b) => Number(b.is_bestseller) - Number(a.is_bestseller) || foldText(a.name).localeCompare(foldText(b.name)),
      )
      .slice(0, 24)
      .map((p) => p.slug);
    assert.deepEqual(
      body.data.map((p: { slug: string }) => p.slug),
      expected,
    );
    assert.equal(body.links.self, 'http://shop.test/api/v1/products?page=1&limit=24');
    assert.equal(body.links.next, 'http://shop.test/api/v1/products?page=2&limit=24');
    assert.ok(res.headers['x-request-id']);
  });

  test('a product in the list carries variants in EUR, tags, images and rating', async () => {
    const { body } = await list('?limit=100');
    const source = ACTIVE.find((p) => p.variants.some((v) => v.compare_price !== undefined))!;
    const item = body.data.find((p: { slug: string }) => p.slug === source.slug);
    assert.equal(item.name, source.name);
    assert.deepEqual(
      item.product_variants.map((v: { size: string; price: number; compare_price: number | null }) => [
        v.size,
        v.price,
        v.compare_price,
      ]),
      source.variants.map((v) => [v.size, v.price, v.compare_price ?? null]),
    );
    assert.deepEqual(item.tags, [...new Set(source.tags)].sort());
    assert.match(item.images[0], /^http:\/\/shop\.test\/images\/products\/.+\.svg$/);
    assert.equal(item.rating.count, source.reviews.length);
  });

  test('pagination arithmetic: pages cover every product exactly once, links keep the filters', async () => {
    const all = await collect('?limit=7');
    assert.equal(all.length, ACTIVE.length);
    assert.equal(new Set(all).size, ACTIVE.length);
    const { body } = await list('?species=DOG&tags=getreidefrei&limit=2&page=1');
    assert.equal(body.links.self, 'http://shop.test/api/v1/products?species=DOG&tags=getreidefrei&page=1&limit=2');
    assert.match(body.links.next, /species=DOG&tags=getreidefrei&page=2&limit=2$/);
  });

  test('the last page has links.next null; a page past the end is 200 and empty', async () => {
    const pages = Math.ceil(ACTIVE.length / 10);
    const last = await list(`?limit=10&page=${pages}`);
    assert.equal(last.body.links.next, null);
    assert.equal(last.body.data.length, ACTIVE.length - (pages - 1) * 10);
    const past = await list(`?limit=10&page=${pages + 1}`);
    assert.equal(past.res.statusCode, 200);
    assert.deepEqual(past.body.data, []);
    assert.equal(past.body.meta.total, ACTIVE.length);
  });

  test('species: DOG and CAT include BOTH products, BOTH matches BOTH only', async () => {
    for (const [species, allowed] of [
      ['DOG', ['DOG', 'BOTH']],
      ['CAT', ['CAT', 'BOTH']],
      ['BOTH', ['BOTH']],
    ] as const) {
      const slugs = await collect(`?species=${species}&limit=100`);
      const expected = ACTIVE.filter((p) => (allowed as readonly string[]).includes(p.species)).map((p) => p.slug);
      assert.deepEqual(new Set(slugs), new Set(expected), species);
      assert.ok(expected.length > 0);
    }
  });

  test('category, line, bestseller and tags filter and combine with AND', async () => {
    const cases: [string, (p: (typeof ACTIVE)[number]) => boolean][] = [
      ['category=nassfutter', (p) => p.category === 'nassfutter'],
      ['category=pflege', (p) => p.category === 'pflege'],
      ['line=junior', (p) => p.line === 'junior'],
      ['bestseller=true', (p) => p.is_bestseller],
      ['bestseller=false', (p) => !p.is_bestseller],
      ['tags=getreidefrei', (p) => p.tags.includes('getreidefrei')],
      ['tags=getreidefrei,monoprotein', (p) => p.tags.includes('getreidefrei') && p.tags.includes('monoprotein')],
      [
        'species=CAT&category=trockenfutter&line=sensitiv',
        (p) => p.species !== 'DOG' && p.category === 'trockenfutter' && p.line === 'sensitiv',
      ],
    ];
    for (const [query, match] of cases) {
      const slugs = await collect(`?${query}&limit=100`);
      assert.deepEqual(new Set(slugs), new Set(ACTIVE.filter(match).map((p) => p.slug)), query);
    }
  });

  test('an unknown category is an empty page, not an error', async () => {
    const { res, body } = await list('?category=spielzeug');
    assert.equal(res.statusCode, 200);
    assert.equal(body.meta.total, 0);
    assert.equal(body.meta.pages, 0);
    assert.equal(body.links.next, null);
  });

  test('invalid parameters give 400 invalid_parameters naming the parameter', async () => {
    const cases: [string, string][] = [
      ['?species=dog', 'species'],
      ['?species=FISH', 'species'],
      ['?line=premium', 'line'],
      ['?bestseller=yes', 'bestseller'],
      ['?limit=0', 'limit'],
      ['?limit=101', 'limit'],
      ['?limit=abc', 'limit'],
      ['?limit=2.5', 'limit'],
      ['?page=0', 'page'],
      ['?page=-1', 'page'],
      ['?page=1e400', 'page'],
      [`?category=${'x'.repeat(101)}`, 'category'],
    ];
    for (const [query, path] of cases) {
      const { res, body } = await list(query);
      assert.equal(res.statusCode, 400, query);
      assert.equal(res.headers['content-type'], 'application/problem+json; charset=utf-8');
      assert.equal(body.code, 'invalid_parameters', query);
      assert.ok(
        body.errors.some((e: { path: string }) => e.path === path),
        `${query}: ${JSON.stringify(body.errors)}`,
      );
      assert.equal(body.status, 400);
      assert.equal(body.request_id, res.headers['x-request-id']);
    }
  });
});

describe('GET /api/v1/products/{slug}', () => {
  test('detail with variants, feeding guide, reviews newest first and rating', async () => {
    const source = ACTIVE.find((p) => p.reviews.length >= 2 && p.feeding_guide)!;
    const res = await t.app.inject({ url: `/api/v1/products/${source.slug}`, headers: { 'x-api-key': key } });
    assert.equal(res.statusCode, 200);
    const { data } = res.json();
    assert.equal(data.slug, source.slug);
    assert.equal(data.product_variants.length, source.variants.length);
    assert.deepEqual(data.feeding_guide, source.feeding_guide);
    assert.deepEqual(data.analytical_constituents, source.analytical_constituents);
    assert.equal(data.reviews.length, source.reviews.length);
    const dates = data.reviews.map((r: { created_at: string }) => r.created_at);
    assert.deepEqual(dates, [...dates].sort().reverse());
    const average = source.reviews.reduce((s, r) => s + r.rating, 0) / source.reviews.length;
    assert.equal(data.rating.average, Math.round(average * 10) / 10);
    assert.equal(data.rating.count, source.reviews.length);
  });

  test('a care product has a null feeding guide', async () => {
    const care = ACTIVE.find((p) => p.category === 'pflege')!;
    const res = await t.app.inject({ url: `/api/v1/products/${care.slug}`, headers: { 'x-api-key': key } });
    assert.equal(res.json().data.feeding_guide, null);
  });

  test('unknown and inactive slugs are 404 not_found', async () => {
    const draft = PRODUCTS.find((p) => !p.is_active)!;
    for (const slug of ['gibt-es-nicht', draft.slug]) {
      const res = await t.app.inject({ url: `/api/v1/products/${slug}`, headers: { 'x-api-key': key } });
      assert.equal(res.statusCode, 404);
      assert.equal(res.json().code, 'not_found');
    }
  });

  test('product images are served by the service', async () => {
    const res = await t.app.inject({ url: `/images/products/${ACTIVE[0]!.slug}.svg` });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'image/svg+xml');
    assert.match(res.body, /^<svg/);
  });
});
