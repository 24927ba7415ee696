/**
 * Benchmark of the allergen check of recommend_food, run by hand (not a test, nothing asserted):
 *
 *   ./node_modules/.bin/node test/nutrition/allergens.bench.ts [--generated 50000] [--rounds 5] [--e2e 100000]
 *
 * Ingredient lists: the demo products and generateProduct(1..N). For each allergy set it reports µs
 * per product of
 *   - before (oracle): the matcher before optimisation (allergens-oracle.ts), one call per product;
 *   - findAllergens(text, ids): today's public function, one call per product;
 *   - allergenMatcher, no cache: the set compiled once, every list matched;
 *   - allergenMatcher (recommend): as recommendFood uses it, a list seen before in the call is
 *     looked up. Generated lists repeat (about 4 800 distinct ones among 50 000), which flatters
 *     this row; "no cache" is the cost for a catalog of all-different lists. With --e2e N it also times recommendFood on a
 * catalog of N generated + demo products, the path of the tool. Profile with
 *   ./node_modules/.bin/node --cpu-prof --cpu-prof-dir=/tmp/prof test/nutrition/allergens.bench.ts
 */
import { allergenMatcher, findAllergens, resolveAllergens } from '../../src/nutrition/allergens.ts';
import { type RecommendProduct, recommendFood } from '../../src/nutrition/recommend.ts';
import { PRODUCTS } from '../../src/seed/data/products.ts';
import { generateProduct } from '../../src/seed/generate.ts';
import { oracleFindAllergens } from './allergens-oracle.ts';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  return Number.isFinite(value) ? value : fallback;
}

const GENERATED = option('generated', 50_000);
const ROUNDS = option('rounds', 5);
const E2E = option('e2e', 0);
const ALLERGY_SETS = [['Huhn'], ['chicken', 'Weizen'], ['Getreide', 'Milch', 'fish']];

const demo = PRODUCTS.map((p) => p.ingredients);
const generated = Array.from({ length: GENERATED }, (_, i) => generateProduct(i + 1).ingredients);
const texts = [...demo, ...generated];

/**
 * Median µs per text of `rounds` passes after one warm-up pass (which also fills the word cache,
 * as a running server has it); `make` is called per pass, so a per-call cache starts empty.
 */
let sink = 0;
type Check = (text: string) => readonly unknown[];
function perText(make: () => Check, list: readonly string[], rounds = ROUNDS): number {
  const times: number[] = [];
  for (let round = 0; round <= rounds; round++) {
    const run = make();
    const start = process.hrtime.bigint();
    for (const text of list) sink += run(text).length;
    const ns = Number(process.hrtime.bigint() - start);
    if (round > 0) times.push(ns / 1000 / list.length);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

const fmt = (us: number) => `${us.toFixed(2).padStart(7)} µs`;
console.log(
  `node ${process.version}; ${demo.length} demo + ${generated.length} generated lists ` +
    `(${new Set(texts).size} distinct), median of ${ROUNDS} rounds`,
);
console.log('µs per product: all lists | demo lists only (longer, more allergens)');
for (const allergies of ALLERGY_SETS) {
  const { ids } = resolveAllergens(allergies);
  const row = (name: string, make: () => Check, base?: [number, number]) => {
    const all = perText(make, texts, base ? ROUNDS : Math.min(ROUNDS, 3));
    const demoOnly = perText(make, demo, ROUNDS * 20);
    const speedup = base ? `   ×${(base[0] / all).toFixed(1)} | ×${(base[1] / demoOnly).toFixed(1)}` : '';
    console.log(`  ${name.padEnd(28)} ${fmt(all)} | ${fmt(demoOnly)}${speedup}`);
    return [all, demoOnly] as [number, number];
  };
  console.log(`\nallergies ${JSON.stringify(allergies)} → ${JSON.stringify(ids)}`);
  const before = row('before (oracle)', () => (text) => oracleFindAllergens(text, ids));
  row('findAllergens(text, ids)', () => (text) => findAllergens(text, ids), before);
  row('allergenMatcher, no cache', () => allergenMatcher(ids, { cache: false }), before);
  row('allergenMatcher (recommend)', () => allergenMatcher(ids), before);
}

if (E2E > 0) {
  const catalog: RecommendProduct[] = [
    ...PRODUCTS,
    ...Array.from({ length: E2E }, (_, i) => generateProduct(i + 1)),
  ] as RecommendProduct[];
  console.log(`\nrecommendFood on ${catalog.length} products (DOG, all foods)`);
  for (const allergies of [[], ...ALLERGY_SETS]) {
    const times: number[] = [];
    let excluded = 0;
    for (let round = 0; round <= 3; round++) {
      const start = process.hrtime.bigint();
      const result = recommendFood(catalog, { species: 'DOG', age_months: 36, weight_kg: 12, allergies });
      if (round > 0) times.push(Number(process.hrtime.bigint() - start) / 1e6);
      excluded = result.excluded.length;
    }
    times.sort((a, b) => a - b);
    console.log(
      `  ${JSON.stringify(allergies).padEnd(32)} ${times[1]?.toFixed(0).padStart(6)} ms, ${excluded} excluded`,
    );
  }
}
if (sink < 0) console.log(sink);
