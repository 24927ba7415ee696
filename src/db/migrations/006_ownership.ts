import type { Kysely } from 'kysely';

/**
 * Webhook subscriptions belong to the token that made them: only that token lists them, and they
 * pause when it is revoked or expires. Null means the shop owns the subscription: it is visible to
 * admins only and never paused for a token. Subscriptions made before this migration become the
 * shop's: they were made under the old rules (any webhooks:write token could subscribe to any
 * event), so an admin decides what to keep rather than handing them back to their makers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('webhook_subscriptions').addColumn('owner_token_id', 'text').execute();
  await db.schema
    .createIndex('webhook_subscriptions_owner')
    .on('webhook_subscriptions')
    .column('owner_token_id')
    .execute();
  // An order's owner is its token_id (since 004): reading, transferring on regeneration.
  await db.schema.createIndex('orders_token').on('orders').column('token_id').execute();
}
