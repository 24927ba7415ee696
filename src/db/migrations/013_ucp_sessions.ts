import type { Kysely } from 'kysely';

/**
 * Carts and checkout sessions of the Universal Commerce Protocol (docs/ucp-checkout.md). A session
 * belongs to the token that created it and keeps what the agent sent (lines, buyer, delivery
 * address, language) as JSON; prices, VAT and stock are read again from the catalog on every
 * answer. The hosted checkout page is reached by random tokens of which only the SHA-256 is
 * stored, one row per token handed out, all ending with their session.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ucp_carts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_token_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    // The Idempotency-Key of the create request and the SHA-256 of its body: a retry finds the cart.
    .addColumn('create_key', 'text')
    .addColumn('create_hash', 'text')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ucp_carts_create_key')
    .unique()
    .on('ucp_carts')
    .columns(['owner_token_id', 'create_key'])
    .execute();
  await db.schema.createIndex('ucp_carts_owner').on('ucp_carts').columns(['owner_token_id', 'created_at']).execute();

  await db.schema
    .createTable('ucp_checkout_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_token_id', 'text', (c) => c.notNull())
    // The token's name at creation: the actor of the order history when the buyer confirms.
    .addColumn('owner_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('cart_id', 'text')
    .addColumn('payment_method', 'text')
    .addColumn('order_id', 'text')
    .addColumn('create_key', 'text')
    .addColumn('create_hash', 'text')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ucp_checkout_sessions_owner')
    .on('ucp_checkout_sessions')
    .columns(['owner_token_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('ucp_checkout_sessions_create_key')
    .unique()
    .on('ucp_checkout_sessions')
    .columns(['owner_token_id', 'create_key'])
    .execute();
  await db.schema.createIndex('ucp_checkout_sessions_cart').on('ucp_checkout_sessions').column('cart_id').execute();
  await db.schema
    .createIndex('ucp_checkout_sessions_order')
    .unique()
    .on('ucp_checkout_sessions')
    .column('order_id')
    .execute();

  await db.schema
    .createTable('ucp_checkout_page_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull().references('ucp_checkout_sessions.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ucp_checkout_page_tokens_session')
    .on('ucp_checkout_page_tokens')
    .column('session_id')
    .execute();
}
