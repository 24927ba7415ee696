/**
 * Search latency and memory at 1 000, 10 000 and 100 000 synthetic products. Not a test (timings
 * are never asserted); run by hand:
 *
 *   ./node_modules/.bin/node --expose-gc test/search/bench.ts [sizes...] [--minisearch]
 *
 * --minisearch also measures a plain MiniSearch index over the same text (stemmed fields, fuzzy 0.2,
 * prefix, AND) as the baseline the custom scorer was chosen against.
 */
import MiniSearch from 'minisearch';
import { ProductSearchIndex, type SearchDocument } from '../../src/search/index.ts';
import { foldChars, foldGermanDigraphs } from '../../src/search/normalize.ts';
import { stemEnglish, stemGerman } from '../../src/search/stem.ts';
import { syntheticCatalog } from './synthetic.ts';

/** A shopper's mix: broad single words, compounds, English, typos, umlaut-less, half-typed. */
const QUERIES = [
  'Hund',
  'Katze',
  'Hundefutter',
  'Katzenfutter',
  'Nassfutter',
  'Trockenfutter Hund',
  'Hühnchen',
  'huhnchen',
  'Huehnchen Nassfutter',
  'Lachs',
  'Lachsöl',
  'Lachs Reis',
  'getreidefrei',
  'getreidefreies Katzenfutter',
  'grain free salmon',
  'lamb rice',
  'chicken',
  'wet food for cats',
  'Welpenfutter',
  'kitten',
  'Kaninchen',
  'Pferd Kartoffel',
  'Entenbrust',
  'Insekten',
  'Forelle',
  'monoprotein Pute',
  'Kauartikel Rind',
  'Hühnerherz',
  'Zahnpflege Snack',
  'Pfotenbalsam',
  'Lacks',
  'chikcen',
  'Kaninchn',
  'Süßkartofel',
  'Rin',
  'Kängu',
  'Hundesnack',
  'senior dog',
  'Sensitiv Trockenfutter',
  'Büffel Hirse Katze',
];

const RUNS = 25;

interface Engine {
  search(query: string, species?: string): number;
}

function heapMb(): number {
  globalThis.gc?.();
  globalThis.gc?.();
  return process.memoryUsage().heapUsed / 2 ** 20;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

function napfEngine(docs: SearchDocument[]): Engine {
  const index = new ProductSearchIndex(docs);
  return {
    search: (query, species) =>
      index.search(query, { limit: 10, facets: species ? { species: [species, 'BOTH'] } : undefined }).hits.length,
  };
}

const GERMAN = new Set(['name', 'description', 'ingredients']);

function miniSearchEngine(docs: SearchDocument[]): Engine {
  const index = new MiniSearch<SearchDocument>({
    fields: ['name', 'name_en', 'brand', 'tags', 'ingredients', 'description', 'description_en'],
    storeFields: ['species'],
    extractField: (doc, field) => (field === 'tags' ? doc.tags.join(' ') : String(doc[field as keyof SearchDocument])),
    processTerm: (term, field) => {
      const folded = foldChars(term);
      return field && GERMAN.has(field) ? stemGerman(foldGermanDigraphs(folded)) : stemEnglish(folded);
    },
    searchOptions: {
      boost: { name: 5, name_en: 5, brand: 3, tags: 3, ingredients: 1.5 },
      fuzzy: 0.2,
      prefix: (_term, i, terms) => i === terms.length - 1,
      combineWith: 'AND',
      processTerm: (term) => {
        const folded = foldChars(term);
        return [...new Set([stemGerman(foldGermanDigraphs(folded)), stemEnglish(folded)])];
      },
    },
  });
  index.addAll(docs);
  return {
    search: (query, species) =>
      index.search(query, species ? { filter: (r) => r.species === species || r.species === 'BOTH' } : {}).slice(0, 10)
        .length,
  };
}

interface Latency {
  p50: number;
  p95: number;
  /** p95 over the queries of each query's median: steadier on a shared, busy machine. */
  p95q: number;
}

function measure(engine: Engine, species?: string): Latency {
  for (const query of QUERIES) for (let i = 0; i < 3; i++) engine.search(query, species);
  const times: number[] = [];
  const perQuery = new Map<string, number[]>();
  for (let run = 0; run < RUNS; run++) {
    for (const query of QUERIES) {
      const start = performance.now();
      engine.search(query, species);
      const took = performance.now() - start;
      times.push(took);
      perQuery.set(query, [...(perQuery.get(query) ?? []), took]);
    }
  }
  const medians: number[] = [];
  for (const [query, list] of perQuery) {
    list.sort((a, b) => a - b);
    medians.push(percentile(list, 0.5));
    if (verbose) {
      console.log(
        `  ${species ?? 'all'} ${query.padEnd(30)} median ${ms(percentile(list, 0.5))} ms  hits ${engine.search(query)}`,
      );
    }
  }
  times.sort((a, b) => a - b);
  medians.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), p95q: percentile(medians, 0.95) };
}

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const ms = (n: number) => n.toFixed(3).padStart(8);
const sizes = args.filter((a) => /^\d+$/.test(a)).map(Number);
const engines: [string, (docs: SearchDocument[]) => Engine][] = [['napf', napfEngine]];
if (args.includes('--minisearch')) engines.push(['minisearch', miniSearchEngine]);
if (!globalThis.gc) console.log('(run with --expose-gc for exact heap numbers)');

for (const size of sizes.length ? sizes : [1_000, 10_000, 100_000]) {
  // A JSON round trip flattens the generator's concatenated strings, which would otherwise shrink
  // while being indexed and spoil the heap figure.
  const docs: SearchDocument[] = JSON.parse(JSON.stringify(syntheticCatalog(size)));
  for (const [name, make] of engines) {
    const before = heapMb();
    const started = performance.now();
    let engine: Engine | null = make(docs);
    const buildMs = performance.now() - started;
    const heap = heapMb() - before;
    const all = measure(engine);
    const dogs = measure(engine, 'DOG');
    console.log(
      `${name.padEnd(10)} n=${String(size).padStart(6)}  build ${(buildMs / 1000).toFixed(1)} s  heap +${heap.toFixed(0)} MB\n` +
        `  all:        p50 ${ms(all.p50)}  p95 ${ms(all.p95)}  p95 of query medians ${ms(all.p95q)}  (ms)\n` +
        `  species:    p50 ${ms(dogs.p50)}  p95 ${ms(dogs.p95)}  p95 of query medians ${ms(dogs.p95q)}  (ms)`,
    );
    engine = null;
  }
}
