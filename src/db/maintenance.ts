/**
 * Periodic database upkeep. SQLite plans queries from statistics that only ANALYZE gathers;
 * `PRAGMA optimize` refreshes them where needed (PostgreSQL's autovacuum does this by itself).
 */
import { sql } from 'kysely';
import type { Store } from './connect.ts';

export async function optimizeDatabase(store: Store): Promise<void> {
  if (store.dialect === 'sqlite') await sql`PRAGMA optimize`.execute(store.db);
}
