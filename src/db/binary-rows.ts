/**
 * Rows with large binary values, read the cheapest way each database allows: on PostgreSQL by a
 * binary COPY (pg-copy.ts: raw bytes in chunks instead of one hex-encoded message), on SQLite by
 * the query itself, whose driver hands a blob over as bytes.
 */
import { type Compilable, type Kysely, PostgresAdapter } from 'kysely';
import { type CopyOutColumn, copyOutQuery } from './pg-copy.ts';
import type { Database } from './schema.ts';

/**
 * The rows of `query`, whose select list `columns` names in order (each as bytes or text). Its
 * values must be inlined (`sql.lit`): COPY takes no parameters.
 */
export async function selectBinaryRows<R>(
  db: Kysely<Database>,
  query: Compilable<R>,
  columns: Readonly<Record<keyof R & string, CopyOutColumn>>,
): Promise<R[]> {
  const compiled = query.compile();
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return (await db.executeQuery(compiled)).rows;
  if (compiled.parameters.length > 0) throw new Error('a binary COPY takes no parameters: inline them with sql.lit');
  return (await db.executeQuery(copyOutQuery(compiled.sql, columns))).rows as R[];
}
