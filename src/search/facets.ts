/**
 * Species, category, line and tags as one bitset per value, so a filter is a few word-wise passes
 * over the catalog instead of a callback per matching document.
 */
import { add, andInto, type Bitset, drop, orInto, wordsFor } from './bitset.ts';
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

  set(slot: number, doc: SearchDocument): void {
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
}

function entries(doc: SearchDocument): [string, string][] {
  const out: [string, string][] = [];
  for (const key of KEYS) {
    const value = doc[key];
    if (value !== undefined) out.push([key, value]);
  }
  for (const tag of doc.tags) out.push(['tags', normTag(tag)]);
  return out;
}
