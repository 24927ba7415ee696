/** One subscription's share of an instance's slots and backlog (the dispatcher's fairness). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fairShares } from '../../src/webhooks/delivery/fair-share.ts';

const cases: [number, number, ReturnType<typeof fairShares>][] = [
  // concurrency, claims running at once → shares (the backlog is five times the slots)
  [1, 1, { slotsEach: 1, heldEach: 5, claimEach: 5, skipAbove: Number.POSITIVE_INFINITY }],
  [2, 1, { slotsEach: 1, heldEach: 5, claimEach: 2, skipAbove: 3 }],
  [2, 2, { slotsEach: 1, heldEach: 5, claimEach: 1, skipAbove: 3 }],
  [3, 1, { slotsEach: 2, heldEach: 7, claimEach: 3, skipAbove: 4 }],
  [16, 1, { slotsEach: 8, heldEach: 40, claimEach: 20, skipAbove: 20 }],
  [16, 2, { slotsEach: 8, heldEach: 40, claimEach: 13, skipAbove: 14 }],
];

for (const [concurrency, claims, expected] of cases) {
  test(`${concurrency} slots, ${claims} claim(s) at once`, () => {
    const shares = fairShares(concurrency, 5 * concurrency, claims);
    assert.deepEqual(shares, expected);
    if (concurrency > 1) {
      // Every claim that may run at once taking its rows for one subscription keeps it within its share,
      // and the rest of the backlog leaves the pump room to claim for the others (at least 2 × slots).
      assert.ok(shares.skipAbove + claims * shares.claimEach <= shares.heldEach);
      assert.ok(5 * concurrency - shares.heldEach >= 2 * concurrency);
      assert.ok(shares.slotsEach < concurrency);
    }
  });
}
