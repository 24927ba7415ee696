/**
 * Species, category, line and tags as one bitset per value, so a filter is a few word-wise passes
 * over the catalog instead of a callback per matching document.
 */
import { add, andInto, type Bitset, drop, has, orInto, wordsFor } from './bitset.ts';
import type { SearchDocument, SearchFacets } from './types.ts';

const KEYS = ['species', 'category', 'line'] as const;

const normTag = (tag: string) => tag.trim().toLowerCase();

export class FacetStore {
  /** Per facet key (and 'tags'), value → documents. */
  readonly #sets = new Map<string, Map<string, Bitset>>();
  #words = 0;
  #scratch: Bitset[] = [];

  resize(slots: number): void {
    const words = wordsFor(slots);
    if (words <= this.#words) return;
    this.#words = Math.max(words, this.#words * 2);
    for (const values of this.#sets.values()) {
      for (const [value, set] of values) {
        const grown = new Uint32Array(this.#words);
        grown.set(set);
        values.set(value, grown);
      }
    }
    this.#scratch = [];
  }

  set(slot: number, doc: FacetValues): void {
    for (const [key, value] of entries(doc)) add(this.#set(key, value), slot);
  }

  /**
   * Takes the slot out of every value's set. There are only a few dozen values, and not keeping
   * each slot's own list saves a few hundred bytes per product.
   */
  clear(slot: number): void {
    for (const values of this.#sets.values()) for (const set of values.values()) drop(set, slot);
  }

  /**
   * The documents passing the filters: null when there is nothing to filter, false when none can
   * pass (an unknown value, an empty list). The bitset is scratch, valid until the next call.
   */
  compile(facets: SearchFacets | undefined): Bitset | null | false {
    if (!facets) return null;
    const wanted: [string, readonly string[]][] = [];
    for (const key of KEYS) {
      const values = facets[key];
      if (values !== undefined) wanted.push([key, values]);
    }
    for (const tag of facets.tags ?? []) wanted.push(['tags', [normTag(tag)]]);
    if (wanted.length === 0) return null;
    this.#scratch[0] ??= new Uint32Array(this.#words);
    this.#scratch[1] ??= new Uint32Array(this.#words);
    const [result, either] = this.#scratch as [Bitset, Bitset];
    result.fill(0xffffffff);
    for (const [key, values] of wanted) {
      either.fill(0);
      let known = false;
      for (const value of values) {
        const set = this.#sets.get(key)?.get(value);
        if (set) {
          orInto(either, set);
          known = true;
        }
      }
      if (!known) return false;
      andInto(result, either);
    }
    return result;
  }

  #set(key: string, value: string): Bitset {
    let values = this.#sets.get(key);
    if (!values) {
      values = new Map();
      this.#sets.set(key, values);
    }
    let set = values.get(value);
    if (!set) {
      set = new Uint32Array(this.#words);
      values.set(value, set);
    }
    return set;
  }

  /** Per facet value its documents, renumbered by `rank` (slot → position; -1: not a document). */
  exportDocs(rank: Int32Array): { facets: [string, string][]; counts: Int32Array; docs: Int32Array } {
    const facets: [string, string][] = [];
    const lists: number[][] = [];
    for (const [key, values] of this.#sets) {
      for (const [value, set] of values) {
        const docs: number[] = [];
        for (let slot = 0; slot < rank.length; slot++) if (rank[slot]! >= 0 && has(set, slot)) docs.push(rank[slot]!);
        facets.push([key, value]);
        lists.push(docs);
      }
    }
    return { facets, counts: Int32Array.from(lists, (l) => l.length), docs: Int32Array.from(lists.flat()) };
  }

  /** Sets the bits of exported facet lists (after resize()). */
  importDocs(
    facets: readonly [string, string][],
    counts: Int32Array<ArrayBufferLike>,
    docs: Int32Array<ArrayBufferLike>,
  ): void {
    let at = 0;
    facets.forEach(([key, value], i) => {
      const set = this.#set(key, value);
      for (const end = at + counts[i]!; at < end; at++) add(set, docs[at]!);
    });
  }
}

export type FacetValues = Pick<SearchDocument, 'species' | 'category' | 'line' | 'tags'>;

function entries(doc: FacetValues): [string, string][] {
  const out: [string, string][] = [];
  for (const key of KEYS) {
    const value = doc[key];
    if (value !== undefined) out.push([key, value]);
  }
  for (const tag of doc.tags) out.push(['tags', normTag(tag)]);
  return out;
}
