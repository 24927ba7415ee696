/**
 * recommend_food and allergies, property-style: for every allergen group, asked by each of its
 * German and English names (docs/nutrition.md#allergens), for dogs and cats and every preference,
 * no recommended product may contain the allergen under any name, and every product left out must
 * be listed in `excluded` with its reason.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type AllergenId, allergenById, findAllergens, resolveAllergen } from '../../src/nutrition/index.ts';
import { PRODUCTS } from '../../src/seed/data/products.ts';
import { appWithToken } from '../helpers/app.ts';
import { recommendWith } from './read-recommend-shared.ts';

const { t, key } = await appWithToken('read');

const recommend = (parameters: Record<string, unknown>) => recommendWith(t, key, parameters);

/** The allergen names of docs/nutrition.md#allergens, as a user would type them. */
const ASKED_AS: Record<string, { id: AllergenId; names: string[] }> = {
  chicken: {
    id: 'chicken',
    names: [
      'Huhn',
      'Hühnchen',
      'Hähnchen',
      'Hühnerfleisch',
      'Hühnerherz',
      'Hühnerleber',
      'Hühnermagen',
      'Hühnerfett',
      'Hühnerbrühe',
      'Geflügel',
      'Geflügelfleisch',
      'Geflügelmehl',
      'Geflügelfett',
      'chicken',
      'poultry',
      'chicken fat',
      'poultry meal',
    ],
  },
  beef: {
    id: 'beef',
    names: [
      'Rind',
      'Rindfleisch',
      'Rinderherz',
      'Rinderleber',
      'Rinderfett',
      'Pansen',
      'Blättermagen',
      'Kalb',
      'Talg',
      'beef',
      'bovine',
      'veal',
      'tripe',
    ],
  },
  dairy: {
    id: 'dairy',
    names: [
      'Milch',
      'Milchpulver',
      'Molke',
      'Käse',
      'Joghurt',
      'Quark',
      'Laktose',
      'Milchzucker',
      'Kasein',
      'milk',
      'whey',
      'cheese',
      'lactose',
      'casein',
      'dairy',
    ],
  },
  wheat: {
    id: 'wheat',
    names: [
      'Weizen',
      'Weizenmehl',
      'Weizenkleie',
      'Weizengluten',
      'Dinkel',
      'Grieß',
      'wheat',
      'gluten',
      'spelt',
      'semolina',
    ],
  },
  soy: { id: 'soy', names: ['Soja', 'Sojaprotein', 'Sojamehl', 'Sojaöl', 'Sojalecithin', 'soy', 'soya'] },
  egg: { id: 'egg', names: ['Ei', 'Vollei', 'Eipulver', 'Trockenei', 'Eigelb', 'egg', 'dried egg'] },
  lamb: { id: 'lamb', names: ['Lamm', 'Schaf', 'Hammel', 'lamb', 'mutton'] },
  fish: {
    id: 'fish',
    names: [
      'Fisch',
      'Lachs',
      'Forelle',
      'Hering',
      'Thunfisch',
      'Kabeljau',
      'Seelachs',
      'Fischmehl',
      'Fischöl',
      'Lachsöl',
      'fish',
      'salmon',
      'trout',
      'herring',
      'tuna',
      'cod',
      'pollock',
      'fish oil',
    ],
  },
};

/**
 * A second, deliberately plain check beside the nutrition module's matcher: the folded words of the
 * ingredient list against a list of names. Names of five letters or more may sit anywhere in a word
 * (Magermilchpulver, Thunfisch); four-letter names at the start or end of a compound (Hühnerbrühe,
 * Hüttenkäse, Eierschalenpulver — but not the "eier" inside Molkereierzeugnisse); shorter ones must
 * be the whole word (Ei, not Reis).
 */
const PLAIN_NAMES: Record<string, string[]> = {
  chicken: ['huhn', 'huhnchen', 'hahnchen', 'huhner', 'geflugel', 'chicken', 'poultry'],
  beef: ['rind', 'rinder', 'pansen', 'blattermagen', 'kalb', 'talg', 'beef', 'bovine', 'veal', 'tripe'],
  dairy: [
    'milch',
    'molke',
    'kase',
    'joghurt',
    'quark',
    'laktose',
    'kasein',
    'milk',
    'whey',
    'cheese',
    'lactose',
    'casein',
    'dairy',
  ],
  wheat: ['weizen', 'dinkel', 'griess', 'gluten', 'wheat', 'spelt', 'semolina'],
  soy: ['soja', 'soy', 'soya'],
  egg: ['ei', 'eier', 'vollei', 'eipulver', 'trockenei', 'eigelb', 'egg'],
  lamb: ['lamm', 'schaf', 'hammel', 'lamb', 'mutton'],
  fish: [
    'fisch',
    'lachs',
    'forelle',
    'hering',
    'thunfisch',
    'kabeljau',
    'seelachs',
    'fish',
    'salmon',
    'trout',
    'herring',
    'tuna',
    'cod',
    'pollock',
  ],
};

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ß/g, 'ss');

function plainHits(ingredients: string, group: string): string[] {
  const words = fold(ingredients).match(/\p{L}+/gu) ?? [];
  const names = PLAIN_NAMES[group]!;
  const hit = (word: string, name: string) =>
    word === name ||
    (name.length >= 5 && word.includes(name)) ||
    (name.length === 4 && (word.startsWith(name) || word.endsWith(name)));
  return words.filter((word) => names.some((name) => hit(word, name)));
}

const FOOD_CATEGORY: Record<string, string[]> = {
  wet: ['nassfutter'],
  dry: ['trockenfutter'],
  mixed: ['nassfutter', 'trockenfutter'],
  any: ['nassfutter', 'trockenfutter'],
};

/** Active foods of the demo catalog for a species and preference, from the seed data itself. */
function foodsFor(species: 'DOG' | 'CAT', preference: string) {
  return PRODUCTS.filter(
    (p) =>
      p.is_active && FOOD_CATEGORY[preference]!.includes(p.category) && (p.species === species || p.species === 'BOTH'),
  );
}

describe('recommend_food: allergies (property over every allergen name)', () => {
  for (const [group, { id, names }] of Object.entries(ASKED_AS)) {
    test(`${group}: asked as ${names.length} German and English names`, async () => {
      const allergen = allergenById(id);
      for (const name of names) {
        for (const species of ['DOG', 'CAT'] as const) {
          for (const preference of ['wet', 'dry', 'mixed', 'any']) {
            const where = `${name} / ${species} / ${preference}`;
            const result = await recommend({
              species,
              allergies: [name],
              limit: 10,
              weight_kg: species === 'DOG' ? 12 : 4,
              ...(preference === 'any' ? {} : { preference }),
            });
            assert.deepEqual(result.unknown_allergies, [], `${where}: the name must be understood`);

            for (const rec of result.recommendations) {
              const found = findAllergens(rec.product.ingredients, [id]);
              assert.deepEqual(found, [], `${where}: ${rec.product.slug} contains ${group} (matcher)`);
              assert.deepEqual(
                plainHits(rec.product.ingredients, group),
                [],
                `${where}: ${rec.product.slug} (plain names)`,
              );
              assert.ok(FOOD_CATEGORY[preference]!.includes(rec.product.category), `${where}: ${rec.product.category}`);
              assert.ok([species, 'BOTH'].includes(rec.product.species));
              assert.ok(
                rec.reasons.some((r) => r.de.includes(allergen.name) && r.en.includes(allergen.name_en)),
                where,
              );
            }

            // Every food with the allergen (for "Geflügel"/"poultry" also turkey and duck) is excluded,
            // with each allergen found named in both languages.
            const ids = resolveAllergen(name) ?? [];
            assert.ok(ids.includes(id), `${where}: resolves to ${ids.join(', ')}`);
            const pool = foodsFor(species, preference);
            const expected = pool.filter((p) => findAllergens(p.ingredients, ids).length > 0).map((p) => p.slug);
            assert.ok(
              pool.filter((p) => findAllergens(p.ingredients, [id]).length > 0).every((p) => expected.includes(p.slug)),
            );
            assert.deepEqual(new Set(result.excluded.map((e) => e.slug)), new Set(expected), where);
            for (const excluded of result.excluded) {
              assert.ok(excluded.allergens.length > 0, `${where}: ${excluded.slug}`);
              for (const found of excluded.allergens) {
                assert.ok(ids.includes(found.allergen as AllergenId), `${where}: ${excluded.slug} ${found.allergen}`);
                const named = allergenById(found.allergen as AllergenId);
                assert.ok(excluded.reason.includes(named.name), `${where}: ${excluded.reason}`);
                assert.ok(excluded.reason_en.includes(named.name_en), `${where}: ${excluded.reason_en}`);
              }
            }
            // The plain names never find the allergen in a food the tool kept.
            const kept = pool.filter((p) => !expected.includes(p.slug));
            for (const p of kept) assert.deepEqual(plainHits(p.ingredients, group), [], `${where}: ${p.slug}`);
            // Nothing else is lost: without an age no product is left out for another reason.
            const shown = new Set(result.recommendations.map((r) => r.product.slug));
            if (preference !== 'mixed' && kept.length <= 10) {
              assert.deepEqual(shown, new Set(kept.map((p) => p.slug)), where);
            }
          }
        }
      }
    });
  }

  test('several allergies at once, and words that name no allergen are reported', async () => {
    const result = await recommend({
      species: 'DOG',
      allergies: ['Huhn', 'beef', 'Schokolade', 'Getreide'],
      limit: 10,
    });
    assert.deepEqual(result.unknown_allergies, ['Schokolade']);
    for (const rec of result.recommendations) {
      assert.deepEqual(findAllergens(rec.product.ingredients, ['chicken', 'beef', 'wheat', 'corn']), []);
    }
    // "Getreide" is the EU category: the grain food is excluded as may-contain.
    const grain = result.excluded.find((e) => e.slug === 'klassik-rind-und-getreide-trockenfutter');
    assert.ok(grain);
  });

  test('EU category wording counts as may contain: the poultry cat food is out for a beef allergy', async () => {
    // adult-gefluegel-vital-trockenfutter-katze declares "Fleisch und tierische Nebenerzeugnisse (davon 4 % Huhn)".
    const result = await recommend({ species: 'CAT', allergies: ['Rind'], preference: 'dry', limit: 10 });
    const entry = result.excluded.find((e) => e.slug === 'adult-gefluegel-vital-trockenfutter-katze');
    assert.ok(entry, JSON.stringify(result.excluded));
    assert.match(entry.reason, /kann Rind enthalten/);
  });
});
