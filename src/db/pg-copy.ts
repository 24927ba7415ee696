/**
 * COPY on PostgreSQL, in both directions.
 *
 * Bulk rows into PostgreSQL by `COPY … FROM STDIN` (text format) inside the caller's transaction:
 * the request log's batches. Against one JSON parameter taken apart by json_populate_recordset, it
 * takes a third off writing a batch (`bench/requestlog-indexes.ts`: 100 000 log rows in 660 ms
 * against 991) and about half the database server's work, which on a small server shares the
 * cores with the requests.
 *
 * Kysely hands no pg client out of a transaction, so the pool given to its dialect answers a marker
 * statement by running the COPY on the client the transaction holds (withCopy); copyRowsQuery()
 * makes that statement.
 *
 * Large binary values out by `COPY (SELECT …) TO STDOUT (FORMAT binary)` (copyOutQuery): pg reads
 * every column as text, so a bytea arrives hex-encoded, twice its size, in one message that the
 * parser gathers and decodes while the event loop waits. The search index's snapshot (~10 MB at
 * 100 000 products) took 400–600 ms of the start's main thread that way and 20–150 ms by COPY,
 * as raw bytes in chunks.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CompiledQuery, type PostgresPool, type PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { quotedIdentifier } from './identifier.ts';

/** Comments: a client without withCopy (none in napf) would run them as empty statements. */
const COPY_ROWS = '/* napf: copy rows */';
const COPY_OUT = '/* napf: copy out */';

interface CopyRequest {
  table: string;
  columns: readonly string[];
  /** Each column's values, in the order of `columns`. */
  values: readonly ArrayLike<unknown>[];
}

/** Characters COPY's text format escapes; NUL, which no PostgreSQL text can hold, becomes U+FFFD. */
const SPECIAL = /[\\\t\n\r\0]/;
const SPECIAL_ALL = new RegExp(SPECIAL.source, 'g');
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r', '\0': '\uFFFD' };

function field(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return SPECIAL.test(text) ? text.replace(SPECIAL_ALL, (c) => ESCAPES[c] as string) : text;
}

const NOT_SEEN = Symbol('not seen');
const TAB = 0x09;
const NEWLINE = 0x0a;
const BACKSLASH = 0x5c;
const DOT = 0x2e;
const ZERO = 0x30;
const LETTER_N = 0x4e;
/** A safe integer's 16 digits; hundredths take 14 and 3. */
const MAX_NUMBER_BYTES = 17;

/**
 * Rows given column by column (`values[c][r]`, as many rows as the first column holds) as COPY's
 * text format, in UTF-8 bytes: `width` tab-separated fields a line, `\N` for NULL and for a value a
 * column lacks (as SQLite's inserter binds it).
 *
 * The bytes are written straight into one buffer, so a row makes no string of its own. Consecutive
 * rows mostly repeat a column's value (one agent's token, path and user agent): the cell's bytes
 * are copied from the row before within the buffer, without escaping or encoding them again.
 */
export function copyData(values: readonly ArrayLike<unknown>[], width: number): Buffer {
  const rows = values[0]?.length ?? 0;
  const lastValue: unknown[] = new Array(width).fill(NOT_SEEN);
  const lastStart = new Array<number>(width).fill(0);
  const lastEnd = new Array<number>(width).fill(0);
  let buffer: Buffer = Buffer.allocUnsafe(Math.max(256, rows * width * 16));
  let at = 0;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < width; c++) {
      const value = values[c]?.[r];
      const start = at;
      if (value === lastValue[c]) {
        const from = lastStart[c] as number;
        const length = (lastEnd[c] as number) - from;
        if (at + length + 1 > buffer.length) buffer = grown(buffer, at, length + 1);
        // Byte by byte: cells are short, and a native call per cell cost more than the copy.
        for (let i = 0; i < length; i++) buffer[at + i] = buffer[from + i] as number;
        at += length;
      } else {
        const room = typeof value === 'string' ? value.length : MAX_NUMBER_BYTES;
        if (at + room + 1 > buffer.length) buffer = grown(buffer, at, room + 1);
        let end = writeWithoutString(buffer, value, at);
        if (end < 0) {
          const cell = field(value);
          // UTF-8 takes at most 3 bytes per UTF-16 unit.
          if (at + cell.length * 3 + 1 > buffer.length) buffer = grown(buffer, at, cell.length * 3 + 1);
          end = at + buffer.write(cell, at);
        }
        at = end;
        lastValue[c] = value;
      }
      lastStart[c] = start;
      lastEnd[c] = at;
      buffer[at++] = c === width - 1 ? NEWLINE : TAB;
    }
  }
  return buffer.subarray(0, at);
}

/**
 * The cell's bytes written without making a string when that is simple: NULL, a number
 * writeNumber() knows, text that COPY takes as it is (printable ASCII without a backslash). Most
 * cells of a log row are such short ids, paths and numbers, and a native write per cell cost more
 * than the bytes: ~2.0 µs a log row of 13 columns against ~1.2 µs this way (`node bench/copy-data.ts`).
 * Returns the offset after the cell, or -1 for any other value (what it wrote is then overwritten).
 * Needs room for MAX_NUMBER_BYTES, or the text's length.
 */
function writeWithoutString(buffer: Buffer, value: unknown, at: number): number {
  if (value === null || value === undefined) {
    buffer[at] = BACKSLASH;
    buffer[at + 1] = LETTER_N;
    return at + 2;
  }
  if (typeof value === 'number') return writeNumber(buffer, value, at);
  if (typeof value === 'string') return writePlainAscii(buffer, value, at);
  return -1;
}

function writePlainAscii(buffer: Buffer, text: string, at: number): number {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code > 0x7e || code === BACKSLASH) return -1;
    buffer[at + i] = code;
  }
  return at + text.length;
}

/**
 * A non-negative safe integer's decimal digits, or a number of hundredths (a log entry's duration)
 * with two decimals, written without making a string. Returns the offset after them, or -1 for
 * any other number (written as String() writes it).
 */
function writeNumber(buffer: Buffer, value: number, at: number): number {
  if (Number.isSafeInteger(value) && value >= 0) return writeDigits(buffer, value, at);
  const hundredths = Math.round(value * 100);
  if (!(value > 0 && hundredths / 100 === value && Number.isSafeInteger(hundredths))) return -1;
  const end = writeDigits(buffer, Math.floor(hundredths / 100), at);
  const fraction = hundredths % 100;
  buffer[end] = DOT;
  buffer[end + 1] = ZERO + Math.floor(fraction / 10);
  buffer[end + 2] = ZERO + (fraction % 10);
  return end + 3;
}

function writeDigits(buffer: Buffer, value: number, at: number): number {
  let end = at + 1;
  for (let rest = value; rest >= 10; rest = Math.floor(rest / 10)) end++;
  for (let i = end - 1, rest = value; i >= at; i--, rest = Math.floor(rest / 10)) buffer[i] = ZERO + (rest % 10);
  return end;
}

/** A buffer twice as large (or large enough for `more` bytes after `used`), holding `used` bytes of `buffer`. */
function grown(buffer: Buffer, used: number, more: number): Buffer {
  const larger = Buffer.allocUnsafe(Math.max(buffer.length * 2, used + more));
  buffer.copy(larger, 0, 0, used);
  return larger;
}

/** The statement that makes a pool wrapped by withCopy() COPY the rows into `table` on the transaction's client. */
export function copyRowsQuery(
  table: string,
  columns: readonly string[],
  values: readonly ArrayLike<unknown>[],
): CompiledQuery {
  const request: CopyRequest = { table, columns, values };
  return CompiledQuery.raw(COPY_ROWS, [request]);
}

/** How a column of a binary COPY is handed back: its bytes as they are, or read as UTF-8 text. */
export type CopyOutColumn = 'bytes' | 'text';

interface CopyOutRequest {
  select: string;
  columns: Readonly<Record<string, CopyOutColumn>>;
}

/**
 * The statement that makes a pool wrapped by withCopy() run `select` (SQL without parameters: COPY
 * takes none) as a binary COPY; rows come back keyed by `columns`, which name the select list in order.
 */
export function copyOutQuery(select: string, columns: Readonly<Record<string, CopyOutColumn>>): CompiledQuery {
  const request: CopyOutRequest = { select, columns };
  return CompiledQuery.raw(COPY_OUT, [request]);
}

/** COPY's binary signature, then 32 bits of flags and the length of a header extension. */
const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');

/** The rows of a binary COPY: per row a 16-bit field count (-1 ends), per field a 32-bit length (-1: NULL) and the bytes. */
export function parseBinaryCopy(data: Buffer, columns: Readonly<Record<string, CopyOutColumn>>): object[] {
  if (!data.subarray(0, SIGNATURE.length).equals(SIGNATURE)) throw new Error('not a binary COPY');
  const names = Object.keys(columns);
  let at = SIGNATURE.length + 4;
  at += 4 + data.readUInt32BE(at);
  const rows: object[] = [];
  for (let fields = data.readInt16BE(at); fields !== -1; fields = data.readInt16BE(at)) {
    if (fields !== names.length) throw new Error(`binary COPY: ${fields} fields, expected ${names.length}`);
    at += 2;
    const row: Record<string, Buffer | string | null> = {};
    for (const name of names) {
      const length = data.readInt32BE(at);
      at += 4;
      if (length === -1) {
        row[name] = null;
        continue;
      }
      const value = data.subarray(at, at + length);
      row[name] = columns[name] === 'text' ? value.toString('utf8') : value;
      at += length;
    }
    rows.push(row);
  }
  return rows;
}

async function copyOut(client: pg.PoolClient, { select, columns }: CopyOutRequest) {
  const chunks: Buffer[] = [];
  for await (const chunk of client.query(copyTo(`copy (${select}) to stdout (format binary)`))) chunks.push(chunk);
  const rows = parseBinaryCopy(Buffer.concat(chunks), columns);
  return { command: 'COPY', rowCount: rows.length, rows };
}

async function copyRows(client: pg.PoolClient, { table, columns, values }: CopyRequest) {
  if ((values[0]?.length ?? 0) === 0) return { command: 'COPY', rowCount: 0, rows: [] };
  const stream = client.query(
    copyFrom(`copy ${quotedIdentifier(table)} (${columns.map(quotedIdentifier).join(', ')}) from stdin`),
  );
  await pipeline(Readable.from([copyData(values, columns.length)]), stream);
  return { command: 'COPY', rowCount: stream.rowCount, rows: [] };
}

/** `pool` for Kysely's PostgresDialect, its clients running copyRowsQuery()'s statement as a COPY. */
export function withCopy(pool: pg.Pool): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrapped.get(client);
      if (!wrapper) {
        wrapper = {
          // Kysely calls query(sql, parameters) only: napf opens no cursors.
          query: ((text: string, values: unknown[]) =>
            text === COPY_ROWS
              ? copyRows(client, values[0] as CopyRequest)
              : text === COPY_OUT
                ? copyOut(client, values[0] as CopyOutRequest)
                : client.query(text, values)) as unknown as PostgresPoolClient['query'],
          release: () => client.release(),
        };
        wrapped.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
