/**
 * The request log's writes: raw rows, the per-minute and per-hour rollups (added to, never
 * overwritten, so batches of several instances sum up) and the tokens' last_used_at, one batch in
 * one transaction; and the retention deletes.
 */
import type { Kysely, Transaction } from 'kysely';
import { runCompiledOnce } from '../db/compiled-once.ts';
import type { Store } from '../db/connect.ts';
import type { Database, RequestLogTable } from '../db/schema.ts';
import type { LogColumns } from './columns.ts';
import { BUCKET_COLUMNS } from './histogram.ts';

export const ROLLUPS = {
  minute: { table: 'request_log_minutes', ms: 60_000 },
  hour: { table: 'request_log_hours', ms: 3_600_000 },
} as const;
export type Unit = keyof typeof ROLLUPS;
export type RollupRow = Record<string, number | string>;

const ROLLUP_CHUNK = 500;

export const LOG_COLUMNS = [
  'ts',
  'request_id',
  'token_id',
  'token_name',
  'method',
  'route',
  'path',
  'tool',
  'status',
  'duration_ms',
  'error_code',
  'ip',
  'user_agent',
] as const satisfies readonly (keyof RequestLogTable)[];

/** A batch's columns in the order of LOG_COLUMNS, each read by its own name (see Store.insertColumns). */
export const logColumnValues = (b: LogColumns) => [
  b.ts,
  b.requestId,
  b.tokenId,
  b.tokenName,
  b.method,
  b.route,
  b.path,
  b.tool,
  b.status,
  b.durationMs,
  b.errorCode,
  b.ip,
  b.userAgent,
];

/** The raw rows, by statements of fixed text (a batch is thousands of rows: see Store.insertColumns). */
export async function insertLogRows(
  trx: Transaction<Database>,
  store: Pick<Store, 'insertColumns'>,
  batch: LogColumns,
): Promise<void> {
  await store.insertColumns(trx, 'request_log', LOG_COLUMNS, logColumnValues(batch));
}

/** A rollup row's counts, added to the stored ones. */
const COUNTS = ['requests', 'errors', 'duration_sum_ms', ...BUCKET_COLUMNS];

/**
 * Adds the rows' counts to the stored rollups of `unit` (inserting the missing ones). Compiled once
 * per unit and row count (a batch mostly makes one or two rows a unit): Kysely building this
 * upsert with its sixteen sums took ~0.6 ms of napf's CPU each time, ~0.6 µs a logged request in
 * batches of 2,000.
 */
export async function addToRollups(trx: Transaction<Database>, rows: RollupRow[], unit: Unit): Promise<void> {
  const table = ROLLUPS[unit].table as 'request_log_minutes';
  for (let i = 0; i < rows.length; i += ROLLUP_CHUNK) {
    const chunk = rows.slice(i, i + ROLLUP_CHUNK);
    // Kysely binds each row's values in the order of its keys, which rollupsOf() makes the same
    // for every row (runCompiledOnce checks that at a shape's first use).
    const parameters = chunk.flatMap((row) => Object.values(row));
    await runCompiledOnce(trx, `rollup ${unit} × ${chunk.length}`, parameters, () =>
      trx
        .insertInto(table)
        .values(chunk as never)
        .onConflict((oc) =>
          oc.columns([unit as 'minute', 'token_id', 'tool']).doUpdateSet((eb) => {
            const add = (column: string) =>
              eb(
                eb.ref(`${table}.${column}` as 'request_log_minutes.requests'),
                '+',
                eb.ref(`excluded.${column}` as 'excluded.requests'),
              );
            return Object.fromEntries(COUNTS.map((c) => [c, add(c)]));
          }),
        ),
    );
  }
}

/** `lastUsed`: per token id the ISO time of its latest request. */
export async function setTokensLastUsed(trx: Transaction<Database>, lastUsed: Map<string, string>): Promise<void> {
  for (const [id, lastUsedAt] of lastUsed) {
    await runCompiledOnce(trx, 'token last used', [lastUsedAt, id], () =>
      trx.updateTable('api_tokens').set({ last_used_at: lastUsedAt }).where('id', '=', id),
    );
  }
}

/** Deletes raw rows before `ts` (epoch ms), hour rollups before `hour`, minute rollups before `minute`. */
export async function deleteLogBefore(
  db: Kysely<Database>,
  before: { ts: number; hour: number; minute: number },
): Promise<void> {
  await db.deleteFrom('request_log').where('ts', '<', before.ts).execute();
  await db.deleteFrom('request_log_hours').where('hour', '<', before.hour).execute();
  await db.deleteFrom('request_log_minutes').where('minute', '<', before.minute).execute();
}
