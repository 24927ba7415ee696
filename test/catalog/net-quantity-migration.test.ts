/** Migration 009 on a database that already holds products: net quantities from the size labels, VAT rates from the categories. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type Kysely, type Migration, Migrator } from 'kysely';
import pg from 'pg';
import { randomBase62 } from '../../src/core/ids.ts';
import { openStore } from '../../src/db/connect.ts';
import { MIGRATIONS, migrateToLatest } from '../../src/db/migrate.ts';
import { PG_URL } from '../helpers/app.ts';

/** The migrations before 009, as a database that predates it has them. */
const BEFORE: Record<string, Migration> = Object.fromEntries(
  Object.entries(MIGRATIONS).filter(([name]) => name < '009'),
);

test('migration 009 fills net quantities where the size label parses and VAT rates by category', async () => {
  const schema = PG_URL ? `t_${randomBase62(12).toLowerCase()}` : undefined;
  const store = await openStore(PG_URL ?? 'sqlite::memory:', { schema });
  try {
    const old = new Migrator({
      db: store.db,
      provider: { getMigrations: async () => BEFORE },
      migrationTableSchema: store.schema,
    });
    const { error } = await old.migrateToLatest();
    assert.ifError(error);
    // Written through an untyped handle: these rows predate the new columns.
    const db = store.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const now = new Date().toISOString();
    const product = (id: string, category: string) => ({
      id,
      slug: id,
      sku: id,
      name: id,
      name_en: id,
      sort_key: id,
      brand: 'B',
      species: 'DOG',
      category,
      line: 'pur',
      description: 'd',
      description_en: 'd',
      ingredients: 'i',
      analytical_constituents: '{}',
      feeding_guide: null,
      images: '[]',
      is_active: true,
      is_bestseller: false,
      first_activated_at: now,
      created_at: now,
      updated_at: now,
    });
    await db
      .insertInto('products')
      .values([product('p1', 'nassfutter'), product('p2', 'pflege'), product('p3', 'spielzeug')])
      .execute();
    const variant = (id: string, size: string, position: number) => ({
      id,
      product_id: 'p1',
      size,
      price_cents: 1849,
      compare_price_cents: null,
      stock_status: 'IN_STOCK',
      ean: `400000000000${position}`,
      position,
    });
    await db
      .insertInto('product_variants')
      .values([variant('v1', '6x400g', 1), variant('v2', '100 ml', 2), variant('v3', 'Großpackung', 3)])
      .execute();

    await migrateToLatest(store);

    const variants = await store.db
      .selectFrom('product_variants')
      .select(['id', 'net_quantity_value', 'net_quantity_unit'])
      .orderBy('id')
      .execute();
    assert.deepEqual(
      variants.map((v) => ({ ...v })),
      [
        { id: 'v1', net_quantity_value: 2400, net_quantity_unit: 'g' },
        { id: 'v2', net_quantity_value: 100, net_quantity_unit: 'ml' },
        { id: 'v3', net_quantity_value: null, net_quantity_unit: null },
      ],
    );
    const products = await store.db.selectFrom('products').select(['id', 'vat_rate']).orderBy('id').execute();
    assert.deepEqual(
      products.map((p) => ({ ...p })),
      [
        { id: 'p1', vat_rate: 7 },
        { id: 'p2', vat_rate: 19 },
        { id: 'p3', vat_rate: 19 },
      ],
    );
  } finally {
    await store.close();
    if (schema) {
      const client = new pg.Client({ connectionString: PG_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    }
  }
});
