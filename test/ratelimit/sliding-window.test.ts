import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MemoryRateLimitStore } from '../../src/ratelimit/memory-store.ts';

test('no double burst across a window edge: at most 60 in ANY 60 s', async () => {
  let now = 1_000_000;
  const store = new MemoryRateLimitStore(() => now);
  // 60 requests late in one minute (a fixed window would reset at the next minute boundary)...
  now += 59_000;
  for (let i = 0; i < 60; i++) assert.equal((await store.consume('k', 60, 60_000)).allowed, true);
  // ...so two seconds later, across the boundary, nothing passes: those 60 are still in the window.
  now += 2_000;
  const refused = await store.consume('k', 60, 60_000);
  assert.equal(refused.allowed, false);
  assert.equal(refused.retryAfterSeconds, 58);
  // One millisecond before they leave the window still nothing; then the full quota again, not more.
  now += 57_999;
  assert.equal((await store.consume('k', 60, 60_000)).allowed, false);
  now += 1;
  for (let i = 0; i < 60; i++) assert.equal((await store.consume('k', 60, 60_000)).allowed, true);
  assert.equal((await store.consume('k', 60, 60_000)).allowed, false);
  await store.close();
});

test('remaining counts down, reset says when the full quota is back, refusals are not counted', async () => {
  let now = 0;
  const store = new MemoryRateLimitStore(() => now);
  const first = await store.consume('k', 3, 60_000);
  assert.deepEqual([first.remaining, first.resetSeconds], [2, 60]);
  now = 10_000;
  assert.equal((await store.consume('k', 3, 60_000)).remaining, 1);
  now = 20_000;
  const last = await store.consume('k', 3, 60_000);
  assert.deepEqual([last.allowed, last.remaining, last.resetSeconds], [true, 0, 60]);
  for (let i = 0; i < 5; i++) assert.equal((await store.consume('k', 3, 60_000)).allowed, false);
  now = 60_001; // the first request has left the window; the refused ones never entered it
  assert.equal((await store.consume('k', 3, 60_000)).allowed, true);
  await store.close();
});

test('requests in one millisecond count one by one and leave the window together', async () => {
  let now = 5_000;
  const store = new MemoryRateLimitStore(() => now);
  const remaining: number[] = [];
  for (let i = 0; i < 3; i++) remaining.push((await store.consume('k', 5, 60_000)).remaining);
  now += 10;
  for (let i = 0; i < 2; i++) remaining.push((await store.consume('k', 5, 60_000)).remaining);
  assert.deepEqual(remaining, [4, 3, 2, 1, 0]);
  const refused = await store.consume('k', 5, 60_000);
  assert.deepEqual([refused.allowed, refused.retryAfterSeconds], [false, 60]);
  // The first millisecond's three leave at once; the two of the later one stay.
  now = 65_000;
  const back = [];
  for (let i = 0; i < 4; i++) back.push((await store.consume('k', 5, 60_000)).allowed);
  assert.deepEqual(back, [true, true, true, false]);
  await store.close();
});

test('a long run of requests decides as a plain list of every request in the window would', async () => {
  // Runs wrap around the store's ring and the ring grows while wrapped: the decisions must not
  // change. The reference keeps every allowed request's millisecond in a plain list.
  let now = 1_000;
  const store = new MemoryRateLimitStore(() => now);
  const windowMs = 200;
  const limit = 150;
  const kept: number[] = [];
  let seed = 7;
  const random = () => {
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
    return seed / 2 ** 32;
  };
  for (let i = 0; i < 5_000; i++) {
    // Sparse at first (the ring wraps around many times), then a request most milliseconds (it grows).
    now += random() < 0.2 ? 0 : i < 2_500 ? 4 : 1;
    while (kept.length > 0 && (kept[0] as number) <= now - windowMs) kept.shift();
    const allowed = kept.length < limit;
    if (allowed) kept.push(now);
    const d = await store.consume('k', limit, windowMs);
    const oldest = kept[0] ?? now;
    const newest = kept.at(-1) ?? now;
    assert.deepEqual(
      [d.allowed, d.remaining, d.resetSeconds, d.retryAfterSeconds],
      [
        allowed,
        limit - kept.length,
        kept.length === 0 ? 0 : Math.max(0, Math.ceil((newest + windowMs - now) / 1000)),
        allowed ? 0 : Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)),
      ],
      `request ${i}`,
    );
  }
  await store.close();
});
