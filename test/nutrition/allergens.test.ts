import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ALLERGEN_RULES } from '../../src/nutrition/allergen-rules.ts';
import { foldGerman } from '../../src/nutrition/fold.ts';
import {
  ALLERGEN_IDS,
  ALLERGENS,
  type AllergenId,
  findAllergens,
  resolveAllergen,
  resolveAllergens,
} from '../../src/nutrition/index.ts';

/** The allergens found in a text, as `id:certainty`, sorted. */
function found(text: string): string[] {
  return findAllergens(text)
    .map((m) => `${m.allergen}:${m.certainty}`)
    .sort();
}
const containsOnly = (...ids: AllergenId[]) => ids.map((id) => `${id}:contains`).sort();

test('every German and English name of the allergen table is found as "contains" and resolved', () => {
  for (const allergen of ALLERGENS) {
    for (const name of [...allergen.names, ...allergen.names_en]) {
      const match = findAllergens(name, [allergen.id])[0];
      assert.equal(match?.certainty, 'contains', `${name} → ${allergen.id}`);
      assert.equal(match?.matched.length > 0, true);
      assert.ok(resolveAllergen(name)?.includes(allergen.id), `resolveAllergen(${name})`);
    }
  }
});

test('the allergen ids themselves resolve (English names)', () => {
  for (const id of ALLERGEN_IDS) assert.ok(resolveAllergen(id)?.includes(id), id);
});

test('German compounds anywhere in a word', () => {
  assert.deepEqual(found('Hühnerherz'), containsOnly('chicken'));
  assert.deepEqual(found('Rinderpansen'), containsOnly('beef'));
  assert.deepEqual(found('Putenfleisch'), containsOnly('turkey'));
  assert.deepEqual(found('Lachsöl'), containsOnly('fish'));
  assert.deepEqual(found('Molkenpulver'), containsOnly('dairy'));
  assert.deepEqual(found('Weizenkleie'), containsOnly('wheat'));
  assert.deepEqual(found('Magermilchpulver'), containsOnly('dairy'));
  assert.deepEqual(found('Hüttenkäse'), containsOnly('dairy'));
  assert.deepEqual(found('Trockenvollei'), containsOnly('egg'));
  assert.deepEqual(found('Hartweizengrieß'), containsOnly('wheat'));
  assert.deepEqual(found('Seefischmehl'), containsOnly('fish'));
  assert.deepEqual(found('Lammfleisch'), containsOnly('lamb'));
  assert.deepEqual(found('Entenbrust'), containsOnly('duck'));
  assert.deepEqual(found('Flugente'), containsOnly('duck'));
  assert.deepEqual(found('Schweineohren'), containsOnly('pork'));
  assert.deepEqual(found('Maiskleber'), containsOnly('corn'));
  assert.deepEqual(found('Maismehl'), containsOnly('corn'));
  assert.deepEqual(found('Rehrücken'), containsOnly('venison'));
  assert.deepEqual(found('Rotwild'), containsOnly('venison'));
  assert.deepEqual(found('Pferdefleisch'), containsOnly('horse'));
  assert.deepEqual(found('Kaninchenohren'), containsOnly('rabbit'));
  assert.deepEqual(found('Sojaproteinisolat'), containsOnly('soy'));
  assert.deepEqual(found('Natriumkaseinat'), containsOnly('dairy'));
  assert.deepEqual(found('Rinder-Pansen'), containsOnly('beef'));
});

test('case and umlaut spellings: Huehnchen = Hühnchen = Huhnchen, Kaese = Käse', () => {
  for (const text of ['Hühnchen', 'Huehnchen', 'Huhnchen', 'HÜHNCHEN', 'huehnchen']) {
    assert.deepEqual(found(text), containsOnly('chicken'), text);
  }
  for (const text of ['Käse', 'Kaese', 'KÄSE', 'Kase']) assert.deepEqual(found(text), containsOnly('dairy'), text);
  assert.deepEqual(found('Gefluegelmehl'), found('Geflügelmehl'));
  assert.deepEqual(found('Blaettermagen'), containsOnly('beef'));
  assert.deepEqual(found('Sojaoel'), containsOnly('soy'));
  assert.deepEqual(found('Hartweizengriess'), containsOnly('wheat'));
  // decomposed (NFD) input behaves like composed input
  assert.deepEqual(found('Hühnerleber'.normalize('NFD')), containsOnly('chicken'));
  assert.equal(foldGerman('Hühner'), foldGerman('Huehner'));
});

test('plural and inflected forms', () => {
  assert.deepEqual(found('Eier'), containsOnly('egg'));
  assert.deepEqual(found('Hühner'), containsOnly('chicken'));
  assert.deepEqual(found('Lämmer'), containsOnly('lamb'));
  assert.deepEqual(found('Kälber'), containsOnly('beef'));
  assert.deepEqual(found('Enten'), containsOnly('duck'));
  assert.deepEqual(found('Puten'), containsOnly('turkey'));
  assert.deepEqual(found('Rinder'), containsOnly('beef'));
  assert.deepEqual(found('Schafe'), containsOnly('lamb'));
  assert.deepEqual(found('Forellen'), containsOnly('fish'));
  assert.deepEqual(found('Sardinen'), containsOnly('fish'));
  assert.deepEqual(found('Rehe'), containsOnly('venison'));
  assert.deepEqual(found('eggs, sardines, rabbits'), containsOnly('egg', 'fish', 'rabbit'));
});

test('English ingredient text', () => {
  assert.deepEqual(
    found('Chicken (40 %), brown rice, beef liver, dried egg, salmon oil, wheat flour, soybean meal, whey'),
    containsOnly('chicken', 'beef', 'egg', 'fish', 'wheat', 'soy', 'dairy'),
  );
  assert.deepEqual(
    found('lamb, pork, maize, turkey, duck, venison, horse meat, rabbit'),
    containsOnly('lamb', 'pork', 'corn', 'turkey', 'duck', 'venison', 'horse', 'rabbit'),
  );
});

test('false-positive traps: Ei', () => {
  // Eiweiß means protein, not egg; Reis, Kleie, Brei, Eisen, Einkorn, Eibisch, Heidelbeeren hide "ei"
  assert.deepEqual(found('Eiweiß, Reis, Kleie, Gemüsebrei, Eisen(II)-sulfat, Eibisch, Heidelbeeren'), []);
  assert.deepEqual(found('Eiweißhydrolysat'), []);
  assert.deepEqual(found('Einkorn'), containsOnly('wheat'));
  // weizenfrei: neither egg (fr-ei) nor wheat (it says "free of wheat")
  assert.deepEqual(found('weizenfrei'), []);
  // but egg white of a hen is egg
  assert.deepEqual(found('Hühnereiweiß'), containsOnly('egg'));
});

test('false-positive traps: Rind, Mais, Ente, Pute, Lamm/Schaf, Milch, Wild, Pferd, Fisch, Hase', () => {
  assert.deepEqual(found('Weidenrinde, Rinde, Tamarindenextrakt'), []);
  assert.deepEqual(found('Maisonette, Maische'), []);
  assert.deepEqual(
    found('Zutaten: Rente, Spurenelemente, Pigmente, Fermente, Komponenten, Prozente, Enterococcus faecium'),
    [],
  );
  assert.deepEqual(found('Computer'), []);
  assert.deepEqual(found('Schafgarbe, aus kontrollierter Landwirtschaft'), []);
  assert.deepEqual(found('Milchsäurebakterien, Milchsäure, Kokosmilch, Mandelmilch'), []);
  assert.deepEqual(found('Wildreis, Wildkräuter, wilde Beeren'), []);
  assert.deepEqual(found('Wildlachs'), containsOnly('fish'));
  assert.deepEqual(found('Pferdebohnen'), []);
  assert.deepEqual(found('Tintenfisch'), []);
  assert.deepEqual(found('Haselnuss, Phase'), []);
  assert.deepEqual(found('Hirschhornsalz'), []);
  assert.deepEqual(found('Buchweizen'), []);
  assert.deepEqual(found('Truthahn'), containsOnly('turkey'));
  assert.deepEqual(found('Schafmilch'), containsOnly('dairy'));
  assert.deepEqual(found('Milchlamm'), containsOnly('lamb'));
  assert.deepEqual(found('Maisgluten'), containsOnly('corn'));
});

test('false-positive traps in English', () => {
  assert.deepEqual(found('eggplant, coconut milk, milk thistle, peanut butter, buckwheat, pigment'), []);
  assert.deepEqual(found('corned, cornflower, horseradish, horse chestnut, wild rice, shellfish, Salmonella'), []);
  assert.deepEqual(found('corn gluten meal'), containsOnly('corn'));
  assert.deepEqual(found("lamb's lettuce"), []);
});

test('EU category wording counts as may_contain (or contains where it names the allergen)', () => {
  const meat = ['chicken', 'beef', 'lamb', 'pork', 'turkey', 'duck', 'venison', 'horse', 'rabbit'];
  assert.deepEqual(found('Fleisch und tierische Nebenerzeugnisse'), meat.map((id) => `${id}:may_contain`).sort());
  assert.deepEqual(found('Getreide'), ['corn:may_contain', 'wheat:may_contain']);
  assert.deepEqual(found('Milch und Molkereierzeugnisse'), containsOnly('dairy'));
  assert.deepEqual(found('Fisch und Fischnebenerzeugnisse'), containsOnly('fish'));
  assert.deepEqual(found('Eier und Eiererzeugnisse'), containsOnly('egg'));
  assert.deepEqual(found('pflanzliche Eiweißextrakte'), ['soy:may_contain']);
  assert.deepEqual(found('pflanzliche Nebenerzeugnisse'), ['corn:may_contain', 'soy:may_contain', 'wheat:may_contain']);
  assert.deepEqual(found('Geflügel'), ['chicken:contains', 'duck:may_contain', 'turkey:may_contain']);
  // English category names
  assert.deepEqual(found('cereals'), ['corn:may_contain', 'wheat:may_contain']);
  assert.deepEqual(found('meat and animal derivatives'), meat.map((id) => `${id}:may_contain`).sort());
  assert.deepEqual(found('vegetable protein extracts'), ['soy:may_contain']);
  // matched names the category wording
  const soy = findAllergens('Reis, pflanzliche Eiweißextrakte', ['soy'])[0];
  assert.deepEqual(soy, { allergen: 'soy', certainty: 'may_contain', matched: 'Eiweißextrakte' });
  const vegetable = findAllergens('Mais, pflanzliche Nebenerzeugnisse', ['wheat'])[0];
  assert.equal(vegetable?.matched, 'pflanzliche Nebenerzeugnisse');
});

test('a named allergen beats the category; the named animal of generic meat is respected', () => {
  const text = 'Fleisch und tierische Nebenerzeugnisse (davon 4 % Huhn), Getreide';
  assert.deepEqual(findAllergens(text, ['chicken', 'beef']), [
    { allergen: 'chicken', certainty: 'contains', matched: 'Huhn' },
    { allergen: 'beef', certainty: 'may_contain', matched: 'Fleisch' },
  ]);
  // "Fleisch" that belongs to a named animal is no unnamed meat
  assert.deepEqual(found('Huhn (Fleisch, Herz, Leber), Reis'), containsOnly('chicken'));
  assert.deepEqual(found('chicken meat, rice'), containsOnly('chicken'));
  assert.deepEqual(found('Muskelfleisch vom Rind'), containsOnly('beef'));
  assert.deepEqual(
    found('Frischfleisch (Huhn 40 %)'),
    [
      ...containsOnly('chicken'),
      ...['beef', 'duck', 'horse', 'lamb', 'pork', 'rabbit', 'turkey', 'venison'].map((id) => `${id}:may_contain`),
    ].sort(),
  );
});

test('negation: "-frei", "ohne", "frei von" deny only the word they name', () => {
  assert.deepEqual(found('getreidefrei, glutenfrei, laktosefreie Rezeptur'), []);
  assert.deepEqual(found('ohne Soja, frei von Weizen, wheat-free'), []);
  assert.deepEqual(found('ohne Soja, Huhn'), containsOnly('chicken'));
  // lactose-free milk is still milk
  assert.deepEqual(found('laktosefreie Milch'), containsOnly('dairy'));
});

test('findAllergens reports only the allergens asked for, in that order, with the word as written', () => {
  assert.deepEqual(findAllergens('Rinderherz (40 %), Hühnerleber (20 %), Reis', ['chicken', 'beef', 'fish']), [
    { allergen: 'chicken', certainty: 'contains', matched: 'Hühnerleber' },
    { allergen: 'beef', certainty: 'contains', matched: 'Rinderherz' },
  ]);
  assert.deepEqual(findAllergens('Reis, Kartoffeln', ['chicken']), []);
  assert.deepEqual(findAllergens('', ['chicken']), []);
});

test('resolveAllergen maps what users type', () => {
  const cases: [string, AllergenId[] | null][] = [
    ['Huhn', ['chicken']],
    ['chicken', ['chicken']],
    ['Hühnchen', ['chicken']],
    ['Huehnchen', ['chicken']],
    ['Geflügel', ['chicken', 'turkey', 'duck']],
    ['poultry', ['chicken', 'turkey', 'duck']],
    ['Milch', ['dairy']],
    ['lactose', ['dairy']],
    ['Laktoseintoleranz', ['dairy']],
    ['Rindfleisch', ['beef']],
    ['Fisch', ['fish']],
    ['salmon', ['fish']],
    ['Getreide', ['wheat', 'corn']],
    ['Gluten', ['wheat']],
    ['Ei', ['egg']],
    ['Hühnerei', ['egg']],
    ['kein Huhn', ['chicken']],
    ['Hühnchen und Rind', ['chicken', 'beef']],
    ['Eiweiß', null],
    ['Fleisch', null],
    ['Gänseblümchen', null],
    ['', null],
  ];
  for (const [input, expected] of cases) assert.deepEqual(resolveAllergen(input), expected, input);
  assert.deepEqual(resolveAllergens(['Huhn', 'Fleisch', 'Rind', 'xyz']), {
    ids: ['chicken', 'beef'],
    unknown: ['Fleisch', 'xyz'],
  });
});

test('matching rules are written in folded form', () => {
  for (const rule of ALLERGEN_RULES) {
    assert.equal(foldGerman(rule.stem), rule.stem, rule.stem);
    for (const head of [...(rule.onlyHeads ?? []), ...(rule.notHeads ?? [])])
      assert.equal(foldGerman(head), head, head);
  }
});
