/**
 * The request log's writer. add() runs on the request path and only copies the entry into a bounded
 * ring buffer (ring.ts); a flush timer writes the oldest entries in batches through the app's own
 * connection, between requests, never from a request. Its batches are sized for the database
 * (BATCHING).
 *
 * Not a worker thread with a connection of its own, as PostgreSQL's batches had before: on the
 * 2-core benchmark machine the thread took ~0.8 µs per logged request off the event loop and cost
 * ~3.5 µs on its own (handing each batch over, a heap of its own), and the cached detail page on
 * PostgreSQL answered ~8 % more requests a second without it (`bench/cpu-per-request.ts`,
 * `BENCH_ONLY=catalog-pg`). The same for a SQLite file's batches in a thread of their own, on two
 * machines: on the latest, alternating `BENCH_ONLY=catalog,limit-log` twice, GET /api/v1/products
 * with the log on answered 5,730–6,005 requests a second with the thread, 6,274–6,571 without.
 *
 * A batch that fails (the database away) stays in the ring and is retried with backoff until it is
 * written; when the ring is full the oldest entries are dropped and counted. close() writes what is
 * buffered, so a normal stop loses nothing. See docs/contract.md#request-log.
 */
import type { Logger } from 'pino';
import type { Dialect } from '../db/capabilities.ts';
import type { Store } from '../db/connect.ts';
import { writeBatch } from './batch.ts';
import type { LogColumns, LogRecord } from './columns.ts';
import { LogRing } from './ring.ts';
import { deleteLogBefore } from './write-repo.ts';

/** How the log gathers its batches on a database. */
export interface Batching {
  /** Entries a batch holds at most; a full batch is written at once. */
  rows: number;
  /** The longest an entry waits for its batch to fill. */
  flushMs: number;
}

/**
 * SQLite runs a batch's inserts on the event loop, so its batches stay small: 2,000 rows hold the
 * requests ~4.5–5 ms (2.2–2.5 µs a row with the rollups and the commit, `SIZES=2000 node
 * bench/requestlog-batches.ts`). PostgreSQL takes a batch in one COPY
 * in its own process, and a batch there has fixed costs of its own (six round trips, the rollups'
 * statements and a commit: ~2 ms of napf's CPU and ~3 ms of the server's here), so its batches are
 * larger: 5,000 rows cost napf ~3.0 and the server ~4.1 µs a row, against ~3.6 and ~5.1 in batches
 * of 2,000 (`PGURL=… node bench/requestlog-batches.ts`); making one's COPY data holds the event
 * loop ~6 ms. The dashboard writes the buffer before it reads (flush()), so it sees its instance's
 * requests at once either way.
 */
export const BATCHING: Readonly<Record<Dialect, Batching>> = {
  sqlite: { rows: 2000, flushMs: 250 },
  postgres: { rows: 5000, flushMs: 500 },
};

/** Retry delays after a failed batch: doubling from the first to the last. */
const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 5000;
/** close() retries this long while the database is away, then gives the rest up (logged). */
const CLOSE_RETRY_MS = 5000;
/** Drops and failures are logged at most this often while they go on. */
const REPORT_EVERY_MS = 60_000;
const DEFAULT_CAPACITY = 50_000;
/** Minute rollups serve the live chart; older ranges are read from the hour rollups. */
export const MINUTE_ROLLUP_DAYS = 2;

export interface WriterOptions {
  /** Entries the ring holds (REQUEST_LOG_BUFFER). */
  capacity?: number;
  /** The batches' size and timer (the store's dialect's BATCHING). */
  batching?: Batching;
  /** Writes a batch instead of the store, rejecting when it fails (tests watch the batches this way). */
  write?: (batch: LogColumns) => Promise<void>;
}

export interface WriterStats {
  /** Entries waiting to be written. */
  buffered: number;
  capacity: number;
  /** Entries lost since the start because the buffer was full. */
  dropped: number;
  /** Failed batch writes in a row (0 when the last one succeeded). */
  failing: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class RequestLogWriter {
  readonly #log: Logger;
  readonly #ring: LogRing;
  readonly #batching: Batching;
  readonly #write: (batch: LogColumns) => Promise<void>;
  #timer: NodeJS.Timeout | null = null;
  #immediate = false;
  #draining: Promise<boolean> | null = null;
  #failures = 0;
  #closed = false;
  #reportedDropped = 0;
  #reportedAt = -Infinity;
  #failureReportedAt = -Infinity;

  constructor(store: Store, log: Logger, options: WriterOptions = {}) {
    this.#log = log;
    this.#ring = new LogRing(options.capacity ?? DEFAULT_CAPACITY);
    this.#batching = options.batching ?? BATCHING[store.dialect];
    this.#write = options.write ?? ((batch) => writeBatch(store, batch));
  }

  /**
   * The request path: a copy into the ring, no promise, at most a timer armed. A full batch's worth
   * of entries is written at once; entries of the batch in flight do not count towards it, or every
   * request during a write would schedule a drain that then takes the few entries arrived since
   * (on PostgreSQL batches averaged 474 entries instead of 2000).
   */
  add(record: LogRecord): void {
    this.#ring.push(record);
    if (this.#closed) return;
    if (this.#ring.waiting >= this.#batching.rows && !this.#immediate && this.#failures === 0) {
      this.#immediate = true;
      setImmediate(this.#tick);
    } else if (!this.#timer && !this.#draining) this.#arm(this.#batching.flushMs);
  }

  #arm(ms: number): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = setTimeout(this.#tick, ms);
    this.#timer.unref();
  }

  /** Starts a drain; the timer starts again when it ends, so it never cuts the next batch short. */
  readonly #tick = () => {
    this.#immediate = false;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    void this.#drain();
  };

  /** Writes batches until the ring is empty (true) or a write fails (false). One drain at a time. */
  #drain(): Promise<boolean> {
    this.#draining ??= this.#drainOnce().finally(() => {
      this.#draining = null;
    });
    return this.#draining;
  }

  /**
   * Writes what the ring holds when it starts, in full batches; what is left after the first batch
   * that is less than a full one waits for the timer or for more entries (flush and close call
   * again until all is written). Entries that arrive meanwhile wait for the next tick: writing them
   * at once turned steady traffic into back-to-back batches of a few rows, each paying a
   * transaction, its rollups and a commit (on PostgreSQL ~35 µs of the writer's and ~40 µs of
   * database time per logged request, against ~5 and ~11 in batches of a thousand).
   */
  async #drainOnce(): Promise<boolean> {
    this.#reportDrops();
    const target = this.#ring.head;
    const { rows } = this.#batching;
    for (let first = true; this.#ring.tail < target; first = false) {
      if (!first && target - this.#ring.tail < rows) break;
      const batch = this.#ring.take(Math.min(rows, target - this.#ring.tail));
      if (!batch) break;
      try {
        await this.#write(batch);
      } catch (err) {
        this.#ring.settle(false);
        this.#failed(err instanceof Error ? err.message : String(err), batch.length);
        return false;
      }
      this.#ring.settle(true);
      if (this.#failures > 0) this.#log.info({ failed: this.#failures }, 'request log written again');
      this.#failures = 0;
    }
    if (this.#ring.size > 0 && !this.#closed) this.#arm(this.#batching.flushMs);
    return true;
  }

  #failed(error: string, records: number): void {
    this.#failures++;
    const now = Date.now();
    if (this.#failures === 1 || now - this.#failureReportedAt >= REPORT_EVERY_MS) {
      this.#failureReportedAt = now;
      // Keep serving: the batch stays buffered and is retried; say so loudly.
      this.#log.error(
        { err: error, records, buffered: this.#ring.size, attempts: this.#failures },
        'request log batch could not be written; kept for a retry',
      );
    }
    if (!this.#closed) this.#arm(Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** (this.#failures - 1)));
  }

  #reportDrops(): void {
    const dropped = this.#ring.dropped;
    const now = Date.now();
    if (dropped > this.#reportedDropped && now - this.#reportedAt >= REPORT_EVERY_MS) {
      this.#log.warn(
        { dropped, since_last: dropped - this.#reportedDropped, capacity: this.#ring.capacity },
        'request log buffer full: oldest entries dropped',
      );
      this.#reportedDropped = dropped;
      this.#reportedAt = now;
    }
  }

  /**
   * Writes what is buffered now (the dashboard reads its own requests). Resolves, never rejects, when
   * the buffer is written or a write failed; failed entries stay for the retry.
   */
  async flush(): Promise<void> {
    const target = this.#ring.head;
    while (this.#ring.tail < target) {
      if (this.#timer) clearTimeout(this.#timer);
      this.#timer = null;
      if (!(await this.#drain())) return;
    }
  }

  /** Stops the timer and writes the buffer (retrying a while if the database is away). */
  async close(): Promise<void> {
    this.#closed = true;
    const deadline = Date.now() + CLOSE_RETRY_MS;
    let delay = RETRY_FIRST_MS;
    while (this.#ring.size > 0 && Date.now() < deadline) {
      if (this.#timer) clearTimeout(this.#timer);
      this.#timer = null;
      // A drain in flight when the stop came writes only what it took: the loop goes on until the
      // buffer is empty.
      if (await this.#drain()) continue;
      await sleep(Math.min(delay, Math.max(0, deadline - Date.now())));
      delay = Math.min(RETRY_MAX_MS, delay * 2);
    }
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    this.#reportedAt = -Infinity;
    this.#reportDrops();
    if (this.#ring.size > 0) {
      this.#log.error({ lost: this.#ring.size }, 'request log entries could not be written before the stop');
    }
  }

  /** Entries waiting to be written. */
  get pending(): number {
    return this.#ring.size;
  }

  get stats(): WriterStats {
    return {
      buffered: this.#ring.size,
      capacity: this.#ring.capacity,
      dropped: this.#ring.dropped,
      failing: this.#failures,
    };
  }
}

/** Retention: raw rows and hour rollups after `retentionDays`, minute rollups after two days. */
export async function pruneRequestLog(db: Store['db'], retentionDays: number, now = Date.now()): Promise<void> {
  const cutoff = now - retentionDays * 86_400_000;
  await deleteLogBefore(db, {
    ts: cutoff,
    hour: Math.floor(cutoff / 3_600_000),
    minute: Math.floor((now - MINUTE_ROLLUP_DAYS * 86_400_000) / 60_000),
  });
}
