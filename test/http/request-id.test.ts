/** Request ids: a caller's sane X-Request-Id is kept; otherwise a fresh random one, never repeated. */
import assert from 'node:assert/strict';
import type { IncomingMessage } from 'node:http';
import { test } from 'node:test';
import { newRequestId, requestIdOf } from '../../src/http/request-id.ts';

const withHeader = (value?: string) =>
  ({ headers: value === undefined ? {} : { 'x-request-id': value } }) as IncomingMessage;

test('new ids are req_ and 32 hex digits, distinct across several refills of the pool', () => {
  const ids = Array.from({ length: 2000 }, newRequestId);
  for (const id of ids) assert.match(id, /^req_[0-9a-f]{32}$/);
  assert.equal(new Set(ids).size, ids.length);
  // Randomness, not a counter: consecutive ids share no long common prefix as a rule.
  const sharedPrefixes = ids.slice(1).filter((id, i) => id.slice(0, 12) === ids[i]?.slice(0, 12)).length;
  assert.ok(sharedPrefixes < 5, `${sharedPrefixes} consecutive pairs share 8 hex digits`);
});

test('a sane incoming X-Request-Id is kept; anything else gets a new id', () => {
  assert.equal(requestIdOf(withHeader('agent-7:run.42_a')), 'agent-7:run.42_a');
  for (const bad of [undefined, '', 'with space', 'x'.repeat(65), 'ümlaut']) {
    assert.match(requestIdOf(withHeader(bad)), /^req_[0-9a-f]{32}$/, String(bad));
  }
});
