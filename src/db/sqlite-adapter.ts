/**
 * Adapts the built-in `node:sqlite` DatabaseSync to Kysely's SqliteDialect (no native addon to
 * compile). node:sqlite cannot bind booleans, so they become 1/0 here, in one place.
 */
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

function bindable(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map((p) => (typeof p === 'boolean' ? (p ? 1 : 0) : (p as SQLInputValue)));
}

export function kyselySqliteDatabase(db: DatabaseSync): SqliteDatabase {
  return {
    close: () => db.close(),
    prepare(sql: string): SqliteStatement {
      const stmt = db.prepare(sql);
      return {
        reader: stmt.columns().length > 0,
        all: (p) => stmt.all(...bindable(p)),
        run: (p) => stmt.run(...bindable(p)),
        iterate: (p) => stmt.iterate(...bindable(p)),
      };
    },
  };
}
