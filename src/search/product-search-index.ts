/**
 * The in-process product search index. The app builds it from the products table at start and
 * upserts or removes a product after every write, so it works the same over SQLite and PostgreSQL.
 *
 * A query word matches through its German or English stem, its base word, its compound parts
 * together, a completion (last word only, while typing) or, when nothing else matches, a spelling
 * within one or two edits. All words must match. A query that finds nothing retries with typo
 * tolerance on every word, then without the words that match nothing at all, then accepting
 * documents that match any word (those matching more words first). Exact and stemmed matches
 * always rank above completions, and those above typo matches; then BM25 score, then id.
 */
import { Analyzer, type QueryWord } from './analyzer.ts';
import { type Alternative, COMPLETION, type Corpus, Evaluator, EXACT, type Group, TYPO } from './evaluator.ts';
import { FacetStore } from './facets.ts';
import { TermIndex } from './term-index.ts';
import type { SearchDocument, SearchOptions, SearchResult } from './types.ts';

/** Relative weights of the weaker ways to match a word. */
const ALIAS_WEIGHT = 0.8;
const PARTS_WEIGHT = 0.7;
const COMPLETION_WEIGHT = 0.5;
const TYPO_WEIGHT = 0.4;
/** Completions and typo candidates per word, most frequent first: 'kar' must not expand to every term. */
const MAX_COMPLETIONS = 30;
const MAX_TYPO_TERMS = 20;

const NOTHING: SearchResult = { hits: [], total: 0 };

export class ProductSearchIndex {
  readonly #analyzer = new Analyzer();
  readonly #terms = new TermIndex((a, b) => this.#ids[a]! < this.#ids[b]!);
  readonly #evaluator = new Evaluator();
  readonly #facets = new FacetStore();
  readonly #slotOf = new Map<string, number>();
  readonly #ids: string[] = [];
  /** Per slot its term ids (ascending) and weights: removal and direct scoring read them. */
  readonly #termsOf: Int32Array[] = [];
  readonly #weightsOf: Float32Array[] = [];
  readonly #freeSlots: number[] = [];
  readonly #corpus: Corpus;

  constructor(documents: Iterable<SearchDocument> = []) {
    const self = this;
    this.#corpus = {
      terms: this.#terms,
      get documentCount() {
        return self.size;
      },
      get slots() {
        return self.#ids.length;
      },
      weight: (slot, term) => this.#weight(slot, term),
      before: (a, b) => this.#ids[a]! < this.#ids[b]!,
    };
    this.upsertAll(documents);
  }

  get size(): number {
    return this.#slotOf.size;
  }

  has(id: string): boolean {
    return this.#slotOf.has(id);
  }

  /**
   * Indexes many documents, learning all their words as compound parts first so the result does
   * not depend on their order. Into an empty index (the start-up build) this is a bulk load that
   * sorts each term's postings once instead of inserting one by one.
   */
  upsertAll(documents: Iterable<SearchDocument>): void {
    const byId = new Map<string, SearchDocument>();
    for (const doc of documents) byId.set(doc.id, doc);
    for (const doc of byId.values()) this.#analyzer.learn(doc);
    if (this.size > 0) {
      for (const doc of byId.values()) this.#index(doc, true);
      return;
    }
    // Slots in id order make the bulk sort's tie-break the id order.
    const docs = [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    this.#ids.length = 0;
    this.#freeSlots.length = 0;
    this.#grow(docs.length);
    for (const doc of docs) this.#index(doc, false);
    this.#terms.sortAll(Int32Array.from(docs, (_, slot) => slot));
  }

  /** Adds a document or replaces the one with its id. */
  upsert(doc: SearchDocument): void {
    this.#analyzer.learn(doc);
    this.#index(doc, true);
  }

  remove(id: string): boolean {
    const slot = this.#slotOf.get(id);
    if (slot === undefined) return false;
    for (const term of this.#termsOf[slot]!) this.#terms.remove(term, slot);
    this.#termsOf[slot] = EMPTY_TERMS;
    this.#weightsOf[slot] = EMPTY_WEIGHTS;
    this.#facets.clear(slot);
    this.#slotOf.delete(id);
    this.#freeSlots.push(slot);
    return true;
  }

  search(query: string, options: SearchOptions): SearchResult {
    const facets = this.#facets.compile(options.facets);
    const words = this.#analyzer.analyzeQuery(query);
    if (facets === false || words.length === 0 || this.size === 0) return NOTHING;
    const limit = Math.max(0, Math.floor(options.limit));
    const filter = options.filter;
    const accept = filter ? (slot: number) => filter(this.#ids[slot]!) : null;
    const run = (groups: Group[], mode: 'all' | 'any') =>
      this.#evaluator.run(groups, mode, this.#corpus, facets, accept, limit);
    // The typo lookups are the costly part of planning; a retry reuses them.
    const typos = new Map<QueryWord, [string, number][]>();
    let ranked = run(
      words.map((word) => this.#alternatives(word, false, typos)),
      'all',
    );
    if (ranked.total === 0) {
      const tolerant = words.map((word) => this.#alternatives(word, true, typos));
      ranked = run(tolerant, 'all');
      // Words that match nothing even with typos are ignored; then any word will do.
      const known = tolerant.filter((group) => group.length > 0);
      if (ranked.total === 0 && known.length > 0 && known.length < tolerant.length) ranked = run(known, 'all');
      if (ranked.total === 0 && known.length > 1) ranked = run(known, 'any');
    }
    const hits = ranked.slots.map((slot, i) => ({ id: this.#ids[slot]!, score: ranked.scores[i]! }));
    return { hits, total: ranked.total };
  }

  #index(doc: SearchDocument, inOrder: boolean): void {
    this.remove(doc.id);
    const slot = this.#freeSlots.pop() ?? this.#ids.length;
    this.#ids[slot] = doc.id;
    this.#grow(this.#ids.length);
    const weights = [...this.#analyzer.analyzeDocument(doc)].map(
      ([term, weight]) => [this.#terms.add(term, slot, weight, inOrder), weight] as const,
    );
    weights.sort((a, b) => a[0] - b[0]);
    this.#termsOf[slot] = Int32Array.from(weights, ([term]) => term);
    this.#weightsOf[slot] = Float32Array.from(weights, ([, weight]) => weight);
    this.#slotOf.set(doc.id, slot);
    this.#facets.set(slot, doc);
  }

  #grow(slots: number): void {
    this.#terms.resize(slots);
    this.#facets.resize(slots);
  }

  /** The document's weight for a term (binary search in its sorted term ids), 0 when absent. */
  #weight(slot: number, term: number): number {
    const terms = this.#termsOf[slot]!;
    let lo = 0;
    let hi = terms.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const t = terms[mid]!;
      if (t === term) return this.#weightsOf[slot]![mid]!;
      if (t < term) lo = mid + 1;
      else hi = mid - 1;
    }
    return 0;
  }

  #alternatives(word: QueryWord, typos: boolean, known: Map<QueryWord, [string, number][]>): Group {
    const group: Alternative[] = [];
    const seen = new Set<number>();
    const single = (term: string, weight: number, tier: number) => {
      const id = this.#terms.id(term);
      if (id === undefined || seen.has(id)) return;
      seen.add(id);
      group.push({ terms: [id], weight, tier });
    };
    for (const term of word.exact) single(term, 1, EXACT);
    for (const term of word.aliases) single(term, ALIAS_WEIGHT, EXACT);
    const parts = word.parts.map((part) => this.#terms.id(part));
    if (parts.length > 0 && parts.every((id) => id !== undefined)) {
      const byRarity = [...new Set(parts)].sort((a, b) => this.#compareRarity(a, b));
      group.push({ terms: byRarity, weight: PARTS_WEIGHT, tier: EXACT });
    }
    // A word the index knows is complete enough: its compounds are split, so 'Lachs' already finds
    // 'Lachsöl', and expanding 'hund' to every 'hunde…' term would only cost time.
    if (group.length === 0) {
      for (const [term, weight] of this.#completions(word)) single(term, COMPLETION_WEIGHT * weight, COMPLETION);
    }
    // Typo tolerance only for a word the index does not know, unless the whole query found nothing.
    if (typos || group.length === 0) {
      let candidates = known.get(word);
      if (!candidates) {
        candidates = this.#typoCandidates(word);
        known.set(word, candidates);
      }
      for (const [term, edits] of candidates) single(term, TYPO_WEIGHT / edits, TYPO);
    }
    return group;
  }

  /** Completions of the word being typed, weighted down the more letters they add (as MiniSearch does). */
  #completions(word: QueryWord): [string, number][] {
    const found = new Map<string, number>();
    for (const prefix of word.prefixes) {
      for (const [term] of this.#terms.completions(prefix)) {
        const weight = term.length / (term.length + 0.3 * (term.length - prefix.length));
        if (weight > (found.get(term) ?? 0)) found.set(term, weight);
      }
    }
    return this.#mostFrequent(found, MAX_COMPLETIONS, (a, b) => b - a);
  }

  #typoCandidates(word: QueryWord): [string, number][] {
    const found = new Map<string, number>();
    for (const form of word.fuzzy) {
      const edits = Math.min(word.maxEdits, form.length >= 8 ? 2 : form.length >= 4 ? 1 : 0);
      if (edits === 0) continue;
      for (const [term, match] of this.#terms.similar(form, edits)) {
        if (match.edits < (found.get(term) ?? Number.POSITIVE_INFINITY)) found.set(term, match.edits);
      }
    }
    return this.#mostFrequent(found, MAX_TYPO_TERMS, (a, b) => a - b);
  }

  /** The best `max` entries by value, then by frequency in the catalog, then alphabetically. */
  #mostFrequent(found: Map<string, number>, max: number, byValue: (a: number, b: number) => number) {
    const frequency = (term: string) => this.#terms.frequency(this.#terms.id(term)!);
    return [...found]
      .sort(([ta, va], [tb, vb]) => byValue(va, vb) || frequency(tb) - frequency(ta) || (ta < tb ? -1 : 1))
      .slice(0, max);
  }

  #compareRarity(a: number, b: number): number {
    const terms = this.#terms;
    return terms.frequency(a) - terms.frequency(b) || (terms.term(a) < terms.term(b) ? -1 : 1);
  }
}

const EMPTY_TERMS = new Int32Array(0);
const EMPTY_WEIGHTS = new Float32Array(0);
