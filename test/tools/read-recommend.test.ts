/**
 * recommend_food over POST /api/mcp: preferences (wet, dry, mixed pairs), life stages, daily
 * amounts and parameter validation. The allergy properties are in read-recommend-allergies.test.ts.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { PRODUCTS } from '../../src/seed/data/products.ts';
import { appWithToken } from '../helpers/app.ts';
import { callRecommend, recommendWith } from './read-recommend-shared.ts';

const { t, key } = await appWithToken('read');

const call = (parameters: unknown, apiKey = key) => callRecommend(t, apiKey, parameters);
const recommend = (parameters: Record<string, unknown>) => recommendWith(t, key, parameters);

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
