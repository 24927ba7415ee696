/**
 * Opens the store named by DATABASE_URL (docs/contract.md#environment): `sqlite:<path>`, `sqlite::memory:` or
 * `postgres://...`. Dialect differences stay in src/db/.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';
import { capabilities, type DialectCapabilities } from './capabilities.ts';
import { copyRowsQuery, withCopy } from './pg-copy.ts';
import type { Database } from './schema.ts';
import { kyselySqliteDatabase, NodeSqliteDialect, sqliteRowInserter } from './sqlite-adapter.ts';
import { startBackgroundCheckpoints } from './wal-checkpoints.ts';

/** The connection and what its database does differently (capabilities.ts). */
export interface Store extends DialectCapabilities {
  db: Kysely<Database>;
  /**
   * Inserts rows into `table` inside `trx`, by statements whose text never changes, so each is
   * prepared once: for bulk writes on a hot path (the request log). Kysely's multi-row VALUES list
   * builds a query tree and binds a parameter per cell, and its text changes with the row count.
   * The rows come column by column: `values[c]` holds column c's value of every row (a missing
   * column or value is NULL), read by position, not by a column name per cell (on SQLite that
   * lookup was ~0.5 µs of a log row's ~4.9), and the caller makes no array per row.
   */
  insertColumns(
    trx: Transaction<Database>,
    table: string,
    columns: readonly string[],
    values: readonly ArrayLike<unknown>[],
  ): Promise<void>;
  /** PostgreSQL schema the store runs in, when not the default search path. */
  schema?: string;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL only: run in this schema (created if missing). Tests isolate themselves this way. */
  schema?: string;
  /**
   * SQLite files only: checkpoint the write-ahead log from a worker thread, not inside the app's
   * commits (wal-checkpoints.ts); told here if that thread fails. For the server; a short CLI
   * command does not need the thread.
   */
  backgroundCheckpoints?: { onError(err: Error): void };
}

// COUNT(*) and BIGINT arrive as strings from pg by default; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

function openSqlite(url: string, options: OpenOptions): Store {
  const path = url.slice('sqlite:'.length);
  const memory = path === ':memory:';
  if (!memory) mkdirSync(dirname(path), { recursive: true });
  const sqlite = new DatabaseSync(memory ? ':memory:' : path);
  // WAL lets readers proceed during a write; NORMAL sync is durable across process crashes in WAL mode.
  sqlite.exec(
    'PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;',
  );
  const db = new Kysely<Database>({ dialect: new NodeSqliteDialect({ database: kyselySqliteDatabase(sqlite) }) });
  // Kysely runs one statement at a time on this one connection, and `trx` holds it: the inserter's
  // statements run inside that transaction, with nothing else in between.
  const insert = sqliteRowInserter(sqlite);
  const insertColumns: Store['insertColumns'] = async (_trx, table, columns, values) => insert(table, columns, values);
  const background = options.backgroundCheckpoints;
  const stopCheckpoints = background && !memory ? startBackgroundCheckpoints(path, sqlite, background.onError) : null;
  const close = async () => {
    await stopCheckpoints?.();
    await db.destroy();
  };
  return { ...capabilities('sqlite'), db, insertColumns, close };
}

async function openPostgres(url: string, options: OpenOptions): Promise<Store> {
  if (options.schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA IF NOT EXISTS "${options.schema.replace(/"/g, '')}"`);
    } catch (err) {
      // Two instances creating it at once: IF NOT EXISTS still races in the catalog; one wins.
      if (!['23505', '42P06'].includes((err as { code?: string }).code ?? '')) throw err;
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Fail fast when the server is away rather than queueing requests for ever.
    connectionTimeoutMillis: 5000,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Nor a checked-out one: pg-pool listens only to idle clients, so a client held between two
  // queries of a transaction when the server goes away (a restart: 57P01) would emit 'error' with no
  // listener and end the process. Its work fails instead, and the pool drops it on release.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: withCopy(pool) }) });
  return {
    ...capabilities('postgres'),
    db,
    insertColumns: copyRowsInto,
    schema: options.schema,
    close: () => db.destroy(),
  };
}

/** All rows in one COPY on the transaction's own connection (pg-copy.ts). */
const copyRowsInto: Store['insertColumns'] = async (trx, table, columns, values) => {
  await trx.executeQuery(copyRowsQuery(table, columns, values));
};

export async function openStore(url: string, options: OpenOptions = {}): Promise<Store> {
  if (url.startsWith('sqlite:')) return openSqlite(url, options);
  return openPostgres(url, options);
}
