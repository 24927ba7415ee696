/**
 * The request log's bounded buffer: a preallocated ring of entries. push() only copies the fields
 * into the next slot (the request path allocates nothing here); when the ring is full the oldest
 * entry is overwritten and counted as dropped. Entries leave the ring only when their batch is
 * written, so a batch that fails stays for the next attempt.
 */
import type { LogRecord } from './batch.ts';

const storable = (text: string) => (text.includes('\u0000') ? text.replaceAll('\u0000', '\uFFFD') : text);
const nullable = (text: string | null) => (text === null ? null : storable(text));

const emptyEntry = (): LogRecord => ({
  ts: 0,
  request_id: '',
  token_id: null,
  token_name: null,
  method: '',
  route: null,
  path: '',
  tool: null,
  status: 0,
  duration_ms: 0,
  error_code: null,
  ip: null,
  user_agent: null,
});

export class LogRing {
  readonly capacity: number;
  readonly #slots: LogRecord[];
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
    this.#slots = Array.from({ length: capacity }, emptyEntry);
  }

  push(r: LogRecord): void {
    if (this.#head - this.#tail === this.capacity) {
      const inFlight = this.#inFlight;
      if (inFlight && this.#tail >= inFlight.from && this.#tail < inFlight.to) this.#overwrittenInFlight++;
      else this.#dropped++;
      this.#tail++;
    }
    const slot = this.#slots[this.#head % this.capacity] as LogRecord;
    slot.ts = r.ts;
    slot.request_id = r.request_id;
    slot.token_id = r.token_id;
    slot.token_name = r.token_name;
    slot.method = r.method;
    slot.route = r.route;
    slot.path = r.path;
    slot.tool = r.tool;
    slot.status = r.status;
    slot.duration_ms = r.duration_ms;
    slot.error_code = r.error_code;
    slot.ip = r.ip;
    slot.user_agent = r.user_agent;
    this.#head++;
  }

  /** Entries in the ring, the batch in flight included. */
  get size(): number {
    return this.#head - this.#tail;
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

  /** Copies of the oldest entries (at most `max`) as the batch in flight; null while one is. */
  take(max: number): LogRecord[] | null {
    if (this.#inFlight || this.size === 0) return null;
    const from = this.#tail;
    const to = Math.min(this.#head, from + max);
    const batch: LogRecord[] = [];
    for (let seq = from; seq < to; seq++) {
      const s = this.#slots[seq % this.capacity] as LogRecord;
      // Client-given text may hold U+0000 (a JSON-RPC method name); PostgreSQL refuses it, and with
      // it the whole batch. Cleaned here, off the request path.
      batch.push({
        ...s,
        path: storable(s.path),
        tool: nullable(s.tool),
        user_agent: nullable(s.user_agent),
      });
    }
    this.#inFlight = { from, to };
    return batch;
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
