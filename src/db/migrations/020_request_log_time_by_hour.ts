import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Every request writes a log row, and every index the row enters costs the request path's machine
 * its insert. The dashboard's time-ordered pages now find their rows through the hour rollups
 * (RequestLogRepo.list): the hours in which the filter's token had requests, then the rows of those
 * hours by time. So the token index goes on both databases, and on PostgreSQL the time index
 * becomes a BRIN index: a few bytes per block range of this append-only table instead of a b-tree
 * entry per row, and enough to find an hour's blocks. SQLite has no BRIN and keeps its time b-tree.
 * The partial tool and status indexes stay: they hold only the rows their filters look for.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('request_log_token').execute();
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await db.schema.dropIndex('request_log_ts').execute();
  // A range of 32 blocks (256 KiB, ~2 000 rows) instead of 128: a narrow window reads fewer rows
  // that its condition then drops. autosummarize: autovacuum summarises each range as it fills,
  // rather than at the next vacuum of the table; until then a range matches every query.
  await sql`create index request_log_ts on request_log using brin (ts) with (pages_per_range = 32, autosummarize = on)`.execute(
    db,
  );
}
