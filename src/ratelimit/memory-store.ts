/** The in-process sliding-window log (the default, and the fallback when Redis fails). */
import { decide, type RateDecision, type RateLimitStore } from './types.ts';

export class MemoryRateLimitStore implements RateLimitStore {
  readonly #windows = new Map<string, number[]>();
  readonly #now: () => number;
  readonly #sweeper: NodeJS.Timeout;

  constructor(now: () => number = Date.now) {
    this.#now = now;
    // Forget idle keys so memory stays bounded by the keys active in the last window.
    this.#sweeper = setInterval(() => this.#sweep(), 60_000);
    this.#sweeper.unref();
  }

  async consume(key: string, limit: number, windowMs: number): Promise<RateDecision> {
    const now = this.#now();
    let stamps = this.#windows.get(key);
    if (!stamps) {
      stamps = [];
      this.#windows.set(key, stamps);
    }
    let expired = 0;
    while (expired < stamps.length && (stamps[expired] as number) <= now - windowMs) expired++;
    if (expired) stamps.splice(0, expired);
    const allowed = stamps.length < limit;
    if (allowed) stamps.push(now);
    return decide(allowed, limit, stamps.length, stamps[0] ?? now, stamps.at(-1) ?? now, now, windowMs);
  }

  #sweep(): void {
    const cutoff = this.#now() - 3_600_000;
    for (const [key, stamps] of this.#windows) if ((stamps.at(-1) ?? 0) < cutoff) this.#windows.delete(key);
  }

  async close(): Promise<void> {
    clearInterval(this.#sweeper);
  }
}
