/**
 * The fast allergen matcher must give exactly the answers of the matcher it replaced, kept verbatim
 * in allergens-oracle.ts: over every demo product, thousands of generated products and seeded
 * random ingredient texts built from the words the rules care about (stems, heads, negation,
 * generic meat wording, parentheses, umlaut and NFD spellings), for every allergen id alone, for
 * sets of them in several orders, through findAllergens and through allergenMatcher with and
 * without its cache; and resolveAllergen over the same words.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ALLERGEN_RULES } from '../../src/nutrition/allergen-rules.ts';
import { ALLERGEN_IDS, ALLERGENS, type AllergenId } from '../../src/nutrition/allergen-table.ts';
import {
  type AllergenMatch,
  allergenMatcher,
  findAllergens,
  resolveAllergen,
  resolveAllergens,
} from '../../src/nutrition/allergens.ts';
import { PRODUCTS } from '../../src/seed/data/products.ts';
import { generateProduct, mulberry32 } from '../../src/seed/generate.ts';
import { oracleFindAllergens, oracleResolveAllergen } from './allergens-oracle.ts';

const GENERATED = 3_000;
const RANDOM_TEXTS = 4_000;

/** Words that matter to some rule or to the context handling, and plain filler. */
const VOCABULARY: string[] = [
  ...new Set([
    ...ALLERGENS.flatMap((a) => [...a.names, ...a.names_en]),
    ...ALLERGEN_RULES.flatMap((r) => [
      r.stem,
      ...(r.onlyHeads ?? []).map((h) => h + r.stem),
      ...(r.notHeads ?? []).map((h) => h + r.stem),
      ...(r.notAfterWord ?? []),
      ...(r.notBeforeWord ?? []),
      ...(r.preceded ?? []),
      `${r.stem}fleisch`,
      `${r.stem}en`,
      `${r.stem}er`,
      `${r.stem}s`,
    ]),
    ...['ohne', 'kein', 'keine', 'without', 'no', 'frei', 'freie', 'free', 'von', 'from', 'vom', 'aus', 'of', 's'],
    ...['weizenfrei', 'glutenfreie', 'laktosefrei', 'getreidefrei', 'wheat-free', 'Hühnerfrei'],
    ...['Fleisch', 'tierische', 'Nebenerzeugnisse', 'pflanzliche', 'Eiweißextrakte', 'Muskelfleisch', 'Frischfleisch'],
    ...['meat', 'animal', 'derivatives', 'vegetable', 'origin', 'protein', 'extracts', 'offal', 'Innereien'],
    ...['Reis', 'Kartoffel', 'Kürbis', 'Mineralstoffe', 'Eiweiß', 'Rinde', 'Spurenelemente', 'Maische', 'davon'],
    ...['Huehnerfett', 'Kaese', 'Gefluegel', 'Hühnerleber'.normalize('NFD'), 'Lämmer', 'Schaf\u0301e', 'İlk'],
  ]),
];
const GAPS = [
  ' ',
  ' ',
  ', ',
  ', ',
  ' (',
  ') ',
  ', ',
  '-',
  ' - ',
  ' – ',
  "'",
  '’',
  ' / ',
  '/',
  ' [',
  '] ',
  ' 4 % ',
  '; ',
  ' (',
];

const pick = <T>(rnd: () => number, items: readonly T[]): T => items[Math.floor(rnd() * items.length)] as T;

const FREE = ['frei', 'freie', 'free'];
const FROM = ['von', 'from'];
const NEGATORS = ['ohne', 'kein', 'keine', 'without', 'no'];
const OF = ['vom', 'von', 'aus', 'from', 'of'];
const ANIMALS = ['Huhn', 'Rind', 'Lamm', 'chicken', 'beef', 'Pute', 'Ente', 'Wild', 'Pferd', 'Kaninchen', 'Schwein'];
const GENERIC = ['Fleisch', 'Muskelfleisch', 'Frischfleisch', 'tierische Nebenerzeugnisse', 'meat', 'Innereien'];
/** A rule's stem with a word that must not follow it (lamb + lettuce) or precede it (peanut + butter). */
const BEFORE_WORD = ALLERGEN_RULES.flatMap((r) => (r.notBeforeWord ?? []).map((w) => [r.stem, w] as const));
const AFTER_WORD = ALLERGEN_RULES.flatMap((r) => (r.notAfterWord ?? []).map((w) => [w, r.stem] as const));
const PHRASES = ALLERGEN_RULES.flatMap((r) => (r.preceded ? [[...r.preceded, r.stem]] : []));
const TIGHT_GAPS = [' ', ' ', '-', "'", '’', ' – ', ', ', ' ('];

/** A random word, sometimes upper case, capitalised, decomposed (NFD) or compounded with another. */
function randomWord(rnd: () => number): string {
  let word = pick(rnd, VOCABULARY);
  const shape = rnd();
  if (shape < 0.15) word = word.toUpperCase();
  else if (shape < 0.3) word = word.charAt(0).toUpperCase() + word.slice(1);
  else if (shape < 0.35) word = word.normalize('NFD');
  // a compound of two words now and then: Wildschweinfleisch, Hühnereiweiß
  if (rnd() < 0.15) word += pick(rnd, VOCABULARY).toLowerCase();
  return word;
}

/** The constructions the context rules are about, with their words drawn at random. */
const FRAGMENTS: ((rnd: () => number) => string)[] = [
  (r) => `${pick(r, FREE)} ${pick(r, FROM)} ${randomWord(r)}`, // frei von Weizen
  (r) => `${randomWord(r)}${pick(r, TIGHT_GAPS)}${pick(r, FREE)}`, // Weizen-frei, wheat free
  (r) => `${randomWord(r)} ${pick(r, FREE)} ${pick(r, FROM)} ${randomWord(r)}`, // "frei" opening "frei von"
  (r) => `${pick(r, NEGATORS)} ${randomWord(r)}`,
  (r) => pick(r, BEFORE_WORD).join(pick(r, ["'s ", '’s ', "'s, ", ' s ', ' ', '-', ', ', ' ('])), // lamb's lettuce
  (r) => pick(r, AFTER_WORD).join(pick(r, TIGHT_GAPS)), // peanut butter, peanut, butter
  (r) => `${pick(r, GENERIC)} ${pick(r, OF)}${pick(r, [' ', ', ', ' - '])}${pick(r, ANIMALS)}`, // Muskelfleisch vom Rind
  (r) => `${pick(r, ANIMALS)}${pick(r, [' (', ' [', ' / ', '-', ' ', ', ', ' ('])}${pick(r, GENERIC)}`, // Huhn (Fleisch
  (r) => `${pick(r, ANIMALS)} (${randomWord(r)}, ${pick(r, GENERIC)}) ${pick(r, GENERIC)}`, // inside and after
  (r) => `${pick(r, NEGATORS)} ${pick(r, ANIMALS)}${pick(r, [' ', ' (', '-'])}${pick(r, GENERIC)}`, // ohne Huhn Fleisch
  (r) => `${pick(r, ANIMALS)}${pick(r, ['-', ' '])}${pick(r, FREE)} ${pick(r, GENERIC)}`,
  (r) => pick(r, PHRASES).join(pick(r, TIGHT_GAPS)), // pflanzliche Nebenerzeugnisse, split by punctuation or not
];

function randomText(rnd: () => number): string {
  const fragments = 1 + Math.floor(rnd() * 6);
  let text = rnd() < 0.2 ? '(' : '';
  for (let i = 0; i < fragments; i++) {
    if (i > 0) text += pick(rnd, GAPS);
    text += rnd() < 0.5 ? randomWord(rnd) : pick(rnd, FRAGMENTS)(rnd);
  }
  return rnd() < 0.1 ? text.toUpperCase() : text;
}

const rnd = mulberry32(20_240_611);
const demoTexts = PRODUCTS.map((p) => p.ingredients);
const generatedTexts = Array.from({ length: GENERATED }, (_, i) => generateProduct(i + 1).ingredients);
const randomTexts = Array.from({ length: RANDOM_TEXTS }, () => randomText(rnd));
const names = ALLERGENS.flatMap((a) => [...a.names, ...a.names_en]);
const ALL_TEXTS = [...demoTexts, ...generatedTexts, ...randomTexts, ...names];

/** The oracle's answer for `ids`: its answer for all allergens, in the order asked (it scans all anyway). */
function expected(all: readonly AllergenMatch[], ids: readonly AllergenId[]): AllergenMatch[] {
  return [...new Set(ids)].flatMap((id) => all.filter((m) => m.allergen === id));
}

const SETS: AllergenId[][] = [
  ['chicken'],
  ['chicken', 'wheat'],
  ['wheat', 'chicken'],
  ['dairy', 'wheat', 'fish', 'corn'],
  ['corn', 'beef', 'beef', 'lamb'],
  ['chicken', 'turkey', 'duck'],
  ['beef', 'lamb', 'pork', 'venison', 'horse', 'rabbit'],
  [...ALLERGEN_IDS].reverse(),
  [],
];

test('the oracle itself depends on the set asked only by filtering (checked on the demo products)', () => {
  for (const text of demoTexts) {
    const all = oracleFindAllergens(text);
    for (const id of ALLERGEN_IDS) assert.deepEqual(oracleFindAllergens(text, [id]), expected(all, [id]), text);
    for (const ids of SETS) assert.deepEqual(oracleFindAllergens(text, ids), expected(all, ids), text);
  }
});

test('findAllergens = the old matcher for every allergen id and several sets, on all texts', () => {
  let hits = 0;
  for (const text of ALL_TEXTS) {
    const all = oracleFindAllergens(text);
    hits += all.length;
    assert.deepEqual(findAllergens(text), all, text);
    for (const id of ALLERGEN_IDS) assert.deepEqual(findAllergens(text, [id]), expected(all, [id]), `${id}: ${text}`);
    for (const ids of SETS) assert.deepEqual(findAllergens(text, ids), expected(all, ids), `${ids}: ${text}`);
  }
  // The corpus exercises the rules: many texts hit, with both certainties.
  assert.ok(hits > ALL_TEXTS.length, `${hits} hits`);
});

test('allergenMatcher with and without its cache = the old matcher, also for repeated texts', () => {
  const catalog = [...ALL_TEXTS, ...ALL_TEXTS.slice(0, 500), ...demoTexts];
  const oracle = new Map(ALL_TEXTS.map((text) => [text, oracleFindAllergens(text)]));
  for (const ids of [...SETS, ...ALLERGEN_IDS.map((id) => [id])]) {
    const cached = allergenMatcher(ids);
    const uncached = allergenMatcher(ids, { cache: false });
    for (const text of catalog) {
      const want = expected(oracle.get(text) ?? [], ids);
      const first = cached(text);
      assert.deepEqual(first, want, `${ids}: ${text}`);
      assert.deepEqual(uncached(text), want, `${ids}: ${text}`);
      // a cached answer is a fresh copy: changing it changes nothing for the next product
      for (const match of first) match.matched = 'changed';
      first.push({ allergen: 'egg', certainty: 'contains', matched: 'x' });
      assert.deepEqual(cached(text), want, `${ids} (again): ${text}`);
    }
  }
});

test('resolveAllergen = the old one on every name, rule word and random text', () => {
  const inputs = [...names, ...VOCABULARY, ...randomTexts.slice(0, 1_500), ...ALLERGEN_IDS, '', 'kein Huhn'];
  for (const input of inputs) assert.deepEqual(resolveAllergen(input), oracleResolveAllergen(input), input);
  assert.deepEqual(resolveAllergens(['Huhn', 'Fleisch', 'Getreide', 'xyz']), {
    ids: ['chicken', 'wheat', 'corn'],
    unknown: ['Fleisch', 'xyz'],
  });
});

test('answers stay the same when the word cache overflows and is cleared', () => {
  const letters = 'abcdefghijklmnopqrstuvwxyzäöüß';
  const junk = mulberry32(7);
  for (let i = 0; i < 25_000; i++) {
    let word = '';
    for (let k = 0; k < 8; k++) word += letters.charAt(Math.floor(junk() * letters.length));
    findAllergens(`${word} ${i.toString(36)}`);
  }
  for (const text of [...demoTexts, ...randomTexts.slice(0, 500)]) {
    assert.deepEqual(findAllergens(text), oracleFindAllergens(text), text);
  }
});
