import type { Kysely } from 'kysely';

/**
 * The admin dashboard: admin users, their server-side sessions, failed logins for the
 * login throttle, marketplace feed connections, and indexes for the dashboard's product overview
 * and audit trail.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admin_users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Stored lowercased and trimmed: one account per address whatever the spelling at login.
    .addColumn('email', 'text', (c) => c.notNull().unique())
    // scrypt$<log2 N>$<r>$<p>$<salt base64url>$<key base64url>: the parameters travel with the hash.
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('last_login_at', 'text')
    .execute();

  await db.schema
    .createTable('admin_sessions')
    // SHA-256 (hex) of the session id in the cookie: a leaked table does not yield usable cookies.
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('admin_users.id').onDelete('cascade'))
    .addColumn('csrf_token', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // Sliding idle timeout: refreshed (at most once a minute) by authenticated requests.
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    // Absolute end of the session, whatever the activity.
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('admin_sessions_user').on('admin_sessions').column('user_id').execute();
  await db.schema.createIndex('admin_sessions_expires').on('admin_sessions').column('expires_at').execute();

  await db.schema
    .createTable('admin_login_failures')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // 'account' (key: the lowercased e-mail, known or not) or 'ip' (key: the client address).
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('admin_login_failures_key')
    .on('admin_login_failures')
    .columns(['scope', 'key', 'created_at'])
    .execute();
  await db.schema.createIndex('admin_login_failures_created').on('admin_login_failures').column('created_at').execute();

  await db.schema
    .createTable('feed_connections')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    // google (RSS 2.0 with the g: namespace) or csv
    .addColumn('format', 'text', (c) => c.notNull())
    // Kept in clear: the dashboard shows the feed URL, which is the secret.
    .addColumn('secret', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_fetched_at', 'text')
    .addColumn('last_item_count', 'integer')
    .execute();

  // The dashboard's product overview: every status, ordered by name, paged from an index.
  await db.schema.createIndex('products_admin_order').on('products').columns(['sort_key', 'id']).execute();
  await db.schema
    .createIndex('products_admin_status_order')
    .on('products')
    .columns(['is_active', 'sort_key', 'id'])
    .execute();
  // Its stock-status filter: products with a variant in that status.
  await db.schema
    .createIndex('product_variants_stock')
    .on('product_variants')
    .columns(['stock_status', 'product_id'])
    .execute();
  // Draft creation refuses an EAN another product already uses.
  await db.schema.createIndex('product_variants_ean').on('product_variants').column('ean').execute();
  // The audit trail of one entity, newest first.
  await db.schema
    .createIndex('audit_log_entity_created')
    .on('audit_log')
    .columns(['entity_type', 'entity_id', 'created_at', 'id'])
    .execute();
}
