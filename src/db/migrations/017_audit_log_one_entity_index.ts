import type { Kysely } from 'kysely';

/**
 * audit_log_entity (entity_type, entity_id) is a prefix of audit_log_entity_created, which answers
 * every lookup it did. Each audited write paid for both: one B-tree page more in every commit that
 * writes an audit row (every order, price, stock and product change).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('audit_log_entity').execute();
}
