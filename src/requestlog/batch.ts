/**
 * One batch of the request log in one transaction: raw rows, the per-minute and per-hour rollups the
 * dashboard charts read, and each token's last_used_at.
 */
import { inTransaction } from '../db/capabilities.ts';
import type { Store } from '../db/connect.ts';
import type { LogColumns } from './columns.ts';
import { BUCKET_COLUMNS, bucketOf } from './histogram.ts';
import { addToRollups, insertLogRows, ROLLUPS, type RollupRow, setTokensLastUsed, type Unit } from './write-repo.ts';

/** Requests with status ≥ 400 count as errors in the rollups. */
export const isError = (status: number) => status >= 400;

export function rollupsOf(batch: LogColumns, unit: Unit): RollupRow[] {
  const size = ROLLUPS[unit].ms;
  const byKey = new Map<string, RollupRow>();
  // Consecutive entries mostly share their rollup (one agent polling): the previous entry's row is
  // taken again without building and hashing its key.
  let last: RollupRow | undefined;
  let lastAt = -1;
  let lastToken: string | null = null;
  let lastTool: string | null = null;
  for (let i = 0; i < batch.length; i++) {
    const at = Math.floor((batch.ts[i] as number) / size);
    const token = batch.tokenId[i] ?? null;
    const tool = batch.tool[i] ?? null;
    let row: RollupRow | undefined =
      last !== undefined && at === lastAt && token === lastToken && tool === lastTool ? last : undefined;
    if (row === undefined) {
      const key = `${at}|${token ?? ''}|${tool ?? ''}`;
      row = byKey.get(key);
      if (row === undefined) {
        row = {
          [unit]: at,
          token_id: token ?? '',
          tool: tool ?? '',
          requests: 0,
          errors: 0,
          duration_sum_ms: 0,
        };
        for (const column of BUCKET_COLUMNS) row[column] = 0;
        byKey.set(key, row);
      }
      last = row;
      lastAt = at;
      lastToken = token;
      lastTool = tool;
    }
    const durationMs = batch.durationMs[i] as number;
    (row.requests as number)++;
    if (isError(batch.status[i] as number)) (row.errors as number)++;
    (row.duration_sum_ms as number) += durationMs;
    (row[BUCKET_COLUMNS[bucketOf(durationMs)] as string] as number)++;
  }
  return [...byKey.values()];
}

/** Per token id the time (epoch ms) of its latest request in `batch`. */
export function lastUsedOf(batch: LogColumns): Map<string, number> {
  const lastUsed = new Map<string, number>();
  for (let i = 0; i < batch.length; i++) {
    const token = batch.tokenId[i];
    const ts = batch.ts[i] as number;
    if (token && ts > (lastUsed.get(token) ?? 0)) lastUsed.set(token, ts);
  }
  return lastUsed;
}

/** `lastUsed`: per token id the time (epoch ms) of its latest request in the batch. */
export async function writeBatch(
  store: Store,
  batch: LogColumns,
  lastUsed: Map<string, number> = lastUsedOf(batch),
): Promise<void> {
  const lastUsedAt = new Map([...lastUsed].map(([id, at]) => [id, new Date(at).toISOString()]));
  await inTransaction(store.db, async (trx) => {
    await insertLogRows(trx, store, batch);
    await addToRollups(trx, rollupsOf(batch, 'minute'), 'minute');
    await addToRollups(trx, rollupsOf(batch, 'hour'), 'hour');
    await setTokensLastUsed(trx, lastUsedAt);
  });
}
