import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { buildApp } from '../../src/app.ts';
import { PriceHistoryRepo, windowStart } from '../../src/catalog/price-history-repo.ts';
import { testConfig } from '../../src/config.ts';
import type { App } from '../../src/http/types.ts';
import { PRODUCTS } from '../../src/seed/data/products.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { callOk, callProblem } from '../helpers/tools.ts';

const DAY = 86_400_000;

let base: TestApp;
let app: App;
let admin: string;
let now = Date.now();
const clock = { now: () => new Date(now) };

before(async () => {
  // The demo shop seeded by the helper's app; the app under test runs on it with a clock the tests move.
  base = await createTestApp();
  app = await buildApp(testConfig({ publicUrl: 'http://shop.test', rateLimitPerMinute: 1_000_000 }), {
    store: base.app.services.store,
    clock,
  });
  admin = (await app.services.tokens.create({ name: 'admin', kind: 'admin' })).token;
});
after(async () => {
  await app.close();
  await base.close();
});

const t = {
  get app() {
    return app;
  },
};
const db = () => app.services.store.db;

// Variants with no crossed-out price, each used by one test only.
const plain = PRODUCTS.filter((p) => p.is_active && p.variants.every((v) => v.compare_price === undefined));

async function variantOf(slug: string, size: string) {
  const res = await app.inject({ url: `/api/v1/products/${slug}`, headers: { 'x-api-key': admin } });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data.product_variants.find((v: { size: string }) => v.size === size);
}

async function historyRows(slug: string, size: string) {
  return db()
    .selectFrom('price_history as h')
    .innerJoin('product_variants as v', 'v.id', 'h.variant_id')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select(['h.price_cents', 'h.valid_from'])
    .where('p.slug', '=', slug)
    .where('v.size', '=', size)
    .execute();
}

describe('crossed-out prices (30-day rule)', () => {
  test("the demo shop's compare prices are at most the lowest price of the 30 days before their reduction", async () => {
    const variants = await db().selectFrom('product_variants').select(['id', 'compare_price_cents']).execute();
    const history = new PriceHistoryRepo(db());
    const onSale = variants.filter((v) => v.compare_price_cents !== null);
    assert.ok(onSale.length > 0);
    for (const v of onSale) {
      const since = await history.inForceSince(v.id, clock.now().toISOString());
      assert.ok(since, `${v.id} has a price history`);
      const lowest = (await history.lowest([v.id], windowStart(new Date(since)), since)).get(v.id);
      assert.ok(lowest !== undefined && (v.compare_price_cents as number) <= lowest, `${v.id}: ${lowest}`);
    }
  });

  test('a raise then a reduction: a compare_price above the 30-day lowest is refused, at the lowest it is taken', async () => {
    const product = plain[0]!;
    const { size, price } = product.variants[0]!;
    now += DAY;
    await callOk(t, admin, 'update_product_price', { slug: product.slug, size, price: price + 5 });
    now += DAY;
    const problem = await callProblem(
      t,
      admin,
      'update_product_price',
      { slug: product.slug, size, price: price - 0.5, compare_price: price + 5 },
      422,
      'compare_price_too_high',
    );
    assert.equal(problem.errors?.[0]?.path, 'parameters.compare_price');
    assert.match(problem.errors?.[0]?.message ?? '', new RegExp(`must not exceed ${price}\\b`));
    assert.match(problem.detail, new RegExp(`${price}`));
    const ok = await callOk(t, admin, 'update_product_price', {
      slug: product.slug,
      size,
      price: Math.round((price - 0.5) * 100) / 100,
      compare_price: price,
    });
    assert.equal(ok.after.compare_price, price);
    const shown = await variantOf(product.slug, size);
    assert.equal(shown.compare_price, price);
    assert.equal(shown.lowest_price_30_days, Math.round((price - 0.5) * 100) / 100);
    const viaTool = await callOk(t, admin, 'get_product', { slug: product.slug });
    const toolVariant = viaTool.product.product_variants.find((v: { size: string }) => v.size === size);
    assert.equal(toolVariant.lowest_price_30_days, shown.lowest_price_30_days);
  });

  test('a dry run records no price history', async () => {
    const product = plain[1]!;
    const { size, price } = product.variants[0]!;
    const before = await historyRows(product.slug, size);
    const res = await callOk(t, admin, 'update_product_price', {
      slug: product.slug,
      size,
      price: price + 1,
      dry_run: true,
    });
    assert.equal(res.dry_run, true);
    assert.deepEqual(await historyRows(product.slug, size), before);
  });

  test('lowest_price_30_days moves as the days pass (and the cached body follows within the hour)', async () => {
    const product = plain[2]!;
    const { size, price } = product.variants[0]!;
    const raised = Math.round((price + 2) * 100) / 100;
    now += DAY;
    await callOk(t, admin, 'update_product_price', { slug: product.slug, size, price: raised });
    assert.equal((await variantOf(product.slug, size)).lowest_price_30_days, price);
    now += 29 * DAY;
    assert.equal((await variantOf(product.slug, size)).lowest_price_30_days, price);
    now += 2 * DAY;
    assert.equal((await variantOf(product.slug, size)).lowest_price_30_days, raised);
  });
});
