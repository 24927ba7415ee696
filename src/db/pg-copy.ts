/**
 * Bulk rows into PostgreSQL by `COPY … FROM STDIN` (text format) inside the caller's transaction:
 * the request log's batches. Against one JSON parameter taken apart by json_populate_recordset, it
 * takes a third off writing a batch (`bench/requestlog-indexes.ts`: 100 000 log rows in 660 ms
 * against 991) and about half the database server's work, which on a small server shares the
 * cores with the requests.
 *
 * Kysely hands no pg client out of a transaction, so the pool given to its dialect answers a marker
 * statement by running the COPY on the client the transaction holds (withCopy); copyRowsQuery()
 * makes that statement.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CompiledQuery, type PostgresPool, type PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { quotedIdentifier } from './identifier.ts';

/** A comment: a client without withCopy (none in napf) would run it as an empty statement. */
const COPY_ROWS = '/* napf: copy rows */';

interface CopyRequest {
  table: string;
  columns: readonly string[];
  rows: readonly object[];
}

/** Characters COPY's text format escapes; NUL, which no PostgreSQL text can hold, becomes U+FFFD. */
const SPECIAL = /[\\\t\n\r\0]/;
const SPECIAL_ALL = new RegExp(SPECIAL.source, 'g');
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r', '\0': '\uFFFD' };

function field(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return SPECIAL.test(text) ? text.replace(SPECIAL_ALL, (c) => ESCAPES[c] as string) : text;
}

/** The rows as COPY's text format: tab-separated fields, one line per row, `\N` for NULL. */
export function copyText(columns: readonly string[], rows: readonly object[]): string {
  let text = '';
  for (const row of rows) {
    const record = row as Record<string, unknown>;
    let line = field(record[columns[0] as string]);
    for (let i = 1; i < columns.length; i++) line += `\t${field(record[columns[i] as string])}`;
    text += `${line}\n`;
  }
  return text;
}

/** The statement that makes a pool wrapped by withCopy() COPY `rows` into `table` on the transaction's client. */
export function copyRowsQuery(table: string, columns: readonly string[], rows: readonly object[]): CompiledQuery {
  const request: CopyRequest = { table, columns, rows };
  return CompiledQuery.raw(COPY_ROWS, [request]);
}

async function copyRows(client: pg.PoolClient, { table, columns, rows }: CopyRequest) {
  if (rows.length === 0) return { command: 'COPY', rowCount: 0, rows: [] };
  const stream = client.query(
    copyFrom(`copy ${quotedIdentifier(table)} (${columns.map(quotedIdentifier).join(', ')}) from stdin`),
  );
  await pipeline(Readable.from([copyText(columns, rows)]), stream);
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
