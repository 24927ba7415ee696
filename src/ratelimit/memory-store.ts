/** The in-process sliding-window log (the default, and the fallback when Redis fails). */
import { decide, type RateDecision, type RateLimitStore } from './types.ts';

/**
 * The requests of one key in the window, oldest first, as runs: `counts[i]` requests at
 * millisecond `stamps[i]`. A busy token sends several requests in one millisecond, and a run keeps
 * them as one entry. The runs live in a ring of typed arrays that doubles when full (a window holds
 * at most one run per millisecond), so counting a request allocates nothing: arrays of stamps that
 * grew by a push and were cut down by copying cost ~90 bytes a request of the list page under load
 * (a heap sampling profile).
 */
class Window {
  #stamps = new Float64Array(16);
  #counts = new Uint32Array(16);
  /** Where the oldest run is, and how many runs the ring holds. */
  #head = 0;
  #runs = 0;
  /** Requests in the runs. */
  total = 0;

  /** Forgets the runs at or before `cutoff` (a millisecond). */
  expire(cutoff: number): void {
    const mask = this.#stamps.length - 1;
    while (this.#runs > 0 && (this.#stamps[this.#head] as number) <= cutoff) {
      this.total -= this.#counts[this.#head] as number;
      this.#head = (this.#head + 1) & mask;
      this.#runs--;
    }
  }

  count(now: number): void {
    const newest = this.#newestAt();
    if (this.#runs > 0 && this.#stamps[newest] === now) (this.#counts[newest] as number)++;
    else {
      if (this.#runs === this.#stamps.length) this.#grow();
      const next = (this.#head + this.#runs) & (this.#stamps.length - 1);
      this.#stamps[next] = now;
      this.#counts[next] = 1;
      this.#runs++;
    }
    this.total++;
  }

  /** The oldest and newest run's millisecond, or `otherwise` when there are none. */
  oldest(otherwise: number): number {
    return this.#runs > 0 ? (this.#stamps[this.#head] as number) : otherwise;
  }

  newest(otherwise: number): number {
    return this.#runs > 0 ? (this.#stamps[this.#newestAt()] as number) : otherwise;
  }

  /** Where the newest run is (while there is one). */
  #newestAt(): number {
    return (this.#head + this.#runs - 1) & (this.#stamps.length - 1);
  }

  #grow(): void {
    this.#stamps = unwrapped(this.#stamps, new Float64Array(this.#stamps.length * 2), this.#head);
    this.#counts = unwrapped(this.#counts, new Uint32Array(this.#counts.length * 2), this.#head);
    this.#head = 0;
  }
}

/** `ring`'s entries oldest first (from `head` to its end, then those before) at the start of `into`. */
function unwrapped<T extends Float64Array | Uint32Array>(ring: T, into: T, head: number): T {
  into.set(ring.subarray(head));
  into.set(ring.subarray(0, head), ring.length - head);
  return into;
}

export class MemoryRateLimitStore implements RateLimitStore {
  readonly #windows = new Map<string, Window>();
  readonly #now: () => number;
  readonly #sweeper: NodeJS.Timeout;

  constructor(now: () => number = Date.now) {
    this.#now = now;
    // Forget idle keys so memory stays bounded by the keys active in the last hour.
    this.#sweeper = setInterval(() => this.#sweep(), 60_000);
    this.#sweeper.unref();
  }

  consume(key: string, limit: number, windowMs: number): RateDecision {
    const now = this.#now();
    let w = this.#windows.get(key);
    if (!w) {
      w = new Window();
      this.#windows.set(key, w);
    }
    w.expire(now - windowMs);
    const allowed = w.total < limit;
    if (allowed) w.count(now);
    return decide(allowed, limit, w.total, w.oldest(now), w.newest(now), now, windowMs);
  }

  #sweep(): void {
    const cutoff = this.#now() - 3_600_000;
    for (const [key, w] of this.#windows) if (w.newest(0) < cutoff) this.#windows.delete(key);
  }

  async close(): Promise<void> {
    clearInterval(this.#sweeper);
  }
}
