/**
 * What one word of an ingredient text is, independent of its neighbours: its folded form, which
 * rules' stems sit in it where the rule allows, and whether it denies itself ("weizenfrei").
 * Worked out once per distinct word and kept in a bounded cache (see allergens.ts for why).
 * Allergen sets are bit masks here: bit i is ALLERGEN_IDS[i].
 */
import { ALLERGEN_RULES, type MatchRule, MEAT_ALLERGENS } from './allergen-rules.ts';
import { ALLERGEN_IDS, type AllergenId } from './allergen-table.ts';
import { foldGerman } from './fold.ts';

/** Compounds with "-frei" deny what they name: weizenfrei, glutenfreie, laktosefrei. */
const FREE_SUFFIX = /.(frei|free)(e|er|es|en|em)?$/;

const MEAT = new Set<AllergenId>(MEAT_ALLERGENS);
/** Allergen sets as bit masks: bit i is ALLERGEN_IDS[i]. */
export const INDEX = new Map<AllergenId, number>(ALLERGEN_IDS.map((id, i) => [id, i]));
export const ALL = ALLERGEN_IDS.reduce((mask, id) => mask | bit(id), 0);

export function bit(id: AllergenId): number {
  const index = INDEX.get(id);
  return index === undefined ? 0 : 1 << index;
}

export interface Rule {
  rule: MatchRule;
  /** The rule's allergens as a bit mask. */
  mask: number;
  /** It names a land animal: generic meat wording next to it is that animal's meat. */
  meat: boolean;
}

const RULES: readonly Rule[] = ALLERGEN_RULES.map((rule) => ({
  rule,
  mask: rule.allergens.reduce((mask, id) => mask | bit(id), 0),
  meat: rule.allergens.some((id) => MEAT.has(id)),
}));

/** What a word is, independent of its neighbours. */
export interface Word {
  folded: string;
  /** The specific rules whose stem sits in the word where the rule allows it, in rule order. */
  specific: readonly Rule[];
  /** Likewise the generic meat rules. */
  generic: readonly Rule[];
  /** The allergens of `specific` and of `generic`, as bit masks. */
  specificMask: number;
  genericMask: number;
  /** "weizenfrei", "glutenfreie": the word denies itself. */
  freeSuffix: boolean;
}

/** Whether the stem sits in the word where the rule allows it. */
function stemFits(rule: MatchRule, word: string): boolean {
  for (let at = word.indexOf(rule.stem); at !== -1; at = word.indexOf(rule.stem, at + 1)) {
    if (rule.at === 'start' && at !== 0) return false;
    const head = word.slice(0, at);
    const rest = word.slice(at + rule.stem.length);
    if (at > 0 && rule.onlyHeads && !rule.onlyHeads.some((h) => head.endsWith(h))) continue;
    if (at > 0 && rule.notHeads?.some((h) => head.endsWith(h))) continue;
    if (rule.rest && !rule.rest.test(rest)) continue;
    if (rule.notRest?.test(rest)) continue;
    return true;
  }
  return false;
}

/**
 * Words seen so far, by their spelling in the (NFC) text. Ingredient lists share a small
 * vocabulary, so this stays small; the bound only guards against unbounded odd input.
 */
const WORDS = new Map<string, Word>();
const WORD_CACHE_LIMIT = 20_000;

export function word(raw: string): Word {
  const cached = WORDS.get(raw);
  if (cached) return cached;
  const folded = foldGerman(raw);
  const specific: Rule[] = [];
  const generic: Rule[] = [];
  let specificMask = 0;
  let genericMask = 0;
  for (const r of RULES) {
    if (!stemFits(r.rule, folded)) continue;
    if (r.rule.generic) {
      generic.push(r);
      genericMask |= r.mask;
    } else {
      specific.push(r);
      specificMask |= r.mask;
    }
  }
  const info: Word = {
    folded,
    specific,
    generic,
    specificMask,
    genericMask,
    freeSuffix: FREE_SUFFIX.test(folded) && folded.length > 4,
  };
  if (WORDS.size >= WORD_CACHE_LIMIT) WORDS.clear();
  WORDS.set(raw, info);
  return info;
}
