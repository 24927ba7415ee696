/**
 * The request log's writer thread: receives batches from the main thread's ring buffer and writes
 * each in one transaction over a connection of its own, so no request waits for a log INSERT.
 * Answers every batch with null (committed) or the error; the main thread keeps failed batches.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openStore, type Store } from '../db/connect.ts';
import { writeBatch } from './batch.ts';
import type { WorkerTarget } from './sink.ts';
import { type PackedBatch, unpackBatch } from './wire.ts';

const target = workerData as WorkerTarget;
const port = parentPort;
let store: Store | null = null;

port?.on('message', async (m: { id: number; batch: PackedBatch } | { close: true }) => {
  if ('close' in m) {
    await store?.close().catch(() => {});
    port.close();
    return;
  }
  try {
    // Opened at the first batch, and again after a failed open (PostgreSQL away at start).
    store ??= await openStore(target.url, target.schema ? { schema: target.schema } : {});
    await writeBatch(store, unpackBatch(m.batch));
    port.postMessage({ id: m.id, error: null });
  } catch (err) {
    port.postMessage({ id: m.id, error: err instanceof Error ? err.message : String(err) });
  }
});
