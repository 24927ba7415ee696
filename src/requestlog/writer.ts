/**
 * Collects request-log records in memory and writes them in batches off the request path: raw rows,
 * the per-minute rollups the dashboard charts read, and each token's last_used_at — one transaction
 * per batch instead of a write per request. close() flushes, so a normal stop loses nothing.
 */
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database, RequestLogTable } from '../db/schema.ts';
import { BUCKET_COLUMNS, BUCKETS, bucketOf } from './histogram.ts';

export type LogRecord = RequestLogTable;

const FLUSH_MS = 250;
const MAX_BUFFER = 2000;
// Below SQLite's bound-parameter limit (32766) for 13 columns per row.
const INSERT_CHUNK = 1000;

/** Requests with status ≥ 400 count as errors in the rollups. */
export const isError = (status: number) => status >= 400;

type Rollup = Database['request_log_minutes'];

export function rollupsOf(records: LogRecord[]): Rollup[] {
  const byKey = new Map<string, Rollup>();
  for (const r of records) {
    const minute = Math.floor(r.ts / 60_000);
    const key = `${minute}|${r.token_id ?? ''}|${r.tool ?? ''}`;
    let row = byKey.get(key);
    if (!row) {
      row = {
        minute,
        token_id: r.token_id ?? '',
        tool: r.tool ?? '',
        requests: 0,
        errors: 0,
        duration_sum_ms: 0,
      } as Rollup;
      for (const column of BUCKET_COLUMNS) row[column as `h${number}`] = 0;
      byKey.set(key, row);
    }
    row.requests++;
    if (isError(r.status)) row.errors++;
    row.duration_sum_ms += r.duration_ms;
    const bucket = BUCKET_COLUMNS[bucketOf(r.duration_ms)] as `h${number}`;
    row[bucket] = (row[bucket] ?? 0) + 1;
  }
  return [...byKey.values()];
}

export async function writeBatch(
  db: Kysely<Database>,
  records: LogRecord[],
  lastUsed: Map<string, string>,
): Promise<void> {
  const rollups = rollupsOf(records);
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < records.length; i += INSERT_CHUNK) {
      await trx
        .insertInto('request_log')
        .values(records.slice(i, i + INSERT_CHUNK))
        .execute();
    }
    for (let i = 0; i < rollups.length; i += 500) {
      await trx
        .insertInto('request_log_minutes')
        .values(rollups.slice(i, i + 500))
        .onConflict((oc) =>
          oc.columns(['minute', 'token_id', 'tool']).doUpdateSet((eb) => {
            const add = (column: string) =>
              eb(
                eb.ref(`request_log_minutes.${column}` as 'request_log_minutes.requests'),
                '+',
                eb.ref(`excluded.${column}` as 'excluded.requests'),
              );
            return Object.fromEntries(
              ['requests', 'errors', 'duration_sum_ms', ...BUCKET_COLUMNS].map((column) => [column, add(column)]),
            );
          }),
        )
        .execute();
    }
    for (const [id, at] of lastUsed) {
      await trx.updateTable('api_tokens').set({ last_used_at: at }).where('id', '=', id).execute();
    }
  });
}

export class RequestLogWriter {
  readonly #db: Kysely<Database>;
  readonly #log: Logger;
  #buffer: LogRecord[] = [];
  #lastUsed = new Map<string, string>();
  #timer: NodeJS.Timeout | null = null;
  #flushing: Promise<void> = Promise.resolve();

  constructor(db: Kysely<Database>, log: Logger) {
    this.#db = db;
    this.#log = log;
  }

  add(record: LogRecord): void {
    this.#buffer.push(record);
    if (record.token_id) this.#lastUsed.set(record.token_id, new Date(record.ts).toISOString());
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

  async prune(retentionDays: number, now = Date.now()): Promise<void> {
    const cutoff = now - retentionDays * 86_400_000;
    await this.#db.deleteFrom('request_log').where('ts', '<', cutoff).execute();
    await this.#db
      .deleteFrom('request_log_minutes')
      .where('minute', '<', Math.floor(cutoff / 60_000))
      .execute();
  }
}

export { BUCKETS };
