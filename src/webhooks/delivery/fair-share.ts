/**
 * One subscription's share of an instance's delivery capacity, so that a receiver that hangs
 * cannot take every slot: at most half the slots (rounded up) in flight, at most half the local
 * backlog claimed, and a claim takes at most `claimEach` rows of it. A subscription holding more
 * than `skipAbove` rows is left out of claims: even if every claim that may run at once (two on
 * PostgreSQL) took its `claimEach` rows for it, it stays within `heldEach`. The rest of the backlog
 * is then always large enough for the pump to claim for the other subscriptions. With a single
 * slot there is nothing to share: one subscription may use it all, as before.
 */
export interface FairShares {
  slotsEach: number;
  heldEach: number;
  claimEach: number;
  skipAbove: number;
}

/** `backlog`: the rows an instance holds at most (in flight and queued); `claims`: claims running at once. */
export function fairShares(concurrency: number, backlog: number, claims: number): FairShares {
  if (concurrency <= 1) {
    return { slotsEach: concurrency, heldEach: backlog, claimEach: backlog, skipAbove: Number.POSITIVE_INFINITY };
  }
  const slotsEach = Math.ceil(concurrency / 2);
  const heldEach = Math.max(slotsEach, Math.floor(backlog / 2));
  const claimEach = Math.max(1, Math.floor(heldEach / (claims + 1)));
  return { slotsEach, heldEach, claimEach, skipAbove: heldEach - claims * claimEach };
}
