/**
 * Adapts the built-in `node:sqlite` DatabaseSync to Kysely's SqliteDialect (no native addon to
 * compile). node:sqlite cannot bind booleans, so they become 1/0 here, in one place.
 *
 * Prepared statements are kept by their SQL text: the app runs a few hundred query shapes over and
 * over, and preparing each anew was a measurable share of every request. SQLite re-prepares a kept
 * statement by itself after a schema change.
 */
import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type SqliteDatabase,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
  type SqliteStatement,
} from 'kysely';
import { quotedIdentifier } from './identifier.ts';

/** Distinct statements kept; beyond it the oldest one is dropped. */
const KEPT_STATEMENTS = 200;
/**
 * Longer SQL is not kept: multi-row inserts come in every row count, each a large prepared program.
 * Kept, the request log's (before it moved to sqliteRowInserter) took a 10-minute soak from a flat
 * ~400 MB to a still-rising 486 MB.
 */
const KEPT_SQL_LENGTH = 4096;

function bindableValue(value: unknown): SQLInputValue {
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value === undefined ? null : (value as SQLInputValue);
}

function bindable(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map(bindableValue);
}

function adapt(db: DatabaseSync, sql: string): SqliteStatement {
  const stmt: StatementSync = db.prepare(sql);
  return {
    reader: stmt.columns().length > 0,
    all: (p) => stmt.all(...bindable(p)),
    run: (p) => stmt.run(...bindable(p)),
    // An iteration holds its statement until it ends: it gets a statement of its own.
    iterate: (p) => db.prepare(sql).iterate(...bindable(p)),
  };
}

export function kyselySqliteDatabase(db: DatabaseSync): SqliteDatabase {
  const kept = new Map<string, SqliteStatement>();
  return {
    close: () => {
      kept.clear();
      db.close();
    },
    prepare(sql: string): SqliteStatement {
      if (sql.length > KEPT_SQL_LENGTH) return adapt(db, sql);
      // One lookup per statement run: the SQL is a new string each time, hashed in full by every
      // Map operation. The app runs far fewer shapes than are kept, so the oldest kept one goes
      // first when full (insertion order) rather than the least recently used.
      let stmt = kept.get(sql);
      if (stmt === undefined) {
        stmt = adapt(db, sql);
        if (kept.size >= KEPT_STATEMENTS) kept.delete(kept.keys().next().value as string);
        kept.set(sql, stmt);
      }
      return stmt;
    },
  };
}

/** Rows a multi-row insert statement takes (13 columns: 1,300 parameters, far below SQLite's limit). */
export const ROWS_A_STATEMENT = 100;

/**
 * Inserts rows by two prepared statements per table and column list, both of fixed text: one of
 * ROWS_A_STATEMENT rows for the bulk and one of a single row for the rest. A statement run has a
 * fixed cost (resetting it, clearing its bindings, the call into node:sqlite and its result object):
 * a request-log row cost ~1.3 µs in statements of 100 rows against ~1.9 µs one statement a row
 * (2,000-row batches with their commit, interleaved; a JSON array taken apart by json_each cost ~5).
 * The rows come column by column (Store.insertColumns). Runs on the connection as it is: the
 * caller holds the transaction.
 */
export function sqliteRowInserter(
  db: DatabaseSync,
): (table: string, columns: readonly string[], values: readonly ArrayLike<unknown>[]) => void {
  const statements = new Map<string, StatementSync>();
  const statement = (table: string, columns: readonly string[], rows: number) => {
    const row = `(${columns.map(() => '?').join(', ')})`;
    const text = `insert into ${quotedIdentifier(table)} (${columns.map(quotedIdentifier).join(', ')}) values ${Array(rows).fill(row).join(', ')}`;
    let stmt = statements.get(text);
    if (!stmt) {
      stmt = db.prepare(text);
      statements.set(text, stmt);
    }
    return stmt;
  };
  return (table, columns, values) => {
    const rows = values[0]?.length ?? 0;
    let r = 0;
    if (rows >= ROWS_A_STATEMENT) {
      const bulk = statement(table, columns, ROWS_A_STATEMENT);
      const parameters: SQLInputValue[] = new Array(columns.length * ROWS_A_STATEMENT);
      for (; r + ROWS_A_STATEMENT <= rows; r += ROWS_A_STATEMENT) {
        for (let c = 0; c < columns.length; c++) {
          const column = values[c];
          for (let i = 0, p = c; i < ROWS_A_STATEMENT; i++, p += columns.length) {
            parameters[p] = bindableValue(column?.[r + i]);
          }
        }
        bulk.run(...parameters);
      }
    }
    if (r === rows) return;
    const single = statement(table, columns, 1);
    const row: SQLInputValue[] = new Array(columns.length);
    for (; r < rows; r++) {
      for (let c = 0; c < row.length; c++) row[c] = bindableValue(values[c]?.[r]);
      single.run(...row);
    }
  };
}

/**
 * Transactions begin IMMEDIATE: holding the write lock from the start. Other connections write to
 * the same file (a CLI command while the server runs); a DEFERRED transaction that read before such
 * a commit could no longer write (SQLITE_BUSY_SNAPSHOT, at once, without the busy timeout) and its
 * request failed with a 503. IMMEDIATE waits at its begin, within busy_timeout, for the other.
 */
class ImmediateTransactionDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/** Kysely's SQLite dialect with IMMEDIATE transactions (above); the database is kyselySqliteDatabase's. */
export class NodeSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateTransactionDriver(this.#config);
  }
}
