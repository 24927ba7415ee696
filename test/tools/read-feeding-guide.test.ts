/**
 * get_feeding_guide over POST /api/mcp, checked against amounts computed by hand from the demo
 * products' tables and constituents (src/seed/data/products-*.ts) and docs/nutrition.md.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { appWithToken } from '../helpers/app.ts';
import { callInvalid, callOk, callProblem } from '../helpers/tools.ts';

const { t, key } = await appWithToken('read');

const guide = (parameters: Record<string, unknown>) => callOk(t, key, 'get_feeding_guide', parameters);

const problem = (parameters: unknown, status: number, code: string) =>
  callProblem(t, key, 'get_feeding_guide', parameters, status, code);

describe('get_feeding_guide: feeding table basis', () => {
  test('between two table weights: scaled from the lower one by metabolic weight (dog, ^0.75)', async () => {
    // pures-huhn-mit-kuerbis-nassfutter (DOG, stated 106 kcal/100 g), point rows 5 kg: 320–380 g and
    // 10 kg: 530–640 g. For 7 kg the lower point is 5 kg:
    //   scale = (7 / 5)^0.75 = 1.4^0.75 = 1.28705
    //   min = 320 × 1.28705 = 411.86 → 412, max = 380 × 1.28705 = 489.08 → 489
    //   recommended = (411.86 + 489.08) / 2 = 450.47 → 450
    //   kcal = 450 g × 106 / 100 = 477
    const scale = (7 / 5) ** 0.75;
    assert.equal(Math.round(scale * 1e5) / 1e5, 1.28705);
    const result = await guide({ product_slug: 'pures-huhn-mit-kuerbis-nassfutter', weight_kg: 7 });
    assert.deepEqual(result.daily_grams, { min: 412, max: 489, recommended: 450 });
    assert.equal(result.basis, 'feeding_table');
    assert.equal(result.kcal_per_day, 477);
    assert.equal(result.species, 'DOG');
    assert.equal(result.weight_kg, 7);
    assert.equal(result.product_slug, 'pures-huhn-mit-kuerbis-nassfutter');
    assert.equal(result.meals_per_day, 2);
    assert.match(result.explanation, /5 kg/);
    assert.match(result.explanation, /±30 %/);
    assert.match(result.explanation_en, /scaled from the table value for 5 kg/);
  });

  test('a cat table scales with ^0.67', async () => {
    // lachs-filet-in-gelee (CAT, stated 88 kcal/100 g): 3 kg: 210–260 g, 4 kg: 260–320 g. For 3.5 kg:
    //   scale = (3.5 / 3)^0.67 = 1.10880
    //   min = 210 × 1.10880 = 232.85 → 233, max = 260 × 1.10880 = 288.29 → 288
    //   recommended = (232.85 + 288.29) / 2 = 260.57 → 261; kcal = 261 × 0.88 = 229.7 → 230
    assert.equal(Math.round((3.5 / 3) ** 0.67 * 1e5) / 1e5, 1.1088);
    const result = await guide({ product_slug: 'lachs-filet-in-gelee', weight_kg: 3.5 });
    assert.deepEqual(result.daily_grams, { min: 233, max: 288, recommended: 261 });
    assert.equal(result.kcal_per_day, 230);
    assert.equal(result.species, 'CAT');
    assert.equal(result.basis, 'feeding_table');
  });

  test('band rows and an energy density from the constituents (NRC 2006, dog)', async () => {
    // pures-pferd-mit-pastinake-nassfutter (DOG, energy_kcal_per_100g null) has band rows
    // 5–10 kg: 380–640 g and 10–20 kg: 640–1070 g, i.e. points 5: 380, 10: 640, 20: 1070. For 15 kg:
    //   640 × (15 / 10)^0.75 = 640 × 1.35540 = 867.46 → min = max = recommended = 867.
    // Energy density by NRC 2006 from P 10.5, F 5.5, Fi 0.6, A 2, M 79 (% as fed):
    //   NFE = 100 − 10.5 − 5.5 − 0.6 − 2 − 79 = 2.4
    //   GE  = 5.7 × 10.5 + 9.4 × 5.5 + 4.1 × (2.4 + 0.6) = 59.85 + 51.7 + 12.3 = 123.85
    //   Fi_DM = 0.6 × 100 / 21 = 2.857; digestibility = 91.2 − 1.43 × 2.857 = 87.114 %
    //   DE = 123.85 × 0.87114 = 107.891; ME = 107.891 − 1.04 × 10.5 = 96.971 → 97.0 kcal/100 g
    //   kcal = 867 × 0.970 = 841
    const result = await guide({ product_slug: 'pures-pferd-mit-pastinake-nassfutter', weight_kg: 15 });
    assert.deepEqual(result.daily_grams, { min: 867, max: 867, recommended: 867 });
    assert.equal(result.basis, 'feeding_table');
    assert.equal(result.kcal_per_day, 841);
    assert.match(result.explanation_en, /97 kcal\/100 g \(computed by NRC 2006/);
  });

  test('a table weight is read as it stands; a puppy gets more meals', async () => {
    // junior-kalb-mit-karotte-nassfutter: 10 kg → 890–1010 g, midpoint 950; 3 months → 4 meals.
    const result = await guide({
      product_slug: 'junior-kalb-mit-karotte-nassfutter',
      weight_kg: 10,
      age_months: 3,
      expected_adult_weight_kg: 30,
    });
    assert.deepEqual(result.daily_grams, { min: 890, max: 1010, recommended: 950 });
    assert.equal(result.meals_per_day, 4);
  });
});

describe('get_feeding_guide: energy basis', () => {
  test('outside the table, with the stated kcal: FEDIAF need / energy density, ±10 %', async () => {
    // pures-huhn-mit-kuerbis-nassfutter covers 2–40 kg; 50 kg is above it.
    //   need = 110 × 50^0.75 = 110 × 18.8030 = 2068.3 kcal (adult dog, moderate activity)
    //   grams = 2068.3 / 106 × 100 = 1951.2 → 1951; min = 1951.2 × 0.9 = 1756; max = × 1.1 = 2146
    const result = await guide({ product_slug: 'pures-huhn-mit-kuerbis-nassfutter', weight_kg: 50 });
    assert.equal(result.basis, 'energy');
    assert.equal(result.kcal_per_day, 2068);
    assert.deepEqual(result.daily_grams, { min: 1756, max: 2146, recommended: 1951 });
    assert.match(result.explanation_en, /110 × 50\^0.75 = 2068 kcal/);
  });

  test('outside the table, energy density from the constituents (NRC 2006, dog)', async () => {
    // pures-pferd-mit-pastinake-nassfutter covers 2–30 kg; at 40 kg:
    //   need = 110 × 40^0.75 = 110 × 15.9054 = 1749.6 kcal
    //   ME = 97.0 kcal/100 g (NRC 2006, computed in the band-row test above)
    //   grams = 1749.6 / 97.0 × 100 = 1803.7 → 1804; min = 1623.3 → 1623; max = 1984.1 → 1984
    const nrc = nrcDog({ P: 10.5, F: 5.5, Fi: 0.6, A: 2, M: 79 });
    assert.equal(Math.round(nrc * 10) / 10, 97);
    const result = await guide({ product_slug: 'pures-pferd-mit-pastinake-nassfutter', weight_kg: 40 });
    assert.equal(result.basis, 'energy');
    assert.equal(result.kcal_per_day, 1750);
    assert.deepEqual(result.daily_grams, { min: 1623, max: 1984, recommended: 1804 });
  });

  test('a cat above its table: 100 × BW^0.67, neutered 75 × BW^0.67, NRC 2006 for cats', async () => {
    // pures-kaninchen-sensitiv-nassfutter-katze (CAT, kcal null) covers 2–6 kg. P 11, F 5.5, Fi 0.4, A 2.1, M 79.5:
    //   NFE = 1.5; GE = 62.7 + 51.7 + 4.1 × 1.9 = 122.19; Fi_DM = 0.4 × 100 / 20.5 = 1.951
    //   digestibility = 87.9 − 0.88 × 1.951 = 86.183 %; DE = 105.307; ME = 105.307 − 0.77 × 11 = 96.8
    //   8 kg: 8^0.67 = 4.02772; active 100 × 4.02772 = 402.8 kcal → 402.8 / 96.8 × 100 = 416.1 g
    //   (min 374.5 → 375, max 457.7 → 458); neutered 75 × 4.02772 = 302.1 kcal → 312.1 g (281–343)
    const active = await guide({ product_slug: 'pures-kaninchen-sensitiv-nassfutter-katze', weight_kg: 8 });
    assert.equal(active.basis, 'energy');
    assert.equal(active.kcal_per_day, 403);
    assert.deepEqual(active.daily_grams, { min: 375, max: 458, recommended: 416 });
    const neutered = await guide({
      product_slug: 'pures-kaninchen-sensitiv-nassfutter-katze',
      weight_kg: 8,
      neutered: true,
    });
    assert.equal(neutered.kcal_per_day, 302);
    assert.deepEqual(neutered.daily_grams, { min: 281, max: 343, recommended: 312 });
  });
});

/** NRC 2006 for dogs, as docs/nutrition.md states it. */
function nrcDog(c: { P: number; F: number; Fi: number; A: number; M: number }): number {
  const nfe = 100 - c.P - c.F - c.Fi - c.A - c.M;
  const ge = 5.7 * c.P + 9.4 * c.F + 4.1 * (nfe + c.Fi);
  const digestibility = 91.2 - 1.43 * ((c.Fi * 100) / (100 - c.M));
  return (ge * digestibility) / 100 - 1.04 * c.P;
}

describe('get_feeding_guide: species and products without a guide', () => {
  test('a BOTH product needs species: 400 naming parameters.species; with it, the matching table', async () => {
    const body = await problem({ product_slug: 'thunfisch-flocken', weight_kg: 4 }, 400, 'invalid_parameters');
    assert.deepEqual(
      body.errors?.map((e) => e.path),
      ['parameters.species'],
    );
    // thunfisch-flocken's table is for cats: 4 kg → 3.5–7 g, midpoint 5.25 → 5; 5 g × 3.49 = 17 kcal.
    const result = await guide({ product_slug: 'thunfisch-flocken', weight_kg: 4, species: 'CAT' });
    assert.deepEqual(result.daily_grams, { min: 4, max: 7, recommended: 5 });
    assert.equal(result.kcal_per_day, 17);
    assert.equal(result.species, 'CAT');
  });

  test('a species the product is not for → 422 wrong_species', async () => {
    await problem({ product_slug: 'lachs-filet-in-gelee', weight_kg: 10, species: 'DOG' }, 422, 'wrong_species');
    await problem(
      { product_slug: 'pures-huhn-mit-kuerbis-nassfutter', weight_kg: 4, species: 'CAT' },
      422,
      'wrong_species',
    );
  });

  test('care products → 422 no_feeding_guide', async () => {
    for (const slug of [
      'zahnpflege-gel-mit-salbei',
      'sanfte-augenpflege',
      'glanz-und-entfilzungsspray-mit-mandeloel',
    ]) {
      await problem({ product_slug: slug, weight_kg: 10, species: 'DOG' }, 422, 'no_feeding_guide');
    }
  });

  test('treats and supplements are dosed only within their table → 422 outside_feeding_table', async () => {
    // Without the guard the energy basis would make 298 g of tuna flakes a 20 kg dog's ration.
    const body = await problem(
      { product_slug: 'thunfisch-flocken', weight_kg: 20, species: 'DOG' },
      422,
      'outside_feeding_table',
    );
    assert.match(body.detail, /written for cats/);
    const above = await problem({ product_slug: 'entenbrust-chips', weight_kg: 45 }, 422, 'outside_feeding_table');
    assert.match(above.detail, /covers 5–30 kg/);
    // Inside the table they are answered as usual: entenbrust-chips 10 kg → 8–16 g.
    const inside = await guide({ product_slug: 'entenbrust-chips', weight_kg: 10 });
    assert.deepEqual(inside.daily_grams, { min: 8, max: 16, recommended: 12 });
  });

  test('unknown or inactive slug → 404 not_found', async () => {
    await problem({ product_slug: 'gibt-es-nicht', weight_kg: 10 }, 404, 'not_found');
    await problem({ product_slug: 'pure-ziege-mit-topinambur-nassfutter', weight_kg: 10 }, 404, 'not_found');
  });
});

describe('get_feeding_guide: parameter validation', () => {
  test('each invalid parameter → 400 invalid_parameters naming it', async () => {
    const slug = 'pures-huhn-mit-kuerbis-nassfutter';
    const cases: [unknown, string][] = [
      [{ product_slug: slug }, 'parameters.weight_kg'],
      [{ weight_kg: 10 }, 'parameters.product_slug'],
      [{ product_slug: slug, weight_kg: 0 }, 'parameters.weight_kg'],
      [{ product_slug: slug, weight_kg: 0.05 }, 'parameters.weight_kg'],
      [{ product_slug: slug, weight_kg: 100.5 }, 'parameters.weight_kg'],
      [{ product_slug: slug, weight_kg: '10' }, 'parameters.weight_kg'],
      [{ product_slug: slug, weight_kg: 10, species: 'BOTH' }, 'parameters.species'],
      [{ product_slug: slug, weight_kg: 10, age_months: -1 }, 'parameters.age_months'],
      [{ product_slug: slug, weight_kg: 10, activity: 'couch' }, 'parameters.activity'],
      [{ product_slug: slug, weight_kg: 10, neutered: 'yes' }, 'parameters.neutered'],
      [{ product_slug: slug, weight_kg: 10, breed: 'Labrador' }, 'parameters.breed'],
      [{ product_slug: 'x'.repeat(201), weight_kg: 10 }, 'parameters.product_slug'],
    ];
    for (const [parameters, path] of cases) {
      await callInvalid(t, key, 'get_feeding_guide', parameters, path);
    }
  });

  test('the edges 0.1 and 100 kg are accepted', async () => {
    const light = await guide({ product_slug: 'pures-huhn-mit-kuerbis-nassfutter', weight_kg: 0.1 });
    assert.equal(light.basis, 'energy');
    const heavy = await guide({ product_slug: 'pures-huhn-mit-kuerbis-nassfutter', weight_kg: 100 });
    assert.equal(heavy.basis, 'energy');
  });

  test('needs products:read', async () => {
    const articlesOnly = await t.token('read', ['articles:read']);
    await callProblem(
      t,
      articlesOnly,
      'get_feeding_guide',
      { product_slug: 'pures-huhn-mit-kuerbis-nassfutter', weight_kg: 7 },
      403,
    );
  });
});
