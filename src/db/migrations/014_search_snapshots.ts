import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * The product search index as last built, so a restart loads it instead of analysing the whole
 * catalog again (docs/search.md#start-up). One row per version of the search code (`code`, a hash of
 * it): an index built by other rules is never loaded. `catalog_stamp` is the newest product
 * updated_at the index includes; products changed after it are re-indexed on load.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const binary = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';
  await db.schema
    .createTable('search_snapshots')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('catalog_stamp', 'text', (c) => c.notNull())
    .addColumn('products', 'integer', (c) => c.notNull())
    .addColumn('data', binary, (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // The snapshot's stamp is the newest updated_at; on load, the products written after it are read.
  await db.schema.createIndex('products_updated_at').on('products').column('updated_at').execute();
}
