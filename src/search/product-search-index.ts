/**
 * The in-process product search index. The app builds it from the products table at start and
 * upserts or removes a product after every write, so it works the same over SQLite and PostgreSQL.
 *
 * A query is first understood (understand.ts): the concepts it names through the bilingual
 * concept map (concepts.ts: 'grain free', 'Welpenfutter' → puppy + food, 'senstive'), the species
 * it names (a filter, DOG → DOG and BOTH, unless the caller filters by species), the concepts it
 * negates ('ohne Huhn', 'chicken-free': products with them are left out) and the plain words
 * left. A concept matches the products carrying one of its attributes (tag, category, line, or a
 * protein of the ingredients), whatever their text says. A plain word matches through its German
 * or English stem, its base word, its compound parts together (or without a generic head), a
 * completion (the last word, while typing) or, when the index does not know it, a spelling within
 * one or two edits. Products matching every word and concept come first: exact and stemmed
 * matches above relaxed ones and completions, those above typo matches; then by BM25 score, then
 * by id. Products matching only some follow, more matched first, so that one odd word never loses
 * the rest; the total counts them too. A query finding nothing retries with typo tolerance on
 * every word.
 *
 * Species, category, line and tags are filtered inside the index (SearchOptions.facets, as bitsets)
 * rather than by a callback, so a filter costs the same however many documents match; a `filter`
 * callback is there for anything else, asked once per matching document.
 */
import { type AnalyzedQuery, Analyzer } from './analyzer.ts';
import { attributeField, attributeTerm } from './concepts.ts';
import type { Corpus, Group } from './corpus.ts';
import { DocTerms } from './doc-terms.ts';
import { Evaluator } from './evaluator.ts';
import { FacetStore } from './facets.ts';
import { QueryPlanner } from './planner.ts';
import type { IndexSnapshot } from './snapshot.ts';
import { TermIndex } from './term-index.ts';
import type { SearchDocument, SearchFacets, SearchMatch, SearchOptions, SearchResult } from './types.ts';

const NOTHING: SearchResult = { hits: [], total: 0 };

export class ProductSearchIndex {
  readonly #analyzer = new Analyzer();
  readonly #terms = new TermIndex((a, b) => this.#ids[a]! < this.#ids[b]!);
  readonly #evaluator = new Evaluator();
  readonly #facets = new FacetStore();
  readonly #slotOf = new Map<string, number>();
  readonly #ids: string[] = [];
  /** Per slot its term ids and weights: removal and direct scoring read them. */
  #docs = new DocTerms();
  readonly #freeSlots: number[] = [];
  readonly #corpus: Corpus;
  /**
   * Per product, the fields found for a hit's matched terms: analysing a product's text for every
   * result of every search cost as much as loading the products. Dropped on a product's write.
   */
  readonly #fieldsCache = new Map<string, Map<string, string[]>>();
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
      weight: (slot, term) => this.#docs.weight(slot, term),
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

  /** The index as a restart loads it (documents renumbered in id order, dropped terms left out). */
  toSnapshot(): IndexSnapshot {
    this.#seal();
    const slots = [...this.#slotOf.values()].sort((a, b) => (this.#ids[a]! < this.#ids[b]! ? -1 : 1));
    const rank = new Int32Array(this.#ids.length).fill(-1);
    slots.forEach((slot, i) => {
      rank[slot] = i;
    });
    const postings = this.#terms.exportPostings(rank);
    const facets = this.#facets.exportDocs(rank);
    return {
      vocabulary: this.#analyzer.vocabulary(),
      ids: slots.map((slot) => this.#ids[slot]!),
      terms: postings.terms,
      postingCounts: postings.counts,
      postingDocs: postings.docs,
      postingWeights: postings.weights,
      facets: facets.facets,
      facetCounts: facets.counts,
      facetDocs: facets.docs,
    };
  }

  /** An index equal to the one the snapshot was taken of (its searches answer the same). */
  static fromSnapshot(snapshot: IndexSnapshot): ProductSearchIndex {
    const index = new ProductSearchIndex();
    const documents = snapshot.ids.length;
    index.#analyzer.learnVocabulary(snapshot.vocabulary);
    index.#grow(documents);
    snapshot.ids.forEach((id, slot) => {
      index.#ids[slot] = id;
      index.#slotOf.set(id, slot);
    });
    const { terms, postingCounts, postingDocs, postingWeights } = snapshot;
    index.#terms.restorePostings(terms, postingCounts, postingDocs, postingWeights);
    index.#docs = DocTerms.fromPostings(documents, postingCounts, postingDocs, postingWeights);
    index.#facets.importDocs(snapshot.facets, snapshot.facetCounts, snapshot.facetDocs);
    index.#sealed = true;
    return index;
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
    this.#fieldsCache.delete(id);
    const slot = this.#slotOf.get(id);
    if (slot === undefined) return false;
    for (const term of this.#docs.terms(slot)) this.#terms.remove(term, slot);
    this.#docs.clear(slot);
    this.#facets.clear(slot);
    this.#slotOf.delete(id);
    this.#freeSlots.push(slot);
    return true;
  }

  search(query: string, options: SearchOptions): SearchResult {
    this.#seal();
    const analyzed = this.#analyzer.analyzeQuery(query, (term) => this.#terms.id(term) !== undefined);
    const facets = this.#facets.compile(withSpecies(options.facets, analyzed.species));
    if (facets === false || (analyzed.words.length === 0 && analyzed.concepts.length === 0) || this.size === 0) {
      return NOTHING;
    }
    const limit = Math.max(0, Math.floor(options.limit));
    const accept = this.#acceptor(options.filter, analyzed.exclude);
    const run = (groups: Group[], mode: 'all' | 'any' | 'partial', max = limit) =>
      this.#evaluator.run(groups, mode, this.#corpus, facets, accept, max, true);
    const planner = new QueryPlanner(this.#terms);
    const concepts = analyzed.concepts.map((entry) => planner.concept(entry));
    const exact = [...analyzed.words.map((word) => planner.group(word, false)), ...concepts];
    let groups = exact;
    let ranked = run(exact, 'all');
    if (ranked.total === 0) {
      const tolerant = [...analyzed.words.map((word) => planner.group(word, true)), ...concepts];
      // Only worth a pass if some known word gained typo alternatives.
      if (tolerant.some((group, i) => group.length > exact[i]!.length)) ranked = run(tolerant, 'all');
      groups = tolerant;
    }
    // Words that match nothing even with typos are ignored; the products matching every other
    // word come first, then those matching fewer (more first), so one odd word loses nothing.
    const known = groups.filter((group) => group.length > 0);
    if (ranked.total === 0 && known.length > 0 && known.length < groups.length) ranked = run(known, 'all');
    if (known.length > 1 && ranked.slots.length < limit) {
      const partial = run(known, 'partial', limit - ranked.slots.length);
      ranked = {
        slots: [...ranked.slots, ...partial.slots],
        scores: [...ranked.scores, ...partial.scores],
        total: ranked.total + partial.total,
      };
    } else if (known.length > 1) {
      ranked.total += ranked.partial ?? 0;
    }
    const matches = this.#explain(ranked.slots, analyzed, known);
    const hits = ranked.slots.map((slot, i) => ({ id: this.#ids[slot]!, score: ranked.scores[i]!, match: matches[i] }));
    return { hits, total: ranked.total };
  }

  /**
   * The fields of a document that hold any of the given index terms (the text terms of a hit's
   * match), for explaining a result; `doc` gives the document indexed under the id, when needed.
   */
  fieldsWith(id: string, terms: readonly string[], doc: () => SearchDocument): string[] {
    if (terms.length === 0) return [];
    let byTerms = this.#fieldsCache.get(id);
    const key = terms.join(' ');
    let fields = byTerms?.get(key);
    if (fields === undefined) {
      fields = this.#analyzer.fieldsWith(doc(), terms);
      if (!byTerms) {
        if (this.#fieldsCache.size >= FIELDS_CACHE_LIMIT) this.#fieldsCache.clear();
        byTerms = new Map();
        this.#fieldsCache.set(id, byTerms);
      }
      if (byTerms.size < TERM_SETS_PER_PRODUCT) byTerms.set(key, fields);
    }
    return [...fields];
  }

  /** The caller's filter and the negated concepts ("ohne Huhn") as one acceptance test, or none. */
  #acceptor(filter: SearchOptions['filter'], exclude: readonly string[]): ((slot: number) => boolean) | null {
    const excluded = exclude.flatMap((term) => this.#terms.id(term) ?? []);
    if (!filter && excluded.length === 0) return null;
    return (slot) =>
      (!filter || filter(this.#ids[slot]!)) && excluded.every((term) => this.#docs.weight(slot, term) === 0);
  }

  /**
   * Explains the hits: which concepts of the query each has (and from which fields) and lacks,
   * and the text terms it matched. The query's terms are looked up once, not per hit.
   */
  #explain(slots: readonly number[], analyzed: AnalyzedQuery, groups: readonly Group[]): SearchMatch[] {
    const text = [...new Set(groups.flat().flatMap((a) => a.terms))]
      .map((id) => [id, this.#terms.term(id)] as const)
      .filter(([, term]) => !term.startsWith('~'));
    const concepts = analyzed.concepts.map(({ hit }) => ({
      id: hit.concept.id,
      attributes: hit.concept.means.flatMap((a) => {
        const term = attributeTerm(a);
        const id = term === null ? undefined : this.#terms.id(term);
        return id === undefined ? [] : [[id, attributeField(term!)] as const];
      }),
    }));
    return slots.map((slot) => {
      const match: SearchMatch = { concepts: [], terms: [], missing: [], fields: [] };
      for (const [id, term] of text) if (this.#docs.weight(slot, id) > 0) match.terms.push(term);
      for (const concept of concepts) {
        const found = concept.attributes.filter(([id]) => this.#docs.weight(slot, id) > 0);
        (found.length ? match.concepts : match.missing).push(concept.id);
        for (const [, field] of found) if (!match.fields.includes(field)) match.fields.push(field);
      }
      return match;
    });
  }

  #index(doc: SearchDocument, inOrder: boolean): void {
    this.#remove(doc.id);
    const slot = this.#freeSlots.pop() ?? this.#ids.length;
    this.#ids[slot] = doc.id;
    this.#grow(this.#ids.length);
    const analyzed = this.#analyzer.analyzeDocument(doc);
    const entries: [number, number][] = [];
    for (const [term, weight] of analyzed) entries.push([this.#terms.add(term, slot, weight, inOrder), weight]);
    // By term id, so that a term's weight is found by bisection (DocTerms.weight).
    entries.sort((a, b) => a[0] - b[0]);
    const terms = new Int32Array(entries.length);
    const weights = new Float32Array(entries.length);
    for (let i = 0; i < entries.length; i++) {
      terms[i] = entries[i]![0];
      weights[i] = entries[i]![1];
    }
    this.#docs.set(slot, terms, weights);
    this.#slotOf.set(doc.id, slot);
    this.#facets.set(slot, doc);
  }

  #grow(slots: number): void {
    this.#terms.resize(slots);
    this.#facets.resize(slots);
    this.#docs.resize(slots);
  }
}

/**
 * A species the query names ("Katzenfutter", "my dog") filters like the species facet (DOG → DOG
 * and BOTH); a species filter of the caller wins, and naming both species filters nothing.
 */
function withSpecies(facets: SearchFacets | undefined, species: ReadonlySet<'DOG' | 'CAT'>): SearchFacets | undefined {
  if (facets?.species || species.size !== 1) return facets;
  const [one] = species;
  return { ...facets, species: [one!, 'BOTH'] };
}

/** Products, and term sets per product, whose explained fields are kept (a few MB at most). */
const FIELDS_CACHE_LIMIT = 2048;
const TERM_SETS_PER_PRODUCT = 16;
