/**
 * Serialized catalog responses, keyed by the normalized request. The catalog changes only through
 * its write services, which clear this cache (and, with several instances, tell the others to), so a
 * hit is always current. Bounded: the oldest entry goes first.
 */
export class ResponseCache {
  readonly #entries = new Map<string, Buffer>();
  readonly #max: number;

  constructor(max = 1000) {
    this.#max = max;
  }

  async getOrCompute(key: string, compute: () => Promise<unknown>): Promise<Buffer> {
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
