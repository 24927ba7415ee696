/**
 * Periodic database upkeep. SQLite plans queries from statistics that only ANALYZE gathers;
 * `PRAGMA optimize` refreshes them where needed (PostgreSQL's autovacuum does this by itself).
 */
import { sql } from 'kysely';
import type { Store } from './connect.ts';

export async function optimizeDatabase(store: Store): Promise<void> {
  if (store.dialect === 'sqlite') await sql`PRAGMA optimize`.execute(store.db);
}

/**
 * After a bulk load: fresh planner statistics at once. PostgreSQL's autovacuum would gather them
 * within a minute or so; until then it plans as if the tables were small — at 100 000 fresh
 * products the search index build at start took 43 s instead of 8, every tag lookup a full scan.
 */
export async function analyzeAfterBulkLoad(store: Store): Promise<void> {
  await sql`ANALYZE`.execute(store.db);
}

/** The cheapest round trip: resolves when the database answers (the readiness check). */
export async function pingDatabase(store: Store): Promise<void> {
  await sql`select 1`.execute(store.db);
}
