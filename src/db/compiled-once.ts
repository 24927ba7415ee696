/**
 * Statements compiled once per shape, for the hottest write paths. Kysely builds a query's tree of
 * nodes and compiles it to SQL on every call; placing an order ran nine such statements, and their
 * building and compiling, with the hashing of each new SQL string by the prepared-statement cache,
 * was about a quarter of the server's CPU per order on SQLite (docs/orders.md#throughput).
 *
 * A shape is what a statement's SQL depends on: a table and its columns and the number of rows, or
 * the number of values in an IN list. Its SQL is compiled by Kysely at its first use, once per
 * dialect, and later calls send it with their own parameters. The first use also checks that the
 * parameters the caller lists are exactly those Kysely's compilation binds, in the same order, so a
 * wrong list fails at once (the tests run every shape) instead of writing values to the wrong column.
 * The SQL is kept per dialect adapter, so it must not depend on plugins (the app uses none).
 */
import { type Compilable, CompiledQuery, type DialectAdapter, type Insertable, isOperationNodeSource } from 'kysely';
import type { Db } from './capabilities.ts';
import type { Database } from './schema.ts';

const sqlByShape = new WeakMap<DialectAdapter, Map<string, string>>();

/**
 * The rows `build()` returns, its SQL compiled once per `shape` and dialect. `parameters` are the
 * values it binds, in the order its compiled SQL binds them.
 */
export async function runCompiledOnce<R>(
  db: Db,
  shape: string,
  parameters: readonly unknown[],
  build: () => Compilable<R>,
): Promise<R[]> {
  const adapter = db.getExecutor().adapter;
  let shapes = sqlByShape.get(adapter);
  if (shapes === undefined) {
    shapes = new Map();
    sqlByShape.set(adapter, shapes);
  }
  let text = shapes.get(shape);
  if (text === undefined) {
    const compiled = build().compile();
    const same =
      compiled.parameters.length === parameters.length && compiled.parameters.every((p, i) => p === parameters[i]);
    if (!same) throw new Error(`statement shape ${shape}: the listed parameters differ from the compiled ones`);
    text = compiled.sql;
    shapes.set(shape, text);
  }
  const result = await db.executeQuery<R>(CompiledQuery.raw(text, parameters as unknown[]));
  return result.rows;
}

/**
 * Inserts `rows` into `table` as one statement, compiled once per table, column list and row count.
 * The columns are the first row's keys with a value; rows that differ from it, or that carry SQL
 * expressions, take Kysely's usual path.
 */
export async function insertCompiledOnce<T extends keyof Database & string>(
  db: Db,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  const first = rows[0] as Record<string, unknown> | undefined;
  if (first === undefined) return;
  const build = () => db.insertInto(table).values(rows as never);
  const columns = Object.keys(first).filter((c) => first[c] !== undefined);
  const parameters: unknown[] = [];
  for (const row of rows as readonly Record<string, unknown>[]) {
    let defined = 0;
    for (const key in row) if (row[key] !== undefined) defined++;
    if (defined !== columns.length) return void (await build().execute());
    for (const column of columns) {
      const value = row[column];
      // An expression or a factory becomes SQL of its own, not a parameter.
      const expression = typeof value === 'function' || isOperationNodeSource(value);
      if (value === undefined || expression) return void (await build().execute());
      parameters.push(value);
    }
  }
  await runCompiledOnce(db, `insert ${table} (${columns.join(',')}) × ${rows.length}`, parameters, build);
}
