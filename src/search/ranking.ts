/**
 * Scoring for the threshold algorithm: an alternative's value for a document, the bound on it for
 * unread documents, and the kept top documents. Values and bounds are computed by the very same
 * operations, so a document sitting at the bound scores bit-for-bit the bound and ties can be
 * resolved exactly.
 */
import type { Alternative, Corpus } from './corpus.ts';
import type { SlotOrder } from './term-index.ts';

export interface Scored {
  alternative: Alternative;
  /** weight × IDF of the first (rarest) term. */
  factor: number;
}

export interface Cursor {
  group: number;
  scored: Scored;
  docs: Int32Array;
  weights: Float32Array;
  length: number;
  at: number;
  /** The most the next unread document can score through this cursor; -1 when all are read. */
  bound: number;
}

export function score(alternative: Alternative, corpus: Corpus): Scored {
  const first = corpus.terms.frequency(alternative.terms[0]!);
  return { alternative, factor: alternative.weight * idf(corpus.documentCount, first) };
}

/**
 * An alternative's value for a document: weight × IDF × the document's weight for the term. A
 * compound's parts must all be present, but only the rarest, most telling part is scored: the
 * value is then exactly what boundAt predicts from that part's postings, which lets the threshold
 * algorithm stop as soon as it may (a bound from the other parts' best weights would stay loose).
 */
function alternativeValue(s: Scored, slot: number, corpus: Corpus): number {
  const terms = s.alternative.terms;
  const w = corpus.weight(slot, terms[0]!);
  if (w === 0) return 0;
  for (let j = 1; j < terms.length; j++) if (corpus.weight(slot, terms[j]!) === 0) return 0;
  return s.factor * w;
}

/** The most a document can score through this alternative when its first term's weight is `first`. */
export function boundAt(s: Scored, first: number): number {
  return s.factor * first;
}

/** Sum over groups of each group's best alternative, in group order (as the threshold adds them). */
export function fullScore(slot: number, scored: Scored[][], corpus: Corpus): number {
  let total = 0;
  for (const alternatives of scored) {
    let best = 0;
    for (const s of alternatives) {
      const v = alternativeValue(s, slot, corpus);
      if (v > best) best = v;
    }
    total += best;
  }
  return total;
}

/**
 * The most an unread document matching `matched` groups can score: the sum of the largest
 * `matched` group bounds, added in group order as fullScore adds them, so a document sitting at
 * those bounds scores bit-for-bit the same.
 */
export function threshold(groupBound: Float64Array, matched: number): number {
  const chosen = matched === groupBound.length ? null : largest(groupBound, matched);
  let value = 0;
  for (let g = 0; g < groupBound.length; g++) if (!chosen || chosen.includes(g)) value += groupBound[g]!;
  return value;
}

/** The groups whose bounds make up the threshold, or null when a tie between bounds leaves it open. */
function thresholdGroups(groupBound: Float64Array, matched: number): number[] | null {
  if (matched === groupBound.length) return Array.from(groupBound.keys());
  const order = Array.from(groupBound.keys()).sort((a, b) => groupBound[b]! - groupBound[a]! || a - b);
  return groupBound[order[matched - 1]!] === groupBound[order[matched]!] ? null : largest(groupBound, matched);
}

function largest(groupBound: Float64Array, matched: number): number[] {
  const order = Array.from(groupBound.keys()).sort((a, b) => groupBound[b]! - groupBound[a]! || a - b);
  return order.slice(0, matched).sort((a, b) => a - b);
}

/** BM25's inverse document frequency, as MiniSearch computes it. */
export function idf(documentCount: number, frequency: number): number {
  return Math.log(1 + (documentCount - frequency + 0.5) / (frequency + 0.5));
}

/** The best `size` documents seen so far, by score descending and then id. */
export class Top {
  readonly slots: number[] = [];
  readonly scores: number[] = [];
  readonly #size: number;
  readonly #before: SlotOrder;

  constructor(size: number, before: SlotOrder) {
    this.#size = size;
    this.#before = before;
  }

  get isFull(): boolean {
    return this.slots.length >= this.#size;
  }

  offer(slot: number, score: number): void {
    const n = this.slots.length;
    if (n === this.#size && !this.#ahead(slot, score, n - 1)) return;
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.#ahead(slot, score, mid)) hi = mid;
      else lo = mid + 1;
    }
    this.slots.splice(lo, 0, slot);
    this.scores.splice(lo, 0, score);
    if (this.slots.length > this.#size) {
      this.slots.pop();
      this.scores.pop();
    }
  }

  /**
   * Whether no unread document can displace the last kept one. An unread document scores at most
   * the threshold; it ties only by sitting at the bound of each threshold group, and postings are
   * read in id order among equal weights, so if one such group's next document at its bound has a
   * later id than the last kept one, every tying document does too.
   */
  beatsUnread(matched: number, groups: Cursor[][], groupBound: Float64Array): boolean {
    const last = this.slots.length - 1;
    const score = this.scores[last]!;
    const bound = threshold(groupBound, matched);
    if (score !== bound) return score > bound;
    const at = thresholdGroups(groupBound, matched);
    if (!at) return false;
    const slot = this.slots[last]!;
    for (const g of at) {
      if (groupBound[g]! <= 0) continue;
      const later = groups[g]!.every((c) => c.bound !== groupBound[g] || this.#before(slot, c.docs[c.at]!));
      if (later) return true;
    }
    return false;
  }

  #ahead(slot: number, score: number, i: number): boolean {
    const other = this.scores[i]!;
    return score > other || (score === other && this.#before(slot, this.slots[i]!));
  }
}
