import { type Clock, systemClock } from '../core/clock.ts';

/** How long a cached value may live: lowest_price_30_days moves with time, not only with writes. */
const CACHE_PERIOD_MS = 3_600_000;

/**
 * Values read from the catalog, kept until the next catalog write or the next full hour. The catalog
 * changes only through its write services, which clear the caches (and, with several instances, tell
 * the others to). The 30-day window of lowest_price_30_days moves on without a write, so a cache is
 * also emptied at every full hour of the clock: a cached lowest price is at most an hour behind.
 * Bounded: the oldest entry goes first.
 */
export class CatalogCache<V> {
  readonly #entries = new Map<string, V>();
  readonly #max: number;
  readonly #clock: Clock;
  #period = -1;
  /** Counts the clearings: a value read across one is not kept. */
  #generation = 0;

  constructor(max: number, clock: Clock = systemClock) {
    this.#max = max;
    this.#clock = clock;
  }

  get(key: string): V | undefined {
    this.#startPeriod();
    return this.#entries.get(key);
  }

  /** Taken before reading a value, handed to set() with it. */
  get generation(): number {
    this.#startPeriod();
    return this.#generation;
  }

  /**
   * Keeps a value read since `generation`, unless a write cleared the cache meanwhile: the value
   * stands for its request (it began before the write), but kept it would outlive the write.
   * Whether it was kept.
   */
  set(key: string, value: V, generation: number): boolean {
    this.#startPeriod();
    if (generation !== this.#generation) return false;
    if (this.#entries.size >= this.#max && !this.#entries.has(key)) {
      this.#entries.delete(this.#entries.keys().next().value as string);
    }
    this.#entries.set(key, value);
    return true;
  }

  /** Empties the cache when the clock has entered a new period since the last look. */
  #startPeriod(): void {
    const period = Math.floor(this.#clock.now().getTime() / CACHE_PERIOD_MS);
    if (period !== this.#period) {
      this.clear();
      this.#period = period;
    }
  }

  clear(): void {
    this.#entries.clear();
    this.#generation++;
  }

  get size(): number {
    return this.#entries.size;
  }
}
