/** The shared pair arenas behind the search index: rewrites, removals and compaction keep every slot's pairs. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DocTerms } from '../../src/search/doc-terms.ts';

test('rewriting slots many times compacts the arenas and keeps every slot exact', () => {
  const docs = new DocTerms();
  docs.resize(50);
  const expected = new Map<number, number[]>();
  for (let round = 0; round < 200; round++) {
    const slot = (round * 7) % 50;
    const terms = Array.from({ length: 5 + (round % 11) }, (_, k) => round + k * 3);
    docs.set(
      slot,
      terms,
      terms.map((t) => t / 2),
    );
    expected.set(slot, terms);
    if (round % 13 === 0) {
      docs.clear((slot + 1) % 50);
      expected.delete((slot + 1) % 50);
    }
  }
  for (let slot = 0; slot < 50; slot++) {
    const terms = expected.get(slot) ?? [];
    assert.deepEqual([...docs.terms(slot)], terms, `slot ${slot}`);
    for (const t of terms) assert.equal(docs.weight(slot, t), t / 2);
    assert.equal(docs.weight(slot, -1), 0);
  }
});

test('from term-major postings, each document gets its pairs sorted by term', () => {
  // term 0: docs 2, 0; term 1: doc 1; term 2: docs 0, 2 (ranking order, not document order)
  const counts = new Int32Array([2, 1, 2]);
  const docs = DocTerms.fromPostings(3, counts, new Int32Array([2, 0, 1, 0, 2]), new Float32Array([5, 4, 3, 2, 1]));
  assert.deepEqual([...docs.terms(0)], [0, 2]);
  assert.deepEqual([...docs.weights(0)], [4, 2]);
  assert.deepEqual([...docs.terms(1)], [1]);
  assert.deepEqual([...docs.terms(2)], [0, 2]);
  assert.equal(docs.weight(2, 2), 1);
  assert.equal(docs.weight(1, 0), 0);
});
