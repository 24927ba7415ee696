/**
 * Per document slot, its (term id, weight) pairs sorted by term id, kept in two shared arenas rather
 * than two small typed arrays per document: at 100 000 products those were 200 000 objects (some
 * 20 MB of heap) and as many allocations while building. A rewritten document appends its pairs;
 * the space it left is reclaimed by compacting once the arenas are mostly garbage.
 */
export class DocTerms {
  #start = new Int32Array(0);
  #count = new Int32Array(0);
  #terms: Int32Array<ArrayBufferLike>;
  #weights: Float32Array<ArrayBufferLike>;
  /** Pairs written into the arenas, live or not. */
  #used = 0;
  /** Pairs of documents that are still there. */
  #live = 0;

  constructor(
    terms: Int32Array<ArrayBufferLike> = new Int32Array(1024),
    weights: Float32Array<ArrayBufferLike> = new Float32Array(terms.length),
  ) {
    this.#terms = terms;
    this.#weights = weights;
  }

  /**
   * The documents' pairs from term-major postings (terms in id order): walking the terms in order
   * appends each document's pairs already sorted by term id.
   */
  static fromPostings(
    documents: number,
    counts: Int32Array<ArrayBufferLike>,
    docs: Int32Array<ArrayBufferLike>,
    weights: Float32Array<ArrayBufferLike>,
  ): DocTerms {
    const out = new DocTerms(new Int32Array(docs.length), new Float32Array(docs.length));
    out.resize(documents);
    // Plain loops over locals: a restart runs this once, mostly before the JIT has optimised it,
    // where field lookups and a callback per term took ~200 ms for the 2.7 M postings of 100 000
    // products, against ~130 ms.
    const slotCounts = out.#count;
    const slotStarts = out.#start;
    const pairTerms = out.#terms;
    const pairWeights = out.#weights;
    const postings = docs.length;
    for (let at = 0; at < postings; at++) slotCounts[docs[at]!]!++;
    let start = 0;
    for (let slot = 0; slot < documents; slot++) {
      slotStarts[slot] = start;
      start += slotCounts[slot]!;
    }
    const cursor = slotStarts.slice(0, documents);
    const terms = counts.length;
    for (let term = 0, at = 0; term < terms; term++) {
      for (const end = at + counts[term]!; at < end; at++) {
        const to = cursor[docs[at]!]!++;
        pairTerms[to] = term;
        pairWeights[to] = weights[at]!;
      }
    }
    out.#used = docs.length;
    out.#live = docs.length;
    return out;
  }

  /** Makes room for slots 0..slots-1. */
  resize(slots: number): void {
    if (slots <= this.#start.length) return;
    const size = Math.max(slots, this.#start.length * 2);
    const start = new Int32Array(size);
    start.set(this.#start);
    const count = new Int32Array(size);
    count.set(this.#count);
    this.#start = start;
    this.#count = count;
  }

  count(slot: number): number {
    return this.#count[slot]!;
  }

  /** The slot's term ids (a view: valid until the next set()). */
  terms(slot: number): Int32Array<ArrayBufferLike> {
    const start = this.#start[slot]!;
    return this.#terms.subarray(start, start + this.#count[slot]!);
  }

  weights(slot: number): Float32Array<ArrayBufferLike> {
    const start = this.#start[slot]!;
    return this.#weights.subarray(start, start + this.#count[slot]!);
  }

  /** Sets the slot's pairs (term ids ascending). */
  set(slot: number, terms: ArrayLike<number>, weights: ArrayLike<number>): void {
    this.clear(slot);
    this.#reserve(terms.length);
    const at = this.#used;
    for (let k = 0; k < terms.length; k++) {
      this.#terms[at + k] = terms[k]!;
      this.#weights[at + k] = weights[k]!;
    }
    this.#start[slot] = at;
    this.#count[slot] = terms.length;
    this.#used += terms.length;
    this.#live += terms.length;
  }

  clear(slot: number): void {
    this.#live -= this.#count[slot]!;
    this.#count[slot] = 0;
  }

  /** The slot's weight for a term, 0 when absent: a bisection of its term ids. */
  weight(slot: number, term: number): number {
    const terms = this.#terms;
    let lo = this.#start[slot]!;
    let hi = lo + this.#count[slot]! - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const at = terms[mid]!;
      if (at === term) return this.#weights[mid]!;
      if (at < term) lo = mid + 1;
      else hi = mid - 1;
    }
    return 0;
  }

  #reserve(extra: number): void {
    if (this.#used + extra <= this.#terms.length) return;
    // Mostly garbage: compact in place of growing.
    if (this.#live * 2 < this.#used) this.#compact(Math.max(this.#terms.length, (this.#live + extra) * 2));
    else this.#compact(Math.max(this.#terms.length * 2, this.#used + extra));
  }

  #compact(size: number): void {
    const terms = new Int32Array(size);
    const weights = new Float32Array(size);
    let at = 0;
    for (let slot = 0; slot < this.#start.length; slot++) {
      const count = this.#count[slot]!;
      if (count === 0) continue;
      const start = this.#start[slot]!;
      terms.set(this.#terms.subarray(start, start + count), at);
      weights.set(this.#weights.subarray(start, start + count), at);
      this.#start[slot] = at;
      at += count;
    }
    this.#terms = terms;
    this.#weights = weights;
    this.#used = at;
    this.#live = at;
  }
}
