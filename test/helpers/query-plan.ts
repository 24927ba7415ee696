/**
 * The plan a database makes for the first statement a repository method runs: the statement is
 * captured by a Kysely plugin as the method builds it, so the test follows the repository's SQL.
 */
import { createQueryId, type Kysely, type KyselyPlugin, type RootOperationNode, sql } from 'kysely';
import type { Store } from '../../src/db/connect.ts';
import type { Database } from '../../src/db/schema.ts';

/**
 * EXPLAIN (QUERY PLAN on SQLite) of the first statement `run` makes through the db it is given, as
 * JSON (planOfStatement: of the statement at index `nth`). On PostgreSQL `ruledOut` is turned off
 * for the plan, so that on a small test table the planner takes an index whenever one can serve
 * (enable_seqscan), or sorts only when none gives the order (enable_sort).
 */
export function planOfFirstStatement(
  store: Store,
  run: (db: Kysely<Database>) => Promise<unknown>,
  ruledOut: 'enable_seqscan' | 'enable_sort',
): Promise<string> {
  return planOfStatement(store, run, ruledOut, 0);
}

export async function planOfStatement(
  store: Store,
  run: (db: Kysely<Database>) => Promise<unknown>,
  ruledOut: 'enable_seqscan' | 'enable_sort',
  nth: number,
): Promise<string> {
  const { db, dialect } = store;
  const nodes: RootOperationNode[] = [];
  const capture: KyselyPlugin = {
    transformQuery: ({ node }) => {
      nodes.push(node);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  await run(db.withPlugin(capture));
  const query = db.getExecutor().compileQuery(nodes[nth] as RootOperationNode, createQueryId());
  return db.transaction().execute(async (trx) => {
    if (dialect === 'postgres') await sql`select set_config(${ruledOut}, 'off', true)`.execute(trx);
    const explain = dialect === 'sqlite' ? 'explain query plan ' : 'explain ';
    const plan = await trx.executeQuery({ ...query, sql: explain + query.sql, queryId: createQueryId() });
    return JSON.stringify(plan.rows);
  });
}
