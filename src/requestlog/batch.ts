/**
 * One batch of the request log in one transaction: raw rows, the per-minute and per-hour rollups the
 * dashboard charts read, and each token's last_used_at.
 */
import { inTransaction } from '../db/capabilities.ts';
import type { Store } from '../db/connect.ts';
import type { RequestLogTable } from '../db/schema.ts';
import { BUCKET_COLUMNS, bucketOf } from './histogram.ts';
import { addToRollups, insertLogRows, ROLLUPS, type RollupRow, setTokensLastUsed, type Unit } from './write-repo.ts';

export type LogRecord = RequestLogTable;

/** Requests with status ≥ 400 count as errors in the rollups. */
export const isError = (status: number) => status >= 400;

export function rollupsOf(records: LogRecord[], unit: Unit): RollupRow[] {
  const size = ROLLUPS[unit].ms;
  const byKey = new Map<string, RollupRow>();
  // Consecutive entries mostly share their rollup (one agent polling): the previous entry's row is
  // taken again without building and hashing its key.
  let last: RollupRow | undefined;
  let lastAt = -1;
  let lastToken: string | null = null;
  let lastTool: string | null = null;
  for (const r of records) {
    const at = Math.floor(r.ts / size);
    let row: RollupRow | undefined =
      last !== undefined && at === lastAt && r.token_id === lastToken && r.tool === lastTool ? last : undefined;
    if (row === undefined) {
      const key = `${at}|${r.token_id ?? ''}|${r.tool ?? ''}`;
      row = byKey.get(key);
      if (row === undefined) {
        row = {
          [unit]: at,
          token_id: r.token_id ?? '',
          tool: r.tool ?? '',
          requests: 0,
          errors: 0,
          duration_sum_ms: 0,
        };
        for (const column of BUCKET_COLUMNS) row[column] = 0;
        byKey.set(key, row);
      }
      last = row;
      lastAt = at;
      lastToken = r.token_id;
      lastTool = r.tool;
    }
    (row.requests as number)++;
    if (isError(r.status)) (row.errors as number)++;
    (row.duration_sum_ms as number) += r.duration_ms;
    (row[BUCKET_COLUMNS[bucketOf(r.duration_ms)] as string] as number)++;
  }
  return [...byKey.values()];
}

/** Per token id the time (epoch ms) of its latest request in `records`. */
export function lastUsedOf(records: LogRecord[]): Map<string, number> {
  const lastUsed = new Map<string, number>();
  for (const r of records) {
    if (r.token_id && r.ts > (lastUsed.get(r.token_id) ?? 0)) lastUsed.set(r.token_id, r.ts);
  }
  return lastUsed;
}

/** `lastUsed`: per token id the time (epoch ms) of its latest request in the batch. */
export async function writeBatch(
  store: Store,
  records: LogRecord[],
  lastUsed: Map<string, number> = lastUsedOf(records),
): Promise<void> {
  const lastUsedAt = new Map([...lastUsed].map(([id, at]) => [id, new Date(at).toISOString()]));
  await inTransaction(store.db, async (trx) => {
    await insertLogRows(trx, store, records);
    await addToRollups(trx, rollupsOf(records, 'minute'), 'minute');
    await addToRollups(trx, rollupsOf(records, 'hour'), 'hour');
    await setTokensLastUsed(trx, lastUsedAt);
  });
}
