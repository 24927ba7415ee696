/**
 * recommend_food over POST /api/mcp. The allergy test is property-style: for every allergen group,
 * asked by each of its German and English names (NUTRITION.md), for dogs and cats and every
 * preference, no recommended product may contain the allergen under any name, and every product
 * left out must be listed in `excluded` with its reason.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bodyAjv } from '../../src/http/validation.ts';
import { type AllergenId, allergenById, findAllergens, resolveAllergen } from '../../src/nutrition/index.ts';
import { PRODUCTS } from '../../src/seed/data/products.ts';
import { findTool } from '../../src/tools/index.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let key: string;

before(async () => {
  t = await createTestApp({ rateLimitPerMinute: 1_000_000 });
  key = await t.token('read');
});
after(() => t.close());

const validateOutput = bodyAjv.compile(findTool('recommend_food')!.output);

interface Rec {
  product: { slug: string; category: string; ingredients: string; species: string; line: string; tags: string[] };
  reasons: { de: string; en: string; points: number }[];
  daily_grams: { min: number; max: number; recommended: number } | null;
  kcal_per_day: number | null;
  share: number;
  paired_with: string | null;
}
interface Result {
  life_stage: { stage: string; reason: string; reason_en: string } | null;
  recommendations: Rec[];
  excluded: { slug: string; reason: string; reason_en: string; allergens: { allergen: string }[] }[];
  unknown_allergies: string[];
}

async function call(parameters: unknown, apiKey = key) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/mcp',
    headers: { 'x-api-key': apiKey },
    payload: { tool: 'recommend_food', parameters },
  });
  return { status: res.statusCode, body: res.json() };
}

async function recommend(parameters: Record<string, unknown>): Promise<Result> {
  const { status, body } = await call(parameters);
  assert.equal(status, 200, JSON.stringify(body));
  assert.ok(validateOutput(body.result), JSON.stringify(validateOutput.errors));
  return body.result;
}

/** The allergen names of NUTRITION.md's table, as a user would type them. */
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

describe('recommend_food: preferences, life stages and amounts', () => {
  test('wet → only Nassfutter, dry → only Trockenfutter, each as the only food with its feeding-guide amount', async () => {
    for (const [preference, category] of [
      ['wet', 'nassfutter'],
      ['dry', 'trockenfutter'],
    ] as const) {
      const result = await recommend({ species: 'DOG', preference, weight_kg: 15, limit: 10 });
      assert.ok(result.recommendations.length > 0);
      for (const rec of result.recommendations) {
        assert.equal(rec.product.category, category);
        assert.equal(rec.share, 1);
        assert.equal(rec.paired_with, null);
        // The amount is the one get_feeding_guide gives for this product and weight.
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/mcp',
          headers: { 'x-api-key': key },
          payload: {
            tool: 'get_feeding_guide',
            parameters: { product_slug: rec.product.slug, weight_kg: 15, species: 'DOG' },
          },
        });
        assert.deepEqual(rec.daily_grams, res.json().result.daily_grams, rec.product.slug);
      }
    }
  });

  test('mixed → wet/dry pairs sharing the day’s energy (wet_share 0.3)', async () => {
    // Adult dog 12 kg, moderate activity: 110 × 12^0.75 = 110 × 6.4474 = 709.2 kcal a day,
    // 30 % = 212.8 kcal from the wet food and 70 % = 496.4 kcal from the dry food.
    const result = await recommend({ species: 'DOG', preference: 'mixed', weight_kg: 12, wet_share: 0.3, limit: 3 });
    assert.equal(result.recommendations.length, 6);
    for (let i = 0; i < result.recommendations.length; i += 2) {
      const wet = result.recommendations[i]!;
      const dry = result.recommendations[i + 1]!;
      assert.equal(wet.product.category, 'nassfutter');
      assert.equal(dry.product.category, 'trockenfutter');
      assert.equal(wet.paired_with, dry.product.slug);
      assert.equal(dry.paired_with, wet.product.slug);
      assert.equal(wet.share, 0.3);
      assert.equal(dry.share, 0.7);
      assert.equal(wet.kcal_per_day, 213);
      assert.equal(dry.kcal_per_day, 496);
      assert.ok(wet.daily_grams && dry.daily_grams);
    }
  });

  test('no weight → no amounts; the limit holds', async () => {
    const result = await recommend({ species: 'CAT', limit: 2 });
    assert.equal(result.recommendations.length, 2);
    for (const rec of result.recommendations) {
      assert.equal(rec.daily_grams, null);
      assert.equal(rec.kcal_per_day, null);
    }
    assert.equal(result.life_stage, null);
    const byDefault = await recommend({ species: 'CAT' });
    assert.equal(byDefault.recommendations.length, 5);
  });

  test('a puppy gets junior food first; a grown dog never gets it and is told why', async () => {
    const puppy = await recommend({ species: 'DOG', age_months: 4, weight_kg: 8, expected_adult_weight_kg: 30 });
    assert.equal(puppy.life_stage?.stage, 'junior');
    const first = puppy.recommendations[0]!.product;
    assert.ok(first.line === 'junior' || first.tags.includes('welpe'), first.slug);

    const adult = await recommend({ species: 'DOG', age_months: 36, weight_kg: 20, limit: 10 });
    assert.equal(adult.life_stage?.stage, 'adult');
    const juniors = PRODUCTS.filter(
      (p) =>
        p.is_active &&
        ['nassfutter', 'trockenfutter'].includes(p.category) &&
        p.species === 'DOG' &&
        p.line === 'junior',
    ).map((p) => p.slug);
    for (const slug of juniors) {
      const entry = adult.excluded.find((e) => e.slug === slug);
      assert.ok(entry, slug);
      assert.match(entry.reason_en, /junior food/);
    }
    assert.ok(!adult.recommendations.some((r) => juniors.includes(r.product.slug)));
  });

  test('a kitten and a senior cat', async () => {
    const kitten = await recommend({ species: 'CAT', age_months: 5 });
    assert.equal(kitten.life_stage?.stage, 'kitten');
    assert.ok(kitten.recommendations[0]!.product.tags.includes('kitten'));
    const senior = await recommend({ species: 'CAT', age_months: 150 });
    assert.equal(senior.life_stage?.stage, 'senior');
    // Both senior recipes are among the five, each with the senior reason (the score weighs them
    // against monoprotein, grain-free, bestseller and rating points: see nutrition/recommend-score.ts).
    const seniors = senior.recommendations.filter((r) => r.product.tags.includes('senior'));
    assert.equal(seniors.length, 2);
    for (const r of seniors) assert.ok(r.reasons.some((reason) => reason.en === 'senior recipe for older animals'));
  });

  test('recommended products are full catalog products', async () => {
    const result = await recommend({ species: 'DOG', preference: 'wet', limit: 1 });
    const slug = result.recommendations[0]!.product.slug;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mcp',
      headers: { 'x-api-key': key },
      payload: { tool: 'search_products', parameters: { species: 'DOG', category: 'nassfutter', limit: 50 } },
    });
    const listed = res.json().result.products.find((p: { slug: string }) => p.slug === slug);
    assert.deepEqual(result.recommendations[0]!.product, listed);
  });
});

describe('recommend_food: parameter validation', () => {
  test('each invalid parameter → 400 invalid_parameters naming it', async () => {
    const cases: [unknown, string][] = [
      [{}, 'parameters.species'],
      [{ species: 'BOTH' }, 'parameters.species'],
      [{ species: 'dog' }, 'parameters.species'],
      [{ species: 'DOG', age_months: -2 }, 'parameters.age_months'],
      [{ species: 'DOG', weight_kg: 0 }, 'parameters.weight_kg'],
      [{ species: 'DOG', weight_kg: 101 }, 'parameters.weight_kg'],
      [{ species: 'DOG', allergies: 'Huhn' }, 'parameters.allergies'],
      [{ species: 'DOG', allergies: Array.from({ length: 21 }, (_, i) => `a${i}`) }, 'parameters.allergies'],
      [{ species: 'DOG', allergies: ['x'.repeat(61)] }, 'parameters.allergies[0]'],
      [{ species: 'DOG', allergies: [''] }, 'parameters.allergies[0]'],
      [{ species: 'DOG', preference: 'raw' }, 'parameters.preference'],
      [{ species: 'DOG', limit: 11 }, 'parameters.limit'],
      [{ species: 'DOG', limit: 0 }, 'parameters.limit'],
      [{ species: 'DOG', wet_share: 1 }, 'parameters.wet_share'],
      [{ species: 'DOG', breed: 'Dackel' }, 'parameters.breed'],
    ];
    for (const [parameters, path] of cases) {
      const { status, body } = await call(parameters);
      assert.equal(status, 400, JSON.stringify(parameters));
      assert.equal(body.code, 'invalid_parameters');
      assert.ok(
        body.errors.some((e: { path: string }) => e.path === path),
        `${JSON.stringify(parameters)}: ${JSON.stringify(body.errors)} should name ${path}`,
      );
    }
  });

  test('20 allergies are accepted; needs products:read', async () => {
    const twenty = Array.from({ length: 20 }, (_, i) => (i % 2 ? 'Huhn' : 'beef'));
    const result = await recommend({ species: 'DOG', allergies: twenty });
    assert.deepEqual(result.unknown_allergies, []);
    const glossaryOnly = await t.token('read', ['glossary:read']);
    assert.equal((await call({ species: 'DOG' }, glossaryOnly)).status, 403);
  });
});
