/**
 * Query understanding: finds the concepts a query names (src/search/concepts.ts), as whole words,
 * phrases ("lose weight"), compound parts ('Welpenfutter' → puppy + food) or slightly misspelt
 * ('senstive'); the species it names (a filter); the concepts it negates ("ohne Huhn",
 * "chicken-free"); and the words left over for plain text matching.
 */
import { type Attribute, CONCEPTS, type Concept } from './concepts.ts';
import { distance } from './distance.ts';
import { ENGLISH_STOPWORDS, foldChars, foldGermanDigraphs, GERMAN_STOPWORDS, tokenize } from './normalize.ts';
import { stemEnglish, stemGerman } from './stem.ts';

export interface ConceptHit {
  concept: Concept;
  /** The query token it was found in (the first one of a phrase). */
  token: string;
  /** A phrase's tokens (just the token otherwise). */
  tokens: string[];
  /**
   * How it was found: the token names it ('word'), starts a phrase naming it ('phrase'), holds it
   * as a compound part ('part') or is a misspelling of it ('typo'). But for phrases, the token's
   * own text may match too.
   */
  how: 'word' | 'phrase' | 'part' | 'typo';
}

export interface Understood {
  /** Scored concepts, one query group each (species excluded). */
  concepts: ConceptHit[];
  /** Species named by the query. */
  species: Set<'DOG' | 'CAT'>;
  /** Attributes of negated concepts: products having one of them are left out. */
  exclude: Attribute[];
  /** Tokens not taken by a concept or a negation, in order (stop words still in). */
  rest: string[];
}

/** How a splitter and the index help: a word's compound parts, and whether the index knows a word. */
export interface Helpers {
  leaves: (word: string) => readonly string[];
  known: (token: string) => boolean;
}

const NEGATORS = new Set(['ohne', 'kein', 'keine', 'keinen', 'keiner', 'without', 'no', 'not', 'nicht', 'non']);
const FREE = new Set(['frei', 'free']);
const JOINERS = new Set(['und', 'oder', 'noch', 'and', 'or', 'nor']);
const FROM = new Set(['von', 'from', 'of']);
/** Compound parts that add nothing ('Kauartikel' → Kau). Futter is not one: it is the food concept. */
const EMPTY_PARTS = new Set(['artikel', 'produkt', 'produkte', 'mittel', 'sortiment']);

/** The stems a token may be compared by: German and English, so 'Katzen' meets 'katze' and 'cats' 'cat'. */
function keysOf(token: string): string[] {
  const german = foldGermanDigraphs(token);
  return [...new Set([stemGerman(german), stemEnglish(token), german])];
}

interface Form {
  concept: Concept;
  tokens: string[][];
  folded: string;
}

/** Single-word forms by key; phrases by the key of their first word, longest first. */
const SINGLE = new Map<string, Concept>();
const PHRASES = new Map<string, Form[]>();
const SINGLE_FORMS: Form[] = [];

for (const concept of CONCEPTS) {
  for (const form of concept.forms.split('|')) {
    const folded = foldChars(form);
    const tokens = tokenize(folded);
    if (tokens.length === 0) continue;
    const entry: Form = { concept, tokens: tokens.map(keysOf), folded: foldGermanDigraphs(tokens.join('')) };
    if (tokens.length === 1) {
      for (const key of entry.tokens[0]!) if (!SINGLE.has(key)) SINGLE.set(key, concept);
      SINGLE_FORMS.push(entry);
      continue;
    }
    for (const key of entry.tokens[0]!) {
      const list = PHRASES.get(key) ?? [];
      list.push(entry);
      list.sort((a, b) => b.tokens.length - a.tokens.length);
      PHRASES.set(key, list);
    }
  }
}

const isStopWord = (token: string) => ENGLISH_STOPWORDS.has(token) || GERMAN_STOPWORDS.has(foldGermanDigraphs(token));
const meets = (a: readonly string[], b: readonly string[]) => a.some((k) => b.includes(k));

/** The concept a single token names exactly, if any. */
export function conceptOf(token: string): Concept | undefined {
  for (const key of keysOf(token)) {
    const concept = SINGLE.get(key);
    if (concept) return concept;
  }
  return undefined;
}

/** The phrase starting at tokens[at], longest first: its concept and length. */
function phraseAt(keys: readonly string[][], at: number): [Concept, number] | null {
  for (const key of keys[at]!) {
    for (const form of PHRASES.get(key) ?? []) {
      const n = form.tokens.length;
      if (at + n > keys.length) continue;
      if (form.tokens.every((formKeys, i) => meets(formKeys, keys[at + i]!))) return [form.concept, n];
    }
  }
  return null;
}

/** A misspelt concept word ('senstive', 'getreidefrai'): the nearest single-word form, if near enough. */
function corrected(token: string): Concept | undefined {
  if (token.length < 5) return undefined;
  const typed = foldGermanDigraphs(token);
  const allowed = token.length >= 8 ? 2 : 1;
  let best: Concept | undefined;
  let bestEdits = allowed + 1;
  for (const form of SINGLE_FORMS) {
    // A typo rarely hits the first letter; checking only those forms keeps this cheap.
    if (form.folded[0] !== typed[0] || form.folded.length < 4) continue;
    if (Math.abs(form.folded.length - typed.length) > allowed) continue;
    const edits =
      typed === token
        ? distance(typed, form.folded)
        : Math.min(distance(typed, form.folded), distance(token, form.folded));
    if (edits < bestEdits) {
      best = form.concept;
      bestEdits = edits;
    }
  }
  return best;
}

/** Parts of a compound, if every one is a concept or adds nothing, and one at least is a concept. */
function partConcepts(token: string, helpers: Helpers): Concept[] | null {
  const leaves = helpers.leaves(foldGermanDigraphs(token));
  if (leaves.length < 2) return null;
  const found: Concept[] = [];
  for (const leaf of leaves) {
    if (EMPTY_PARTS.has(leaf)) continue;
    const concept = conceptOf(leaf);
    if (!concept) return null;
    found.push(concept);
  }
  return found.length ? found : null;
}

/** 'hühnerfrei', 'chickenfree': a concept word with a -frei/-free ending. */
function freeCompound(token: string): Concept | undefined {
  const base = token.endsWith('frei') ? token.slice(0, -4) : token.endsWith('free') ? token.slice(0, -4) : '';
  if (base.length < 3) return undefined;
  const folded = foldGermanDigraphs(base);
  for (const candidate of [base, folded, folded.replace(/(er|e|n|s|en)$/, '')]) {
    const concept = conceptOf(candidate);
    if (concept && !concept.means.some((a) => 'species' in a)) return concept;
  }
  return undefined;
}

export function understand(query: string, helpers: Helpers): Understood {
  const tokens = tokenize(foldChars(query));
  const keys = tokens.map(keysOf);
  const out: Understood = { concepts: [], species: new Set(), exclude: [], rest: [] };
  const take = (concept: Concept, token: string, how: ConceptHit['how'], tokens = [token]) => {
    const species = concept.means.filter((a) => 'species' in a);
    for (const a of species) out.species.add(a.species);
    if (species.length < concept.means.length && !out.concepts.some((c) => c.concept === concept)) {
      out.concepts.push({ concept, token, tokens, how });
    }
  };
  const negate = (concept: Concept) => out.exclude.push(...concept.means.filter((a) => !('species' in a)));
  // After "ohne", "kein", "without", "frei von": the next concept is negated, and so is one joined
  // to it ("ohne Huhn und Rind").
  let negating = false;
  let negated = false;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const phrase = phraseAt(keys, i);
    if (phrase) {
      take(phrase[0], token, 'phrase', tokens.slice(i, i + phrase[1]));
      i += phrase[1] - 1;
      negating = negated = false;
      continue;
    }
    if (NEGATORS.has(token) || (FREE.has(token) && FROM.has(tokens[i + 1] ?? ''))) {
      if (!NEGATORS.has(token)) i++;
      negating = true;
      continue;
    }
    if (negated && JOINERS.has(token)) {
      negating = true;
      continue;
    }
    // A stop word is never a concept of its own ('has' would stem like 'Hase'), nor does it end a
    // negation ("without any chicken").
    if (isStopWord(token)) {
      out.rest.push(token);
      continue;
    }
    const exact = conceptOf(token);
    const scored = exact && !exact.means.every((a) => 'species' in a);
    if (scored && (negating || FREE.has(tokens[i + 1] ?? ''))) {
      negate(exact);
      if (!negating) i++;
      negating = false;
      negated = true;
      continue;
    }
    negating = negated = false;
    const free = exact ? undefined : freeCompound(token);
    if (free) {
      negate(free);
      continue;
    }
    if (exact) {
      take(exact, token, 'word');
      continue;
    }
    const parts = partConcepts(token, helpers);
    if (parts) {
      for (const concept of parts) take(concept, token, 'part');
      continue;
    }
    const fixed = helpers.known(token) ? undefined : corrected(token);
    if (fixed) {
      take(fixed, token, 'typo');
      continue;
    }
    out.rest.push(token);
  }
  return out;
}
