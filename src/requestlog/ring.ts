/**
 * The request log's bounded buffer: a preallocated ring of entries. push() only copies the fields
 * into the next slot of its columns (the request path allocates nothing here); when the ring is
 * full the oldest entry is overwritten and counted as dropped. Entries leave the ring only when
 * their batch is written, so a batch that fails stays for the next attempt.
 */
import { LogColumns, type LogRecord } from './columns.ts';

export class LogRing {
  readonly capacity: number;
  readonly #columns: LogColumns;
  /** Sequence numbers: the oldest entry kept, and the next one to be written into. */
  #tail = 0;
  #head = 0;
  /** The batch being written, [from, to) in sequence numbers. */
  #inFlight: { from: number; to: number } | null = null;
  /** Entries of the batch in flight overwritten meanwhile: lost only if that batch fails. */
  #overwrittenInFlight = 0;
  #dropped = 0;

  constructor(capacity: number) {
    this.capacity = capacity;
    this.#columns = new LogColumns(capacity);
  }

  push(r: LogRecord): void {
    if (this.#head - this.#tail === this.capacity) {
      const inFlight = this.#inFlight;
      if (inFlight && this.#tail >= inFlight.from && this.#tail < inFlight.to) this.#overwrittenInFlight++;
      else this.#dropped++;
      this.#tail++;
    }
    this.#columns.set(this.#head % this.capacity, r);
    this.#head++;
  }

  /** Entries in the ring, the batch in flight included. */
  get size(): number {
    return this.#head - this.#tail;
  }

  /** Entries not in the batch in flight: what the next batch can take. */
  get waiting(): number {
    return this.#head - Math.max(this.#tail, this.#inFlight?.to ?? 0);
  }

  /** Entries lost so far: overwritten while the ring was full. */
  get dropped(): number {
    return this.#dropped;
  }

  /** Sequence number of the next entry: everything before it has been pushed. */
  get head(): number {
    return this.#head;
  }

  get tail(): number {
    return this.#tail;
  }

  /** A copy of the oldest entries (at most `max`) as the batch in flight; null while one is. */
  take(max: number): LogColumns | null {
    if (this.#inFlight || this.size === 0) return null;
    const from = this.#tail;
    const to = Math.min(this.#head, from + max);
    this.#inFlight = { from, to };
    return LogColumns.slice(this.#columns, from % this.capacity, to - from);
  }

  /** The batch in flight was written (its entries leave the ring) or failed (they stay). */
  settle(written: boolean): void {
    const inFlight = this.#inFlight;
    if (!inFlight) return;
    if (written) this.#tail = Math.max(this.#tail, inFlight.to);
    else this.#dropped += this.#overwrittenInFlight;
    this.#inFlight = null;
    this.#overwrittenInFlight = 0;
  }
}
