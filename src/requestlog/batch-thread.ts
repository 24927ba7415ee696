/**
 * SQLite files only: the request log's batches written by a worker thread with a connection of its
 * own (batch-thread-worker.ts), so the event loop keeps answering while a batch is inserted. Written
 * on the app's connection, a batch of 2 000 rows held every request ~15 ms on the benchmark machine.
 * The app's own writes wait for the thread's transaction only when they meet it (busy_timeout);
 * its reads never do (write-ahead log).
 *
 * PostgreSQL batches stay on the app's connection: there the database server does the inserting and
 * the app's share is one COPY; a thread gained nothing measurable there and costs a heap of its own.
 * An in-memory SQLite database has no second connection to it.
 *
 * The writer (writer.ts) keeps the buffer, its bound and the retries: the thread only takes one batch
 * at a time and answers whether it was written. It starts with the first batch; should it die, the
 * batch in flight fails (the writer retries it) and the next batch starts a new thread.
 */
import { Worker } from 'node:worker_threads';
import type { LogRecord } from './batch.ts';

/** The thread's answer to a batch. */
export type BatchOutcome = { ok: true } | { ok: false; error: string };

export interface BatchThread {
  /** Writes the batch from the thread; rejects when it was not written. */
  write(batch: LogRecord[]): Promise<void>;
  /** Closes the thread's connection and ends it. */
  close(): Promise<void>;
}

/** How long close() waits for the thread to close its connection before it is terminated. */
const CLOSE_WAIT_MS = 5000;

interface Running {
  worker: Worker;
  exited: Promise<void>;
  /** Settles the batch in flight. */
  settle: ((outcome: BatchOutcome) => void) | null;
}

/** `url`: the store's `sqlite:<path>`. */
export function startBatchThread(url: string): BatchThread {
  let thread: Running | null = null;
  const start = (): Running => {
    const worker = new Worker(new URL('./batch-thread-worker.ts', import.meta.url), { workerData: { url } });
    // Idle, never what keeps a process alive.
    worker.unref();
    const running: Running = {
      worker,
      exited: new Promise((resolve) => worker.once('exit', () => resolve())),
      settle: null,
    };
    const gone = (error: string) => {
      if (thread === running) thread = null;
      running.settle?.({ ok: false, error });
    };
    worker.on('message', (outcome: BatchOutcome) => running.settle?.(outcome));
    worker.on('error', (err: Error) => gone(`request log thread failed: ${err.message}`));
    worker.once('exit', (code) => gone(`request log thread ended (exit code ${code})`));
    return running;
  };
  return {
    async write(batch) {
      thread ??= start();
      const running = thread;
      // Kept alive while a batch is in flight: the last one of a stop must be answered.
      running.worker.ref();
      const outcome = await new Promise<BatchOutcome>((settle) => {
        running.settle = settle;
        running.worker.postMessage(batch);
      });
      running.settle = null;
      running.worker.unref();
      if (!outcome.ok) throw new Error(outcome.error);
    },
    async close() {
      const running = thread;
      thread = null;
      if (!running) return;
      running.worker.postMessage(null);
      const timer = setTimeout(() => void running.worker.terminate(), CLOSE_WAIT_MS);
      await running.exited;
      clearTimeout(timer);
    },
  };
}
