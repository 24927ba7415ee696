/**
 * Finding allergens in an ingredient text, and understanding what a user types as an allergy.
 * The rules are in allergen-rules.ts, what one word is in allergen-words.ts; this file
 * tokenises, handles negation ("weizenfrei", "ohne Soja") and the context of generic meat wording,
 * and condenses hits per allergen.
 *
 * Speed (recommend_food checks tens of thousands of ingredient lists per call): everything that
 * depends on one word alone — its folded form, which rules' stems fit it where the rule allows,
 * whether it negates — is worked out once per distinct word and kept in a bounded cache. A text is
 * then a list of cached words; when none of them can carry a requested allergen (most products,
 * for most allergies) the answer is known without looking at any context. Only the words that do
 * fit a rule are checked against their neighbours, exactly as the rules say.
 */
import type { Certainty, MatchRule } from './allergen-rules.ts';
import { ALLERGEN_IDS, type AllergenId } from './allergen-table.ts';
import { ALL, bit, INDEX, type Rule, type Word, word } from './allergen-words.ts';

export interface AllergenMatch {
  allergen: AllergenId;
  /** 'contains': the text names it; 'may_contain': an EU category or unnamed meat/poultry could hold it. */
  certainty: Certainty;
  /** The word (or category phrase) of the text that matched, as written. */
  matched: string;
}

/** Words that belong together: "chicken meat", "Rinder-Pansen", "lamb's lettuce". */
const CONTEXT_GAP = /^[\s\-–'’]*$/u;
/** A generic word right after an animal, possibly opening a parenthesis: "Huhn (Fleisch". */
const ATTACHED_GAP = /^[\s\-–/(]*$/u;
const WORD = /\p{L}+/gu;
/** Characters from the combining marks on: only a text containing one can change under NFC. */
const MAYBE_NOT_NFC = /[\u0300-\uffff]/;

const FREE_WORDS = new Set(['frei', 'freie', 'freier', 'freies', 'freien', 'free']);
const FROM_WORDS = new Set(['von', 'from']);
const NEGATORS = new Set(['ohne', 'without', 'kein', 'keine', 'keinen', 'keiner', 'keines', 'no']);
const OF_WORDS = new Set(['vom', 'von', 'aus', 'from', 'of']);

interface ScanOptions {
  /** Honour "ohne", "-frei" etc. Off for what a user types as an allergy ("kein Huhn" means chicken). */
  negation: boolean;
  /** Apply generic meat wording. Off for user input: "Fleisch" is no allergy we can resolve. */
  generic: boolean;
}

interface Best {
  certainty: Certainty;
  matched: string;
}

/** Per allergen (by index in ALLERGEN_IDS): the hit that counts, a named one before a category. */
type Found = (Best | undefined)[];

/**
 * One text, tokenised into cached words. Context (gaps, negation, named meat, parentheses) is
 * worked out only for the words that fit a rule, lazily.
 */
class Text {
  readonly words: Word[] = [];
  readonly starts: number[] = [];
  readonly ends: number[] = [];
  readonly text: string;
  private readonly options: ScanOptions;
  private negatedMemo: (boolean | undefined)[] | undefined;
  private namedMeatMemo: (boolean | undefined)[] | undefined;
  private ownersMemo: number[] | undefined;

  constructor(text: string, options: ScanOptions) {
    this.text = text;
    this.options = options;
  }

  get length(): number {
    return this.words.length;
  }

  /** The text between the previous word and word i: punctuation decides what belongs together. */
  gap(i: number): string {
    return this.text.slice(i > 0 ? (this.ends[i - 1] ?? 0) : 0, this.starts[i]);
  }

  folded(i: number): string | undefined {
    return this.words[i]?.folded;
  }

  /**
   * Whether the text explicitly denies word i. The scope is kept narrow on purpose — one word
   * after "ohne", "kein", "frei von", one word before "-frei" — because for an allergy a missed
   * allergen is worse than a product excluded too many.
   */
  negated(i: number): boolean {
    if (!this.options.negation) return false;
    this.negatedMemo ??= [];
    let negated = this.negatedMemo[i];
    if (negated === undefined) {
      negated = this.computeNegated(i);
      this.negatedMemo[i] = negated;
    }
    return negated;
  }

  private computeNegated(i: number): boolean {
    if (this.words[i]?.freeSuffix) return true;
    const before = this.folded(i - 1);
    if (before !== undefined && NEGATORS.has(before)) return true;
    const twoBefore = this.folded(i - 2);
    if (twoBefore !== undefined && before !== undefined && FREE_WORDS.has(twoBefore) && FROM_WORDS.has(before)) {
      return true; // "frei von Weizen"
    }
    const next = this.folded(i + 1);
    if (next !== undefined && FREE_WORDS.has(next)) {
      const afterNext = this.folded(i + 2);
      // "Weizen-frei", "wheat free" — unless the "frei" opens "frei von ..."
      if (!(afterNext !== undefined && FROM_WORDS.has(afterNext)) && CONTEXT_GAP.test(this.gap(i + 1))) return true;
    }
    return false;
  }

  previousWord(i: number): string | undefined {
    return i > 0 && i < this.length && CONTEXT_GAP.test(this.gap(i)) ? this.folded(i - 1) : undefined;
  }

  /** The next word, skipping a possessive "s" ("lamb's lettuce"). */
  nextWord(i: number): string | undefined {
    let j = i + 1;
    while (j < this.length && CONTEXT_GAP.test(this.gap(j)) && this.folded(j) === 's') j++;
    return j < this.length && CONTEXT_GAP.test(this.gap(j)) ? this.folded(j) : undefined;
  }

  /** Index of the first word of the required phrase before word i, or -1 when it is not there. */
  phraseStart(rule: MatchRule, i: number): number {
    const phrase = rule.preceded ?? [];
    let j = i;
    for (let k = phrase.length - 1; k >= 0; k--) {
      const prefix = phrase[k];
      if (j >= this.length || j - 1 < 0 || prefix === undefined || !CONTEXT_GAP.test(this.gap(j))) return -1;
      if (!this.folded(j - 1)?.startsWith(prefix)) return -1;
      j--;
    }
    return j;
  }

  /** The matched text, or null when the rule (whose stem fits word i) does not match there. */
  matchAt(rule: MatchRule, i: number): string | null {
    if (rule.notAfterWord) {
      const before = this.previousWord(i);
      if (before !== undefined && rule.notAfterWord.includes(before)) return null;
    }
    if (rule.notBeforeWord) {
      const after = this.nextWord(i);
      if (after !== undefined && rule.notBeforeWord.includes(after)) return null;
    }
    if (rule.preceded) {
      const first = this.phraseStart(rule, i);
      if (first < 0) return null;
      return this.text.slice(this.starts[first], this.ends[i]);
    }
    return this.text.slice(this.starts[i], this.ends[i]);
  }

  /** Whether word i names a land animal: a specific meat rule matches it and it is not denied. */
  namedMeat(i: number): boolean {
    const word = this.words[i];
    if (!word) return false;
    this.namedMeatMemo ??= [];
    let named = this.namedMeatMemo[i];
    if (named === undefined) {
      named = !this.negated(i) && word.specific.some((r) => r.meat && this.matchAt(r.rule, i) !== null);
      this.namedMeatMemo[i] = named;
    }
    return named;
  }

  /** For word i, the word that opened the parenthesis it stands in ("Huhn (Fleisch, Herz)"), or -1. */
  owner(i: number): number {
    if (!this.ownersMemo) {
      const stack: number[] = [];
      this.ownersMemo = this.words.map((_, j) => {
        for (const char of this.gap(j)) {
          if (char === '(' || char === '[') stack.push(j - 1);
          else if ((char === ')' || char === ']') && stack.length > 0) stack.pop();
        }
        return stack.at(-1) ?? -1;
      });
    }
    return this.ownersMemo[i] ?? -1;
  }

  /**
   * Generic meat wording says whose meat it is when it directly follows a named animal
   * ("chicken meat", "Huhn (Fleisch"), stands in parentheses after one ("Huhn (Herz, Fleisch)") or
   * is followed by "vom/aus/from + animal" ("Muskelfleisch vom Rind").
   */
  namesItsAnimal(i: number): boolean {
    if (i > 0 && this.namedMeat(i - 1) && ATTACHED_GAP.test(this.gap(i))) return true;
    const owner = this.owner(i);
    if (owner >= 0 && this.namedMeat(owner)) return true;
    const of = this.folded(i + 1);
    return of !== undefined && OF_WORDS.has(of) && CONTEXT_GAP.test(this.gap(i + 1)) && this.namedMeat(i + 2);
  }
}

function normalize(text: string): string {
  return MAYBE_NOT_NFC.test(text) ? text.normalize('NFC') : text;
}

/**
 * Whether any word of the (NFC) text fits a rule for an allergen of `wanted`. Most texts have
 * none: they are answered by this one pass over their words, without any context.
 */
function mayCarry(text: string, wanted: number, options: ScanOptions): boolean {
  WORD.lastIndex = 0;
  for (let m = WORD.exec(text); m !== null; m = WORD.exec(text)) {
    const info = word(m[0]);
    if ((info.specificMask & wanted) !== 0 || (options.generic && (info.genericMask & wanted) !== 0)) return true;
  }
  return false;
}

/** The NFC text split into cached words. */
function tokenize(text: string, options: ScanOptions): Text {
  const tokens = new Text(text, options);
  WORD.lastIndex = 0;
  for (let m = WORD.exec(text); m !== null; m = WORD.exec(text)) {
    tokens.words.push(word(m[0]));
    tokens.starts.push(m.index);
    tokens.ends.push(m.index + m[0].length);
  }
  return tokens;
}

/**
 * The hits of the allergens in `wanted` (a bit mask): per allergen the first named occurrence,
 * else the first category, in the order of the words and, within a word, specific rules before
 * generic ones, each in rule order. `count` is the number of allergens in `wanted`: once each
 * has a named occurrence nothing later can change the answer.
 */
function scan(text: string, wanted: number, count: number, options: ScanOptions): Found {
  const found: Found = [];
  const normalized = normalize(text);
  if (!mayCarry(normalized, wanted, options)) return found;
  const tokens = tokenize(normalized, options);
  let named = 0;
  const record = (r: Rule, matched: string) => {
    const { certainty } = r.rule;
    for (const id of r.rule.allergens) {
      const index = INDEX.get(id);
      if (index === undefined || ((1 << index) & wanted) === 0) continue;
      const best = found[index];
      if (best === undefined) {
        found[index] = { certainty, matched };
        if (certainty === 'contains') named++;
      } else if (best.certainty !== 'contains' && certainty === 'contains') {
        found[index] = { certainty, matched };
        named++;
      }
    }
  };
  for (let i = 0; i < tokens.length && named < count; i++) {
    const word = tokens.words[i];
    if (!word) continue;
    const specific = word.specificMask & wanted;
    const generic = options.generic ? word.genericMask & wanted : 0;
    if ((specific | generic) === 0 || tokens.negated(i)) continue;
    if (specific !== 0) {
      for (const r of word.specific) {
        if ((r.mask & wanted) === 0) continue;
        const matched = tokens.matchAt(r.rule, i);
        if (matched !== null) record(r, matched);
      }
    }
    if (generic !== 0) {
      for (const r of word.generic) {
        if ((r.mask & wanted) === 0) continue;
        const matched = tokens.matchAt(r.rule, i);
        if (matched !== null && !tokens.namesItsAnimal(i)) record(r, matched);
      }
    }
  }
  return found;
}

const NO_MATCHES: readonly AllergenMatch[] = Object.freeze([]);
const INGREDIENTS: ScanOptions = { negation: true, generic: true };
const USER_INPUT: ScanOptions = { negation: false, generic: false };

/** The allergen ids asked for, once each in the order asked, and their bit mask. */
function compile(allergenIds: readonly AllergenId[]): { ids: AllergenId[]; mask: number } {
  const ids = [...new Set(allergenIds)];
  return { ids, mask: ids.reduce((mask, id) => mask | bit(id), 0) };
}

function matches(ingredients: string, ids: readonly AllergenId[], mask: number): AllergenMatch[] {
  const found = scan(ingredients, mask, ids.length, INGREDIENTS);
  const result: AllergenMatch[] = [];
  if (found.length === 0) return result;
  for (const id of ids) {
    const index = INDEX.get(id);
    const best = index === undefined ? undefined : found[index];
    if (best) result.push({ allergen: id, certainty: best.certainty, matched: best.matched });
  }
  return result;
}

/**
 * The allergens of `allergenIds` (default: all) that an ingredient text contains or may contain,
 * one entry per allergen in the order asked. A named occurrence ('contains') wins over a category
 * ('may_contain'); among equals the first in the text.
 */
export function findAllergens(ingredients: string, allergenIds: readonly AllergenId[] = ALLERGEN_IDS): AllergenMatch[] {
  const { ids, mask } = compile(allergenIds);
  return matches(ingredients, ids, mask);
}

/**
 * findAllergens for one set of allergens over many ingredient texts (recommend_food: a catalog):
 * the set is compiled once, and with `cache` (default) a text seen before is answered from a
 * cache that lives as long as the returned function. Every call returns fresh objects.
 */
export function allergenMatcher(
  allergenIds: readonly AllergenId[],
  options: { cache?: boolean } = {},
): (ingredients: string) => AllergenMatch[] {
  const { ids, mask } = compile(allergenIds);
  if (options.cache === false) return (ingredients) => matches(ingredients, ids, mask);
  const seen = new Map<string, readonly AllergenMatch[]>();
  return (ingredients) => {
    let result = seen.get(ingredients);
    if (result === undefined) {
      result = matches(ingredients, ids, mask);
      seen.set(ingredients, result.length > 0 ? result : NO_MATCHES);
    }
    return result.map((match) => ({ ...match }));
  };
}

/**
 * What a user's allergy entry means: 'Huhn', 'Hühnchen', 'chicken' → ['chicken']; 'Geflügel' /
 * 'poultry' → chicken, turkey and duck; 'Getreide' → wheat and corn; 'Milch', 'Laktose' →
 * dairy; 'Lachs' → fish. Null when nothing is recognised ('Eiweiß' is protein, 'Fleisch' too
 * vague), so the tool can report it instead of silently ignoring it.
 */
export function resolveAllergen(userInput: string): AllergenId[] | null {
  const found = scan(userInput, ALL, ALLERGEN_IDS.length, USER_INPUT);
  const ids = ALLERGEN_IDS.filter((_, index) => found[index] !== undefined);
  return ids.length > 0 ? ids : null;
}

/** Resolves a list of allergy entries: the union of allergen ids, and the entries not understood. */
export function resolveAllergens(inputs: readonly string[]): { ids: AllergenId[]; unknown: string[] } {
  const found = new Set<AllergenId>();
  const unknown: string[] = [];
  for (const input of inputs) {
    const ids = resolveAllergen(input);
    if (ids) for (const id of ids) found.add(id);
    else unknown.push(input);
  }
  return { ids: ALLERGEN_IDS.filter((id) => found.has(id)), unknown };
}
