/**
 * Where the request log's batches are written: the app's own connection, from the writer's timer,
 * never from a request. write() never rejects: it resolves to the error, and the writer keeps the
 * batch for a retry.
 *
 * Not a worker thread with a connection of its own, as PostgreSQL's batches had before: on the
 * 2-core benchmark machine the thread took ~0.8 µs per logged request off the event loop and cost
 * ~3.5 µs on its own (handing each batch over, a heap of its own), and the cached detail page on
 * PostgreSQL answered ~8 % more requests a second without it (`bench/cpu-per-request.ts`,
 * `BENCH_ONLY=catalog-pg`). A batch of 2 000 rows holds the event loop ~2 ms on PostgreSQL (one
 * COPY) and ~6 ms on SQLite (prepared inserts).
 */
import type { Store } from '../db/connect.ts';
import { type LogRecord, writeBatch } from './batch.ts';

export interface BatchSink {
  /** null once the batch is committed, else why not. */
  write(batch: LogRecord[]): Promise<string | null>;
}

const reason = (err: unknown) => (err instanceof Error ? err.message : String(err));

export class StoreSink implements BatchSink {
  readonly #store: Store;
  constructor(store: Store) {
    this.#store = store;
  }
  write(batch: LogRecord[]): Promise<string | null> {
    return writeBatch(this.#store, batch).then(
      () => null,
      (err: unknown) => reason(err),
    );
  }
}
