/**
 * recommend_food on a catalog larger than SQLite's parameter limit: 33 000 more dog wet foods
 * (half of them with chicken) in one category, which a single `IN (...)` over its ids cannot bind
 * (32 766) and which recommend_food used to load whole as full products. The answer lists the first
 * EXCLUDED_LISTED excluded products in catalog order and counts all of them in excluded_total.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../src/db/schema.ts';
import { findAllergens, resolveAllergen } from '../../src/nutrition/index.ts';
import { PRODUCTS } from '../../src/seed/data/products.ts';
import { EXCLUDED_LISTED } from '../../src/tools/read/recommend-food.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { callOk } from '../helpers/tools.ts';

/** With the demo shop's dog wet foods just over SQLite's 32 766 parameters. */
const CLONES = 33_000;
const CHICKEN = resolveAllergen('Huhn') ?? [];
const chickenIn = new Map<string, boolean>();
/** The clones share two ingredient lists: each is matched once. */
function hasChicken(ingredients: string): boolean {
  let found = chickenIn.get(ingredients);
  if (found === undefined) {
    found = findAllergens(ingredients, CHICKEN).length > 0;
    chickenIn.set(ingredients, found);
  }
  return found;
}

const dogWetFoods = PRODUCTS.filter(
  (p) => p.is_active && p.category === 'nassfutter' && (p.species === 'DOG' || p.species === 'BOTH'),
);
const withChicken = dogWetFoods.find((p) => p.species === 'DOG' && hasChicken(p.ingredients))!;
const withoutChicken = dogWetFoods.find((p) => p.species === 'DOG' && !hasChicken(p.ingredients))!;

let t: TestApp;
let db: Kysely<Database>;
let key: string;

/** Copies of two demo products (odd numbers the chicken one) with their tags: no reviews, no variants. */
async function addClones(count: number): Promise<void> {
  const clones = sql`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${sql.lit(count)})`;
  const template = sql`CASE WHEN n.i % 2 = 1 THEN ${withChicken.slug} ELSE ${withoutChicken.slug} END`;
  await db.transaction().execute(async (trx) => {
    await sql`${clones}
      INSERT INTO products (id, slug, sku, name, name_en, sort_key, brand, species, category, line, description,
        description_en, ingredients, analytical_constituents, feeding_guide, images, is_active, is_bestseller,
        first_activated_at, created_at, updated_at)
      SELECT 'prd_clone_' || n.i, p.slug || '-' || n.i, p.sku || '-' || n.i, p.name, p.name_en, p.sort_key, p.brand,
        p.species, p.category, p.line, p.description, p.description_en, p.ingredients, p.analytical_constituents,
        p.feeding_guide, p.images, p.is_active, p.is_bestseller, p.first_activated_at, p.created_at, p.updated_at
      FROM n JOIN products p ON p.slug = ${template}`.execute(trx);
    await sql`${clones}
      INSERT INTO product_tags (product_id, tag)
      SELECT 'prd_clone_' || n.i, t.tag FROM n JOIN products p ON p.slug = ${template}
        JOIN product_tags t ON t.product_id = p.id`.execute(trx);
  });
}

before(async () => {
  t = await createTestApp();
  db = t.app.services.store.db;
  key = await t.token('read');
  await addClones(CLONES);
});
after(() => t.close());

interface Result {
  recommendations: { product: { slug: string; ingredients: string; category: string; product_variants: unknown[] } }[];
  excluded: { slug: string; reason_en: string }[];
  excluded_total: number;
}

function recommend(parameters: Record<string, unknown>): Promise<Result> {
  return callOk<Result>(t, key, 'recommend_food', parameters);
}

test('33 000 more dog wet foods than an IN list can bind: recommendations, the first excluded and their total', async () => {
  const rows = await db
    .selectFrom('products')
    .select(['slug', 'ingredients'])
    .where('is_active', '=', true)
    .where('category', '=', 'nassfutter')
    .where('species', 'in', ['DOG', 'BOTH'])
    .orderBy('is_bestseller', 'desc')
    .orderBy('sort_key')
    .orderBy('id')
    .execute();
  assert.ok(rows.length > 32_766, `${rows.length} products in one category`);
  const excluded = rows.filter((r) => hasChicken(r.ingredients)).map((r) => r.slug);
  assert.equal(excluded.length, CLONES / 2 + dogWetFoods.filter((p) => hasChicken(p.ingredients)).length);

  const result = await recommend({ species: 'DOG', allergies: ['Huhn'], preference: 'wet', weight_kg: 12, limit: 10 });
  assert.equal(result.excluded_total, excluded.length);
  assert.equal(result.excluded.length, EXCLUDED_LISTED);
  assert.deepEqual(
    result.excluded.map((e) => e.slug),
    excluded.slice(0, EXCLUDED_LISTED),
  );
  for (const e of result.excluded) assert.match(e.reason_en, /contains chicken/);
  assert.equal(result.recommendations.length, 10);
  for (const rec of result.recommendations) {
    assert.equal(rec.product.category, 'nassfutter');
    assert.equal(hasChicken(rec.product.ingredients), false, rec.product.slug);
  }
  // Loaded in full like any catalog product (the clones have no variants of their own).
  const demo = result.recommendations.find((r) => !r.product.slug.match(/-\d+$/));
  if (demo) assert.ok(demo.product.product_variants.length > 0);
});

test('without an allergy nothing is excluded: an empty list and a total of 0, whatever the catalog size', async () => {
  const result = await recommend({ species: 'DOG', preference: 'mixed', limit: 3 });
  assert.deepEqual(result.excluded, []);
  assert.equal(result.excluded_total, 0);
  assert.equal(result.recommendations.length, 6);
});
