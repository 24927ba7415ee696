/**
 * What making a request-log batch's COPY data costs napf: copyData() (src/db/pg-copy.ts) over
 * batches of 2,000 log rows shaped like the list benchmark's (one token and path, a fresh request id
 * and duration each), 15 timed passes over 20 batches; prints µs a row, the fastest and the median
 * pass. Run: `node bench/copy-data.ts`.
 */
import { copyData } from '../src/db/pg-copy.ts';
import { LOG_COLUMNS, logColumnValues } from '../src/requestlog/write-repo.ts';
import { fmt, median } from './lib.ts';
import { listPageLogBatch } from './requestlog.ts';

const ROWS = 2000;
const BATCHES = 20;
const PASSES = 15;

const batches = Array.from({ length: BATCHES }, (_, i) =>
  logColumnValues(listPageLogBatch(ROWS, Date.now() + i * 200)),
);
let bytes = 0;
const perRow: number[] = [];
for (let pass = 0; pass < PASSES; pass++) {
  const started = performance.now();
  for (const values of batches) bytes += copyData(values, LOG_COLUMNS.length).length;
  perRow.push(((performance.now() - started) * 1000) / (BATCHES * ROWS));
}
console.log(
  `copyData: ${fmt(Math.min(...perRow), 2)} µs a log row fastest, ${fmt(median(perRow), 2)} median ` +
    `(${fmt(bytes / (PASSES * BATCHES * ROWS))} bytes a row)`,
);
