/**
 * Background checkpoints for a SQLite file. In WAL mode a commit appends to the log, and every
 * 1000 pages SQLite copies the log back into the database file and syncs it: by default inside the
 * commit that crossed the mark, on the app's one thread. Under a stream of orders that was about
 * half of every commit (docs/orders.md#throughput). Here a worker thread with a connection of its
 * own checkpoints a few times a second instead; the app's connection keeps a far higher automatic
 * mark only as a backstop, should the worker ever stop.
 */
import type { DatabaseSync } from 'node:sqlite';
import { Worker } from 'node:worker_threads';

const EVERY_MS = 200;
/** The app connection's own mark (pages, 4 KiB each) while the worker runs: a backstop of ~80 MB. */
const BACKSTOP_PAGES = 20_000;
/** SQLite's default mark, restored when the worker stops. */
const DEFAULT_PAGES = 1000;

/**
 * Starts the worker for the database file at `path`; the function it returns stops it. Should the
 * worker fail, `onError` hears of it and the connection checkpoints in its commits again.
 */
export function startBackgroundCheckpoints(
  path: string,
  connection: DatabaseSync,
  onError: (err: Error) => void,
): () => Promise<void> {
  connection.exec(`PRAGMA wal_autocheckpoint = ${BACKSTOP_PAGES}`);
  const worker = new Worker(new URL('./wal-checkpoint-worker.mjs', import.meta.url), {
    workerData: { path, everyMs: EVERY_MS },
    // A few statements on a timer: small heaps keep the thread at ~13 MB of memory.
    resourceLimits: { maxYoungGenerationSizeMb: 1, maxOldGenerationSizeMb: 16 },
  });
  // Never what keeps a process alive.
  worker.unref();
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    worker.once('exit', () => {
      exited = true;
      connection.exec(`PRAGMA wal_autocheckpoint = ${DEFAULT_PAGES}`);
      resolve();
    }),
  );
  worker.on('error', onError);
  return async () => {
    if (exited) return;
    worker.postMessage('stop');
    const timer = setTimeout(() => void worker.terminate(), 5000);
    await exit;
    clearTimeout(timer);
  };
}
