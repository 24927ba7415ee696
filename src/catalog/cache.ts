import { type Clock, systemClock } from '../core/clock.ts';

/** How long a cached body may live: lowest_price_30_days moves with time, not only with writes. */
const CACHE_PERIOD_MS = 3_600_000;

/**
 * Serialized catalog responses, keyed by the normalized request. The catalog changes only through
 * its write services, which clear this cache (and, with several instances, tell the others to). The
 * 30-day window of lowest_price_30_days moves on without a write, so the cache is also emptied at
 * every full hour of the clock: a cached lowest price is at most an hour behind. Bounded: the oldest
 * entry goes first.
 */
export class ResponseCache {
  readonly #entries = new Map<string, Buffer>();
  readonly #max: number;
  readonly #clock: Clock;
  #period = -1;

  constructor(max = 1000, clock: Clock = systemClock) {
    this.#max = max;
    this.#clock = clock;
  }

  async getOrCompute(key: string, compute: () => Promise<unknown>): Promise<Buffer> {
    const period = Math.floor(this.#clock.now().getTime() / CACHE_PERIOD_MS);
    if (period !== this.#period) {
      this.#entries.clear();
      this.#period = period;
    }
    const hit = this.#entries.get(key);
    if (hit !== undefined) return hit;
    // Kept as bytes: encoding a large string on every send costs more than the lookup saves.
    const body = Buffer.from(JSON.stringify(await compute()));
    if (this.#entries.size >= this.#max) this.#entries.delete(this.#entries.keys().next().value as string);
    this.#entries.set(key, body);
    return body;
  }

  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}
