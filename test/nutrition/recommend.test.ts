import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  ALLERGEN_IDS,
  dailyEnergyNeed,
  NutritionError,
  productEnergyDensity,
  type RecommendProfile,
  recommendFood,
  resolveAllergen,
} from '../../src/nutrition/index.ts';
import { PRODUCTS, USER_SPELLINGS } from './fixtures.ts';

const FOODS = ['nassfutter', 'trockenfutter'];
const bySlug = new Map(PRODUCTS.map((p) => [p.slug, p]));

/** Foods of the catalog a profile of this species may be offered. */
function candidates(species: 'DOG' | 'CAT') {
  return PRODUCTS.filter((p) => FOODS.includes(p.category) && (p.species === species || p.species === 'BOTH'));
}

test('property: an allergy excludes every product that names the allergen under any name, and only those', () => {
  for (const species of ['DOG', 'CAT'] as const) {
    for (const allergen of ALLERGEN_IDS) {
      for (const spelling of USER_SPELLINGS[allergen]) {
        const ids = resolveAllergen(spelling) ?? [];
        assert.ok(ids.includes(allergen), `${spelling} resolves to ${allergen}`);
        const result = recommendFood(PRODUCTS, { species, allergies: [spelling], limit: 100 });
        const excluded = new Set(result.excluded.map((e) => e.slug));
        const recommended = new Set(result.recommendations.map((r) => r.product.slug));
        for (const p of candidates(species)) {
          const holds = p.holds.some((id) => ids.includes(id));
          const where = `${species} / "${spelling}" / ${p.slug}`;
          assert.equal(excluded.has(p.slug), holds, `excluded: ${where}`);
          assert.equal(recommended.has(p.slug), !holds, `recommended: ${where}`);
        }
        assert.deepEqual(result.unknown_allergies, []);
      }
    }
  }
});

test('excluded entries name the allergen and the matched word', () => {
  const result = recommendFood(PRODUCTS, { species: 'DOG', allergies: ['Huhn'], limit: 100 });
  const chicken = result.excluded.find((e) => e.slug === 'hund-huhn-nass');
  assert.ok(chicken);
  assert.deepEqual(chicken.allergens, [{ allergen: 'chicken', certainty: 'contains', matched: 'Hühnerfleisch' }]);
  assert.match(chicken.reason, /enthält Huhn\/Geflügel \(„Hühnerfleisch“\)/);
  assert.match(chicken.reason_en, /contains chicken\/poultry \("Hühnerfleisch"\)/);
  const beef = recommendFood(PRODUCTS, { species: 'DOG', allergies: ['Rind'], limit: 100 }).excluded.find(
    (e) => e.slug === 'hund-kategorien-trocken',
  );
  assert.match(beef?.reason ?? '', /kann Rind enthalten \(„Fleisch“\)/);
});

test('unknown allergy entries are reported, not silently dropped', () => {
  const result = recommendFood(PRODUCTS, { species: 'DOG', allergies: ['Huhn', 'Fleisch', 'Gänseblümchen'] });
  assert.deepEqual(result.unknown_allergies, ['Fleisch', 'Gänseblümchen']);
});

test('only foods of the right species: DOG sees DOG and BOTH, never snacks or cat food', () => {
  const dog = recommendFood(PRODUCTS, { species: 'DOG', limit: 100 });
  const dogSlugs = dog.recommendations.map((r) => r.product.slug).sort();
  assert.deepEqual(
    dogSlugs,
    candidates('DOG')
      .map((p) => p.slug)
      .sort(),
  );
  assert.ok(!dogSlugs.includes('beide-rinderlunge-snack'));
  const cat = recommendFood(PRODUCTS, { species: 'CAT', limit: 100 });
  assert.deepEqual(cat.recommendations.map((r) => r.product.slug).sort(), [
    'beide-kaninchen-nass',
    'katze-gefluegel-trocken',
    'katze-lachs-nass',
  ]);
});

test('preference wet → only nassfutter, dry → only trockenfutter', () => {
  const wet = recommendFood(PRODUCTS, { species: 'DOG', preference: 'wet', limit: 100 });
  assert.ok(wet.recommendations.length > 0);
  assert.ok(wet.recommendations.every((r) => r.product.category === 'nassfutter'));
  const dry = recommendFood(PRODUCTS, { species: 'DOG', preference: 'dry', limit: 100 });
  assert.ok(dry.recommendations.length > 0);
  assert.ok(dry.recommendations.every((r) => r.product.category === 'trockenfutter'));
});

test('limit (default 5)', () => {
  assert.equal(recommendFood(PRODUCTS, { species: 'DOG' }).recommendations.length, 5);
  assert.equal(recommendFood(PRODUCTS, { species: 'DOG', limit: 2 }).recommendations.length, 2);
});

test('mixed: wet and dry paired, the split adds up to the daily energy', () => {
  const profile: RecommendProfile = { species: 'DOG', weight_kg: 10, preference: 'mixed', wet_share: 0.3, limit: 2 };
  const result = recommendFood(PRODUCTS, profile);
  // 2 pairs, wet then dry
  assert.deepEqual(
    result.recommendations.map((r) => r.product.category),
    ['nassfutter', 'trockenfutter', 'nassfutter', 'trockenfutter'],
  );
  // daily energy: 110 × 10^0.75 = 618.6 kcal; wet 30 % = 185.6 kcal, dry 70 % = 433.0 kcal
  const need = dailyEnergyNeed({ species: 'DOG', weight_kg: 10 }).kcal_per_day;
  assert.equal(need, 618.6);
  for (let i = 0; i < result.recommendations.length; i += 2) {
    const wet = result.recommendations[i];
    const dry = result.recommendations[i + 1];
    assert.ok(wet && dry && wet.daily_grams && dry.daily_grams);
    assert.equal(wet.paired_with, dry.product.slug);
    assert.equal(dry.paired_with, wet.product.slug);
    assert.equal(wet.share, 0.3);
    assert.ok(Math.abs(dry.share - 0.7) < 1e-9);
    const wetDensity = productEnergyDensity(bySlug.get(wet.product.slug)!, 'DOG')!.kcal_per_100g;
    const dryDensity = productEnergyDensity(bySlug.get(dry.product.slug)!, 'DOG')!.kcal_per_100g;
    const wetKcal = (wet.daily_grams.recommended * wetDensity) / 100;
    const dryKcal = (dry.daily_grams.recommended * dryDensity) / 100;
    // each part converted with its own density; whole grams cost at most 0.5 g × density each
    assert.ok(Math.abs(wetKcal - need * 0.3) <= (0.5 * wetDensity) / 100, `wet ${wetKcal}`);
    assert.ok(Math.abs(dryKcal - need * 0.7) <= (0.5 * dryDensity) / 100, `dry ${dryKcal}`);
    assert.ok(Math.abs(wetKcal + dryKcal - need) <= (0.5 * (wetDensity + dryDensity)) / 100);
    assert.ok(Math.abs((wet.kcal_per_day ?? 0) + (dry.kcal_per_day ?? 0) - need) <= 1);
  }
  // first pair by hand: best wet = hund-huhn-nass (115 kcal stated): 185.58 / 1.15 = 161.4 → 161 g
  const first = result.recommendations[0];
  assert.equal(first?.product.slug, 'hund-huhn-nass');
  assert.deepEqual(first?.daily_grams, { min: 145, max: 178, recommended: 161 });
});

test('mixed with one kind missing: the other is recommended alone, with a note', () => {
  // a cat allergic to poultry has no dry food left
  const result = recommendFood(PRODUCTS, {
    species: 'CAT',
    allergies: ['Geflügel'],
    preference: 'mixed',
    weight_kg: 4,
  });
  assert.ok(result.recommendations.length > 0);
  for (const r of result.recommendations) {
    assert.equal(r.product.category, 'nassfutter');
    assert.equal(r.share, 1);
    assert.equal(r.paired_with, null);
    assert.ok(r.reasons.some((reason) => /Mischfütterung/.test(reason.de)));
  }
});

test('daily_grams from the feeding guide when the weight is given', () => {
  const result = recommendFood(PRODUCTS, { species: 'DOG', weight_kg: 10, preference: 'wet', limit: 100 });
  const chicken = result.recommendations.find((r) => r.product.slug === 'hund-huhn-nass');
  // exact table point 10 kg: 500–600 g, recommended 550; kcal 550 × 1.15 = 632.5 → 633 (Math.round: .5 up)
  assert.deepEqual(chicken?.daily_grams, { min: 500, max: 600, recommended: 550 });
  assert.equal(chicken?.kcal_per_day, 633);
  assert.equal(recommendFood(PRODUCTS, { species: 'DOG' }).recommendations[0]?.daily_grams, null);
});

test('life stage: junior food first for a puppy, excluded for an adult, ranked down when age unknown', () => {
  const puppy = recommendFood(PRODUCTS, { species: 'DOG', age_months: 4, weight_kg: 10, expected_adult_weight_kg: 30 });
  assert.equal(puppy.life_stage?.stage, 'junior');
  assert.equal(puppy.recommendations[0]?.product.slug, 'welpe-huhn-reis-trocken');
  assert.ok(puppy.recommendations[0]?.reasons.some((r) => r.points === 30));

  const adult = recommendFood(PRODUCTS, { species: 'DOG', age_months: 36, limit: 100 });
  assert.equal(adult.life_stage?.stage, 'adult');
  const junior = adult.excluded.find((e) => e.slug === 'welpe-huhn-reis-trocken');
  assert.match(junior?.reason ?? '', /Junior-Futter/);
  assert.ok(!adult.recommendations.some((r) => r.product.slug === 'welpe-huhn-reis-trocken'));

  const unknown = recommendFood(PRODUCTS, { species: 'DOG', limit: 100 });
  assert.equal(unknown.life_stage, null);
  assert.equal(unknown.recommendations.at(-1)?.product.slug, 'welpe-huhn-reis-trocken');
});

test('a large-breed dog of 13 months is still junior', () => {
  const result = recommendFood(PRODUCTS, { species: 'DOG', age_months: 13, weight_kg: 28 });
  assert.equal(result.life_stage?.stage, 'junior');
});

test('senior tag ranks up for a senior dog', () => {
  const result = recommendFood(PRODUCTS, { species: 'DOG', age_months: 120, weight_kg: 20, preference: 'dry' });
  assert.equal(result.life_stage?.stage, 'senior');
  const senior = result.recommendations.find((r) => r.product.slug === 'hund-senior-trocken');
  assert.ok(senior?.reasons.some((r) => r.points === 20 && /Senioren/.test(r.de)));
});

test('with allergies, sensitive/hypoallergenic/monoprotein foods rank first; scores are the sum of reasons', () => {
  const result = recommendFood(PRODUCTS, { species: 'DOG', allergies: ['Huhn'], limit: 100 });
  // hund-ente-kartoffel-nass: sensitiv 10 + hypoallergen 10 + monoprotein 15 + getreidefrei 5 = 40
  assert.equal(result.recommendations[0]?.product.slug, 'hund-ente-kartoffel-nass');
  assert.equal(result.recommendations[0]?.score, 40);
  for (const r of result.recommendations) {
    const sum = Math.round(r.reasons.reduce((s, reason) => s + reason.points, 0) * 10) / 10;
    assert.equal(r.score, sum, r.product.slug);
    assert.ok(r.reasons.every((reason) => reason.de.length > 0 && reason.en.length > 0));
    assert.ok(r.reasons.some((reason) => /ohne Huhn/.test(reason.de)));
  }
  const scores = result.recommendations.map((r) => r.score);
  assert.deepEqual(
    scores,
    [...scores].sort((a, b) => b - a),
  );
});

test('rating and bestseller count in the score', () => {
  const result = recommendFood(PRODUCTS, { species: 'DOG', preference: 'wet', limit: 100 });
  const chicken = result.recommendations.find((r) => r.product.slug === 'hund-huhn-nass');
  // monoprotein 5 + getreidefrei 5 + bestseller 5 + rating (4.7 − 3) × 5 = 8.5 → 23.5
  assert.equal(chicken?.score, 23.5);
  assert.equal(result.recommendations[0]?.product.slug, 'hund-huhn-nass');
});

test('invalid profile → invalid_parameters', () => {
  const bad: RecommendProfile[] = [
    { species: 'BOTH' as 'DOG' },
    { species: 'DOG', wet_share: 1.2 },
    { species: 'DOG', wet_share: 0 },
    { species: 'DOG', limit: 0 },
    { species: 'DOG', weight_kg: -1 },
    { species: 'DOG', age_months: -2 },
  ];
  for (const profile of bad) {
    assert.throws(
      () => recommendFood(PRODUCTS, profile),
      (e: unknown) => e instanceof NutritionError && e.code === 'invalid_parameters',
      JSON.stringify(profile),
    );
  }
});
