/**
 * The request log's ring buffer hands its oldest entries out as a batch of columns: every field of
 * every entry as it was pushed, across the ring's wrap, with U+0000 in client-given text replaced.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { LogColumns, LogRecord } from '../../src/requestlog/columns.ts';
import { LogRing } from '../../src/requestlog/ring.ts';

const entry = (i: number, userAgent: string | null): LogRecord => ({
  ts: 1_764_000_000_000 + i,
  request_id: `req_${i}`,
  token_id: i % 3 === 0 ? null : `tok_${i % 2}`,
  token_name: i % 3 === 0 ? null : `Agent ${i % 2}`,
  method: i % 2 ? 'POST' : 'GET',
  route: '/api/mcp',
  path: `/api/mcp/${i}`,
  tool: i % 4 === 0 ? null : 'get\u0000product',
  status: 200 + i,
  duration_ms: i / 4,
  error_code: i % 5 === 0 ? 'not_found' : null,
  ip: `192.0.2.${i}`,
  user_agent: userAgent,
});

const recordsOf = (batch: LogColumns): LogRecord[] =>
  Array.from({ length: batch.length }, (_, i) => ({
    ts: batch.ts[i] as number,
    request_id: batch.requestId[i] as string,
    token_id: batch.tokenId[i] ?? null,
    token_name: batch.tokenName[i] ?? null,
    method: batch.method[i] as string,
    route: batch.route[i] ?? null,
    path: batch.path[i] as string,
    tool: batch.tool[i] ?? null,
    status: batch.status[i] as number,
    duration_ms: batch.durationMs[i] as number,
    error_code: batch.errorCode[i] ?? null,
    ip: batch.ip[i] ?? null,
    user_agent: batch.userAgent[i] ?? null,
  }));

const cleaned = (r: LogRecord): LogRecord => ({ ...r, tool: r.tool?.replaceAll('\u0000', '\uFFFD') ?? null });

test('a batch taken across the wrap holds every entry as it was pushed', () => {
  const ring = new LogRing(5);
  // Runs of one user agent, a change back to an earlier one, and none.
  const agents = ['agent/1', 'agent/1', 'agent/2', null, 'agent/1', 'agent/1', null, 'nul\u0000agent'];
  const entries = agents.map((agent, i) => entry(i, agent));
  for (const e of entries.slice(0, 3)) ring.push(e);
  const first = ring.take(3);
  assert.ok(first);
  assert.deepEqual(recordsOf(first), entries.slice(0, 3).map(cleaned));
  ring.settle(true);

  for (const e of entries.slice(3)) ring.push(e);
  const second = ring.take(10);
  assert.ok(second);
  assert.deepEqual(
    recordsOf(second),
    entries.slice(3).map((e) => ({ ...cleaned(e), user_agent: e.user_agent?.replace('\u0000', '\uFFFD') ?? null })),
  );
});

test('a full ring overwrites its oldest entries and counts them', () => {
  const ring = new LogRing(3);
  for (let i = 0; i < 5; i++) ring.push(entry(i, 'agent'));
  assert.equal(ring.dropped, 2);
  const batch = ring.take(10);
  assert.ok(batch);
  assert.deepEqual(batch.requestId, ['req_2', 'req_3', 'req_4']);
});
