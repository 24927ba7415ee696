import { type Kysely, sql } from 'kysely';

/**
 * Most logged requests are REST calls (no tool) answered 200, and every index a row enters costs
 * its insert. The tool and status indexes now hold only the rows their filters can look for: rows
 * with a tool, and rows with a status other than 200. A filter on status 200 reads the time index,
 * where such rows are the common case (RequestLogRepo.list adds the index's own condition to the
 * other statuses' queries, so both databases see that the partial index applies).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('request_log_tool').execute();
  await db.schema.dropIndex('request_log_status').execute();
  await db.schema
    .createIndex('request_log_tool')
    .on('request_log')
    .columns(['tool', 'ts', 'request_id'])
    .where(sql.ref('tool'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('request_log_status')
    .on('request_log')
    .columns(['status', 'ts', 'request_id'])
    .where(sql<boolean>`status <> 200`)
    .execute();
}
