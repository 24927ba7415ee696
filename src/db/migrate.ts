/**
 * One migration set for both databases, run at start and by `napf migrate`. Kysely's Migrator holds
 * a lock table while it runs, so two instances starting at once do not migrate twice.
 */
import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Store } from './connect.ts';
import * as m001 from './migrations/001_foundation.ts';
import * as m002 from './migrations/002_events_audit_webhooks.ts';
import * as m003 from './migrations/003_request_log.ts';
import * as m004 from './migrations/004_webhook_deliveries_orders.ts';
import * as m005 from './migrations/005_admin_sessions_feeds.ts';
import * as m006 from './migrations/006_ownership.ts';
import * as m007 from './migrations/007_login_throttle.ts';
import * as m008 from './migrations/008_newsletter_mailbox.ts';
import * as m009 from './migrations/009_net_quantity_vat.ts';
import * as m010 from './migrations/010_price_history.ts';
import * as m011 from './migrations/011_feed_labelling.ts';
import * as m012 from './migrations/012_orders_fulfilment.ts';
import * as m013 from './migrations/013_ucp_sessions.ts';
import * as m014 from './migrations/014_search_snapshots.ts';
import * as m015 from './migrations/015_events_by_type.ts';
import * as m016 from './migrations/016_request_log_partial_indexes.ts';
import * as m017 from './migrations/017_audit_log_one_entity_index.ts';
import * as m018 from './migrations/018_orders_invoice_number_partial.ts';
import * as m019 from './migrations/019_products_list_order_desc.ts';
import * as m020 from './migrations/020_request_log_time_by_hour.ts';
import * as m021 from './migrations/021_request_log_time_index_slim.ts';

/** Every migration by name, in order (tests replay a prefix of them to test a later one). */
export const MIGRATIONS: Record<string, Migration> = {
  '001_foundation': m001,
  '002_events_audit_webhooks': m002,
  '003_request_log': m003,
  '004_webhook_deliveries_orders': m004,
  '005_admin_sessions_feeds': m005,
  '006_ownership': m006,
  '007_login_throttle': m007,
  '008_newsletter_mailbox': m008,
  '009_net_quantity_vat': m009,
  '010_price_history': m010,
  '011_feed_labelling': m011,
  '012_orders_fulfilment': m012,
  '013_ucp_sessions': m013,
  '014_search_snapshots': m014,
  '015_events_by_type': m015,
  '016_request_log_partial_indexes': m016,
  '017_audit_log_one_entity_index': m017,
  '018_orders_invoice_number_partial': m018,
  '019_products_list_order_desc': m019,
  '020_request_log_time_by_hour': m020,
  '021_request_log_time_index_slim': m021,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export async function migrateToLatest(store: Store): Promise<string[]> {
  // Kysely looks for its bookkeeping tables in any schema unless told which one is ours.
  const migrator = new Migrator({ db: store.db, provider, migrationTableSchema: store.schema });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
