/**
 * The request log's bounded buffer: a preallocated ring of entries. push() only copies the fields
 * into the next slot of its columns (the request path allocates nothing here); when the ring is
 * full the oldest entry is overwritten and counted as dropped. Entries leave the ring only when
 * their batch is written, so a batch that fails stays for the next attempt.
 */
import type { LogRecord } from './batch.ts';

const storable = (text: string) => (text.includes('\u0000') ? text.replaceAll('\u0000', '\uFFFD') : text);
const nullable = (text: string | null) => (text === null ? null : storable(text));

/**
 * The entries' fields, one preallocated column each: numbers in typed arrays, text in arrays. A push
 * only stores into them and never changes an object's shape. Slots kept as objects changed their
 * hidden class on the first write of each (a timestamp is no small integer), which sent every push of
 * the first round through the ring into V8's slow path and kept push() from being optimised.
 */
class Columns {
  readonly ts: Float64Array;
  readonly status: Uint16Array;
  readonly durationMs: Float64Array;
  readonly requestId: string[];
  readonly tokenId: (string | null)[];
  readonly tokenName: (string | null)[];
  readonly method: string[];
  readonly route: (string | null)[];
  readonly path: string[];
  readonly tool: (string | null)[];
  readonly errorCode: (string | null)[];
  readonly ip: (string | null)[];
  readonly userAgent: (string | null)[];

  constructor(capacity: number) {
    const text = () => new Array<string | null>(capacity).fill(null);
    this.ts = new Float64Array(capacity);
    this.status = new Uint16Array(capacity);
    this.durationMs = new Float64Array(capacity);
    this.requestId = new Array<string>(capacity).fill('');
    this.tokenId = text();
    this.tokenName = text();
    this.method = new Array<string>(capacity).fill('');
    this.route = text();
    this.path = new Array<string>(capacity).fill('');
    this.tool = text();
    this.errorCode = text();
    this.ip = text();
    this.userAgent = text();
  }

  set(i: number, r: LogRecord): void {
    this.ts[i] = r.ts;
    this.status[i] = r.status;
    this.durationMs[i] = r.duration_ms;
    this.requestId[i] = r.request_id;
    this.tokenId[i] = r.token_id;
    this.tokenName[i] = r.token_name;
    this.method[i] = r.method;
    this.route[i] = r.route;
    this.path[i] = r.path;
    this.tool[i] = r.tool;
    this.errorCode[i] = r.error_code;
    this.ip[i] = r.ip;
    this.userAgent[i] = r.user_agent;
  }

  /**
   * A copy of entry i. Client-given text may hold U+0000 (a JSON-RPC method name); PostgreSQL
   * refuses it, and with it the whole batch. Cleaned here, off the request path.
   */
  get(i: number): LogRecord {
    return {
      ts: this.ts[i] as number,
      request_id: this.requestId[i] as string,
      token_id: this.tokenId[i] ?? null,
      token_name: this.tokenName[i] ?? null,
      method: this.method[i] as string,
      route: this.route[i] ?? null,
      path: storable(this.path[i] as string),
      tool: nullable(this.tool[i] ?? null),
      status: this.status[i] as number,
      duration_ms: this.durationMs[i] as number,
      error_code: this.errorCode[i] ?? null,
      ip: this.ip[i] ?? null,
      user_agent: nullable(this.userAgent[i] ?? null),
    };
  }
}

export class LogRing {
  readonly capacity: number;
  readonly #columns: Columns;
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
    this.#columns = new Columns(capacity);
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

  /** Copies of the oldest entries (at most `max`) as the batch in flight; null while one is. */
  take(max: number): LogRecord[] | null {
    if (this.#inFlight || this.size === 0) return null;
    const from = this.#tail;
    const to = Math.min(this.#head, from + max);
    const batch: LogRecord[] = new Array(to - from);
    for (let seq = from; seq < to; seq++) batch[seq - from] = this.#columns.get(seq % this.capacity);
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
