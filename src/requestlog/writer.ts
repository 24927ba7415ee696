/**
 * Collects request-log records in memory and writes them in batches off the request path: raw rows,
 * the per-minute and per-hour rollups the dashboard charts read, and each token's last_used_at — one
 * transaction per batch instead of a write per request. close() flushes, so a normal stop loses
 * nothing.
 */
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { inTransaction } from '../db/capabilities.ts';
import type { Database, RequestLogTable } from '../db/schema.ts';
import { BUCKET_COLUMNS, bucketOf } from './histogram.ts';
import {
  addToRollups,
  deleteLogBefore,
  insertLogRows,
  ROLLUPS,
  type RollupRow,
  setTokensLastUsed,
  type Unit,
} from './write-repo.ts';

export type LogRecord = RequestLogTable;

const FLUSH_MS = 250;
const MAX_BUFFER = 2000;
/** Minute rollups serve the live chart; older ranges are read from the hour rollups. */
export const MINUTE_ROLLUP_DAYS = 2;

const storable = (text: string) => (text.includes('\u0000') ? text.replaceAll('\u0000', '\uFFFD') : text);

/** Requests with status ≥ 400 count as errors in the rollups. */
export const isError = (status: number) => status >= 400;

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

/** `lastUsed`: per token id the time (epoch ms) of its latest request in the batch. */
export async function writeBatch(
  db: Kysely<Database>,
  records: LogRecord[],
  lastUsed: Map<string, number>,
): Promise<void> {
  const lastUsedAt = new Map([...lastUsed].map(([id, at]) => [id, new Date(at).toISOString()]));
  await inTransaction(db, async (trx) => {
    await insertLogRows(trx, records);
    await addToRollups(trx, rollupsOf(records, 'minute'), 'minute');
    await addToRollups(trx, rollupsOf(records, 'hour'), 'hour');
    await setTokensLastUsed(trx, lastUsedAt);
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
  await deleteLogBefore(db, {
    ts: cutoff,
    hour: Math.floor(cutoff / 3_600_000),
    minute: Math.floor((now - MINUTE_ROLLUP_DAYS * 86_400_000) / 60_000),
  });
}
