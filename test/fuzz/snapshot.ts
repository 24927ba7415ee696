/** Nothing half-written: a snapshot of every table a write touches, to compare before and after. */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../src/db/schema.ts';

// Append-only tables: their row counts show any write.
const COUNTED = [
  'events',
  'audit_log',
  'orders',
  'order_items',
  'idempotency_keys',
  'mail_outbox',
  'newsletter_consents',
  'webhook_deliveries',
  'admin_sessions',
  'product_tags',
  'reviews',
  'price_history',
];
// Tables changed in place: the columns writes touch (not those the guard, the dispatcher or the
// login throttle update on every request by design: last_used_at, attempts, failing_since...).
const WATCHED: Record<string, string> = {
  products: 'id, slug, is_active, is_bestseller, updated_at, images, name',
  product_variants: 'id, price_cents, compare_price_cents, stock_status, ean',
  api_tokens: 'id, name, revoked_at, expires_at, token_hash, scopes',
  webhook_subscriptions: 'id, name, status, secret, previous_secret, url, events',
  feed_connections: 'id, name, format, secret',
  newsletter_subscribers: 'id, status, updated_at',
  newsletter_confirmations: 'token_hash, used_at',
  admin_users: 'id, password_hash',
};

export async function snapshot(db: Kysely<Database>): Promise<string> {
  const counts = await sql
    .raw<Record<string, unknown>>(
      `select ${COUNTED.map((table) => `(select count(*) from ${table}) as ${table}`).join(', ')}`,
    )
    .execute(db);
  const watched = await Promise.all(
    Object.entries(WATCHED).map(async ([table, columns]) => {
      const rows = await sql.raw(`select ${columns} from ${table} order by ${columns.split(',')[0]}`).execute(db);
      return [table, rows.rows];
    }),
  );
  return JSON.stringify({ counts: Object.values(counts.rows[0] ?? {}).map(Number), watched });
}
