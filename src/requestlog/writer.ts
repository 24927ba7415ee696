/**
 * Collects request-log records in memory and writes them in batches off the request path: raw rows,
 * the per-minute and per-hour rollups the dashboard charts read, and each token's last_used_at — one
 * transaction per batch instead of a write per request. close() flushes, so a normal stop loses
 * nothing.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { Database, RequestLogTable } from '../db/schema.ts';
import { BUCKET_COLUMNS, bucketOf } from './histogram.ts';

export type LogRecord = RequestLogTable;

const FLUSH_MS = 250;
const MAX_BUFFER = 2000;
// Below SQLite's bound-parameter limit (32766) for 13 columns per row.
const INSERT_CHUNK = 1000;
/** Minute rollups serve the live chart; older ranges are read from the hour rollups. */
export const MINUTE_ROLLUP_DAYS = 2;

const storable = (text: string) => (text.includes('\u0000') ? text.replaceAll('\u0000', '\uFFFD') : text);

/** Requests with status ≥ 400 count as errors in the rollups. */
export const isError = (status: number) => status >= 400;

export const ROLLUPS = {
  minute: { table: 'request_log_minutes', ms: 60_000 },
  hour: { table: 'request_log_hours', ms: 3_600_000 },
} as const;
type Unit = keyof typeof ROLLUPS;
type RollupRow = Record<string, number | string>;

export function rollupsOf(records: LogRecord[], unit: Unit): RollupRow[] {
  const size = ROLLUPS[unit].ms;
  const byKey = new Map<string, RollupRow>();
  for (const r of records) {
    const at = Math.floor(r.ts / size);
    const key = `${at}|${r.token_id ?? ''}|${r.tool ?? ''}`;
    let row = byKey.get(key);
    if (!row) {
      row = { [unit]: at, token_id: r.token_id ?? '', tool: r.tool ?? '', requests: 0, errors: 0, duration_sum_ms: 0 };
      for (const column of BUCKET_COLUMNS) row[column] = 0;
      byKey.set(key, row);
    }
    (row.requests as number)++;
    if (isError(r.status)) (row.errors as number)++;
    (row.duration_sum_ms as number) += r.duration_ms;
    (row[BUCKET_COLUMNS[bucketOf(r.duration_ms)] as string] as number)++;
  }
  return [...byKey.values()];
}

async function upsertRollups(trx: Transaction<Database>, records: LogRecord[], unit: Unit): Promise<void> {
  const rows = rollupsOf(records, unit);
  const table = ROLLUPS[unit].table as 'request_log_minutes';
  for (let i = 0; i < rows.length; i += 500) {
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + 500) as never)
      .onConflict((oc) =>
        oc.columns([unit as 'minute', 'token_id', 'tool']).doUpdateSet((eb) => {
          const add = (column: string) =>
            eb(
              eb.ref(`${table}.${column}` as 'request_log_minutes.requests'),
              '+',
              eb.ref(`excluded.${column}` as 'excluded.requests'),
            );
          return Object.fromEntries(
            ['requests', 'errors', 'duration_sum_ms', ...BUCKET_COLUMNS].map((c) => [c, add(c)]),
          );
        }),
      )
      .execute();
  }
}

/** `lastUsed`: per token id the time (epoch ms) of its latest request in the batch. */
export async function writeBatch(
  db: Kysely<Database>,
  records: LogRecord[],
  lastUsed: Map<string, number>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < records.length; i += INSERT_CHUNK) {
      await trx
        .insertInto('request_log')
        .values(records.slice(i, i + INSERT_CHUNK))
        .execute();
    }
    await upsertRollups(trx, records, 'minute');
    await upsertRollups(trx, records, 'hour');
    for (const [id, at] of lastUsed) {
      const lastUsedAt = new Date(at).toISOString();
      await trx.updateTable('api_tokens').set({ last_used_at: lastUsedAt }).where('id', '=', id).execute();
    }
  });
}

export class RequestLogWriter {
  readonly #db: Kysely<Database>;
  readonly #log: Logger;
  #buffer: LogRecord[] = [];
  #lastUsed = new Map<string, number>();
  #timer: NodeJS.Timeout | null = null;
  #flushing: Promise<void> = Promise.resolve();

  constructor(db: Kysely<Database>, log: Logger) {
    this.#db = db;
    this.#log = log;
  }

  /** Takes the record over (it is kept, not copied: this runs once per request). */
  add(record: LogRecord): void {
    // Client-given text may hold U+0000 (a JSON-RPC method name); PostgreSQL refuses it, and with it
    // the whole batch.
    record.path = storable(record.path);
    if (record.tool !== null) record.tool = storable(record.tool);
    if (record.user_agent !== null) record.user_agent = storable(record.user_agent);
    this.#buffer.push(record);
    if (record.token_id) this.#lastUsed.set(record.token_id, record.ts);
    if (this.#buffer.length >= MAX_BUFFER) void this.flush();
    else if (!this.#timer) {
      this.#timer = setTimeout(() => void this.flush(), FLUSH_MS);
      this.#timer.unref();
    }
  }

  /** Writes everything buffered so far; batches are written one after another, in order. */
  flush(): Promise<void> {
    if (this.#timer) {
      clearTimeout(this.#timer);
      this.#timer = null;
    }
    const records = this.#buffer;
    const lastUsed = this.#lastUsed;
    if (records.length === 0) return this.#flushing;
    this.#buffer = [];
    this.#lastUsed = new Map();
    this.#flushing = this.#flushing
      .then(() => writeBatch(this.#db, records, lastUsed))
      .catch((err: unknown) => {
        // Keep serving: a lost log batch must not take the API down. Say so loudly.
        this.#log.error({ err, records: records.length }, 'request log batch could not be written');
      });
    return this.#flushing;
  }

  get pending(): number {
    return this.#buffer.length;
  }
}

/** Retention: raw rows and hour rollups after `retentionDays`, minute rollups after two days. */
export async function pruneRequestLog(db: Kysely<Database>, retentionDays: number, now = Date.now()): Promise<void> {
  const cutoff = now - retentionDays * 86_400_000;
  await db.deleteFrom('request_log').where('ts', '<', cutoff).execute();
  await db
    .deleteFrom('request_log_hours')
    .where('hour', '<', Math.floor(cutoff / 3_600_000))
    .execute();
  const minuteCutoff = Math.floor((now - MINUTE_ROLLUP_DAYS * 86_400_000) / 60_000);
  await db.deleteFrom('request_log_minutes').where('minute', '<', minuteCutoff).execute();
}
