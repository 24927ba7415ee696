/**
 * What SQLite and PostgreSQL do differently, asked as capabilities of the store instead of being
 * decided by each repository: row locks, cross-instance notifications and the shape of a unique
 * violation. One implementation each, here; repositories call these and never test the dialect
 * themselves (docs/data-access.md).
 */
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';

/** A connection or an open transaction: repository methods take either. */
export type Db = Kysely<Database> | Transaction<Database>;

/** A query that can take row locks (a SELECT builder). */
interface Lockable<Q> {
  forUpdate(): Q;
}

/** A row-locking query that can pass over rows another transaction holds. */
interface SkipLockable<Q> extends Lockable<Q> {
  skipLocked(): Q;
}

export interface DialectCapabilities {
  readonly dialect: Dialect;
  /**
   * The query with FOR UPDATE where the database takes row locks (PostgreSQL); unchanged on SQLite,
   * whose write transactions are serial already.
   */
  lockForUpdate<Q extends Lockable<Q>>(query: Q): Q;
  /**
   * The query with FOR UPDATE SKIP LOCKED where concurrent writers exist (PostgreSQL), so that
   * several instances claim different rows; unchanged on SQLite.
   */
  lockSkipLocked<Q extends SkipLockable<Q>>(query: Q): Q;
  /**
   * Wakes the listeners of `channel` on every instance, with the current schema as payload. Inside a
   * transaction PostgreSQL delivers it only at the commit; SQLite has no second instance to wake.
   */
  notify(db: Db, channel: string): Promise<void>;
  /** Whether `err` is a unique or primary key violation, on either database. */
  isUniqueViolation(err: unknown): boolean;
}

/** PostgreSQL's unique_violation, for unique indexes and primary keys alike. */
const PG_UNIQUE_VIOLATION = '23505';
/** SQLite's extended result codes SQLITE_CONSTRAINT_PRIMARYKEY and SQLITE_CONSTRAINT_UNIQUE. */
const SQLITE_UNIQUE_CODES = new Set([1555, 2067]);
/** SQLite's messages: `UNIQUE constraint failed: t.c`, from older versions `PRIMARY KEY must be unique`. */
const SQLITE_UNIQUE = /UNIQUE constraint failed|PRIMARY KEY/i;

export function isUniqueViolation(err: unknown): boolean {
  if (err === null || typeof err !== 'object') return false;
  const e = err as { code?: unknown; errcode?: unknown; message?: unknown };
  if (e.code === PG_UNIQUE_VIOLATION) return true;
  if (typeof e.errcode === 'number' && SQLITE_UNIQUE_CODES.has(e.errcode)) return true;
  return typeof e.message === 'string' && SQLITE_UNIQUE.test(e.message);
}

const sqlite: DialectCapabilities = {
  dialect: 'sqlite',
  lockForUpdate: (query) => query,
  lockSkipLocked: (query) => query,
  notify: async () => {},
  isUniqueViolation,
};

const postgres: DialectCapabilities = {
  dialect: 'postgres',
  lockForUpdate: (query) => query.forUpdate(),
  lockSkipLocked: (query) => query.forUpdate().skipLocked(),
  notify: async (db, channel) => {
    await sql`select pg_notify(${channel}, current_schema())`.execute(db);
  },
  isUniqueViolation,
};

export function capabilities(dialect: Dialect): DialectCapabilities {
  return dialect === 'postgres' ? postgres : sqlite;
}

/**
 * Runs `work` in one transaction: committed when it resolves, rolled back when it throws. Services
 * open their transactions here and hand the transaction to their repositories.
 */
export function inTransaction<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}
