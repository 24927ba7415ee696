/**
 * Where the request log's batches are written: a worker thread with a database connection of its
 * own, or the app's own connection on the main thread where no second connection can reach the
 * database (see openSink). write() never rejects: it resolves to the error, and the writer keeps
 * the batch for a retry.
 */
import { Worker } from 'node:worker_threads';
import type { Store } from '../db/connect.ts';
import { type LogRecord, writeBatch } from './batch.ts';
import { packBatch } from './wire.ts';

export interface BatchSink {
  readonly kind: 'worker' | 'in-thread';
  /** null once the batch is committed, else why not. */
  write(batch: LogRecord[]): Promise<string | null>;
  close(): Promise<void>;
}

export interface WorkerTarget {
  url: string;
  schema?: string;
}

const reason = (err: unknown) => (err instanceof Error ? err.message : String(err));

class InThreadSink implements BatchSink {
  readonly kind = 'in-thread';
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
  async close(): Promise<void> {}
}

/** Waits for the worker to end, at most `ms`; then ends it. */
async function ended(worker: Worker, ms: number): Promise<void> {
  const timer = setTimeout(() => void worker.terminate(), ms);
  await new Promise((resolve) => worker.once('exit', resolve));
  clearTimeout(timer);
}

class WorkerSink implements BatchSink {
  readonly kind = 'worker';
  readonly #target: WorkerTarget;
  #worker: Worker | null = null;
  readonly #waiting = new Map<number, (error: string | null) => void>();
  #next = 0;

  constructor(target: WorkerTarget) {
    this.#target = target;
  }

  #spawn(): Worker {
    const worker = new Worker(new URL('./flush-worker.ts', import.meta.url), { workerData: this.#target });
    // A pending batch must not keep a process alive that is done otherwise (as the flush timer).
    worker.unref();
    worker.on('message', (m: { id: number; error: string | null }) => {
      this.#waiting.get(m.id)?.(m.error);
      this.#waiting.delete(m.id);
    });
    const lost = (why: string) => {
      if (this.#worker === worker) this.#worker = null;
      for (const resolve of this.#waiting.values()) resolve(why);
      this.#waiting.clear();
    };
    worker.on('error', (err) => lost(`request log worker failed: ${reason(err)}`));
    worker.on('exit', (code) => lost(`request log worker exited (${code})`));
    return worker;
  }

  write(batch: LogRecord[]): Promise<string | null> {
    this.#worker ??= this.#spawn();
    const worker = this.#worker;
    const id = this.#next++;
    return new Promise((resolve) => {
      this.#waiting.set(id, resolve);
      worker.postMessage({ id, batch: packBatch(batch) });
    });
  }

  async close(): Promise<void> {
    const worker = this.#worker;
    if (!worker) return;
    this.#worker = null;
    worker.postMessage({ close: true });
    await ended(worker, 5000);
  }
}

/**
 * A worker with its own connection where one can reach the same database and writes run in
 * parallel: DATABASE_URL when the store is that PostgreSQL database (in its schema). SQLite has one
 * writer at a time, and a worker of its own (a second connection on the file) measured ~10 % slower,
 * not faster, on a cached catalog answer on 2 cores: copying each batch to the worker and running
 * its thread cost more than the prepared inserts it takes off the main thread. So on SQLite the batches go through the app's
 * connection, still off the request (the writer flushes from a timer, never from a request).
 */
export async function openSink(store: Store, databaseUrl: string | null): Promise<BatchSink> {
  if (store.dialect === 'postgres' && databaseUrl && /^postgres(ql)?:/.test(databaseUrl)) {
    return new WorkerSink({ url: databaseUrl, ...(store.schema ? { schema: store.schema } : {}) });
  }
  return new InThreadSink(store);
}
