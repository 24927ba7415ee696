/**
 * Turns a query's words into groups of alternatives over index terms: how each word may match
 * (stems, base word, compound parts, completions, typos), how strongly, and at which tier.
 */
import type { AnalyzedQuery, QueryWord } from './analyzer.ts';
import { attributeTerm } from './concepts.ts';
import type { Alternative, Group } from './corpus.ts';
import { distance } from './distance.ts';
import { COMPLETION, EXACT, RELAXED, TYPO } from './evaluator.ts';
import type { TermIndex } from './term-index.ts';

/** Relative weights of the weaker ways to match a word. */
const ALIAS_WEIGHT = 0.8;
const PARTS_WEIGHT = 0.7;
const RELAXED_WEIGHT = 0.5;
const COMPLETION_WEIGHT = 0.5;
const TYPO_WEIGHT = 0.4;
/** A concept's own word in a product's text, without the concept's attribute: a weaker match. */
const CONCEPT_TEXT_WEIGHT = 0.5;
/** The word in the text of a product that has the concept's attribute: a stronger one. */
const CONCEPT_AND_TEXT_WEIGHT = 1.2;
/** Completions and typo candidates per word, most frequent first: 'kar' must not expand to every term. */
const MAX_COMPLETIONS = 30;
const MAX_TYPO_TERMS = 20;

export class QueryPlanner {
  readonly #terms: TermIndex;
  /** Typo lookups are the costly part of planning; a retry of the same query reuses them. */
  readonly #typos = new Map<QueryWord, [string, number][]>();

  constructor(terms: TermIndex) {
    this.#terms = terms;
  }

  /**
   * A word's alternatives. Typo tolerance applies to a word the index does not know, or to every
   * word with `typos` (when the query found nothing without).
   */
  group(word: QueryWord, typos: boolean): Group {
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
    this.#together(group, word.parts, PARTS_WEIGHT, EXACT);
    this.#together(group, word.specificParts, RELAXED_WEIGHT, RELAXED);
    // A word the index knows is complete enough: its compounds are split, so 'Lachs' already finds
    // 'Lachsöl', and expanding 'hund' to every 'hunde…' term would only cost time.
    if (group.length === 0) {
      for (const [term, weight] of this.#completions(word)) single(term, COMPLETION_WEIGHT * weight, COMPLETION);
    }
    // Typo tolerance only for a word the index does not know, unless the whole query found nothing.
    if (typos || group.length === 0) {
      let candidates = this.#typos.get(word);
      if (!candidates) {
        candidates = this.#typoCandidates(word);
        this.#typos.set(word, candidates);
      }
      for (const [term, edits] of candidates) single(term, TYPO_WEIGHT / edits, TYPO);
    }
    return group;
  }

  /**
   * A concept's alternatives: each attribute it stands for (a product with any of them matches
   * exactly). When the shopper typed the concept as a word (or a compound holding it), the word
   * in a product's text counts too: together with an attribute it ranks the product higher, the more so the
   * more the text stresses it (a 'Lachs' in the name above one in the prose); alone, at the
   * relaxed tier (below the products that carry the attribute).
   */
  concept(entry: AnalyzedQuery['concepts'][number]): Group {
    const group: Alternative[] = [];
    const attributes = entry.hit.concept.means.flatMap((a) => this.#terms.id(attributeTerm(a) ?? '') ?? []);
    const text = [...(entry.word?.exact ?? []), ...(entry.word?.aliases ?? [])].flatMap(
      (term) => this.#terms.id(term) ?? [],
    );
    // A phrase's words all in a product's text ('grain free' in the name) also rank it higher.
    const phrase = entry.phrase.map((word) => word.exact.flatMap((term) => this.#terms.id(term) ?? [])[0]);
    const together = phrase.length && phrase.every((id) => id !== undefined) ? (phrase as number[]) : null;
    for (const attribute of attributes) {
      if (together) {
        const words = [...new Set(together)].sort((a, b) => this.#compareRarity(a, b));
        group.push({ terms: [...words, attribute], weight: CONCEPT_AND_TEXT_WEIGHT, tier: EXACT });
      }
      for (const term of text) {
        // The word is scored (first), not the attribute, however rare: its weight says where it stands.
        group.push({ terms: [term, attribute], weight: CONCEPT_AND_TEXT_WEIGHT, tier: EXACT });
      }
      group.push({ terms: [attribute], weight: 1, tier: EXACT });
    }
    for (const term of text) group.push({ terms: [term], weight: CONCEPT_TEXT_WEIGHT, tier: RELAXED });
    // A misspelt concept word may still be a misspelt word of a product's text.
    if (entry.word && entry.hit.how === 'typo') {
      const seen = new Set(group.flatMap((a) => (a.terms.length === 1 ? a.terms : [])));
      for (const alternative of this.group(entry.word, true)) {
        if (alternative.terms.length > 1 || !seen.has(alternative.terms[0]!)) group.push(alternative);
      }
    }
    return group;
  }

  /** Adds an alternative matching all the terms together, if the index knows them all. */
  #together(group: Alternative[], terms: readonly string[], weight: number, tier: number): void {
    const ids = terms.map((term) => this.#terms.id(term));
    if (ids.length === 0 || ids.some((id) => id === undefined)) return;
    const byRarity = [...new Set(ids as number[])].sort((a, b) => this.#compareRarity(a, b));
    if (byRarity.length === 1 && group.some((alt) => alt.terms.length === 1 && alt.terms[0] === byRarity[0])) return;
    group.push({ terms: byRarity, weight, tier });
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

  /**
   * Index terms within the allowed edits of the word's stems. Of those, only the ones closest to
   * the word as typed are kept: for 'chiken' the German stem 'chik' is one edit from 'chip' as the
   * English 'chiken' is from 'chicken', but the shopper typed something far nearer to chicken.
   */
  #typoCandidates(word: QueryWord): [string, number][] {
    const found = new Map<string, number>();
    for (const form of word.exact) {
      const edits = Math.min(word.maxEdits, form.length >= 8 ? 2 : form.length >= 4 ? 1 : 0);
      if (edits === 0) continue;
      for (const [term, match] of this.#terms.similar(form, edits)) {
        // Concept attribute terms are matched through concepts only.
        if (term.startsWith('~')) continue;
        if (match.edits < (found.get(term) ?? Number.POSITIVE_INFINITY)) found.set(term, match.edits);
      }
    }
    const closeness = new Map(
      [...found.keys()].map((term) => [term, Math.min(...word.typed.map((t) => distance(t, term)))]),
    );
    const closest = Math.min(...closeness.values());
    const kept = new Map([...found].filter(([term]) => closeness.get(term) === closest));
    return this.#mostFrequent(kept, MAX_TYPO_TERMS, (a, b) => a - b);
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
