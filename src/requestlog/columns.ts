/**
 * Log entries kept column by column: numbers in typed arrays, text in arrays. The ring buffer holds
 * its entries this way, and a batch leaves the ring this way too, so writing a batch makes no object
 * or array per entry. A batch of 2,000 made 4,000 of them (a copy of each entry and its row of
 * values): ~350 of the ~1,900 bytes a request with rate limit and log on allocated more than one
 * with both off (the list page under load, a heap sampling profile).
 */
import type { RequestLogTable } from '../db/schema.ts';

export type LogRecord = RequestLogTable;

const storable = (text: string) => (text.includes('\u0000') ? text.replaceAll('\u0000', '\uFFFD') : text);
const nullable = (text: string | null) => (text === null ? null : storable(text));

/**
 * Preallocated columns of `length` entries. Storing into them never changes an object's shape: ring
 * slots kept as objects changed their hidden class on the first write of each (a timestamp is no
 * small integer), which sent every push of the first round through the ring into V8's slow path.
 */
export class LogColumns {
  readonly length: number;
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

  constructor(length: number) {
    const text = () => new Array<string | null>(length).fill(null);
    this.length = length;
    this.ts = new Float64Array(length);
    this.status = new Uint16Array(length);
    this.durationMs = new Float64Array(length);
    this.requestId = new Array<string>(length).fill('');
    this.tokenId = text();
    this.tokenName = text();
    this.method = new Array<string>(length).fill('');
    this.route = text();
    this.path = new Array<string>(length).fill('');
    this.tool = text();
    this.errorCode = text();
    this.ip = text();
    this.userAgent = text();
  }

  /** The records as columns (tests and benchmarks write batches this way). */
  static of(records: readonly LogRecord[]): LogColumns {
    const columns = new LogColumns(records.length);
    for (const [i, r] of records.entries()) columns.set(i, r);
    return columns;
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
    // An agent sends the same user agent with every request: the entry keeps the string it already
    // holds for the one before, and this request's copy dies young instead of being kept until its
    // batch is written.
    const before = this.userAgent[i === 0 ? this.length - 1 : i - 1];
    this.userAgent[i] = r.user_agent !== null && r.user_agent === before ? before : r.user_agent;
  }

  /**
   * A copy of `count` entries of `source` from slot `from` on, wrapping at its end (the ring's
   * oldest entries). Client-given text may hold U+0000 (a JSON-RPC method name); PostgreSQL refuses
   * it, and with it the whole batch. Cleaned here, off the request path.
   */
  static slice(source: LogColumns, from: number, count: number): LogColumns {
    const batch = new LogColumns(count);
    for (let i = 0, slot = from; i < count; i++, slot = slot + 1 === source.length ? 0 : slot + 1) {
      batch.ts[i] = source.ts[slot] as number;
      batch.status[i] = source.status[slot] as number;
      batch.durationMs[i] = source.durationMs[slot] as number;
      batch.requestId[i] = source.requestId[slot] as string;
      batch.tokenId[i] = source.tokenId[slot] ?? null;
      batch.tokenName[i] = source.tokenName[slot] ?? null;
      batch.method[i] = source.method[slot] as string;
      batch.route[i] = source.route[slot] ?? null;
      batch.path[i] = storable(source.path[slot] as string);
      batch.tool[i] = nullable(source.tool[slot] ?? null);
      batch.errorCode[i] = source.errorCode[slot] ?? null;
      batch.ip[i] = source.ip[slot] ?? null;
      batch.userAgent[i] = nullable(source.userAgent[slot] ?? null);
    }
    return batch;
  }
}
