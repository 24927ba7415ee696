/**
 * Keeps this instance's catalog cache and search index current with writes made by OTHER instances:
 * every product change commits a product.updated event (the outbox), so following the events table
 * every 500 ms tells each instance which products to refresh — within a second, on any database,
 * with no extra infrastructure. Local writes refresh at once (CatalogWriteService.afterCommit).
 */
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../db/schema.ts';
import { productUpdatesSince } from '../events/outbox-repo.ts';

const POLL_MS = 500;
/**
 * An event's created_at is taken before its transaction commits, so a later poll can find events
 * older than ones it already saw; rescanning this much history (minus the ids seen) catches them.
 */
const LOOKBACK_MS = 5000;

export class CatalogChangeFollower {
  readonly #db: Kysely<Database>;
  readonly #onChange: (productIds: string[]) => Promise<void>;
  readonly #log: Logger;
  #since = 0;
  /** Ids of events handled within the lookback window, with their time. */
  #seen = new Map<string, number>();
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<void> = Promise.resolve();

  constructor(db: Kysely<Database>, onChange: (productIds: string[]) => Promise<void>, log: Logger) {
    this.#db = db;
    this.#onChange = onChange;
    this.#log = log;
  }

  /** Starts from now: what happened before is already in the freshly loaded cache and index. */
  start(now: Date): void {
    this.#since = now.getTime();
    this.#timer = setInterval(() => {
      this.#running = this.#running
        .then(() => this.poll())
        .catch((err: unknown) => {
          this.#log.warn({ err }, 'following catalog changes failed; retrying');
        });
    }, POLL_MS);
    this.#timer.unref();
  }

  /** Applies the product changes committed since the last poll. */
  async poll(): Promise<void> {
    const rows = await productUpdatesSince(this.#db, new Date(this.#since - LOOKBACK_MS).toISOString(), 5000);
    const ids = new Set<string>();
    for (const row of rows) {
      if (this.#seen.has(row.id)) continue;
      const at = Date.parse(row.created_at);
      this.#seen.set(row.id, at);
      if (at > this.#since) this.#since = at;
      const id = (JSON.parse(row.data) as { product?: { id?: string } }).product?.id;
      if (id) ids.add(id);
    }
    for (const [id, at] of this.#seen) if (at < this.#since - LOOKBACK_MS) this.#seen.delete(id);
    if (ids.size > 0) await this.#onChange([...ids]);
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    await this.#running;
  }
}
