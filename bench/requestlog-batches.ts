/**
 * What a request-log batch costs by its size: writeBatch() (rows, rollups, the tokens' last use,
 * one transaction) of 20,000 log rows shaped like the list benchmark's, in batches of each size in
 * SIZES (1000,2000,5000), alternating the sizes' order over 8 rounds (the first not counted). Prints
 * the CPU a row of napf's main thread and, on PostgreSQL, of every postgres process: a batch's fixed
 * costs (round trips, the rollups' statements, the commit) show as the difference between sizes.
 * On SQLite (a file) unless PGURL names a PostgreSQL server (a fresh database there).
 * Run: `[PGURL=postgres://…] [SIZES=2000,5000] node bench/requestlog-batches.ts`.
 */
import { openStore } from '../src/db/connect.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { writeBatch } from '../src/requestlog/batch.ts';
import type { LogColumns } from '../src/requestlog/columns.ts';
import { fmt, mainThreadCpu, postgresCpu, withDatabase } from './lib.ts';
import { listPageLogBatch } from './requestlog.ts';

const SIZES = (process.env.SIZES ?? '1000,2000,5000').split(',').map(Number);
const ROWS = 20_000;
const ROUNDS = 8;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

await withDatabase(process.env.PGURL, async (db) => {
  const store = await openStore(db.url);
  try {
    await migrateToLatest(store);
    const spent = new Map(SIZES.map((size) => [size, { napf: 0, postgres: 0, rows: 0 }]));
    let ts = Date.now();
    for (let round = 0; round < ROUNDS; round++) {
      for (const size of round % 2 ? SIZES : [...SIZES].reverse()) {
        const batches: LogColumns[] = [];
        for (let made = 0; made < ROWS; made += size) {
          ts += 200;
          batches.push(listPageLogBatch(size, ts));
        }
        await pause(200); // the collector's work for the batches just made, before the clock starts
        const [napf0, postgres0] = [mainThreadCpu(process.pid), postgresCpu()];
        for (const b of batches) await writeBatch(store, b);
        await pause(100);
        const sum = spent.get(size) as { napf: number; postgres: number; rows: number };
        if (round === 0) continue;
        sum.napf += mainThreadCpu(process.pid) - napf0;
        sum.postgres += postgresCpu() - postgres0;
        sum.rows += batches.length * size;
      }
    }
    for (const [size, sum] of spent) {
      const postgres = store.dialect === 'postgres' ? `, postgres ${fmt(sum.postgres / sum.rows, 2)}` : '';
      console.log(`${db.backend} batches of ${fmt(size)}: napf ${fmt(sum.napf / sum.rows, 2)}${postgres} µs a row`);
    }
  } finally {
    await store.close();
  }
});
