/**
 * Group commit of attempt records. Attempts finishing while other deliveries are in flight wait for
 * company, up to FLUSH_DELAY_MS or until FLUSH_AT of them are waiting, so that one transaction
 * writes many: every commit rewrites the pages it touched (the attempts' three indexes, the
 * deliveries' due and subscription indexes), so a burst recorded 16 at a time wrote and
 * checkpointed most pages many times over. When nothing is in flight any more no company is
 * coming: the batch is written at once. Records arriving during a write form the next batch.
 */

const FLUSH_DELAY_MS = 50;
const FLUSH_AT = 128;
/** The most records one transaction writes. */
const BATCH_MAX = 200;

interface BatcherOptions<T> {
  /** Writes one batch (one transaction). */
  write: (batch: T[]) => Promise<void>;
  /** Whether more records may be coming soon (deliveries in flight, not stopping). */
  expectMore: () => boolean;
}

interface Waiting<T> {
  record: T;
  done: () => void;
  failed: (err: unknown) => void;
}

export class RecordBatcher<T> {
  readonly #o: BatcherOptions<T>;
  #waiting: Waiting<T>[] = [];
  #flushing: Promise<void> | null = null;
  #flushNow: (() => void) | null = null;

  constructor(options: BatcherOptions<T>) {
    this.#o = options;
  }

  /** Records waiting or being written. */
  get busy(): boolean {
    return this.#waiting.length > 0 || this.#flushing !== null;
  }

  /** Queues a record; resolves when it is committed (with the others of its batch). */
  add(record: T): Promise<void> {
    return new Promise((done, failed) => {
      this.#waiting.push({ record, done, failed });
      if (!this.#flushing) this.#flushing = this.#flush();
      else if (this.#waiting.length >= FLUSH_AT) this.#flushNow?.();
    });
  }

  /** Stops waiting for company: the waiting batch is written now. */
  flushNow(): void {
    this.#flushNow?.();
  }

  /** Writes what is waiting now and resolves when every write is over. */
  async drain(): Promise<void> {
    this.#flushNow?.();
    while (this.#flushing) await this.#flushing;
  }

  async #flush(): Promise<void> {
    while (this.#waiting.length > 0) {
      if (this.#waiting.length < FLUSH_AT && this.#o.expectMore()) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, FLUSH_DELAY_MS);
          this.#flushNow = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.#flushNow = null;
      }
      const batch = this.#waiting.splice(0, BATCH_MAX);
      try {
        await this.#o.write(batch.map((w) => w.record));
        for (const w of batch) w.done();
      } catch (err) {
        for (const w of batch) w.failed(err);
      }
    }
    this.#flushing = null;
  }
}
