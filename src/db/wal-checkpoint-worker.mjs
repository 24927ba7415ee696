/**
 * Copies a SQLite database's write-ahead log back into the database file from a thread of its own
 * (see wal-checkpoints.ts). PASSIVE never waits for or blocks the app's readers and writers; what it
 * cannot copy yet it copies next time. Plain JavaScript: a TypeScript file would make the thread
 * load Node's type stripper, ~10 MB of memory for the few lines here.
 */
import { DatabaseSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';

const { path, everyMs } = /** @type {{ path: string, everyMs: number }} */ (workerData);
const db = new DatabaseSync(path);
db.exec('PRAGMA busy_timeout = 1000');
const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');

const timer = setInterval(() => {
  try {
    checkpoint.get();
  } catch {
    // Busy or briefly unavailable: the next round tries again (the app's backstop mark still holds).
  }
}, everyMs);

parentPort?.on('message', () => {
  clearInterval(timer);
  try {
    checkpoint.get();
  } finally {
    db.close();
    parentPort?.close();
  }
});
