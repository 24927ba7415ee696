import { type Kysely, sql } from 'kysely';

/**
 * An order gets its invoice number when it is paid; until then the unique index held a NULL entry
 * for it, one B-tree page more in the commit of every new order. It now holds numbered orders only,
 * which is all its uniqueness is about (NULLs never collided).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_invoice_number').execute();
  await db.schema
    .createIndex('orders_invoice_number')
    .unique()
    .on('orders')
    .column('invoice_number')
    .where(sql.ref('invoice_number'), 'is not', null)
    .execute();
}
