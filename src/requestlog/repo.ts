/** Reads of the request log for the dashboard: filtered pages and aggregates from the rollups. */
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, RequestLogTable } from '../db/schema.ts';
import { BUCKET_COLUMNS, quantile } from './histogram.ts';
import { ROLLUPS } from './write-repo.ts';

export interface LogFilter {
  token_id?: string;
  tool?: string;
  status?: number;
  since?: number;
  until?: number;
  limit: number;
  /** Cursor from the previous page: `<ts>:<request_id>` of its last row. */
  cursor?: { ts: number; requestId: string };
}

/** A log row as the API shows it: the epoch-ms `ts` becomes an ISO `time`. */
export type LogEntry = Omit<RequestLogTable, 'ts'> & { time: string };

export interface Aggregate {
  requests: number;
  errors: number;
  p50_ms: number | null;
  p95_ms: number | null;
}

export const BUCKET_MINUTES = { minute: 1, hour: 60, day: 1440 } as const;
export type BucketSize = keyof typeof BUCKET_MINUTES;

type Row = Record<string, unknown>;

const { table: HOURS_TABLE, ms: HOUR_MS } = ROLLUPS.hour;
const MIN_WINDOW_MS = 1000;

interface Span {
  /** [from, to) in epoch ms. */
  from: number;
  to: number;
  requests: number;
}

/**
 * Hours with requests (newest first, as the rollups list them), clipped to [lower, upper), joined
 * while consecutive into spans until a span holds `target` requests (a page's rows): a quiet stretch
 * is read by one query, and no span holds more hours than its page needs.
 */
export function spans(
  hours: { hour: number | string; requests: number | string }[],
  lower: number,
  upper: number,
  target: number,
): Span[] {
  const result: Span[] = [];
  let current: Span | null = null;
  for (const row of hours) {
    const hour = Number(row.hour);
    const requests = Number(row.requests);
    const from = Math.max(lower, hour * HOUR_MS);
    const to = Math.min(upper, (hour + 1) * HOUR_MS);
    if (from >= to) continue;
    if (current && current.from === to && current.requests < target) {
      current.from = from;
      current.requests += requests;
    } else {
      current = { from, to, requests };
      result.push(current);
    }
  }
  return result;
}

/**
 * The rows the status index holds (migration 016): those not answered 200. A query for another
 * status repeats the condition word for word: SQLite uses a partial index only for a query that
 * contains its condition.
 */
export const LOG_STATUS_INDEXED = sql<boolean>`status <> 200`;

export class RequestLogRepo {
  readonly #db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /**
   * A page of log rows, newest first. A filter on a tool or on a status other than 200 reads its
   * partial index, which holds its rows in time order. Every other page is read by time through the
   * hour rollups, written in the same transaction as the rows: the hours in which the filter's
   * token (or anyone) had requests, newest first, then the rows of those hours (migration 020 keeps
   * no token index, and on PostgreSQL the time index is a BRIN index, which finds an hour's blocks
   * but keeps no order).
   */
  async list(filter: LogFilter): Promise<LogEntry[]> {
    const indexed = filter.tool !== undefined || (filter.status !== undefined && filter.status !== 200);
    const rows = indexed
      ? await this.#rows(filter, { from: filter.since, to: filter.until }, filter.limit)
      : await this.#rowsByHour(filter);
    return rows.map(({ ts, ...row }) => ({
      time: new Date(Number(ts)).toISOString(),
      ...row,
      status: Number(row.status),
      duration_ms: Number(row.duration_ms),
    }));
  }

  /**
   * Rows matching `filter`'s token, tool, status and cursor within [from, to) on ts (its since and
   * until are the caller's to apply, as these bounds), newest first, at most `limit`.
   */
  #rows(filter: LogFilter, { from, to }: { from?: number; to?: number }, limit: number) {
    let q = this.#db.selectFrom('request_log').selectAll();
    if (filter.token_id !== undefined) q = q.where('token_id', '=', filter.token_id);
    if (filter.tool !== undefined) q = q.where('tool', '=', filter.tool);
    if (filter.status !== undefined) {
      q = q.where('status', '=', filter.status);
      // Lets the partial status index serve it (migration 016); status 200 is read by time.
      if (filter.status !== 200) q = q.where(LOG_STATUS_INDEXED);
    }
    if (from !== undefined) q = q.where('ts', '>=', from);
    if (to !== undefined) q = q.where('ts', '<', to);
    const cursor = filter.cursor;
    if (cursor) {
      // Rows before (ts, request_id), as a plain bound on ts that the indexes can start from and,
      // within it, an earlier ts or an earlier id. As one condition on the pair, both databases read
      // the index from the newest row and filtered out every row newer than the cursor.
      q = q
        .where('ts', '<=', cursor.ts)
        .where((eb) => eb.or([eb('ts', '<', cursor.ts), eb('request_id', '<', cursor.requestId)]));
    }
    return q.orderBy('ts', 'desc').orderBy('request_id', 'desc').limit(limit).execute();
  }

  /**
   * The page read span by span (spans()), newest first. A span with more requests than twice the
   * rows still wanted is read in windows from its newest end, the first sized to hold about twice
   * those rows if its requests were spread evenly, each next one eight times wider.
   */
  async #rowsByHour(filter: LogFilter) {
    const upper = Math.min(filter.until ?? Infinity, filter.cursor ? filter.cursor.ts + 1 : Infinity);
    const lower = filter.since ?? -Infinity;
    let hours = this.#db
      .selectFrom(HOURS_TABLE)
      .select(['hour', sql<number>`sum(requests)`.as('requests')])
      .groupBy('hour')
      .orderBy('hour', 'desc');
    if (filter.token_id !== undefined) hours = hours.where('token_id', '=', filter.token_id);
    if (Number.isFinite(lower)) hours = hours.where('hour', '>=', Math.floor(lower / HOUR_MS));
    if (Number.isFinite(upper)) hours = hours.where('hour', '<', Math.ceil(upper / HOUR_MS));
    const rows: Selectable<RequestLogTable>[] = [];
    for (const span of spans(await hours.execute(), lower, upper, filter.limit)) {
      let to = span.to;
      let width = ((to - span.from) * 2 * (filter.limit - rows.length)) / span.requests;
      while (to > span.from && rows.length < filter.limit) {
        const from = Math.max(span.from, to - Math.ceil(Math.max(MIN_WINDOW_MS, width)));
        rows.push(...(await this.#rows(filter, { from, to }, filter.limit - rows.length)));
        to = from;
        width *= 8;
      }
      if (rows.length >= filter.limit) break;
    }
    return rows;
  }

  /**
   * Totals, a time series in buckets, and per-token and per-tool figures over [since, until), from
   * one grouped read of the rollups: minute rollups for minute buckets (last two days), hour
   * rollups otherwise, so the cost follows the range and bucket count, not the number of requests.
   */
  async stats(since: number, until: number, bucket: BucketSize) {
    const unit = bucket === 'minute' ? 'minute' : 'hour';
    const { table, ms } = ROLLUPS[unit];
    const size = BUCKET_MINUTES[bucket] / (unit === 'minute' ? 1 : 60);
    const groupKey = sql<number>`(${sql.ref(unit)} / ${sql.lit(size)})`;
    const [rows, names] = await Promise.all([
      this.#db
        .selectFrom(table as 'request_log_minutes')
        .where(sql.ref(unit), '>=', Math.floor(since / ms))
        .where(sql.ref(unit), '<', Math.ceil(until / ms))
        .select([
          groupKey.as('bucket'),
          'token_id',
          'tool',
          sql<number>`sum(requests)`.as('requests'),
          sql<number>`sum(errors)`.as('errors'),
          ...BUCKET_COLUMNS.map((c) => sql<number>`sum(${sql.ref(c)})`.as(c)),
        ])
        .groupBy([groupKey, 'token_id', 'tool'])
        .execute(),
      this.#db.selectFrom('api_tokens').select(['id', 'name']).execute(),
    ]);
    const totals = new Accumulator();
    const series = new Map<number, Accumulator>();
    const byToken = new Map<string, Accumulator>();
    const byTool = new Map<string, Accumulator>();
    const into = <K>(map: Map<K, Accumulator>, key: K) => {
      let acc = map.get(key);
      if (!acc) {
        acc = new Accumulator();
        map.set(key, acc);
      }
      return acc;
    };
    for (const row of rows as Row[]) {
      totals.add(row);
      into(series, Number(row.bucket)).add(row);
      into(byToken, String(row.token_id)).add(row);
      into(byTool, String(row.tool)).add(row);
    }
    const nameOf = new Map(names.map((n) => [n.id, n.name]));
    const byRequests = (a: Aggregate, b: Aggregate) => b.requests - a.requests;
    const bucketMs = BUCKET_MINUTES[bucket] * 60_000;
    return {
      since: new Date(since).toISOString(),
      until: new Date(until).toISOString(),
      bucket,
      totals: totals.result(),
      series: [...series.entries()]
        .sort(([a], [b]) => a - b)
        .map(([key, acc]) => ({ start: new Date(key * bucketMs).toISOString(), ...acc.result() })),
      by_token: [...byToken.entries()]
        .map(([id, acc]) => ({
          token_id: id || null,
          token_name: id ? (nameOf.get(id) ?? null) : null,
          ...acc.result(),
        }))
        .sort(byRequests),
      by_tool: [...byTool.entries()].map(([tool, acc]) => ({ tool: tool || null, ...acc.result() })).sort(byRequests),
    };
  }
}

/** Sums rollup rows: request and error counts and the latency histogram. */
class Accumulator {
  requests = 0;
  errors = 0;
  readonly counts = BUCKET_COLUMNS.map(() => 0);

  add(row: Row): void {
    this.requests += Number(row.requests ?? 0);
    this.errors += Number(row.errors ?? 0);
    BUCKET_COLUMNS.forEach((c, i) => {
      this.counts[i] = (this.counts[i] as number) + Number(row[c] ?? 0);
    });
  }

  result(): Aggregate {
    return {
      requests: this.requests,
      errors: this.errors,
      p50_ms: quantile(this.counts, 0.5),
      p95_ms: quantile(this.counts, 0.95),
    };
  }
}
