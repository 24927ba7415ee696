/**
 * The in-process product search index. The app builds it from the products table at start and
 * upserts or removes a product after every write, so it works the same over SQLite and PostgreSQL.
 *
 * A query word matches through its German or English stem, its base word, its compound parts
 * together (or without a generic head: 'Katzenfutter' → Katze), a completion (the last word, while
 * typing) or, when the index does not know it, a spelling within one or two edits. All words must
 * match. A query that finds nothing retries with typo tolerance on every word, then without the
 * words that match nothing at all, then accepting documents that match any word (more words
 * first). Exact and stemmed matches rank above relaxed ones and completions, those above typo
 * matches; then by BM25 score, then by id.
 *
 * Species, category, line and tags are filtered inside the index (SearchOptions.facets, as bitsets)
 * rather than by a callback, so a filter costs the same however many documents match; a `filter`
 * callback is there for anything else, asked once per matching document.
 */
import { Analyzer } from './analyzer.ts';
import type { Corpus, Group } from './corpus.ts';
import { Evaluator } from './evaluator.ts';
import { FacetStore } from './facets.ts';
import { QueryPlanner } from './planner.ts';
import { TermIndex } from './term-index.ts';
import type { SearchDocument, SearchOptions, SearchResult } from './types.ts';

const NOTHING: SearchResult = { hits: [], total: 0 };

export class ProductSearchIndex {
  readonly #analyzer = new Analyzer();
  readonly #terms = new TermIndex((a, b) => this.#ids[a]! < this.#ids[b]!);
  readonly #evaluator = new Evaluator();
  readonly #facets = new FacetStore();
  readonly #slotOf = new Map<string, number>();
  readonly #ids: string[] = [];
  /** Per slot its term ids and weights: removal and direct scoring read them. */
  readonly #termsOf: Int32Array[] = [];
  readonly #weightsOf: Float32Array[] = [];
  readonly #freeSlots: number[] = [];
  readonly #corpus: Corpus;
  /** False while a bulk load may still append documents (see bulkLoad). */
  #sealed = false;

  constructor(documents?: Iterable<SearchDocument>) {
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
    if (documents) this.upsertAll(documents);
  }

  get size(): number {
    return this.#slotOf.size;
  }

  has(id: string): boolean {
    return this.#slotOf.has(id);
  }

  /**
   * Indexes many documents, learning all their words as compound parts first so the result does
   * not depend on their order. Into an empty index this is a bulk load (see bulkLoad).
   */
  upsertAll(documents: Iterable<SearchDocument>): void {
    const byId = new Map<string, SearchDocument>();
    for (const doc of documents) byId.set(doc.id, doc);
    for (const doc of byId.values()) this.learn(doc);
    if (this.size > 0 || this.#sealed) {
      this.#seal();
      for (const doc of byId.values()) this.#index(doc, true);
      return;
    }
    const docs = [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    this.bulkLoad(docs);
    this.sealBulkLoad();
  }

  /**
   * Adds a document's words to the compound vocabulary without indexing it. A bulk load calls it
   * for every document first, so that a word only one product uses still splits another's compounds.
   */
  learn(doc: SearchDocument): void {
    this.#analyzer.learn(doc);
  }

  /**
   * Appends documents to an index being built from scratch, in batches so a large catalog never
   * has to be held in memory at once. Ids must be unique and ascend across all calls: the slots
   * then are in id order, which makes sealBulkLoad's sort keep the id tie-break. Searches are only
   * correct after sealBulkLoad().
   */
  bulkLoad(docs: readonly SearchDocument[]): void {
    if (this.#sealed) throw new Error('bulkLoad() is only for an index being built');
    const last = this.#ids.length ? this.#ids[this.#ids.length - 1]! : '';
    for (let i = 0; i < docs.length; i++) {
      const previous = i === 0 ? last : docs[i - 1]!.id;
      if (docs[i]!.id <= previous) throw new Error('bulkLoad() needs unique ids in ascending order');
    }
    this.#grow(this.#ids.length + docs.length);
    for (const doc of docs) this.#index(doc, false);
  }

  /** Ends a bulk load: sorts every term's postings once instead of inserting one by one. */
  sealBulkLoad(): void {
    this.#terms.sortAll();
    this.#analyzer.dropCaches();
    this.#sealed = true;
  }

  /** Any change or search other than bulkLoad ends a bulk load first. */
  #seal(): void {
    if (!this.#sealed) this.sealBulkLoad();
  }

  /** Adds a document or replaces the one with its id. */
  upsert(doc: SearchDocument): void {
    this.#seal();
    this.#analyzer.learn(doc);
    this.#index(doc, true);
  }

  remove(id: string): boolean {
    this.#seal();
    return this.#remove(id);
  }

  #remove(id: string): boolean {
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
    this.#seal();
    const facets = this.#facets.compile(options.facets);
    const words = this.#analyzer.analyzeQuery(query);
    if (facets === false || words.length === 0 || this.size === 0) return NOTHING;
    const limit = Math.max(0, Math.floor(options.limit));
    const filter = options.filter;
    const accept = filter ? (slot: number) => filter(this.#ids[slot]!) : null;
    const run = (groups: Group[], mode: 'all' | 'any') =>
      this.#evaluator.run(groups, mode, this.#corpus, facets, accept, limit);
    const planner = new QueryPlanner(this.#terms);
    const exact = words.map((word) => planner.group(word, false));
    let ranked = run(exact, 'all');
    if (ranked.total === 0) {
      const tolerant = words.map((word) => planner.group(word, true));
      // Only worth a pass if some known word gained typo alternatives.
      if (tolerant.some((group, i) => group.length > exact[i]!.length)) ranked = run(tolerant, 'all');
      // Words that match nothing even with typos are ignored; then any word will do.
      const known = tolerant.filter((group) => group.length > 0);
      if (ranked.total === 0 && known.length > 0 && known.length < tolerant.length) ranked = run(known, 'all');
      if (ranked.total === 0 && known.length > 1) ranked = run(known, 'any');
    }
    const hits = ranked.slots.map((slot, i) => ({ id: this.#ids[slot]!, score: ranked.scores[i]! }));
    return { hits, total: ranked.total };
  }

  #index(doc: SearchDocument, inOrder: boolean): void {
    this.#remove(doc.id);
    const slot = this.#freeSlots.pop() ?? this.#ids.length;
    this.#ids[slot] = doc.id;
    this.#grow(this.#ids.length);
    const analyzed = this.#analyzer.analyzeDocument(doc);
    const terms = new Int32Array(analyzed.size);
    const weights = new Float32Array(analyzed.size);
    let i = 0;
    for (const [term, weight] of analyzed) {
      terms[i] = this.#terms.add(term, slot, weight, inOrder);
      weights[i++] = weight;
    }
    this.#termsOf[slot] = terms;
    this.#weightsOf[slot] = weights;
    this.#slotOf.set(doc.id, slot);
    this.#facets.set(slot, doc);
  }

  #grow(slots: number): void {
    this.#terms.resize(slots);
    this.#facets.resize(slots);
  }

  /** The document's weight for a term, 0 when absent (a native scan of a few dozen ids). */
  #weight(slot: number, term: number): number {
    const at = this.#termsOf[slot]!.indexOf(term);
    return at < 0 ? 0 : this.#weightsOf[slot]![at]!;
  }
}

const EMPTY_TERMS = new Int32Array(0);
const EMPTY_WEIGHTS = new Float32Array(0);
