/**
 * Adapts the built-in `node:sqlite` DatabaseSync to Kysely's SqliteDialect (no native addon to
 * compile). node:sqlite cannot bind booleans, so they become 1/0 here, in one place.
 *
 * Prepared statements are kept by their SQL text: the app runs a few hundred query shapes over and
 * over, and preparing each anew was a measurable share of every request. SQLite re-prepares a kept
 * statement by itself after a schema change.
 */
import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Distinct statements kept; beyond it the least recently used one is dropped. */
const KEPT_STATEMENTS = 200;
/**
 * Longer SQL is not kept: multi-row inserts (the request log writes up to 1000 rows per statement)
 * come in every row count, each a large prepared program: kept, they took a 10-minute soak from a
 * flat ~400 MB to a still-rising 486 MB.
 */
const KEPT_SQL_LENGTH = 4096;

function bindable(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map((p) => (typeof p === 'boolean' ? (p ? 1 : 0) : (p as SQLInputValue)));
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
      let stmt = kept.get(sql);
      if (stmt) {
        // Most recently used last, so the first key is the one to drop.
        kept.delete(sql);
      } else {
        stmt = adapt(db, sql);
        if (kept.size >= KEPT_STATEMENTS) kept.delete(kept.keys().next().value as string);
      }
      kept.set(sql, stmt);
      return stmt;
    },
  };
}
