import type { Kysely } from 'kysely';
import { BUCKET_COLUMNS } from '../../requestlog/histogram.ts';

/** The request log and its per-minute rollups for the dashboard's charts (issue 4). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('request_log')
    .addColumn('ts', 'bigint', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('token_id', 'text')
    .addColumn('token_name', 'text')
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('route', 'text')
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('tool', 'text')
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('duration_ms', 'real', (c) => c.notNull())
    .addColumn('error_code', 'text')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  // The dashboard filters by time and by token, tool or status, newest first.
  await db.schema.createIndex('request_log_ts').on('request_log').column('ts').execute();
  await db.schema.createIndex('request_log_token').on('request_log').columns(['token_id', 'ts']).execute();
  await db.schema.createIndex('request_log_tool').on('request_log').columns(['tool', 'ts']).execute();
  await db.schema.createIndex('request_log_status').on('request_log').columns(['status', 'ts']).execute();

  let rollup = db.schema
    .createTable('request_log_minutes')
    .addColumn('minute', 'bigint', (c) => c.notNull())
    .addColumn('token_id', 'text', (c) => c.notNull())
    .addColumn('tool', 'text', (c) => c.notNull())
    .addColumn('requests', 'integer', (c) => c.notNull())
    .addColumn('errors', 'integer', (c) => c.notNull())
    .addColumn('duration_sum_ms', 'real', (c) => c.notNull());
  for (const column of BUCKET_COLUMNS) rollup = rollup.addColumn(column, 'integer', (c) => c.notNull().defaultTo(0));
  await rollup.addPrimaryKeyConstraint('request_log_minutes_pk', ['minute', 'token_id', 'tool']).execute();
}
