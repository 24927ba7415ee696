/**
 * What wakes the delivery worker besides its own kicks: a poll (the fallback), a timer set to the
 * next due retry when it comes before the poll, and on PostgreSQL a LISTEN for the commits of other
 * instances (recordEvents NOTIFYs inside the transaction, delivered at commit). The LISTEN
 * connection is re-established after a failure; the poll covers the gap.
 */
import pg from 'pg';
import type { Logger } from 'pino';
import type { Clock } from '../../core/clock.ts';
import { NOTIFY_CHANNEL } from '../../events/outbox.ts';

const LISTEN_RETRY_MS = 2000;

interface WakeUpOptions {
  clock: Clock;
  logger: Logger;
  pollMs: number;
  /** PostgreSQL URL for LISTEN (null: no cross-instance wake-ups, the poll still works). */
  listenUrl: string | null;
  /** The search_path schema of the store, when it sets one. */
  schema: string | null | undefined;
  wake: () => void;
}

export class WakeUps {
  readonly #o: WakeUpOptions;
  #stopped = true;
  #poll: NodeJS.Timeout | null = null;
  #dueTimer: NodeJS.Timeout | null = null;
  #dueAt = Number.POSITIVE_INFINITY;
  #listener: pg.Client | null = null;
  #listenRetry: NodeJS.Timeout | null = null;

  constructor(options: WakeUpOptions) {
    this.#o = options;
  }

  async start(): Promise<void> {
    this.#stopped = false;
    this.#poll = setInterval(this.#o.wake, this.#o.pollMs);
    this.#poll.unref();
    if (this.#o.listenUrl) await this.#listen();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#poll) clearInterval(this.#poll);
    if (this.#dueTimer) clearTimeout(this.#dueTimer);
    if (this.#listenRetry) clearTimeout(this.#listenRetry);
    const listener = this.#listener;
    this.#listener = null;
    await listener?.end().catch(() => {});
  }

  /** Sets the due timer afresh for `at` (epoch ms; null: nothing pending). */
  resetDueTimer(at: number | null): void {
    if (this.#dueTimer) clearTimeout(this.#dueTimer);
    this.#dueTimer = null;
    this.#dueAt = Number.POSITIVE_INFINITY;
    if (at !== null) this.wakeAt(at);
  }

  /** Wakes at `at` (epoch ms) unless an earlier wake-up is set or the poll comes first anyway. */
  wakeAt(at: number): void {
    if (this.#stopped || (this.#dueTimer && this.#dueAt <= at)) return;
    const wait = at - this.#o.clock.now().getTime();
    if (wait >= this.#o.pollMs) return;
    if (this.#dueTimer) clearTimeout(this.#dueTimer);
    this.#dueAt = at;
    this.#dueTimer = setTimeout(() => {
      this.#dueTimer = null;
      this.#dueAt = Number.POSITIVE_INFINITY;
      this.#o.wake();
    }, Math.max(0, wait) + 2);
    this.#dueTimer.unref();
  }

  async #listen(): Promise<void> {
    const { listenUrl, logger, schema: searchPath } = this.#o;
    if (!listenUrl) return;
    const client = new pg.Client({
      connectionString: listenUrl,
      ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
    });
    const retry = () => {
      if (this.#stopped || this.#listenRetry) return;
      this.#listenRetry = setTimeout(() => {
        this.#listenRetry = null;
        void this.#listen();
      }, LISTEN_RETRY_MS);
      this.#listenRetry.unref();
    };
    client.on('error', (err) => {
      logger.warn({ err }, 'webhook LISTEN connection failed; polling until it is back');
      if (this.#listener === client) this.#listener = null;
      client.end().catch(() => {});
      retry();
    });
    try {
      await client.connect();
      // The payload is the schema of the committing transaction: only ours concerns this instance.
      const schema = (await client.query<{ s: string }>('select current_schema() as s')).rows[0]?.s;
      client.on('notification', (msg) => {
        if (msg.payload === schema) this.#o.wake();
      });
      await client.query(`LISTEN ${NOTIFY_CHANNEL}`);
      if (this.#stopped) {
        await client.end();
        return;
      }
      this.#listener = client;
      this.#o.wake(); // anything committed while we were not listening
    } catch (err) {
      logger.warn({ err }, 'webhook LISTEN failed; polling until it works');
      client.end().catch(() => {});
      retry();
    }
  }
}
