import type { Kysely } from 'kysely';

/**
 * The feed labelling particulars a product states besides composition, constituents and feeding
 * guide (docs/prices-and-labels.md): the type of feed, a dietetic purpose, the additives (a JSON
 * list), the responsible operator and its registration number. Existing products get them empty:
 * only the operator knows them, and the dashboard shows what each product still lacks.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite alters a table one column at a time.
  const products = () => db.schema.alterTable('products');
  await products().addColumn('feed_type', 'text').execute();
  await products().addColumn('dietetic_purpose', 'text').execute();
  await products()
    .addColumn('additives', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await products().addColumn('operator_name', 'text').execute();
  await products().addColumn('operator_address', 'text').execute();
  await products().addColumn('operator_registration', 'text').execute();
}
