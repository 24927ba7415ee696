/**
 * How the search index starts for a large catalog (docs/search.md#start-up), with the demo shop
 * standing in for one (lazyFrom below its size): start() does not wait for the index; searches
 * meanwhile come from the database while it is built, and wait for it while it is restored from its
 * snapshot; the index is saved as a snapshot and the next start loads it, re-indexing the products
 * written since; writes during the load are not lost. Both databases.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CatalogRepo } from '../../src/catalog/repo.ts';
import { CatalogSearch } from '../../src/catalog/search-service.ts';
import type { ChangeContext } from '../../src/core/context.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

const META: ChangeContext = {
  actor: { type: 'admin', id: 'adm_test', name: 'test' },
  tool: null,
  requestId: null,
  dryRun: false,
};

describe('search index start-up for a large catalog', () => {
  let t: TestApp;
  const starts: CatalogSearch[] = [];
  const messages: string[] = [];
  let loads = 0;
  const log = {
    info: (_: unknown, msg: string) => messages.push(msg),
    warn: (_: unknown, msg: string) => messages.push(msg),
  };

  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const fresh = () => {
    const { store, catalog } = t.app.services;
    const search = new CatalogSearch(store.db, new CatalogRepo(store.db), catalog, {
      lazyFrom: 10,
      log,
      onLoaded: () => loads++,
    });
    starts.push(search);
    return search;
  };
  const slugs = async (search: CatalogSearch, query: string) =>
    (await search.search({ query, limit: 50 })).products.map((p) => p.slug);

  it('start() resolves before the index; searches meanwhile use the database, then the index', async () => {
    const search = fresh();
    await search.start();
    assert.equal(search.size, 0, 'the index is still loading');
    const early = await search.search({ query: 'Lachs', limit: 50 });
    assert.ok(early.products.length > 0, 'the database answers');
    assert.equal(early.matches, undefined, 'no explanations without the index');
    for (const p of early.products) {
      const text = `${p.name} ${p.name_en} ${p.description} ${p.description_en} ${p.ingredients}`.toLowerCase();
      assert.ok(text.includes('lachs'), p.slug);
    }
    await search.ready();
    assert.ok(search.size > 10);
    assert.ok((await search.search({ query: 'salmon', limit: 50 })).matches, 'the index explains its hits');
    assert.deepEqual(messages.at(-1), 'search index built and saved');
    assert.equal(loads, 1, 'the app is told once the load is done');
  });

  it('the next start loads the snapshot and re-indexes what was written since', async () => {
    const slug = (
      await t.app.services.store.db
        .selectFrom('products')
        .select('slug')
        .where('is_active', '=', true)
        .orderBy('slug')
        .executeTakeFirstOrThrow()
    ).slug;
    await t.app.services.writes.updateDetails(slug, { description: 'Mit Zauberkraut verfeinert.' }, META);
    const search = fresh();
    await search.start();
    await search.ready();
    assert.equal(messages.at(-1), 'search index loaded from its snapshot');
    assert.deepEqual(await slugs(search, 'Zauberkraut'), [slug]);
    assert.deepEqual(
      await slugs(search, 'salmon'),
      await slugs(starts[0]!, 'salmon'),
      'the same answers as the built index',
    );
  });

  it('a write while the index loads reaches it; close() saves the index for the next start', async () => {
    const search = fresh();
    await search.start();
    const slug = await t.app.services.store.db
      .selectFrom('products')
      .select(['slug', 'id'])
      .where('is_active', '=', true)
      .orderBy('slug', 'desc')
      .executeTakeFirstOrThrow();
    await t.app.services.writes.updateDetails(slug.slug, { description: 'Mit Wunderwurzel.' }, META);
    await search.refresh(slug.id);
    await search.ready();
    assert.deepEqual(await slugs(search, 'Wunderwurzel'), [slug.slug]);
    await search.close(new Date());
    const next = fresh();
    await next.start();
    await next.ready();
    assert.equal(messages.at(-1), 'search index loaded from its snapshot');
    assert.deepEqual(await slugs(next, 'Wunderwurzel'), [slug.slug]);
  });

  it('a query while the snapshot is restored waits for the index instead of reading every product', async () => {
    const search = fresh();
    await search.start();
    const result = await search.search({ query: 'salmon', limit: 50 });
    assert.ok(result.matches, 'answered by the index: it explains its hits');
    assert.equal(messages.at(-1), 'search index loaded from its snapshot');
    assert.deepEqual(
      result.products.map((p) => p.slug),
      await slugs(starts[0]!, 'salmon'),
    );
  });

  it('a snapshot that cannot be restored leaves queries to the database, without an error', async () => {
    await t.app.services.store.db
      .updateTable('search_snapshots')
      .set({ data: Buffer.from('not a snapshot') })
      .execute();
    const search = fresh();
    await search.start();
    const result = await search.search({ query: 'Lachs', limit: 50 });
    assert.ok(result.products.length > 0, 'the database answers');
    assert.equal(result.matches, undefined);
    assert.equal(messages.at(-1), 'the search index could not be loaded; searches use the database');
  });

  it('a small catalog is indexed before start() resolves, and never saved', async () => {
    const { store, catalog } = t.app.services;
    await store.db.deleteFrom('search_snapshots').execute();
    const search = new CatalogSearch(store.db, new CatalogRepo(store.db), catalog);
    await search.start();
    assert.ok(search.size > 10);
    await search.close(new Date());
    assert.equal((await store.db.selectFrom('search_snapshots').selectAll().execute()).length, 0);
  });
});
