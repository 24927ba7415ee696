import type { Kysely } from 'kysely';

/**
 * Every instance polls the events table twice a second for product changes made by the others
 * (src/catalog/change-follower.ts). By time alone that read every event since the last product
 * change — with orders only, every order.created since start, growing by the hour. By type first,
 * it reads the product changes and nothing else.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('events_type_created').on('events').columns(['type', 'created_at']).execute();
}
