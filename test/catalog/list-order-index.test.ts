/**
 * The default product list (bestsellers first, then sort key and id) is read from an index in its
 * order, on both databases: the index holds is_bestseller descending. With all columns ascending,
 * PostgreSQL sorted every active product for each page (350–500 ms at 100 000 products).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { CatalogRepo } from '../../src/catalog/repo.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { planOfFirstStatement } from '../helpers/query-plan.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

/** The plan of the SQL CatalogRepo.listProducts runs for the unfiltered first page (sorts ruled out on PostgreSQL). */
const planOfFirstPage = () =>
  planOfFirstStatement(t.app.services.store, (db) => new CatalogRepo(db).listProducts({}, 0, 24), 'enable_sort');

test('the default list order is read from the list index without sorting', async () => {
  const plan = await planOfFirstPage();
  assert.match(plan, /products_list_order/, plan);
  assert.doesNotMatch(plan, /TEMP B-TREE|Sort/, plan);
});
