/**
 * CatalogRepo against the databases' parameter limits: id lists of any length go through
 * inChunks() (SQLite binds at most 32 766 parameters per statement, PostgreSQL 65 535), and the lean
 * projection recommend_food scores carries exactly what the full products say.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Kysely } from 'kysely';
import { CATEGORIES } from '../../src/catalog/enums.ts';
import { CatalogRepo, IN_LIST_CHUNK, inChunks } from '../../src/catalog/repo.ts';
import type { Database } from '../../src/db/schema.ts';
import { createTestApp, PG_URL, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let db: Kysely<Database>;
let repo: CatalogRepo;
let productIds: string[];

before(async () => {
  t = await createTestApp();
  db = t.app.services.store.db;
  repo = new CatalogRepo(db);
  productIds = (await db.selectFrom('products').select('id').execute()).map((r) => r.id);
});
after(() => t.close());

/** More ids than either database takes in one statement, the real ones spread among them. */
function manyIds(count: number): string[] {
  const ids = Array.from({ length: count }, (_, i) => `prd_missing_${i}`);
  productIds.forEach((id, i) => {
    ids[Math.floor(((i + 0.5) * count) / productIds.length)] = id;
  });
  return ids;
}

describe('inChunks', () => {
  test('40 000 ids: one query per chunk of at most IN_LIST_CHUNK, every row found', async () => {
    const ids = manyIds(40_000);
    if (!PG_URL) {
      // The failure this guards against: one IN list of 40 000 ids is past SQLite's limit.
      await assert.rejects(
        db.selectFrom('products').select('id').where('id', 'in', ids).execute(),
        /too many SQL variables/,
      );
    }
    const chunks: number[] = [];
    const rows = await inChunks(ids, (chunk) => {
      chunks.push(chunk.length);
      return db.selectFrom('products').select('id').where('id', 'in', chunk).execute();
    });
    assert.equal(chunks.length, Math.ceil(40_000 / IN_LIST_CHUNK));
    assert.ok(chunks.every((n) => n <= IN_LIST_CHUNK));
    assert.equal(
      chunks.reduce((a, b) => a + b, 0),
      40_000,
    );
    assert.deepEqual(rows.map((r) => r.id).sort(), [...productIds].sort());
  });

  test('rows come in chunk order; no ids, no query; a chunk size must be a positive integer', async () => {
    const ids = Array.from({ length: 7 }, (_, i) => String(i));
    const rows = await inChunks(ids, async (chunk) => chunk.map((id) => Number(id)), 3);
    assert.deepEqual(rows, [0, 1, 2, 3, 4, 5, 6]);
    let called = false;
    assert.deepEqual(
      await inChunks([], async () => {
        called = true;
        return [1];
      }),
      [],
    );
    assert.equal(called, false);
    await assert.rejects(
      inChunks(ids, async () => [], 0),
      RangeError,
    );
  });
});

describe('CatalogRepo with id lists past the parameter limit', () => {
  test('findActiveByIds takes 70 000 ids (more than SQLite and PostgreSQL bind) and keeps their order', async () => {
    const ids = manyIds(70_000);
    const found = await repo.findActiveByIds(ids);
    const active = new Set(
      (await db.selectFrom('products').select('id').where('is_active', '=', true).execute()).map((r) => r.id),
    );
    assert.deepEqual(
      found.map((p) => p.id),
      ids.filter((id) => active.has(id)),
    );
    // Assembled in full: variants, tags and ratings are read in chunks too.
    const one = found.find((p) => p.rating.count > 0 && p.tags.length > 0 && p.product_variants.length > 0);
    assert.ok(one);
    assert.deepEqual(one, await repo.findBySlug(one.slug));
  });
});

describe('recommendCandidates: the lean projection of recommend_food', () => {
  test('the same products in the same order as listProducts, with the scorer’s fields unchanged', async () => {
    let seen = 0;
    for (const species of ['DOG', 'CAT', 'BOTH'] as const) {
      for (const category of CATEGORIES) {
        const filter = { species, category };
        const full = await repo.listProducts(filter, 0, 1000);
        const lean = await repo.recommendCandidates(filter);
        assert.deepEqual(
          lean.map((c) => c.slug),
          full.map((p) => p.slug),
          `${species} ${category}`,
        );
        full.forEach((product, i) => {
          const c = lean[i]!;
          assert.deepEqual(
            {
              id: c.id,
              slug: c.slug,
              name: c.name,
              name_en: c.name_en,
              species: c.species,
              category: c.category,
              line: c.line,
              ingredients: c.ingredients,
              tags: c.tags,
              is_bestseller: c.is_bestseller,
              rating: { average: c.rating_average, count: c.rating_count },
              feeding_guide: c.feeding_guide,
              analytical_constituents: c.analytical_constituents,
            },
            {
              id: product.id,
              slug: product.slug,
              name: product.name,
              name_en: product.name_en,
              species: product.species,
              category: product.category,
              line: product.line,
              ingredients: product.ingredients,
              tags: product.tags,
              is_bestseller: product.is_bestseller,
              rating: product.rating,
              feeding_guide: product.feeding_guide,
              analytical_constituents: product.analytical_constituents,
            },
            product.slug,
          );
        });
        seen += full.length;
      }
    }
    assert.ok(seen > 50, `${seen} products compared`);
    // Ratings really are aggregated (the demo shop has reviews), not just defaulted.
    const rated = await repo.recommendCandidates({ species: 'DOG', category: 'trockenfutter' });
    assert.ok(rated.some((c) => c.rating_count > 0 && c.rating_average !== null));
  });

  test('inactive products are left out, as in every catalog list', async () => {
    const inactive = await db
      .selectFrom('products')
      .select(['slug', 'species', 'category'])
      .where('is_active', '=', false)
      .execute();
    assert.ok(inactive.length > 0);
    for (const p of inactive) {
      const lean = await repo.recommendCandidates({ category: p.category });
      assert.ok(!lean.some((c) => c.slug === p.slug), p.slug);
    }
  });
});
