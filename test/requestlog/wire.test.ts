/** A batch packed for the log's worker thread arrives as it was sent: every field, nulls included. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { LogRecord } from '../../src/requestlog/batch.ts';
import { packBatch, unpackBatch } from '../../src/requestlog/wire.ts';

const full: LogRecord = {
  ts: 1_764_000_000_123,
  request_id: 'req_1',
  token_id: 'tok_a',
  token_name: 'Agent A',
  method: 'POST',
  route: '/api/mcp',
  path: '/api/mcp',
  tool: 'search_products',
  status: 422,
  duration_ms: 12.34,
  error_code: 'invalid_parameters',
  ip: '203.0.113.9',
  user_agent: 'agent/1.0 ümlaut 🐕',
};
const bare: LogRecord = {
  ts: 1_764_000_000_124,
  request_id: 'req_2',
  token_id: null,
  token_name: null,
  method: 'GET',
  route: null,
  path: '/nowhere',
  tool: null,
  status: 404,
  duration_ms: 0,
  error_code: null,
  ip: null,
  user_agent: null,
};

test('packed and unpacked, entries keep every field and their order', () => {
  const batch = [full, bare, { ...full, request_id: 'req_3', status: 200, error_code: null }];
  const packed = structuredClone(packBatch(batch));
  assert.deepEqual(unpackBatch(packed), batch);
  assert.deepEqual(unpackBatch(packBatch([])), []);
});
