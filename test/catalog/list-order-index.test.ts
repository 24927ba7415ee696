/**
 * The default product list (bestsellers first, then sort key and id) is read from an index in its
 * order, on both databases: the index holds is_bestseller descending. With all columns ascending,
 * PostgreSQL sorted every active product for each page (350–500 ms at 100 000 products).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createQueryId, type KyselyPlugin, type RootOperationNode, sql } from 'kysely';
import { CatalogRepo } from '../../src/catalog/repo.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

/** The plan of the SQL CatalogRepo.listProducts runs for the unfiltered first page; sorts ruled out where they can be. */
async function planOfFirstPage(): Promise<string> {
  const { db, dialect } = t.app.services.store;
  const nodes: RootOperationNode[] = [];
  const capture: KyselyPlugin = {
    transformQuery: ({ node }) => {
      nodes.push(node);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  await new CatalogRepo(db.withPlugin(capture)).listProducts({}, 0, 24);
  const query = db.getExecutor().compileQuery(nodes[0] as RootOperationNode, createQueryId());
  return db.transaction().execute(async (trx) => {
    // Without a sort, PostgreSQL must read an index in order; it sorts only when none can give it.
    if (dialect === 'postgres') await sql`set local enable_sort = off`.execute(trx);
    const explain = dialect === 'sqlite' ? 'explain query plan ' : 'explain ';
    const plan = await trx.executeQuery({ ...query, sql: explain + query.sql, queryId: createQueryId() });
    return JSON.stringify(plan.rows);
  });
}

test('the default list order is read from the list index without sorting', async () => {
  const plan = await planOfFirstPage();
  assert.match(plan, /products_list_order/, plan);
  assert.doesNotMatch(plan, /TEMP B-TREE|Sort/, plan);
});
