/**
 * The inverted index: per term, the documents (small integer slots) that hold it and the term's
 * BM25 weight in each. Postings are flat typed arrays, a few bytes per entry, kept in ranking order
 * (weight descending, then id) so the best documents for a term are read first and a query can stop
 * early. Frequent terms also keep a bitset of their documents, so counting matches does not walk
 * their postings. The term dictionary also lives in MiniSearch's radix tree for prefix and typo lookups.
 */
import SearchableMap from 'minisearch/SearchableMap';
import { add, type Bitset, drop, wordsFor } from './bitset.ts';

export interface Posting {
  docs: Int32Array<ArrayBufferLike>;
  weights: Float32Array<ArrayBufferLike>;
  length: number;
  /** The same documents as a bitset, for terms in at least 1 of 16 slots. */
  dense: Bitset | null;
}

/** `before(a, b)`: whether slot a's id sorts before slot b's, the tie-break among equal weights. */
export type SlotOrder = (a: number, b: number) => boolean;

export class TermIndex {
  readonly #ids = new Map<string, number>();
  readonly #tree = new SearchableMap<number>();
  readonly #postings: Posting[] = [];
  readonly #terms: string[] = [];
  readonly #freeIds: number[] = [];
  readonly #before: SlotOrder;
  #words = 0;

  constructor(before: SlotOrder) {
    this.#before = before;
  }

  get termCount(): number {
    return this.#ids.size;
  }

  id(term: string): number | undefined {
    return this.#ids.get(term);
  }

  term(id: number): string {
    return this.#terms[id]!;
  }

  postings(id: number): Posting {
    return this.#postings[id]!;
  }

  /** Documents holding the term. */
  frequency(id: number): number {
    return this.#postings[id]!.length;
  }

  /** Makes room in the bitsets for slots 0..slots-1. */
  resize(slots: number): void {
    const words = wordsFor(slots);
    if (words <= this.#words) return;
    this.#words = Math.max(words, this.#words * 2);
    for (const list of this.#postings) {
      if (!list.dense) continue;
      const dense = new Uint32Array(this.#words);
      dense.set(list.dense);
      list.dense = dense;
    }
  }

  /**
   * Adds a posting. `inOrder: false` appends for a bulk load, which must end with sortAll(); the
   * default inserts at the posting's ranking position.
   */
  add(term: string, slot: number, weight: number, inOrder = true): number {
    let id = this.#ids.get(term);
    if (id === undefined) {
      id = this.#freeIds.pop() ?? this.#postings.length;
      this.#ids.set(term, id);
      this.#tree.set(term, id);
      this.#terms[id] = term;
      this.#postings[id] = { docs: new Int32Array(2), weights: new Float32Array(2), length: 0, dense: null };
    }
    const list = this.#postings[id]!;
    if (list.length === list.docs.length) reserve(list, list.length * 2);
    const w = Math.fround(weight);
    let at = list.length;
    if (inOrder) {
      at = this.#position(list, slot, w);
      list.docs.copyWithin(at + 1, at, list.length);
      list.weights.copyWithin(at + 1, at, list.length);
    }
    list.docs[at] = slot;
    list.weights[at] = w;
    list.length++;
    if (list.dense) add(list.dense, slot);
    else if (inOrder) this.#maybeDense(list);
    return id;
  }

  remove(id: number, slot: number): void {
    const list = this.#postings[id]!;
    const at = list.docs.subarray(0, list.length).indexOf(slot);
    if (at < 0) return;
    list.docs.copyWithin(at, at + 1, list.length);
    list.weights.copyWithin(at, at + 1, list.length);
    list.length--;
    if (list.length === 0) {
      this.#drop(id);
      return;
    }
    if (list.dense) {
      drop(list.dense, slot);
      // Hysteresis: a term near the threshold must not rebuild its bitset on every write.
      if (list.length < this.#words) list.dense = null;
    }
    // Give memory back once a list has shrunk to a quarter.
    if (list.docs.length > 16 && list.length * 4 <= list.docs.length) reserve(list, list.docs.length / 2);
  }

  /**
   * The live terms in id order with their postings, documents renumbered by `rank` (slot → its
   * position among the documents in id order): ranking order is kept, as ties are ordered by id.
   */
  exportPostings(rank: Int32Array): { terms: string[]; counts: Int32Array; docs: Int32Array; weights: Float32Array } {
    const live = this.#terms.flatMap((term, id) => (term !== '' && this.#ids.get(term) === id ? [id] : []));
    const counts = new Int32Array(live.length);
    let total = 0;
    live.forEach((id, i) => {
      counts[i] = this.#postings[id]!.length;
      total += counts[i]!;
    });
    const docs = new Int32Array(total);
    const weights = new Float32Array(total);
    let at = 0;
    for (const id of live) {
      const list = this.#postings[id]!;
      for (let k = 0; k < list.length; k++) docs[at + k] = rank[list.docs[k]!]!;
      weights.set(list.weights.subarray(0, list.length), at);
      at += list.length;
    }
    return { terms: live.map((id) => this.#terms[id]!), counts, docs, weights };
  }

  /**
   * Fills an empty index from exported postings (already in ranking order): each list is a view of
   * the given arrays, nothing is sorted. Call resize() for the slots first.
   */
  restorePostings(
    terms: readonly string[],
    counts: Int32Array<ArrayBufferLike>,
    docs: Int32Array<ArrayBufferLike>,
    weights: Float32Array<ArrayBufferLike>,
  ): void {
    if (this.#ids.size > 0) throw new Error('restorePostings() is only for an empty index');
    let at = 0;
    terms.forEach((term, id) => {
      const length = counts[id]!;
      this.#ids.set(term, id);
      this.#tree.set(term, id);
      this.#terms[id] = term;
      const list = {
        docs: docs.subarray(at, at + length),
        weights: weights.subarray(at, at + length),
        length,
        dense: null,
      };
      this.#postings[id] = list;
      this.#maybeDense(list);
      at += length;
    });
  }

  /**
   * After a bulk load: puts every list in ranking order and builds the bitsets. The lists must have
   * been appended in id order; a stable counting sort by weight then keeps that order among ties.
   * The lists come out exactly as long as they are: growth by doubling left up to half unused.
   */
  sortAll(): void {
    for (const list of this.#postings) {
      if (list.length > 1) sortByWeight(list);
      else if (list.docs.length > list.length) reserve(list, list.length);
      this.#maybeDense(list);
    }
  }

  /** The term's documents as a bitset: its own if it keeps one, else written into `scratch`. */
  bitset(id: number, scratch: Bitset): Bitset {
    const list = this.#postings[id]!;
    if (list.dense) return list.dense;
    scratch.fill(0);
    for (let k = 0; k < list.length; k++) add(scratch, list.docs[k]!);
    return scratch;
  }

  /** Terms that start with the prefix and are longer than it. */
  *completions(prefix: string): Generator<[term: string, id: number]> {
    for (const [term, id] of this.#tree.atPrefix(prefix)) if (term.length > prefix.length) yield [term, id];
  }

  /**
   * Terms within maxEdits of the given one (the term itself excluded). With one edit allowed, a
   * swap of two neighbouring letters ('chikcen') also counts as one, which Levenshtein would count
   * as two; with two allowed, Levenshtein already covers a swap.
   */
  similar(term: string, maxEdits: number): Map<string, { id: number; edits: number }> {
    const found = new Map<string, { id: number; edits: number }>();
    for (const [candidate, [id, edits]] of this.#tree.fuzzyGet(term, maxEdits)) {
      if (candidate !== term) found.set(candidate, { id, edits });
    }
    if (maxEdits !== 1) return found;
    for (let i = 0; i + 1 < term.length; i++) {
      if (term[i] === term[i + 1]) continue;
      const swapped = term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2);
      const id = this.#ids.get(swapped);
      if (id !== undefined && !found.has(swapped)) found.set(swapped, { id, edits: 1 });
    }
    return found;
  }

  /** First index whose posting ranks after (weight, slot). */
  #position(list: Posting, slot: number, weight: number): number {
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const w = list.weights[mid]!;
      if (w > weight || (w === weight && this.#before(list.docs[mid]!, slot))) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  #maybeDense(list: Posting): void {
    if (list.dense || list.length < 2 * this.#words) return;
    const dense = new Uint32Array(this.#words);
    for (let k = 0; k < list.length; k++) add(dense, list.docs[k]!);
    list.dense = dense;
  }

  #drop(id: number): void {
    const term = this.#terms[id]!;
    this.#ids.delete(term);
    this.#tree.delete(term);
    this.#terms[id] = '';
    this.#postings[id] = { docs: new Int32Array(0), weights: new Float32Array(0), length: 0, dense: null };
    this.#freeIds.push(id);
  }
}

function sortByWeight(list: Posting): void {
  const { docs, weights, length } = list;
  // Distinct weights, highest first, and where each one's run starts in the sorted list.
  const counts = new Map<number, number>();
  for (let k = 0; k < length; k++) counts.set(weights[k]!, (counts.get(weights[k]!) ?? 0) + 1);
  const start = new Map<number, number>();
  let at = 0;
  for (const w of [...counts.keys()].sort((a, b) => b - a)) {
    start.set(w, at);
    at += counts.get(w)!;
  }
  const sortedDocs = new Int32Array(length);
  const sortedWeights = new Float32Array(length);
  for (let k = 0; k < length; k++) {
    const w = weights[k]!;
    const to = start.get(w)!;
    start.set(w, to + 1);
    sortedDocs[to] = docs[k]!;
    sortedWeights[to] = w;
  }
  list.docs = sortedDocs;
  list.weights = sortedWeights;
}

function reserve(list: Posting, size: number): void {
  const docs = new Int32Array(Math.max(size, 1));
  docs.set(list.docs.subarray(0, list.length));
  const weights = new Float32Array(docs.length);
  weights.set(list.weights.subarray(0, list.length));
  list.docs = docs;
  list.weights = weights;
}
