/**
 * Turns product text and shopper queries into index terms. German text is folded (umlauts and their
 * ae/oe/ue spellings), stemmed with German Snowball and split into compound parts; English text is
 * folded and stemmed with Porter2. Terms of both languages share one index: a query word is looked
 * up both ways, and a German stem rarely collides with an unrelated English one.
 */
import { findAllergens } from '../nutrition/index.ts';
import { CompoundSplitter } from './compounds.ts';
import { attributeTerm, documentAttributeTerms } from './concepts.ts';
import { withoutNegated } from './negation.ts';
import { ENGLISH_STOPWORDS, foldChars, foldGermanDigraphs, GERMAN_STOPWORDS, tokenize } from './normalize.ts';
import { stemEnglish, stemGerman } from './stem.ts';
import type { SearchDocument } from './types.ts';
import { type ConceptHit, understand } from './understand.ts';
import { GENERIC_HEADS, PART_ALIASES } from './vocabulary.ts';

type Language = 'de' | 'en' | 'both';
type TextField = 'name' | 'name_en' | 'brand' | 'tags' | 'ingredients' | 'description' | 'description_en';

interface FieldSpec {
  field: TextField;
  language: Language;
  boost: number;
  /**
   * A fixed typical length in words for BM25's length normalisation. A running catalog average would
   * change every document's score whenever one product is written; a constant keeps a document's
   * weights its own, so an upsert touches only that document.
   */
  typicalLength: number;
}

/** Boosts: a word in the name says more than one in the tags or brand, more than the ingredients, more than the prose. */
const FIELDS: readonly FieldSpec[] = [
  { field: 'name', language: 'de', boost: 5, typicalLength: 5 },
  { field: 'name_en', language: 'en', boost: 5, typicalLength: 5 },
  { field: 'brand', language: 'both', boost: 3, typicalLength: 2 },
  { field: 'tags', language: 'both', boost: 3, typicalLength: 5 },
  { field: 'ingredients', language: 'de', boost: 1.5, typicalLength: 25 },
  { field: 'description', language: 'de', boost: 1, typicalLength: 45 },
  { field: 'description_en', language: 'en', boost: 1, typicalLength: 45 },
];

/** BM25 parameters as MiniSearch uses them (k1, b, and the BM25+ floor d). */
const K1 = 1.2;
const B = 0.7;
const D = 0.5;

/**
 * A concept attribute's weight in a document (a tag, the category, the line, a protein of the
 * ingredients): what a word scores in the name, so that a concept match ranks like a name match.
 */
export const CONCEPT_WEIGHT = 7.5;

/** Prose and ingredients lose their negated mentions ("frei von Huhn"): see negation.ts. */
const NEGATABLE = new Set<TextField>(['ingredients', 'description', 'description_en']);

function fieldText(doc: SearchDocument, field: TextField): string {
  if (field === 'tags') return doc.tags.join(' ');
  return NEGATABLE.has(field) ? withoutNegated(doc[field]) : doc[field];
}

/** The proteins a product contains by its ingredients (not 'may contain', never a negated one). */
export function proteinsOf(doc: SearchDocument) {
  const found = findAllergens(doc.ingredients).filter((m) => m.certainty === 'contains');
  return [...new Set(found.map((m) => m.allergen))];
}

/** A query: its plain words, the concepts it names, its species and what it negates. */
export interface AnalyzedQuery {
  words: QueryWord[];
  /** Each with the text forms of the word, or of the phrase's words, that named it. */
  concepts: { hit: ConceptHit; word: QueryWord | null; phrase: QueryWord[] }[];
  species: ReadonlySet<'DOG' | 'CAT'>;
  /** Concept terms a product must not have. */
  exclude: string[];
}

/** Query-side view of one shopper word, before it is resolved against the index's terms. */
export interface QueryWord {
  word: string;
  /** Stems in both languages: an exact match. */
  exact: string[];
  /** Stems of the word's base word ('Hühnchen' → huhn), a slightly weaker match. */
  aliases: string[];
  /** Stems of a compound's parts, to be matched together ('Hundesnack' → hund + snack). */
  parts: string[];
  /**
   * The parts without generic heads, a weaker match ('Katzenfutter' → katz finds 'für Katzen');
   * empty when there is no such head.
   */
  specificParts: string[];
  /** Forms to complete while the shopper is still typing this (last) word. */
  prefixes: string[];
  /** The word as typed (folded, and with German digraphs folded), to rank typo candidates. */
  typed: string[];
  /** Edits allowed when looking up the stems with typo tolerance. */
  maxEdits: number;
}

/** Words of a query beyond this are ignored: no shopper types more, and each costs a pass over the index. */
const MAX_QUERY_WORDS = 12;

/** Token caches are dropped beyond this size, so a hostile or synthetic corpus cannot grow them forever. */
const CACHE_LIMIT = 200_000;
const CLEAR = (): Record<Language, Map<string, readonly string[]>> => ({
  de: new Map(),
  en: new Map(),
  both: new Map(),
});

export class Analyzer {
  readonly #splitter = new CompoundSplitter();
  /**
   * A token's terms per language: a catalog repeats a few thousand words, and folding, stemming
   * and splitting each occurrence again made up most of the indexing time.
   */
  #cache = CLEAR();
  /** Tokens already offered to the compound vocabulary. */
  readonly #learned = new Set<string>();

  /**
   * Adds a document's German words to the compound-part vocabulary. Call it for a whole catalog
   * before indexing it, so that a word only one product uses still splits another's compounds.
   */
  learn(doc: SearchDocument): void {
    for (const { field, language } of FIELDS) {
      if (language === 'en') continue;
      for (const token of tokenize(foldChars(fieldText(doc, field)))) {
        if (this.#learned.has(token)) continue;
        if (this.#learned.size < CACHE_LIMIT) this.#learned.add(token);
        const word = foldGermanDigraphs(token);
        // Splits cached before a new part was known may now be wrong.
        if (!GERMAN_STOPWORDS.has(word) && this.#splitter.learn(word)) this.#cache = CLEAR();
      }
    }
  }

  /** The compound vocabulary learned from the catalog (what an index snapshot keeps of the analyzer). */
  vocabulary(): string[] {
    return this.#splitter.learnedWords();
  }

  /** Restores a vocabulary() without the documents it was learned from. */
  learnVocabulary(words: readonly string[]): void {
    for (const word of words) this.#splitter.learn(word);
    this.#cache = CLEAR();
  }

  /** Frees the token caches, e.g. after a bulk load (later writes fill them again as needed). */
  dropCaches(): void {
    this.#cache = CLEAR();
  }

  /** The document's terms with their BM25 weights summed over fields (IDF is applied at query time). */
  analyzeDocument(doc: SearchDocument): Map<string, number> {
    const weights = new Map<string, number>();
    const counts = new Map<string, number>();
    for (const { field, language, boost, typicalLength } of FIELDS) {
      counts.clear();
      const tokens = tokenize(foldChars(fieldText(doc, field)));
      for (const token of tokens) {
        for (const term of this.#terms(token, language)) counts.set(term, (counts.get(term) ?? 0) + 1);
      }
      const norm = K1 * (1 - B + (B * tokens.length) / typicalLength);
      for (const [term, tf] of counts) {
        const weight = boost * (D + (tf * (K1 + 1)) / (tf + norm));
        weights.set(term, (weights.get(term) ?? 0) + weight);
      }
    }
    const attributes = { tags: doc.tags, category: doc.category, line: doc.line, proteins: proteinsOf(doc) };
    for (const term of documentAttributeTerms(attributes)) weights.set(term, CONCEPT_WEIGHT);
    return weights;
  }

  /**
   * Splits a query into concepts (concepts.ts), a species, negated concepts and plain words with
   * their candidate terms. Stop words are dropped unless the query holds nothing else. The last
   * word gets prefix forms unless the query ends in a separator (the shopper finished typing it).
   * `hasTerm` says whether the index knows a term: only unknown words are corrected to a concept.
   */
  analyzeQuery(query: string, hasTerm: (term: string) => boolean = () => true): AnalyzedQuery {
    const folded = foldChars(query);
    const known = (token: string) => [stemGerman(foldGermanDigraphs(token)), stemEnglish(token)].some(hasTerm);
    const understood = understand(query, {
      known,
      leaves: (word) => (known(word) ? this.#splitter.split(word).leaves : this.#splitter.tolerantLeaves(word)),
    });
    const all = tokenize(folded);
    const rest = unique(understood.rest);
    const isContent = (t: string) => !GERMAN_STOPWORDS.has(foldGermanDigraphs(t)) && !ENGLISH_STOPWORDS.has(t);
    const content = rest.filter(isContent);
    // Only a species ("Hund"): its words are searched as typed, within the species. Only stop words:
    // those are.
    const speciesOnly = !content.length && !understood.concepts.length && understood.species.size > 0;
    const plain = speciesOnly && !understood.exclude.length ? unique(all).filter(isContent) : content;
    const chosen = (plain.length || understood.concepts.length ? plain : rest).slice(0, MAX_QUERY_WORDS);
    const typing = /[a-z0-9]$/.test(folded) ? all.at(-1) : undefined;
    return {
      words: chosen.map((token) => this.#queryWord(token, token === typing)),
      concepts: understood.concepts.map((hit) => ({
        hit,
        word: hit.how === 'phrase' ? null : this.#queryWord(hit.token, false),
        phrase: hit.how === 'phrase' ? hit.tokens.filter(isContent).map((token) => this.#queryWord(token, false)) : [],
      })),
      species: understood.species,
      exclude: understood.exclude.flatMap((a) => {
        const term = attributeTerm(a);
        return term === null ? [] : [term];
      }),
    };
  }

  /**
   * The fields (name, tags, ...) whose text yields any of the terms. A stem is (nearly always) a
   * piece of the text it comes from, so a field holding none of them as a substring is passed over
   * without analysing it: this runs for every result of every search.
   */
  fieldsWith(doc: SearchDocument, terms: readonly string[]): string[] {
    if (terms.length === 0) return [];
    const wanted = new Set(terms);
    // Porter2 ends a stem in 'i' for a 'y' ('happy' → happi).
    const probes = terms.map((term) => (term.endsWith('i') ? term.slice(0, -1) : term));
    return FIELDS.filter(({ field, language }) => {
      const original = field === 'tags' ? doc.tags.join(' ') : doc[field];
      const raw = foldChars(original);
      const folded = language === 'en' ? raw : foldGermanDigraphs(raw);
      if (!probes.some((probe) => folded.includes(probe) || raw.includes(probe))) return false;
      const text = fieldText(doc, field);
      const tokens = tokenize(text === original ? raw : foldChars(text));
      return tokens.some((token) => this.#terms(token, language).some((t) => wanted.has(t)));
    }).map(({ field }) => field);
  }

  #queryWord(token: string, typing: boolean): QueryWord {
    const german = foldGermanDigraphs(token);
    const exact = unique([stemGerman(german), stemEnglish(token)]);
    const alias = PART_ALIASES.get(german);
    const aliases = alias === undefined ? [] : [stemGerman(alias)].filter((t) => !exact.includes(t));
    const leaves = this.#splitter.split(german).leaves;
    const specific = leaves.filter((leaf) => !GENERIC_HEADS.has(leaf));
    const parts = unique(leaves.map(canonical));
    const specificParts = specific.length && specific.length < leaves.length ? unique(specific.map(canonical)) : [];
    const prefixes = typing ? unique([german, token, ...exact]).filter((p) => p.length >= 3) : [];
    const maxEdits = token.length >= 8 ? 2 : token.length >= 4 ? 1 : 0;
    return { word: token, exact, aliases, parts, specificParts, prefixes, typed: unique([german, token]), maxEdits };
  }

  /** A token's index terms, each once even when both languages stem it alike. */
  #terms(token: string, language: Language): readonly string[] {
    const cache = this.#cache[language];
    let terms = cache.get(token);
    if (terms === undefined) {
      const out: string[] = [];
      if (language !== 'en') this.#germanTerms(token, out);
      if (language !== 'de' && !ENGLISH_STOPWORDS.has(token)) out.push(stemEnglish(token));
      terms = unique(out);
      if (cache.size >= CACHE_LIMIT) cache.clear();
      cache.set(token, terms);
    }
    return terms;
  }

  #germanTerms(token: string, out: string[]): void {
    const word = foldGermanDigraphs(token);
    if (GERMAN_STOPWORDS.has(word)) return;
    out.push(stemGerman(word));
    const alias = PART_ALIASES.get(word);
    if (alias !== undefined) out.push(stemGerman(alias));
    for (const part of this.#splitter.split(word).parts) out.push(canonical(part));
  }
}

/** The index term of a compound part: its base word if it has one ('hühner' → huhn), stemmed. */
function canonical(part: string): string {
  return stemGerman(PART_ALIASES.get(part) ?? part);
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
