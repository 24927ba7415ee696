/**
 * Runs a planned query. The matching documents are found and counted with bitsets (exact totals,
 * cost bounded by the catalog size / 32); the best `limit` are then found by reading postings in
 * ranking order with Fagin's threshold algorithm, which stops once no unread document can beat the
 * ones found, so a word in half the catalog costs about as much as a rare one.
 */
import { andInto, andNotInto, type Bitset, count, forEach, has, intersects, orInto, wordsFor } from './bitset.ts';
import type { Alternative, Corpus, Group } from './corpus.ts';
import { boundAt, type Cursor, fullScore, type Scored, score, Top } from './ranking.ts';

/**
 * Match quality, compared before the score: exact or stemmed; then a compound without its generic
 * head, or a completion of the word being typed; then a typo.
 */
export const EXACT = 0;
export const RELAXED = 1;
export const COMPLETION = 1;
export const TYPO = 2;

export interface Ranked {
  slots: number[];
  scores: number[];
  total: number;
  /** In 'all' mode with countPartial: the documents matching some groups but not all. */
  partial?: number;
}

/** Below this many candidates scoring each directly beats the bookkeeping of reading in order. */
const DIRECT = 64;

export class Evaluator {
  #pool: Bitset[] = [];
  #used = 0;
  #seen = new Int32Array(0);
  #stamp = 0;

  /**
   * Counts the matches and returns the best `limit`. In 'all' mode a document must match every
   * group, and the best tier ranks first (exact, then relaxed or completion, then typo), then the
   * score, then the id. In 'any' mode (the last fallback) documents matching more groups rank
   * first, then by score and id; tiers are not told apart there. 'partial' is 'any' without the
   * documents that match every group (those 'all' has ranked already). `countPartial` makes 'all'
   * count those too, so that a caller whose page is full needs no 'partial' pass for the total.
   */
  run(
    groups: readonly Group[],
    mode: 'all' | 'any' | 'partial',
    corpus: Corpus,
    facets: Bitset | null,
    accept: ((slot: number) => boolean) | null,
    limit: number,
    countPartial = false,
  ): Ranked {
    this.#reset(corpus.slots);
    const scored = groups.map((group) => group.map((alternative) => score(alternative, corpus)));
    const restrict = (set: Bitset) => {
      if (facets) andInto(set, facets);
      if (!accept) return null;
      const rejected = this.#take().fill(0);
      forEach(set, (slot) => {
        if (!accept(slot)) rejected[slot >>> 5]! |= 1 << (slot & 31);
      });
      andNotInto(set, rejected);
      return rejected;
    };
    const ranked: Ranked = { slots: [], scores: [], total: 0 };
    const take = (candidates: Bitset, matched: number) => {
      const top = this.#rank(candidates, scored, matched, corpus, limit - ranked.slots.length);
      ranked.slots.push(...top.slots);
      ranked.scores.push(...top.scores);
    };
    if (mode !== 'all') {
      const sets = groups.map((group) => this.#groupSet(group, null, corpus));
      const all = this.#atLeast(sets, 1);
      restrict(all);
      const counts = this.#count(sets.filter((set) => set !== null));
      if (mode === 'partial') andNotInto(all, this.#exactly(counts, groups.length));
      ranked.total = count(all);
      const most = mode === 'partial' ? groups.length - 1 : groups.length;
      for (let matched = most; matched >= 1 && ranked.slots.length < limit; matched--) {
        const band = this.#exactly(counts, matched);
        andInto(band, all);
        take(band, matched);
      }
      return ranked;
    }
    // matches[t]: documents matching every group through alternatives of tier t or better.
    const maxTier = Math.max(0, ...groups.flat().map((a) => a.tier));
    const matches: Bitset[] = [];
    let sets: (Bitset | null)[] = groups.map(() => null);
    for (let tier = 0; tier <= maxTier; tier++) {
      sets = groups.map((group, g) => {
        const adding = group.filter((a) => a.tier === tier);
        return adding.length ? this.#groupSet(adding, sets[g]!, corpus) : sets[g]!;
      });
      matches.push(this.#atLeast(sets, groups.length));
    }
    const rejected = restrict(matches[maxTier]!);
    for (const set of matches.slice(0, -1)) {
      if (facets) andInto(set, facets);
      if (rejected) andNotInto(set, rejected);
    }
    ranked.total = count(matches[maxTier]!);
    if (countPartial && groups.length > 1) {
      const some = this.#atLeast(sets, 1);
      restrict(some);
      ranked.partial = count(some) - ranked.total;
    }
    for (let tier = 0; tier <= maxTier && ranked.slots.length < limit; tier++) {
      let candidates = matches[tier]!;
      if (tier > 0) {
        candidates = this.#copy(candidates);
        andNotInto(candidates, matches[tier - 1]!);
      }
      take(candidates, groups.length);
    }
    return ranked;
  }

  /** The documents of some alternatives, added to a copy of `previous` (the better tiers). */
  #groupSet(alternatives: readonly Alternative[], previous: Bitset | null, corpus: Corpus): Bitset | null {
    if (alternatives.length === 0) return previous;
    const set = this.#take().fill(0);
    if (previous) orInto(set, previous);
    // An alternative needing a term that another one matches alone adds no document.
    const alone = new Set(alternatives.flatMap((a) => (a.terms.length === 1 ? a.terms : [])));
    for (const alternative of alternatives) {
      const [first, ...rest] = alternative.terms;
      if (rest.length > 0 && alternative.terms.some((term) => alone.has(term))) continue;
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
    const counts = this.#count(present);
    for (let m = least; m <= present.length; m++) orInto(out, this.#exactly(counts, m));
    return out;
  }

  /** Documents whose count (bit-sliced, lowest bit first) is exactly `n`. */
  #exactly(bits: readonly Bitset[], n: number): Bitset {
    const out = this.#take().fill(0xffffffff);
    for (let j = 0; j < bits.length; j++) {
      if ((n >> j) & 1) andInto(out, bits[j]!);
      else andNotInto(out, bits[j]!);
    }
    if (n >> bits.length) out.fill(0);
    return out;
  }

  /** Adds the sets up per document: bit j of each document's count, as bitsets. */
  #count(sets: readonly Bitset[]): Bitset[] {
    const width = 32 - Math.clz32(sets.length);
    const bits = Array.from({ length: width }, () => this.#take().fill(0));
    const carry = this.#take();
    const next = this.#take();
    for (const set of sets) {
      carry.fill(0);
      orInto(carry, set);
      for (const bit of bits) {
        next.set(bit);
        andInto(next, carry);
        for (let i = 0; i < bit.length; i++) bit[i]! ^= carry[i]!;
        carry.set(next);
      }
    }
    return bits;
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
      alternatives
        // A list without a single candidate (the other species' words under a species filter)
        // would only be skipped through to its end.
        .filter((s) => intersects(this.#termSet(s.alternative.terms[0]!, corpus), candidates))
        .map((s): Cursor => {
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
      if (top.isFull && top.beatsUnread(matched, groups, groupBound)) break;
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
