/** Reads of the request log for the dashboard: filtered pages and aggregates from the rollups. */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { BUCKET_COLUMNS, quantile } from './histogram.ts';

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

export interface LogEntry {
  time: string;
  request_id: string;
  token_id: string | null;
  token_name: string | null;
  method: string;
  route: string | null;
  path: string;
  tool: string | null;
  status: number;
  duration_ms: number;
  error_code: string | null;
  ip: string | null;
  user_agent: string | null;
}

export interface Aggregate {
  requests: number;
  errors: number;
  p50_ms: number | null;
  p95_ms: number | null;
}

export const BUCKET_MINUTES = { minute: 1, hour: 60, day: 1440 } as const;
export type BucketSize = keyof typeof BUCKET_MINUTES;

type Row = Record<string, unknown>;

function aggregate(row: Row): Aggregate {
  const counts = BUCKET_COLUMNS.map((c) => Number(row[c] ?? 0));
  return {
    requests: Number(row.requests ?? 0),
    errors: Number(row.errors ?? 0),
    p50_ms: quantile(counts, 0.5),
    p95_ms: quantile(counts, 0.95),
  };
}

export class RequestLogRepo {
  readonly #db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async list(filter: LogFilter): Promise<LogEntry[]> {
    let q = this.#db.selectFrom('request_log').selectAll();
    if (filter.token_id !== undefined) q = q.where('token_id', '=', filter.token_id);
    if (filter.tool !== undefined) q = q.where('tool', '=', filter.tool);
    if (filter.status !== undefined) q = q.where('status', '=', filter.status);
    if (filter.since !== undefined) q = q.where('ts', '>=', filter.since);
    if (filter.until !== undefined) q = q.where('ts', '<', filter.until);
    const cursor = filter.cursor;
    if (cursor) {
      q = q.where((eb) =>
        eb.or([eb('ts', '<', cursor.ts), eb.and([eb('ts', '=', cursor.ts), eb('request_id', '<', cursor.requestId)])]),
      );
    }
    const rows = await q.orderBy('ts', 'desc').orderBy('request_id', 'desc').limit(filter.limit).execute();
    return rows.map(({ ts, ...row }) => ({
      time: new Date(Number(ts)).toISOString(),
      ...row,
      status: Number(row.status),
      duration_ms: Number(row.duration_ms),
    }));
  }

  /** Totals, a time series in buckets, and per-token and per-tool figures over [since, until). */
  async stats(since: number, until: number, bucket: BucketSize) {
    const from = Math.floor(since / 60_000);
    const to = Math.ceil(until / 60_000);
    const sums = BUCKET_COLUMNS.map((c) => sql<number>`sum(${sql.ref(c)})`.as(c));
    const base = () =>
      this.#db
        .selectFrom('request_log_minutes')
        .where('minute', '>=', from)
        .where('minute', '<', to)
        .select([sql<number>`sum(requests)`.as('requests'), sql<number>`sum(errors)`.as('errors'), ...sums]);
    const size = BUCKET_MINUTES[bucket];
    const [totals, series, byToken, byTool, names] = await Promise.all([
      base().execute(),
      base()
        .select(sql<number>`(minute / ${sql.lit(size)}) * ${sql.lit(size)}`.as('bucket'))
        .groupBy(sql`(minute / ${sql.lit(size)})`)
        .orderBy('bucket')
        .execute(),
      base().select('token_id').groupBy('token_id').execute(),
      base().select('tool').groupBy('tool').execute(),
      this.#db.selectFrom('api_tokens').select(['id', 'name']).execute(),
    ]);
    const nameOf = new Map(names.map((n) => [n.id, n.name]));
    const byRequests = (a: Aggregate, b: Aggregate) => b.requests - a.requests;
    return {
      since: new Date(since).toISOString(),
      until: new Date(until).toISOString(),
      bucket,
      totals: aggregate(totals[0] ?? {}),
      series: series.map((row) => ({ start: new Date(Number(row.bucket) * 60_000).toISOString(), ...aggregate(row) })),
      by_token: byToken
        .map((row) => ({
          token_id: row.token_id || null,
          token_name: row.token_id ? (nameOf.get(row.token_id) ?? null) : null,
          ...aggregate(row),
        }))
        .sort(byRequests),
      by_tool: byTool.map((row) => ({ tool: row.tool || null, ...aggregate(row) })).sort(byRequests),
    };
  }
}
