/**
 * The dashboard's per-minute and per-hour rollups of a batch: each (period, token, tool) row counts
 * its requests, errors, duration and histogram bucket, whatever order the entries come in — runs
 * of one agent's entries, interleaved agents, a period boundary inside a run.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { rollupsOf } from '../../src/requestlog/batch.ts';
import { LogColumns, type LogRecord } from '../../src/requestlog/columns.ts';

const T0 = Date.parse('2026-11-29T10:00:00.000Z');

const entry = (ms: number, token: string | null, tool: string | null, status = 200, duration = 1): LogRecord => ({
  ts: T0 + ms,
  request_id: `req_${ms}`,
  token_id: token,
  token_name: token,
  method: 'GET',
  route: '/api/v1/products',
  path: '/api/v1/products',
  tool,
  status,
  duration_ms: duration,
  error_code: null,
  ip: null,
  user_agent: null,
});

const entries = LogColumns.of([
  entry(0, 'tok_a', null),
  entry(1, 'tok_a', null, 404),
  entry(2, 'tok_b', null),
  entry(3, 'tok_a', null),
  entry(4, 'tok_a', 'search_products', 200, 30),
  entry(5, null, null, 401),
  entry(59_999, 'tok_a', null),
  entry(60_000, 'tok_a', null),
  entry(60_001, 'tok_a', null, 500, 2),
]);

const summary = (rows: ReturnType<typeof rollupsOf>, unit: 'minute' | 'hour') =>
  rows
    .map(
      (r) =>
        `${Number(r[unit]) - Math.floor(T0 / (unit === 'minute' ? 60_000 : 3_600_000))} ${r.token_id}/${r.tool}: ${r.requests} req, ${r.errors} err, ${r.duration_sum_ms} ms`,
    )
    .sort();

test('each minute, token and tool gets one row with its counts', () => {
  assert.deepEqual(summary(rollupsOf(entries, 'minute'), 'minute'), [
    '0 /: 1 req, 1 err, 1 ms',
    '0 tok_a/: 4 req, 1 err, 4 ms',
    '0 tok_a/search_products: 1 req, 0 err, 30 ms',
    '0 tok_b/: 1 req, 0 err, 1 ms',
    '1 tok_a/: 2 req, 1 err, 3 ms',
  ]);
});

test('each hour, token and tool gets one row; the buckets add up to the requests', () => {
  const rows = rollupsOf(entries, 'hour');
  assert.deepEqual(summary(rows, 'hour'), [
    '0 /: 1 req, 1 err, 1 ms',
    '0 tok_a/: 6 req, 2 err, 7 ms',
    '0 tok_a/search_products: 1 req, 0 err, 30 ms',
    '0 tok_b/: 1 req, 0 err, 1 ms',
  ]);
  for (const row of rows) {
    const buckets = Object.entries(row).filter(([k]) => /^h\d\d$/.test(k));
    assert.equal(
      buckets.reduce((sum, [, n]) => sum + Number(n), 0),
      row.requests,
    );
  }
});
