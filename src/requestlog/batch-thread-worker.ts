/**
 * The request log's batch thread (batch-thread.ts): each message is a batch, written in one
 * transaction on this thread's own connection and answered with its outcome; null closes the
 * connection and ends the thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openStore } from '../db/connect.ts';
import { onFirstUse } from '../util/on-first-use.ts';
import { type LogRecord, writeBatch } from './batch.ts';
import type { BatchOutcome } from './batch-thread.ts';

const port = parentPort as NonNullable<typeof parentPort>;
const { url } = workerData as { url: string };
const store = onFirstUse(() => openStore(url));

async function write(batch: LogRecord[]): Promise<BatchOutcome> {
  try {
    await writeBatch(await store.get(), batch);
    return { ok: true };
  } catch (err) {
    return { ok: false, error: err instanceof Error ? err.message : String(err) };
  }
}

// One message at a time, in order: the close never meets a transaction still open.
let previous = Promise.resolve();
port.on('message', (batch: LogRecord[] | null) => {
  previous = previous.then(async () => {
    if (batch !== null) {
      port.postMessage(await write(batch));
      return;
    }
    await (await store.ifMade())?.close();
    port.close();
  });
});
