import { type Kysely, sql } from 'kysely';

/**
 * The price history per variant: one row per price that came into force, so the lowest price of any
 * 30-day window can be told (crossed-out prices may only show that lowest price, PAngV §11). A
 * variant's price in force at time t is its row with the latest valid_from at or before t. Existing
 * variants get their current price from their product's creation on: the best that is known.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('price_history')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('variant_id', 'text', (c) => c.notNull().references('product_variants.id').onDelete('cascade'))
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('valid_from', 'text', (c) => c.notNull())
    .execute();
  // The window lookup reads one variant's rows by time.
  await db.schema
    .createIndex('price_history_variant_time')
    .on('price_history')
    .columns(['variant_id', 'valid_from'])
    .execute();
  await sql`
    insert into price_history (id, variant_id, price_cents, valid_from)
    select 'prh_' || v.id, v.id, v.price_cents, p.created_at
    from product_variants v join products p on p.id = v.product_id
  `.execute(db);
}
