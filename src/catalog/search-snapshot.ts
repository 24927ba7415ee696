/**
 * The search index kept in the database between runs (docs/search.md#start-up). A snapshot is keyed
 * by a hash of the search code, so an index built by other rules is never loaded, and stamped with
 * the newest product change it includes; on load, the products written since are re-indexed.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setImmediate } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ProductSearchIndex } from '../search/index.ts';
import { decodeSnapshot, encodeSnapshot } from '../search/snapshot.ts';
import { type CatalogStamp, SearchSnapshotRepo } from './search-repo.ts';

/** A hash of every file whose rules shape the index: the search module and the searchable text. */
function searchCodeHash(): string {
  const hash = createHash('sha256');
  const searchDir = join(import.meta.dirname, '../search');
  const files = readdirSync(searchDir)
    .filter((f) => f.endsWith('.ts'))
    .sort()
    .map((f) => join(searchDir, f));
  for (const file of [...files, join(import.meta.dirname, 'search-service.ts')]) hash.update(readFileSync(file));
  return hash.digest('hex').slice(0, 32);
}

let code: string | undefined;

export interface RestoredIndex {
  index: ProductSearchIndex;
  /** Products to re-index before the index is current. */
  changed: string[];
}

export class SearchSnapshots {
  readonly #repo: SearchSnapshotRepo;
  readonly #code: string;

  constructor(db: Kysely<Database>) {
    this.#repo = new SearchSnapshotRepo(db);
    code ??= searchCodeHash();
    this.#code = code;
  }

  stamp(): Promise<CatalogStamp> {
    return this.#repo.stamp();
  }

  /** The stored index and what changed since it was taken; null when there is none for this code. */
  async restore(): Promise<RestoredIndex | null> {
    const row = await this.#repo.load(this.#code);
    if (!row) return null;
    const snapshot = await decodeSnapshot(row.data);
    // Requests whose database answers came meanwhile go before the index is filled (~150 ms).
    await setImmediate();
    const index = ProductSearchIndex.fromSnapshot(snapshot);
    return { index, changed: await this.#repo.changedSince(row.catalog_stamp) };
  }

  /**
   * `stamp` must be read before the index was built or last caught up: writes committed while it
   * was built reach the index through refresh() before it is saved, and later ones have a newer
   * updated_at, which the next start re-indexes.
   */
  async save(index: ProductSearchIndex, stamp: string, now: Date): Promise<void> {
    const data = encodeSnapshot(index.toSnapshot());
    await this.#repo.save(this.#code, stamp, index.size, data, now.toISOString());
  }
}
