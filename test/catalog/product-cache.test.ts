/**
 * The products a search answers with are assembled once and kept in memory until the next catalog
 * write or the next full hour: a write shows in the very next search, kept products are frozen (a
 * caller cannot change what the next one gets), and their lowest price is never more than an hour old.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { CatalogRepo } from '../../src/catalog/repo.ts';
import type { Product } from '../../src/catalog/schema.ts';
import { CatalogService } from '../../src/catalog/service.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { callOk } from '../helpers/tools.ts';

let t: TestApp;
let admin: string;
let reader: string;
before(async () => {
  t = await createTestApp();
  admin = await t.token('admin');
  reader = await t.token('read');
});
after(() => t.close());

interface Hit {
  slug: string;
  product_variants: { size: string; price: number }[];
}

const search = async (query: string): Promise<Hit[]> =>
  (await callOk(t, reader, 'search_products', { query, limit: 10 })).products;

test('a price change and a deactivation show in the next search', async () => {
  const [first] = await search('Lachs');
  assert.ok(first, 'the demo catalog has salmon');
  const size = first.product_variants[0]!.size;
  assert.deepEqual((await search('Lachs'))[0], first, 'the same answer while nothing is written');

  await callOk(t, admin, 'update_product_price', { slug: first.slug, size, price: 77.77 });
  const repriced = (await search('Lachs')).find((hit) => hit.slug === first.slug);
  assert.equal(repriced?.product_variants.find((v) => v.size === size)?.price, 77.77);

  await callOk(t, admin, 'update_product_details', { slug: first.slug, is_active: false });
  assert.equal(
    (await search('Lachs')).find((hit) => hit.slug === first.slug),
    undefined,
  );
});

/** A service over the app's database whose product reads are counted, on a clock the test moves. */
function countedService(now: { at: Date }) {
  const repo = new CatalogRepo(t.app.services.store.db);
  const reads: string[][] = [];
  const findActiveByIds = repo.findActiveByIds.bind(repo);
  repo.findActiveByIds = (ids) => {
    reads.push([...ids]);
    return findActiveByIds(ids);
  };
  return { service: new CatalogService(repo, 'https://shop.example', { now: () => now.at }), reads };
}

async function someProductIds(n: number): Promise<string[]> {
  const rows = await t.app.services.store.db
    .selectFrom('products')
    .select('id')
    .where('is_active', '=', true)
    .orderBy('id')
    .limit(n)
    .execute();
  return rows.map((r) => r.id);
}

test('products are read once, in the order asked, until a write; kept ones are frozen', async () => {
  const { service, reads } = countedService({ at: new Date('2026-05-04T10:15:00Z') });
  const [a, b, c] = await someProductIds(3);
  const first = await service.activeProducts([b!, a!, 'prd_unknown']);
  assert.deepEqual(
    first.map((p) => p.id),
    [b, a],
  );
  const second = await service.activeProducts([a!, c!, b!]);
  assert.deepEqual(
    second.map((p) => p.id),
    [a, c, b],
  );
  assert.deepEqual(reads, [[b, a, 'prd_unknown'], [c]], 'only the products not kept are read');
  assert.equal(second[0], first[1], 'the kept object itself');
  assert.match(first[0]!.images[0]!, /^https:\/\/shop\.example\//, 'image URLs are absolute');

  const kept = first[0] as Product;
  assert.throws(() => {
    (kept as { name: string }).name = 'changed';
  }, TypeError);
  assert.throws(() => {
    (kept.product_variants[0] as { price: number }).price = 0;
  }, TypeError);

  service.invalidate();
  await service.activeProducts([a!]);
  assert.deepEqual(reads.at(-1), [a], 'read again after a write');
});

test('a product read across a write answers its request but is not kept', async () => {
  const { service, reads } = countedService({ at: new Date('2026-05-04T10:15:00Z') });
  const [a] = await someProductIds(1);
  const reading = service.activeProducts([a!]);
  service.invalidate(); // a write lands while the product is read
  assert.equal((await reading).length, 1);
  await service.activeProducts([a!]);
  assert.equal(reads.length, 2);
});

test('kept products are read again at the next full hour (lowest_price_30_days moves with time)', async () => {
  const now = { at: new Date('2026-05-04T10:59:59Z') };
  const { service, reads } = countedService(now);
  const [a] = await someProductIds(1);
  await service.activeProducts([a!]);
  await service.activeProducts([a!]);
  assert.equal(reads.length, 1);
  now.at = new Date('2026-05-04T11:00:00Z');
  await service.activeProducts([a!]);
  assert.equal(reads.length, 2);
});
