/** The admin JSON API of the request log (docs/contract.md#dashboard): the page of entries and the charts. */
import { Type } from 'typebox';
import { adminRoute } from '../admin/api/common.ts';
import { enumOf } from '../catalog/schema.ts';
import { DomainError } from '../core/errors.ts';
import { jsonResponse, problemResponses } from '../http/schemas.ts';
import type { App } from '../http/types.ts';
import { BUCKET_MINUTES, type BucketSize, type RequestLogRepo } from './repo.ts';
import type { RequestLogWriter } from './writer.ts';

const Time = (description: string) => Type.Optional(Type.String({ format: 'date-time', description }));
const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);

const EntrySchema = Type.Object({
  time: Type.String({ format: 'date-time' }),
  request_id: Type.String(),
  token_id: Nullable(Type.String()),
  token_name: Nullable(Type.String()),
  method: Type.String(),
  route: Nullable(Type.String()),
  path: Type.String(),
  tool: Nullable(Type.String()),
  status: Type.Integer(),
  duration_ms: Type.Number(),
  error_code: Nullable(Type.String()),
  ip: Nullable(Type.String()),
  user_agent: Nullable(Type.String()),
});

const AggregateFields = {
  requests: Type.Integer(),
  errors: Type.Integer({ description: 'Responses with status ≥ 400' }),
  p50_ms: Type.Union([Type.Number(), Type.Null()], { description: 'Estimated from a latency histogram' }),
  p95_ms: Type.Union([Type.Number(), Type.Null()]),
};

function parseTime(value: string | undefined, path: string): number | undefined {
  if (value === undefined) return undefined;
  const ms = Date.parse(value);
  if (Number.isNaN(ms))
    throw new DomainError('invalid_parameters', `${path} is not a date-time`, {
      errors: [{ path, message: 'is not a date-time' }],
    });
  return ms;
}

/** Registered inside the admin plugin (prefix /admin). */
export function requestLogRoutes(admin: App, deps: { repo: RequestLogRepo; writer: RequestLogWriter }): void {
  const { repo, writer } = deps;

  admin.get(
    '/api/request-log',
    adminRoute({
      operationId: 'listRequestLog',
      summary: 'The request log, newest first, with filters and cursor paging',
      querystring: Type.Object({
        token_id: Type.Optional(Type.String({ maxLength: 100 })),
        tool: Type.Optional(Type.String({ maxLength: 100 })),
        status: Type.Optional(Type.Integer({ minimum: 100, maximum: 599 })),
        since: Time('Inclusive lower bound'),
        until: Time('Exclusive upper bound'),
        limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 100 })),
        cursor: Type.Optional(
          Type.String({ maxLength: 200, pattern: '^\\d+:.+$', description: 'next_cursor of the previous page' }),
        ),
      }),
      response: {
        200: jsonResponse(
          'Entries; the token text is never logged',
          Type.Object({ data: Type.Array(EntrySchema), next_cursor: Type.Union([Type.String(), Type.Null()]) }),
        ),
        ...problemResponses(400, 401, 403),
      },
    }),
    async (request) => {
      await writer.flush();
      const q = request.query;
      const limit = q.limit ?? 100;
      const cursor = q.cursor
        ? { ts: Number(q.cursor.split(':')[0]), requestId: q.cursor.slice(q.cursor.indexOf(':') + 1) }
        : undefined;
      const data = await repo.list({
        token_id: q.token_id,
        tool: q.tool,
        status: q.status,
        since: parseTime(q.since, 'since'),
        until: parseTime(q.until, 'until'),
        limit,
        cursor,
      });
      const last = data.at(-1);
      return {
        data,
        next_cursor: data.length === limit && last ? `${Date.parse(last.time)}:${last.request_id}` : null,
      };
    },
  );

  admin.get(
    '/api/request-log/stats',
    adminRoute({
      operationId: 'requestLogStats',
      summary: 'Requests, errors and p50/p95 latency in time buckets, per token and per tool',
      querystring: Type.Object({
        since: Time('Default: 24 hours before until'),
        until: Time('Default: now'),
        bucket: Type.Optional(enumOf(Object.keys(BUCKET_MINUTES) as BucketSize[], 'Series bucket size (default hour)')),
      }),
      response: {
        200: jsonResponse(
          'Aggregates from per-minute rollups',
          Type.Object({
            since: Type.String(),
            until: Type.String(),
            bucket: Type.String(),
            totals: Type.Object(AggregateFields),
            series: Type.Array(Type.Object({ start: Type.String(), ...AggregateFields })),
            by_token: Type.Array(
              Type.Object({
                token_id: Nullable(Type.String()),
                token_name: Nullable(Type.String()),
                ...AggregateFields,
              }),
            ),
            by_tool: Type.Array(Type.Object({ tool: Nullable(Type.String()), ...AggregateFields })),
            buffer: Type.Object(
              {
                buffered: Type.Integer({ description: 'Entries of this instance not yet written' }),
                capacity: Type.Integer({ description: 'Entries the buffer holds (REQUEST_LOG_BUFFER)' }),
                dropped: Type.Integer({ description: 'Entries lost since the start because the buffer was full' }),
                failing: Type.Integer({ description: 'Failed batch writes in a row; 0 when the last succeeded' }),
              },
              { description: "This instance's request-log buffer" },
            ),
          }),
        ),
        ...problemResponses(400, 401, 403),
      },
    }),
    async (request) => {
      await writer.flush();
      const until = parseTime(request.query.until, 'until') ?? Date.now();
      const since = parseTime(request.query.since, 'since') ?? until - 86_400_000;
      if (since >= until)
        throw new DomainError('invalid_parameters', 'since must be before until', {
          errors: [{ path: 'since', message: 'must be before until' }],
        });
      return { ...(await repo.stats(since, until, request.query.bucket ?? 'hour')), buffer: writer.stats };
    },
  );
}
