/**
 * The bilingual concept map (src/search/concepts.ts) and query understanding: every form names its
 * own concept, every attribute exists in the catalog's vocabularies, every tag the demo shop uses
 * has a concept, and German and English queries, phrases, compounds, typos and negations are
 * understood as the concepts they name.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CATEGORIES, LINES } from '../../src/catalog/enums.ts';
import { ALLERGEN_IDS } from '../../src/nutrition/index.ts';
import { CompoundSplitter } from '../../src/search/compounds.ts';
import { attributeTerm, CONCEPTS } from '../../src/search/concepts.ts';
import { foldChars, tokenize } from '../../src/search/normalize.ts';
import { conceptOf, understand } from '../../src/search/understand.ts';
import { PRODUCTS } from '../../src/seed/data/products.ts';

const splitter = new CompoundSplitter();
const helpers = { leaves: (word: string) => splitter.tolerantLeaves(word), known: () => false };
const read = (query: string) => {
  const u = understand(query, helpers);
  return {
    concepts: u.concepts.map((c) => c.concept.id),
    species: [...u.species],
    exclude: u.exclude.map((a) => attributeTerm(a)),
    rest: u.rest,
  };
};
const conceptsOf = (query: string) => read(query).concepts;

describe('concept map', () => {
  it('has unique ids, and every single-word form names its own concept', () => {
    assert.equal(new Set(CONCEPTS.map((c) => c.id)).size, CONCEPTS.length);
    for (const concept of CONCEPTS) {
      for (const form of concept.forms.split('|')) {
        const tokens = tokenize(foldChars(form));
        assert.ok(tokens.length > 0, `${concept.id}: empty form`);
        if (tokens.length === 1) assert.equal(conceptOf(tokens[0]!)?.id, concept.id, `${concept.id}: "${form}"`);
      }
    }
  });

  it('stands only for attributes the catalog has', () => {
    const tags = new Set(PRODUCTS.flatMap((p) => p.tags));
    for (const { id, means } of CONCEPTS) {
      assert.ok(means.length > 0, id);
      for (const a of means) {
        if ('tag' in a) assert.ok(tags.has(a.tag), `${id}: tag ${a.tag}`);
        if ('category' in a) assert.ok((CATEGORIES as readonly string[]).includes(a.category), `${id}: ${a.category}`);
        if ('line' in a) assert.ok((LINES as readonly string[]).includes(a.line), `${id}: line ${a.line}`);
        if ('protein' in a) assert.ok(ALLERGEN_IDS.includes(a.protein), `${id}: protein ${a.protein}`);
      }
    }
  });

  it('has a concept for every tag, category and line of the demo shop', () => {
    const named = new Set(CONCEPTS.flatMap((c) => c.means.map((a) => attributeTerm(a))));
    const used = [...new Set(PRODUCTS.flatMap((p) => p.tags)), ...CATEGORIES.map((c) => `~category:${c}`)].map((t) =>
      t.startsWith('~') ? t : `~tag:${t}`,
    );
    const missing = used.filter((term) => !named.has(term) && term !== '~tag:glutenfrei');
    assert.deepEqual(missing, []);
    // The lines sensitiv and vital are found through their tags and names.
    for (const line of ['pur', 'junior']) assert.ok(named.has(`~line:${line}`), line);
  });
});

describe('query understanding', () => {
  it('reads German and English forms and their variants as one concept', () => {
    for (const query of [
      'getreidefrei',
      'getreidefreies',
      'ohne Getreide',
      'grain free',
      'grain-free',
      'without grain',
    ]) {
      assert.deepEqual(conceptsOf(query), ['grain-free'], query);
    }
    for (const query of ['single protein', 'Monoprotein'])
      assert.deepEqual(conceptsOf(query), ['single-protein'], query);
    for (const query of ['lose weight', 'abnehmen', 'Übergewicht', 'light', 'weight control']) {
      assert.deepEqual(conceptsOf(query), ['weight'], query);
    }
    for (const query of ['old', 'älter', 'ältere', 'senior']) assert.deepEqual(conceptsOf(query), ['senior'], query);
    for (const query of ['sensitive stomach', 'empfindlicher Magen', 'sensitiv']) {
      assert.deepEqual(conceptsOf(query), ['sensitive'], query);
    }
    assert.deepEqual(conceptsOf('skin and coat'), ['skin-coat']);
    assert.deepEqual(conceptsOf('Zahnpflege'), ['teeth']);
    assert.deepEqual(conceptsOf('allergisch'), ['allergy']);
    assert.deepEqual(conceptsOf('Lachs salmon'), ['fish']);
  });

  it('turns a species into a filter, also through a life stage', () => {
    assert.deepEqual(read('Hund'), { concepts: [], species: ['DOG'], exclude: [], rest: [] });
    assert.deepEqual(read('puppy'), { concepts: ['puppy'], species: ['DOG'], exclude: [], rest: [] });
    assert.deepEqual(read('Welpe').species, ['DOG']);
    assert.deepEqual(read('kitten').species, ['CAT']);
    assert.deepEqual(read('junior').species, []);
  });

  it('splits compounds into concepts: the head …futter means food', () => {
    assert.deepEqual(read('Hundefutter'), { concepts: ['food'], species: ['DOG'], exclude: [], rest: [] });
    assert.deepEqual(read('Welpenfutter').concepts, ['puppy', 'food']);
    assert.deepEqual(read('Katzenleckerli'), { concepts: ['treats'], species: ['CAT'], exclude: [], rest: [] });
    assert.deepEqual(read('dog food').concepts, ['food']);
    // A compound with a part that is no concept stays a word.
    assert.deepEqual(read('Lachsöl').rest, ['lachsol']);
  });

  it('forgives a typo inside a compound and keeps its species', () => {
    assert.deepEqual(read('Hundefuter'), { concepts: ['food'], species: ['DOG'], exclude: [], rest: [] });
    assert.deepEqual(read('Katzenfuter').species, ['CAT']);
    assert.deepEqual(read('Trockenfuter').concepts, ['dry-food', 'food']);
    assert.deepEqual(conceptsOf('senstive'), ['sensitive']);
    assert.deepEqual(conceptsOf('getreidefrai'), ['grain-free']);
  });

  it('reads sentences as concepts plus leftover words', () => {
    const sentence = read('was kann ich meinem Hund mit empfindlicher Verdauung geben');
    assert.deepEqual(sentence.concepts, ['sensitive']);
    assert.deepEqual(sentence.species, ['DOG']);
    const english = read('what can I give my old dog for his joints');
    assert.deepEqual(english.concepts, ['senior', 'joints']);
    assert.deepEqual(english.species, ['DOG']);
    // 'has' is a stop word, not the German stem of 'Hase'.
    assert.deepEqual(read('my cat has a sensitive stomach').concepts, ['sensitive']);
  });

  it('negates a concept after ohne, without, kein, frei von, or before -free / -frei', () => {
    for (const query of [
      'ohne Huhn',
      'without chicken',
      'kein Huhn',
      'chicken-free',
      'chicken free',
      'hühnerfrei',
      'frei von Huhn',
    ]) {
      const u = read(query);
      assert.deepEqual(u.exclude, ['~protein:chicken'], query);
      assert.deepEqual(u.concepts, [], query);
    }
    assert.deepEqual(read('ohne Huhn und Rind').exclude, ['~protein:chicken', '~protein:beef']);
    assert.deepEqual(read('without any chicken').exclude, ['~protein:chicken']);
    // The negation ends with its concept: the next one is wanted.
    const u = read('ohne Huhn Nassfutter');
    assert.deepEqual(u.exclude, ['~protein:chicken']);
    assert.deepEqual(u.concepts, ['wet-food']);
    // "ohne Getreide" is a concept of its own (grain-free), not a negation.
    assert.deepEqual(read('Katzenfutter ohne Getreide').exclude, []);
  });
});
