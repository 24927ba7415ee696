/**
 * The allergen matcher as it was before the fast matcher (commit 1f1daa0, src/nutrition/allergens.ts
 * and fold.ts), kept verbatim as the oracle of allergens-equivalence.test.ts and the baseline of
 * allergens.bench.ts. Only the rule data (allergen-rules.ts) is shared. Do not optimise this file.
 */
import { ALLERGEN_RULES, type Certainty, type MatchRule, MEAT_ALLERGENS } from '../../src/nutrition/allergen-rules.ts';
import { ALLERGEN_IDS, type AllergenId } from '../../src/nutrition/allergen-table.ts';

function foldGerman(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/ae|oe|ue/g, (pair) => pair.charAt(0));
}

interface AllergenMatch {
  allergen: AllergenId;
  /** 'contains': the text names it; 'may_contain': an EU category or unnamed meat/poultry could hold it. */
  certainty: Certainty;
  /** The word (or category phrase) of the text that matched, as written. */
  matched: string;
}

interface Token {
  raw: string;
  folded: string;
  start: number;
  end: number;
  /** The text between the previous word and this one: punctuation decides what belongs together. */
  gap: string;
}

interface Hit extends AllergenMatch {
  token: number;
}

/** Words that belong together: "chicken meat", "Rinder-Pansen", "lamb's lettuce". */
const CONTEXT_GAP = /^[\s\-–'’]*$/u;
/** A generic word right after an animal, possibly opening a parenthesis: "Huhn (Fleisch". */
const ATTACHED_GAP = /^[\s\-–/(]*$/u;

/** Compounds with "-frei" deny what they name: weizenfrei, glutenfreie, laktosefrei. */
const FREE_SUFFIX = /.(frei|free)(e|er|es|en|em)?$/;
const FREE_WORDS = new Set(['frei', 'freie', 'freier', 'freies', 'freien', 'free']);
const FROM_WORDS = new Set(['von', 'from']);
const NEGATORS = new Set(['ohne', 'without', 'kein', 'keine', 'keinen', 'keiner', 'keines', 'no']);
const OF_WORDS = new Set(['vom', 'von', 'aus', 'from', 'of']);

const SPECIFIC_RULES = ALLERGEN_RULES.filter((r) => !r.generic);
const GENERIC_RULES = ALLERGEN_RULES.filter((r) => r.generic);
const MEAT = new Set<AllergenId>(MEAT_ALLERGENS);

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let previousEnd = 0;
  for (const m of text.matchAll(/\p{L}+/gu)) {
    const start = m.index;
    const end = start + m[0].length;
    tokens.push({ raw: m[0], folded: foldGerman(m[0]), start, end, gap: text.slice(previousEnd, start) });
    previousEnd = end;
  }
  return tokens;
}

/**
 * Words the text explicitly denies. The scope is kept narrow on purpose — one word after "ohne",
 * "kein", "frei von", one word before "-frei" — because for an allergy a missed allergen is worse
 * than a product excluded too many.
 */
function negatedWords(tokens: readonly Token[]): boolean[] {
  const negated = tokens.map(() => false);
  tokens.forEach((token, i) => {
    if (FREE_SUFFIX.test(token.folded) && token.folded.length > 4) negated[i] = true;
    if (NEGATORS.has(token.folded) && i + 1 < tokens.length) negated[i + 1] = true;
    if (FREE_WORDS.has(token.folded)) {
      const next = tokens[i + 1];
      if (next && FROM_WORDS.has(next.folded)) {
        if (i + 2 < tokens.length) negated[i + 2] = true;
      } else if (i > 0 && CONTEXT_GAP.test(token.gap)) {
        negated[i - 1] = true; // "Weizen-frei", "wheat free"
      }
    }
  });
  return negated;
}

function previousWord(tokens: readonly Token[], i: number): string | undefined {
  const token = tokens[i];
  return token && i > 0 && CONTEXT_GAP.test(token.gap) ? tokens[i - 1]?.folded : undefined;
}

/** The next word, skipping a possessive "s" ("lamb's lettuce"). */
function nextWord(tokens: readonly Token[], i: number): string | undefined {
  let j = i + 1;
  while (tokens[j] && CONTEXT_GAP.test(tokens[j]?.gap ?? '') && tokens[j]?.folded === 's') j++;
  const next = tokens[j];
  return next && CONTEXT_GAP.test(next.gap) ? next.folded : undefined;
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

/** Index of the first word of the required phrase before word i, or -1 when it is not there. */
function phraseStart(rule: MatchRule, tokens: readonly Token[], i: number): number {
  const phrase = rule.preceded ?? [];
  let j = i;
  for (let k = phrase.length - 1; k >= 0; k--) {
    const current = tokens[j];
    const before = tokens[j - 1];
    const prefix = phrase[k];
    if (!current || !before || prefix === undefined || !CONTEXT_GAP.test(current.gap)) return -1;
    if (!before.folded.startsWith(prefix)) return -1;
    j--;
  }
  return j;
}

/** The matched text, or null when rule does not match word i. */
function matchAt(rule: MatchRule, tokens: readonly Token[], i: number, text: string): string | null {
  const token = tokens[i];
  if (!token || !stemFits(rule, token.folded)) return null;
  const before = previousWord(tokens, i);
  if (rule.notAfterWord && before !== undefined && rule.notAfterWord.includes(before)) return null;
  const after = nextWord(tokens, i);
  if (rule.notBeforeWord && after !== undefined && rule.notBeforeWord.includes(after)) return null;
  if (rule.preceded) {
    const first = phraseStart(rule, tokens, i);
    const firstToken = tokens[first];
    if (!firstToken) return null;
    return text.slice(firstToken.start, token.end);
  }
  return token.raw;
}

/** For each word, the word that opened the parenthesis it stands in ("Huhn (Fleisch, Herz)"), or -1. */
function parenthesisOwners(tokens: readonly Token[]): number[] {
  const stack: number[] = [];
  return tokens.map((token, i) => {
    for (const char of token.gap) {
      if (char === '(' || char === '[') stack.push(i - 1);
      else if ((char === ')' || char === ']') && stack.length > 0) stack.pop();
    }
    return stack.at(-1) ?? -1;
  });
}

/**
 * Generic meat wording says whose meat it is when it directly follows a named animal
 * ("chicken meat", "Huhn (Fleisch"), stands in parentheses after one ("Huhn (Herz, Fleisch)") or
 * is followed by "vom/aus/from + animal" ("Muskelfleisch vom Rind").
 */
function namesItsAnimal(tokens: readonly Token[], i: number, namedMeat: readonly boolean[], owners: number[]): boolean {
  const token = tokens[i];
  if (!token) return false;
  if (i > 0 && namedMeat[i - 1] && ATTACHED_GAP.test(token.gap)) return true;
  const owner = owners[i] ?? -1;
  if (owner >= 0 && namedMeat[owner]) return true;
  const of = tokens[i + 1];
  return !!of && OF_WORDS.has(of.folded) && CONTEXT_GAP.test(of.gap) && !!namedMeat[i + 2];
}

interface ScanOptions {
  /** Honour "ohne", "-frei" etc. Off for what a user types as an allergy ("kein Huhn" means chicken). */
  negation: boolean;
  /** Apply generic meat wording. Off for user input: "Fleisch" is no allergy we can resolve. */
  generic: boolean;
}

function scan(text: string, options: ScanOptions): Hit[] {
  const normalized = text.normalize('NFC');
  const tokens = tokenize(normalized);
  const negated = options.negation ? negatedWords(tokens) : tokens.map(() => false);
  const hits: Hit[] = [];
  const namedMeat = tokens.map(() => false);
  tokens.forEach((_, i) => {
    if (negated[i]) return;
    for (const rule of SPECIFIC_RULES) {
      const matched = matchAt(rule, tokens, i, normalized);
      if (matched === null) continue;
      for (const allergen of rule.allergens) {
        hits.push({ allergen, certainty: rule.certainty, matched, token: i });
        if (MEAT.has(allergen)) namedMeat[i] = true;
      }
    }
  });
  if (!options.generic) return hits;
  const owners = parenthesisOwners(tokens);
  tokens.forEach((_, i) => {
    if (negated[i]) return;
    for (const rule of GENERIC_RULES) {
      const matched = matchAt(rule, tokens, i, normalized);
      if (matched === null || namesItsAnimal(tokens, i, namedMeat, owners)) continue;
      for (const allergen of rule.allergens) hits.push({ allergen, certainty: rule.certainty, matched, token: i });
    }
  });
  return hits;
}

/**
 * The allergens of `allergenIds` (default: all) that an ingredient text contains or may contain,
 * one entry per allergen in the order asked. A named occurrence ('contains') wins over a category
 * ('may_contain'); among equals the first in the text.
 */
export function oracleFindAllergens(
  ingredients: string,
  allergenIds: readonly AllergenId[] = ALLERGEN_IDS,
): AllergenMatch[] {
  const hits = scan(ingredients, { negation: true, generic: true });
  const result: AllergenMatch[] = [];
  for (const id of new Set(allergenIds)) {
    const mine = hits.filter((h) => h.allergen === id).sort((a, b) => a.token - b.token);
    const best = mine.find((h) => h.certainty === 'contains') ?? mine[0];
    if (best) result.push({ allergen: id, certainty: best.certainty, matched: best.matched });
  }
  return result;
}

/** resolveAllergen as it was. */
export function oracleResolveAllergen(userInput: string): AllergenId[] | null {
  const found = new Set(scan(userInput, { negation: false, generic: false }).map((h) => h.allergen));
  const ids = ALLERGEN_IDS.filter((id) => found.has(id));
  return ids.length > 0 ? ids : null;
}
