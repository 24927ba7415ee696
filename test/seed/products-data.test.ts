import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ean13CheckDigit, isValidEan13 } from '../../src/catalog/ean.ts';
import { CATEGORIES, LINES, SPECIES, STOCK_STATUSES } from '../../src/catalog/enums.ts';
import type { NewProduct } from '../../src/catalog/new-product.ts';
import type { FeedingGuide } from '../../src/catalog/schema.ts';
import { PRODUCTS } from '../../src/seed/data/products.ts';

const TAGS = new Set([
  'getreidefrei',
  'monoprotein',
  'hypoallergen',
  'ohne-zucker',
  'glutenfrei',
  'sensitiv',
  'senior',
  'welpe',
  'kitten',
  'light',
  'bio',
  'kaltgepresst',
  'zahnpflege',
  'gelenke',
  'fell-und-haut',
  'verdauung',
  'insektenprotein',
  'ohne-konservierungsstoffe',
]);
const FIVE = ['Rohprotein', 'Rohfett', 'Rohfaser', 'Rohasche', 'Feuchtigkeit'];
const GRAINS = /weizen|gerste|roggen|hafer|mais|dinkel|getreide|hirse|(?<!p)reis/i;
/** Animal protein families: a monoprotein recipe may name only one of them. */
const ANIMAL_SOURCES: Record<string, RegExp> = {
  chicken: /huhn|hühn|hähnchen|geflügel/i,
  turkey: /pute|truthahn/i,
  duck: /(?<![a-zäöüß])ente/i,
  beef: /rind|kalb|pansen|blättermagen|talg/i,
  lamb: /lamm|schaf|hammel/i,
  goat: /ziege/i,
  venison: /hirsch|reh(?:fleisch|leber|herz)|wildfleisch/i,
  horse: /pferd/i,
  rabbit: /kaninchen/i,
  pork: /schwein/i,
  fish: /fisch|lachs|forelle|hering|thunfisch|kabeljau|seelachs|sardine|makrele/i,
  shellfish: /muschel|garnele/i,
  insect: /insekt|hermetia/i,
  egg: /vollei|eipulver|trockenei|eigelb|eierschale/i,
  dairy: /milch|molke|käse|joghurt|quark|laktose|kasein|kolostrum/i,
};

const isFood = (p: NewProduct) => p.category === 'nassfutter' || p.category === 'trockenfutter';
const guided = PRODUCTS.filter((p) => p.feeding_guide !== null) as (NewProduct & { feeding_guide: FeedingGuide })[];

/** NRC 2006 four-step ME (kcal/100 g) from the analytical constituents, as in docs/nutrition.md#energy-density. */
function nrcEnergy(ac: Record<string, number>, species: 'DOG' | 'CAT'): number {
  const [p, f, fi, a, m] = FIVE.map((k) => ac[k]!) as [number, number, number, number, number];
  const nfe = Math.max(0, 100 - p - f - fi - a - m);
  const ge = 5.7 * p + 9.4 * f + 4.1 * (nfe + fi);
  const fiDm = (fi * 100) / (100 - m);
  const digestibility = species === 'DOG' ? 91.2 - 1.43 * fiDm : 87.9 - 0.88 * fiDm;
  return (ge * digestibility) / 100 - (species === 'DOG' ? 1.04 : 0.77) * p;
}

function duplicates(values: string[]): string[] {
  return values.filter((v, i) => values.indexOf(v) !== i);
}

describe('EAN-13', () => {
  it('computes check digits', () => {
    assert.equal(ean13CheckDigit('400638133393'), 1);
    assert.equal(ean13CheckDigit('590123412345'), 7);
    assert.equal(ean13CheckDigit('426245100031'), 2);
    assert.throws(() => ean13CheckDigit('12345'), RangeError);
  });

  it('validates codes', () => {
    assert.equal(isValidEan13('4006381333931'), true);
    assert.equal(isValidEan13('4006381333932'), false);
    assert.equal(isValidEan13('400638133393'), false);
    assert.equal(isValidEan13('40063813339311'), false);
    assert.equal(isValidEan13('400638133393a'), false);
    assert.equal(isValidEan13(''), false);
  });
});

describe('seed products', () => {
  it('has enough products and valid enum values', () => {
    assert.ok(PRODUCTS.length >= 60, `only ${PRODUCTS.length} products`);
    for (const p of PRODUCTS) {
      assert.ok(SPECIES.includes(p.species), `${p.slug}: species ${p.species}`);
      assert.ok(CATEGORIES.includes(p.category), `${p.slug}: category ${p.category}`);
      assert.ok(LINES.includes(p.line), `${p.slug}: line ${p.line}`);
    }
  });

  it('covers every category and every line for dogs and for cats', () => {
    for (const species of ['DOG', 'CAT'] as const) {
      for (const category of CATEGORIES) {
        assert.ok(
          PRODUCTS.some((p) => p.species === species && p.category === category),
          `no ${species} product in ${category}`,
        );
      }
      for (const line of LINES) {
        assert.ok(
          PRODUCTS.some((p) => p.species === species && p.line === line),
          `no ${species} product in line ${line}`,
        );
      }
    }
    assert.ok(PRODUCTS.some((p) => p.species === 'BOTH'));
  });

  it('has unique, well-formed slugs and SKUs', () => {
    assert.deepEqual(duplicates(PRODUCTS.map((p) => p.slug)), []);
    assert.deepEqual(duplicates(PRODUCTS.map((p) => p.sku)), []);
    for (const p of PRODUCTS) {
      assert.match(p.slug, /^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      assert.match(p.sku, /^NAPF-[DCB]-(NF|TF|SN|NE|PF)-\d{3}$/);
      assert.equal(p.sku[5], p.species[0], `${p.slug}: SKU species letter`);
    }
  });

  it('has unique, valid German EAN-13 codes', () => {
    const eans = PRODUCTS.flatMap((p) => p.variants.map((v) => v.ean));
    assert.deepEqual(duplicates(eans), []);
    for (const ean of eans) {
      assert.ok(isValidEan13(ean), `invalid EAN ${ean}`);
      const prefix = Number(ean.slice(0, 3));
      assert.ok(prefix >= 400 && prefix <= 440, `EAN ${ean} has no German GS1 prefix`);
    }
  });

  it('has 1-4 variants with unique sizes and sensible prices', () => {
    for (const p of PRODUCTS) {
      assert.ok(p.variants.length >= 1 && p.variants.length <= 4, `${p.slug}: ${p.variants.length} variants`);
      assert.deepEqual(duplicates(p.variants.map((v) => v.size)), [], `${p.slug}: duplicate sizes`);
      for (const v of p.variants) {
        assert.match(v.size, /^(\d+x)?\d+(g|kg|ml)$/, `${p.slug}: size ${v.size}`);
        assert.ok(v.price > 0, `${p.slug} ${v.size}: price`);
        assert.ok(
          Number.isInteger(Math.round(v.price * 100)) && Math.abs(v.price * 100 - Math.round(v.price * 100)) < 1e-6,
        );
        if (v.compare_price !== undefined) {
          assert.ok(v.compare_price > v.price, `${p.slug} ${v.size}: compare_price <= price`);
          assert.ok(Math.abs(v.compare_price * 100 - Math.round(v.compare_price * 100)) < 1e-6);
        }
        assert.ok(STOCK_STATUSES.includes(v.stock_status));
      }
    }
    assert.ok(PRODUCTS.some((p) => p.variants.some((v) => v.compare_price !== undefined)));
    for (const status of STOCK_STATUSES) {
      assert.ok(
        PRODUCTS.some((p) => p.variants.some((v) => v.stock_status === status)),
        `no ${status} variant`,
      );
    }
  });

  it('has ≥ 5 brands, exactly 3 inactive products and about a dozen bestsellers', () => {
    const brands = new Set(PRODUCTS.map((p) => p.brand));
    assert.ok(brands.size >= 5, `only ${brands.size} brands`);
    for (const brand of brands) {
      assert.ok(PRODUCTS.filter((p) => p.brand === brand).length >= 3, `${brand} has fewer than 3 products`);
    }
    assert.equal(PRODUCTS.filter((p) => !p.is_active).length, 3);
    const bestsellers = PRODUCTS.filter((p) => p.is_bestseller).length;
    assert.ok(bestsellers >= 10 && bestsellers <= 15, `${bestsellers} bestsellers`);
  });

  it('has German and English texts', () => {
    for (const p of PRODUCTS) {
      for (const text of [p.name, p.name_en, p.description, p.description_en, p.ingredients]) {
        assert.ok(text.trim().length > 0, `${p.slug}: empty text`);
      }
      assert.notEqual(p.description, p.description_en, `${p.slug}: description not translated`);
    }
  });

  it('uses 2-5 tags from the vocabulary, consistent with the recipe', () => {
    for (const p of PRODUCTS) {
      assert.ok(p.tags.length >= 2 && p.tags.length <= 5, `${p.slug}: ${p.tags.length} tags`);
      assert.deepEqual(duplicates(p.tags), [], `${p.slug}: duplicate tags`);
      for (const tag of p.tags) assert.ok(TAGS.has(tag), `${p.slug}: unknown tag ${tag}`);
      if (p.tags.includes('getreidefrei')) {
        assert.doesNotMatch(p.ingredients, GRAINS, `${p.slug} is tagged getreidefrei`);
      }
      if (p.tags.includes('glutenfrei')) {
        assert.doesNotMatch(p.ingredients, /weizen|gerste|roggen|dinkel|hafer|malz|getreide/i, `${p.slug} glutenfrei`);
      }
      if (p.tags.includes('insektenprotein')) assert.match(p.ingredients, /insekt/i);
      if (p.tags.includes('monoprotein')) {
        const sources = Object.entries(ANIMAL_SOURCES)
          .filter(([, re]) => re.test(p.ingredients))
          .map(([name]) => name);
        assert.equal(sources.length, 1, `${p.slug} is monoprotein but names ${sources.join(', ') || 'none'}`);
      }
    }
  });

  it('gives allergy filters both hits and alternatives', () => {
    const foods = PRODUCTS.filter((p) => p.category !== 'pflege');
    for (const source of ['chicken', 'beef', 'fish', 'dairy', 'egg', 'lamb', 'horse', 'rabbit', 'insect']) {
      const re = ANIMAL_SOURCES[source]!;
      assert.ok(
        foods.some((p) => re.test(p.ingredients)),
        `no product contains ${source}`,
      );
      for (const species of ['DOG', 'CAT'] as const) {
        assert.ok(
          foods.some((p) => p.species === species && isFood(p) && !re.test(p.ingredients)),
          `no ${species} food free of ${source}`,
        );
      }
    }
    assert.ok(foods.some((p) => /weizen/i.test(p.ingredients)));
    assert.ok(foods.some((p) => /soja/i.test(p.ingredients)));
    assert.ok(foods.some((p) => /(?<![a-zäöüß])mais/i.test(p.ingredients)));
    assert.ok(foods.some((p) => /nebenerzeugnisse|getreide|molkereierzeugnisse/i.test(p.ingredients)));
  });

  it('declares analytical constituents for everything but care products', () => {
    for (const p of PRODUCTS) {
      if (p.category === 'pflege') continue;
      for (const k of FIVE) {
        assert.equal(typeof p.analytical_constituents[k], 'number', `${p.slug}: ${k} missing`);
      }
      const sum = FIVE.reduce((s, k) => s + p.analytical_constituents[k]!, 0);
      assert.ok(sum <= 100, `${p.slug}: constituents sum to ${sum}`);
      if (p.species === 'CAT' && isFood(p)) {
        assert.ok((p.analytical_constituents.Taurin ?? 0) > 0, `${p.slug}: cat food without taurine`);
      }
    }
  });

  it('has a feeding guide for every non-care product and none for care products', () => {
    for (const p of PRODUCTS) {
      if (p.category === 'pflege') {
        assert.equal(p.feeding_guide, null, `${p.slug}: care product with feeding guide`);
        continue;
      }
      const g = p.feeding_guide;
      assert.ok(g, `${p.slug}: no feeding guide`);
      if (p.species !== 'BOTH') assert.equal(g.species, p.species, `${p.slug}: guide species`);
      assert.ok(g.rows.length > 0, `${p.slug}: empty table`);
      assert.ok(g.notes.length > 0 && g.notes_en.length > 0);
      if (g.species === 'DOG') assert.equal(g.meals_per_day, 2, `${p.slug}: meals`);
      else assert.ok(g.meals_per_day >= 2 && g.meals_per_day <= 4, `${p.slug}: meals`);
      if (g.energy_kcal_per_100g !== null) assert.ok(g.energy_kcal_per_100g > 0);
      let prev: (typeof g.rows)[number] | undefined;
      for (const row of g.rows) {
        assert.ok(row.weight_from_kg > 0 && row.weight_from_kg <= row.weight_to_kg, `${p.slug}: row weights`);
        assert.ok(row.grams_min > 0 && row.grams_min <= row.grams_max, `${p.slug}: row grams`);
        if (prev) {
          assert.ok(row.weight_from_kg >= prev.weight_to_kg, `${p.slug}: rows unsorted or overlapping`);
          if (row.weight_from_kg === prev.weight_to_kg) {
            assert.equal(row.grams_min, prev.grams_max, `${p.slug}: touching bands disagree`);
          }
        }
        prev = row;
      }
    }
    assert.ok(guided.some((p) => p.feeding_guide.rows.some((r) => r.weight_from_kg === r.weight_to_kg)));
    assert.ok(guided.some((p) => p.feeding_guide.rows.some((r) => r.weight_from_kg < r.weight_to_kg)));
  });

  it('has ≥ 10 foods without stated energy, all computable from constituents', () => {
    const unstated = guided.filter((p) => isFood(p) && p.feeding_guide.energy_kcal_per_100g === null);
    assert.ok(unstated.length >= 10, `only ${unstated.length} foods without stated energy`);
    for (const p of guided.filter((p) => p.feeding_guide.energy_kcal_per_100g === null)) {
      for (const k of FIVE) assert.equal(typeof p.analytical_constituents[k], 'number', `${p.slug}: ${k}`);
    }
    assert.ok(
      guided.filter((p) => isFood(p) && p.feeding_guide.energy_kcal_per_100g !== null).length > unstated.length,
    );
  });

  it('states energy close to the NRC estimate from the constituents', () => {
    for (const p of guided) {
      const stated = p.feeding_guide.energy_kcal_per_100g;
      if (stated === null) continue;
      const computed = nrcEnergy(p.analytical_constituents, p.feeding_guide.species);
      assert.ok(Math.abs(stated - computed) <= Math.max(5, computed * 0.1), `${p.slug}: ${stated} vs ${computed}`);
    }
  });

  it('feeds plausible amounts for the energy need (FEDIAF factors ±30 %)', () => {
    for (const p of guided.filter(isFood)) {
      const g = p.feeding_guide;
      const energy = g.energy_kcal_per_100g ?? nrcEnergy(p.analytical_constituents, g.species);
      const growing = p.line === 'junior';
      // kcal per kg metabolic weight: dogs 110 (puppies 140-210), cats 100 (kittens 150-250)
      const [lo, hi] = g.species === 'DOG' ? (growing ? [130, 230] : [75, 140]) : growing ? [130, 260] : [65, 125];
      for (const row of g.rows) {
        for (const [w, grams] of [
          [
            row.weight_from_kg,
            row.weight_from_kg === row.weight_to_kg ? (row.grams_min + row.grams_max) / 2 : row.grams_min,
          ],
          [
            row.weight_to_kg,
            row.weight_from_kg === row.weight_to_kg ? (row.grams_min + row.grams_max) / 2 : row.grams_max,
          ],
        ] as const) {
          const factor = (grams * energy) / 100 / w ** (g.species === 'DOG' ? 0.75 : 0.67);
          assert.ok(factor >= lo && factor <= hi, `${p.slug} at ${w} kg: ${grams} g gives factor ${factor.toFixed(0)}`);
        }
      }
    }
  });

  it('doses supplements over the whole weight range', () => {
    for (const p of guided.filter((p) => p.category === 'nahrungsergaenzung')) {
      const rows = p.feeding_guide.rows;
      const [min, max] = p.feeding_guide.species === 'DOG' ? [1, 80] : [1, 10];
      assert.ok(rows[0]!.weight_from_kg <= min, `${p.slug}: table starts above ${min} kg`);
      assert.ok(rows.at(-1)!.weight_to_kg >= max, `${p.slug}: table ends below ${max} kg`);
    }
  });

  it('has 0-5 plausible reviews per product', () => {
    for (const p of PRODUCTS) {
      assert.ok(p.reviews.length <= 5, `${p.slug}: ${p.reviews.length} reviews`);
      for (const r of p.reviews) {
        assert.match(r.author, /^[A-ZÄÖÜ][\p{L}-]+ [A-ZÄÖÜ]\.$/u, `${p.slug}: author ${r.author}`);
        assert.ok([1, 2, 3, 4, 5].includes(r.rating));
        assert.ok(r.title.length > 0 && r.body.length > 0);
        assert.match(r.date, /^202[56]-\d{2}-\d{2}$/);
        assert.ok(!Number.isNaN(Date.parse(r.date)), `${p.slug}: date ${r.date}`);
      }
    }
    const ratings = PRODUCTS.flatMap((p) => p.reviews.map((r) => r.rating));
    const positive = ratings.filter((r) => r >= 4).length;
    assert.ok(positive / ratings.length > 0.7, 'reviews should be mostly 4-5 stars');
    assert.ok(
      ratings.some((r) => r <= 2),
      'a few critical reviews',
    );
  });
});
