/** The in-process sliding-window log (the default, and the fallback when Redis fails). */
import { decide, type RateDecision, type RateLimitStore } from './types.ts';

/** Timestamps of one key, oldest first; expired ones are skipped by moving `head` (amortised O(1)). */
interface Window {
  stamps: number[];
  head: number;
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
      w = { stamps: [], head: 0 };
      this.#windows.set(key, w);
    }
    while (w.head < w.stamps.length && (w.stamps[w.head] as number) <= now - windowMs) w.head++;
    if (w.head > 1024 && w.head * 2 > w.stamps.length) {
      w.stamps = w.stamps.slice(w.head);
      w.head = 0;
    }
    const allowed = w.stamps.length - w.head < limit;
    if (allowed) w.stamps.push(now);
    const count = w.stamps.length - w.head;
    return decide(allowed, limit, count, w.stamps[w.head] ?? now, w.stamps.at(-1) ?? now, now, windowMs);
  }

  #sweep(): void {
    const cutoff = this.#now() - 3_600_000;
    for (const [key, w] of this.#windows) if ((w.stamps.at(-1) ?? 0) < cutoff) this.#windows.delete(key);
  }

  async close(): Promise<void> {
    clearInterval(this.#sweeper);
  }
}
