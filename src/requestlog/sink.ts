/**
 * Where the request log's batches are written: the app's own connection, from the writer's timer,
 * never from a request. write() never rejects: it resolves to the error, and the writer keeps the
 * batch for a retry.
 *
 * Batches once went to a worker thread with a connection of its own on PostgreSQL (and were measured
 * there on SQLite). On this project's 2-core benchmark machine the thread took ~0.5 µs per logged
 * request off the event loop and cost ~3.5 µs on its own (handing each batch over, its own heap),
 * and the cached detail page answered ~8 % fewer requests a second than with the batch written here
 * (`bench/cpu-per-request.ts`, `BENCH_ONLY=catalog-pg`). A batch of 2 000 rows holds the event loop
 * for ~2 ms on PostgreSQL (one COPY) and a few more on SQLite (prepared inserts).
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
