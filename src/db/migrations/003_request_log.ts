import type { Kysely } from 'kysely';
import { BUCKET_COLUMNS } from '../../requestlog/histogram.ts';

/** The request log and its per-minute rollups for the dashboard's charts. */
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
  // The dashboard filters by time and by token, tool or status, newest first; request_id ends each
  // index so the (ts, request_id) page order is read straight from it, without a sort.
  await db.schema.createIndex('request_log_ts').on('request_log').columns(['ts', 'request_id']).execute();
  await db.schema
    .createIndex('request_log_token')
    .on('request_log')
    .columns(['token_id', 'ts', 'request_id'])
    .execute();
  await db.schema.createIndex('request_log_tool').on('request_log').columns(['tool', 'ts', 'request_id']).execute();
  await db.schema.createIndex('request_log_status').on('request_log').columns(['status', 'ts', 'request_id']).execute();

  // Rollups per minute (kept 2 days, for the live chart) and per hour (kept with the log).
  for (const [table, unit] of [
    ['request_log_minutes', 'minute'],
    ['request_log_hours', 'hour'],
  ] as const) {
    let rollup = db.schema
      .createTable(table)
      .addColumn(unit, 'bigint', (c) => c.notNull())
      .addColumn('token_id', 'text', (c) => c.notNull())
      .addColumn('tool', 'text', (c) => c.notNull())
      .addColumn('requests', 'integer', (c) => c.notNull())
      .addColumn('errors', 'integer', (c) => c.notNull())
      .addColumn('duration_sum_ms', 'real', (c) => c.notNull());
    for (const column of BUCKET_COLUMNS) rollup = rollup.addColumn(column, 'integer', (c) => c.notNull().defaultTo(0));
    await rollup.addPrimaryKeyConstraint(`${table}_pk`, [unit, 'token_id', 'tool']).execute();
  }
}
