/**
 * The catalog's response cache: a body read while a write cleared the cache answers its request but
 * is not kept (the next request reads again); holds() tells whether a body is still the current one.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ResponseCache } from '../../src/catalog/cache.ts';

test('a body computed across a clear answers its request but is not kept', async () => {
  const cache = new ResponseCache();
  let release: () => void = () => {};
  const slow = cache.getOrCompute('k', () => new Promise((resolve) => (release = () => resolve({ v: 'before' }))));
  cache.clear(); // a write lands while the old state is being read
  release();
  assert.equal(String(await slow), '{"v":"before"}');
  const next = await cache.getOrCompute('k', async () => ({ v: 'after' }));
  assert.equal(String(next), '{"v":"after"}');
  assert.equal(
    cache.getOrCompute('k', async () => ({ v: 'never' })),
    next,
  );
});

test('holds(): the current body of its key, not after a clear or a newer body', async () => {
  const cache = new ResponseCache();
  const first = await cache.getOrCompute('k', async () => ({ n: 1 }));
  assert.equal(cache.holds(first), true);
  assert.equal(cache.holds(Buffer.from(String(first))), false);
  cache.clear();
  assert.equal(cache.holds(first), false);
  const second = await cache.getOrCompute('k', async () => ({ n: 2 }));
  assert.equal(cache.holds(second), true);
  assert.equal(cache.holds(first), false);
});
