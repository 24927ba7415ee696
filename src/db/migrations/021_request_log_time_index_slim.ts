import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * SQLite's time index of the request log holds the time alone, no longer the request id after it.
 * Every logged request enters this index on the request path's machine, and an entry with the id
 * is four times the size: 2,000-row batches of prepared inserts with their commit took 9.8–10.2 µs
 * a row with it and 7.7–8.3 µs without the id (a loop on the benchmark machine), most of the
 * difference in the commit's index pages. Pages ordered by (ts, request_id) still read the index in time order; SQLite sorts only
 * the rows of one millisecond by id (its plan's "TEMP B-TREE FOR RIGHT PART OF ORDER BY").
 * PostgreSQL's time index is a BRIN index (migration 020) and stays.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await db.schema.dropIndex('request_log_ts').execute();
  await db.schema.createIndex('request_log_ts').on('request_log').column('ts').execute();
}
