/** Random ids and secrets: the base62 alphabet, the length asked for, and no character favoured. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { newId, randomBase62 } from '../../src/core/ids.ts';

const ALPHABET = /^[0-9A-Za-z]+$/;

test('randomBase62 gives the length asked for, in the base62 alphabet, never the same twice', () => {
  const seen = new Set<string>();
  for (let i = 0; i < 2_000; i++) {
    const s = randomBase62(32);
    assert.equal(s.length, 32);
    assert.match(s, ALPHABET);
    seen.add(s);
  }
  assert.equal(seen.size, 2_000);
  assert.match(newId('ord'), /^ord_[0-9A-Za-z]{20}$/);
});

test('every base62 character is equally likely (no modulo bias towards the first eight)', () => {
  // 620 000 characters, 10 000 expected each. Taking bytes modulo 62 without redrawing the top
  // eight byte values would give '0'…'7' 5/4 of the others' share: ~12 400 against ~9 900.
  const counts = new Map<string, number>();
  const text = randomBase62(620_000);
  for (const c of text) counts.set(c, (counts.get(c) ?? 0) + 1);
  assert.equal(counts.size, 62);
  let chiSquare = 0;
  for (const n of counts.values()) chiSquare += (n - 10_000) ** 2 / 10_000;
  // 61 degrees of freedom: the 99.99th percentile is ~112; the biased draw scores ~3 000.
  assert.ok(chiSquare < 112, `chi-square ${chiSquare.toFixed(1)} over 61 degrees of freedom`);
});
