/**
 * Runs a planned query. The matching documents are found and counted with bitsets (exact totals,
 * cost bounded by the catalog size / 32); the best `limit` are then found by reading postings in
 * ranking order with Fagin's threshold algorithm, which stops once no unread document can beat the
 * ones found, so a word in half the catalog costs about as much as a rare one.
 */
import { andInto, andNotInto, type Bitset, count, forEach, has, orInto, wordsFor } from './bitset.ts';
import type { SlotOrder, TermIndex } from './term-index.ts';

/** Match quality, compared before the score: exact or stemmed, then completion, then typo. */
export const EXACT = 0;
export const COMPLETION = 1;
export const TYPO = 2;

/** One way a query word can match: one term, or all parts of a compound together. */
export interface Alternative {
  /** Term ids; for a compound, rarest first. */
  terms: number[];
  weight: number;
  tier: number;
}

/** A query word: a document matches it through its best alternative. */
export type Group = Alternative[];

/** What the evaluator needs from the index. */
export interface Corpus {
  terms: TermIndex;
  documentCount: number;
  /** Slots in use are below this. */
  slots: number;
  /** The document's weight for a term, 0 when it lacks it. */
  weight(slot: number, term: number): number;
  before: SlotOrder;
}

export interface Ranked {
  slots: number[];
  scores: number[];
  total: number;
}

/** Below this many candidates scoring each directly beats the bookkeeping of reading in order. */
const DIRECT = 64;

interface Scored {
  alternative: Alternative;
  /** weight × IDF of the first (rarest) term. */
  factor: number;
}

interface Cursor {
  group: number;
  scored: Scored;
  docs: Int32Array;
  weights: Float32Array;
  length: number;
  at: number;
  /** The most the next unread document can score through this cursor; -1 when all are read. */
  bound: number;
}

export class Evaluator {
  #pool: Bitset[] = [];
  #used = 0;
  #seen = new Int32Array(0);
  #stamp = 0;

  /**
   * Counts the matches and returns the best `limit`. In 'all' mode a document must match every
   * group; in 'any' mode documents matching more groups rank first. Within that, the best tier
   * ranks first (exact, completion, typo), then the score, then the id.
   */
  run(
    groups: readonly Group[],
    mode: 'all' | 'any',
    corpus: Corpus,
    facets: Bitset | null,
    accept: ((slot: number) => boolean) | null,
    limit: number,
  ): Ranked {
    this.#reset(corpus.slots);
    const scored = groups.map((group) => group.map((alternative) => score(alternative, corpus)));
    const maxTier = Math.max(0, ...groups.flat().map((a) => a.tier));
    // bySets[t][g]: documents matching group g through an alternative of tier t or better.
    const byTier: (Bitset | null)[][] = [];
    for (let tier = 0; tier <= maxTier; tier++) {
      byTier.push(groups.map((group, g) => this.#groupSet(group, tier, corpus, byTier[tier - 1]?.[g] ?? null)));
    }
    const sets = byTier[maxTier]!;
    const least = mode === 'all' ? groups.length : 1;
    const all = this.#atLeast(sets, least);
    if (facets) andInto(all, facets);
    let rejected: Bitset | null = null;
    if (accept) {
      rejected = this.#take();
      rejected.fill(0);
      forEach(all, (slot) => {
        if (!accept(slot)) rejected![slot >>> 5]! |= 1 << (slot & 31);
      });
      andNotInto(all, rejected);
    }
    const ranked: Ranked = { slots: [], scores: [], total: count(all) };
    for (let matched = groups.length; matched >= least && ranked.slots.length < limit; matched--) {
      // The documents matching exactly `matched` groups, split by tier.
      const band = this.#copy(all);
      if (matched > least) andInto(band, this.#atLeast(sets, matched));
      if (matched < groups.length) andNotInto(band, this.#atLeast(sets, matched + 1));
      let better: Bitset | null = null;
      for (let tier = 0; tier <= maxTier && ranked.slots.length < limit; tier++) {
        const atTier = tier === maxTier ? band : this.#atLeast(byTier[tier]!, matched);
        if (tier < maxTier) andInto(atTier, band);
        const candidates = better ? this.#copy(atTier) : atTier;
        if (better) andNotInto(candidates, better);
        better = atTier;
        const top = this.#rank(candidates, scored, matched, corpus, limit - ranked.slots.length);
        ranked.slots.push(...top.slots);
        ranked.scores.push(...top.scores);
      }
    }
    return ranked;
  }

  /** A word's documents at the given tier: the previous tier's plus its alternatives of this tier. */
  #groupSet(group: Group, tier: number, corpus: Corpus, previous: Bitset | null): Bitset | null {
    const adding = group.filter((a) => a.tier === tier);
    if (adding.length === 0) return previous;
    const set = this.#take();
    set.fill(0);
    if (previous) orInto(set, previous);
    for (const alternative of adding) {
      const [first, ...rest] = alternative.terms;
      const list = corpus.terms.postings(first!);
      if (rest.length === 0 && !list.dense) {
        for (let k = 0; k < list.length; k++) set[list.docs[k]! >>> 5]! |= 1 << (list.docs[k]! & 31);
        continue;
      }
      const parts = this.#copy(this.#termSet(first!, corpus));
      for (const term of rest) andInto(parts, this.#termSet(term, corpus));
      orInto(set, parts);
    }
    return set;
  }

  /** Documents in at least `least` of the sets (a missing set matches nothing), as fresh scratch. */
  #atLeast(sets: readonly (Bitset | null)[], least: number): Bitset {
    const present = sets.filter((set) => set !== null);
    const out = this.#take();
    out.fill(0);
    if (present.length < least) return out;
    if (least === present.length) {
      orInto(out, present[0]!);
      for (const set of present.slice(1)) andInto(out, set);
      return out;
    }
    if (least === 1) {
      for (const set of present) orInto(out, set);
      return out;
    }
    // counts[k]: documents in at least k+1 of the sets seen so far.
    const counts = Array.from({ length: least }, () => this.#take().fill(0));
    const both = this.#take();
    for (const set of present) {
      for (let k = least - 1; k >= 1; k--) {
        both.set(counts[k - 1]!);
        andInto(both, set);
        orInto(counts[k]!, both);
      }
      orInto(counts[0]!, set);
    }
    out.set(counts[least - 1]!);
    return out;
  }

  /**
   * The best `need` candidates (all matching `matched` groups, all of one tier) by score, then id.
   * Reads the groups' postings best first, in turn, skipping non-candidates, until the documents
   * found beat anything unread (Fagin's threshold algorithm). Few candidates are scored directly.
   */
  #rank(candidates: Bitset, scored: Scored[][], matched: number, corpus: Corpus, need: number): Top {
    const top = new Top(need, corpus.before);
    const total = need > 0 ? count(candidates) : 0;
    if (total <= need * 4 + DIRECT) {
      forEach(candidates, (slot) => top.offer(slot, fullScore(slot, scored, corpus)));
      return top;
    }
    const stamp = ++this.#stamp;
    const seen = this.#seen;
    // Moves a cursor to its next unseen candidate: the bound then holds for candidates only.
    const settle = (cursor: Cursor) => {
      const { docs, length } = cursor;
      let at = cursor.at;
      while (at < length && (seen[docs[at]!] === stamp || !has(candidates, docs[at]!))) at++;
      cursor.at = at;
      cursor.bound = at < length ? boundAt(cursor.scored, cursor.weights[at]!) : -1;
    };
    const groups = scored.map((alternatives, group) =>
      alternatives.map((s): Cursor => {
        const { docs, weights, length } = corpus.terms.postings(s.alternative.terms[0]!);
        const cursor = { group, scored: s, docs, weights, length, at: 0, bound: -1 };
        settle(cursor);
        return cursor;
      }),
    );
    const groupBound = new Float64Array(groups.length);
    let found = 0;
    for (let g = 0; found < total; g = (g + 1) % groups.length) {
      // A cursor may point at a document another cursor has read since: move on, so bounds and the
      // ids at them are those of unread documents.
      for (let h = 0; h < groups.length; h++) {
        let best = 0;
        for (const cursor of groups[h]!) {
          if (cursor.bound >= 0 && seen[cursor.docs[cursor.at]!] === stamp) settle(cursor);
          if (cursor.bound > best) best = cursor.bound;
        }
        groupBound[h] = best;
      }
      if (top.isFull && top.beatsUnread(threshold(groupBound, matched), groups, groupBound)) break;
      // This group's cursor with the best next candidate; a finished group is skipped.
      let next: Cursor | null = null;
      for (let tries = 0; tries < groups.length; tries++, g = (g + 1) % groups.length) {
        for (const cursor of groups[g]!) if (cursor.bound >= 0 && (!next || cursor.bound > next.bound)) next = cursor;
        if (next) break;
      }
      if (!next) break;
      const slot = next.docs[next.at]!;
      seen[slot] = stamp;
      found++;
      top.offer(slot, fullScore(slot, scored, corpus));
      next.at++;
      settle(next);
    }
    return top;
  }

  #termSet(term: number, corpus: Corpus): Bitset {
    const list = corpus.terms.postings(term);
    return list.dense ?? corpus.terms.bitset(term, this.#take());
  }

  /** A scratch copy; stored bitsets may be longer than the scratch ones (they grow ahead). */
  #copy(set: Bitset): Bitset {
    const copy = this.#take();
    copy.set(set.length === copy.length ? set : set.subarray(0, copy.length));
    return copy;
  }

  /** Scratch bitsets are reused across queries; a query takes a few dozen at most. */
  #take(): Bitset {
    const set = this.#pool[this.#used] ?? new Uint32Array(this.#pool[0]?.length ?? 0);
    this.#pool[this.#used++] = set;
    return set;
  }

  #reset(slots: number): void {
    const words = wordsFor(slots);
    if (this.#pool[0]?.length !== words) this.#pool = [new Uint32Array(words)];
    this.#used = 0;
    if (this.#seen.length < slots) this.#seen = new Int32Array(Math.max(slots, this.#seen.length * 2));
    if (this.#stamp > 2 ** 30) {
      this.#seen.fill(0);
      this.#stamp = 0;
    }
  }
}

function score(alternative: Alternative, corpus: Corpus): Scored {
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
function boundAt(s: Scored, first: number): number {
  return s.factor * first;
}

/** Sum over groups of each group's best alternative, in group order (as the threshold adds them). */
function fullScore(slot: number, scored: Scored[][], corpus: Corpus): number {
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
 * those bounds scores bit-for-bit the same. `at` lists those groups, or is null when a tie between
 * bounds leaves open which groups such a document would match.
 */
function threshold(groupBound: Float64Array, matched: number): { value: number; at: number[] | null } {
  const order = Array.from(groupBound.keys()).sort((a, b) => groupBound[b]! - groupBound[a]! || a - b);
  const chosen = order.slice(0, matched).sort((a, b) => a - b);
  let value = 0;
  for (const g of chosen) value += groupBound[g]!;
  const ambiguous = matched < order.length && groupBound[order[matched - 1]!] === groupBound[order[matched]!];
  return { value, at: ambiguous ? null : chosen };
}

/** BM25's inverse document frequency, as MiniSearch computes it. */
export function idf(documentCount: number, frequency: number): number {
  return Math.log(1 + (documentCount - frequency + 0.5) / (frequency + 0.5));
}

/** The best `size` documents seen so far, by score descending and then id. */
class Top {
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
  beatsUnread(
    threshold: { value: number; at: number[] | null },
    groups: Cursor[][],
    groupBound: Float64Array,
  ): boolean {
    const last = this.slots.length - 1;
    const score = this.scores[last]!;
    if (score > threshold.value) return true;
    if (score < threshold.value || !threshold.at) return false;
    const slot = this.slots[last]!;
    for (const g of threshold.at) {
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
