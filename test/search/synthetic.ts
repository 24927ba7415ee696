/**
 * A deterministic synthetic catalog for measuring the search index at sizes the demo shop never
 * reaches. Products are built from the same kinds of words real ones use, plus invented series names
 * so that the vocabulary keeps growing with the catalog, as a real one's does.
 */
import type { SearchDocument } from '../../src/search/index.ts';
import { mulberry32 as random } from '../../src/seed/generate.ts';

type Pair = readonly [de: string, en: string, compound: string];

const PROTEINS: readonly Pair[] = [
  ['Huhn', 'chicken', 'Hühner'],
  ['Rind', 'beef', 'Rinder'],
  ['Lamm', 'lamb', 'Lamm'],
  ['Lachs', 'salmon', 'Lachs'],
  ['Pute', 'turkey', 'Puten'],
  ['Ente', 'duck', 'Enten'],
  ['Wild', 'venison', 'Wild'],
  ['Pferd', 'horse', 'Pferde'],
  ['Kaninchen', 'rabbit', 'Kaninchen'],
  ['Forelle', 'trout', 'Forellen'],
  ['Thunfisch', 'tuna', 'Thunfisch'],
  ['Hering', 'herring', 'Herings'],
  ['Insekten', 'insect', 'Insekten'],
  ['Ziege', 'goat', 'Ziegen'],
  ['Hirsch', 'deer', 'Hirsch'],
  ['Känguru', 'kangaroo', 'Känguru'],
  ['Büffel', 'buffalo', 'Büffel'],
  ['Strauß', 'ostrich', 'Straußen'],
  ['Wachtel', 'quail', 'Wachtel'],
  ['Sardine', 'sardine', 'Sardinen'],
];
const SIDES: readonly Pair[] = [
  ['Kartoffel', 'potato', 'Kartoffel'],
  ['Süßkartoffel', 'sweet potato', 'Süßkartoffel'],
  ['Reis', 'rice', 'Reis'],
  ['Kürbis', 'pumpkin', 'Kürbis'],
  ['Hirse', 'millet', 'Hirse'],
  ['Erbsen', 'peas', 'Erbsen'],
  ['Karotte', 'carrot', 'Karotten'],
  ['Pastinake', 'parsnip', 'Pastinaken'],
  ['Spinat', 'spinach', 'Spinat'],
  ['Heidelbeeren', 'blueberries', 'Heidelbeer'],
];
const SPECIES = [
  { code: 'DOG', de: 'Hunde', one: 'Hund', en: 'dogs', young: 'Welpen', youngEn: 'puppies' },
  { code: 'CAT', de: 'Katzen', one: 'Katze', en: 'cats', young: 'Kitten', youngEn: 'kittens' },
] as const;
const CATEGORIES = [
  { code: 'nassfutter', de: 'Nassfutter', en: 'wet food', parts: ['Menü', 'Ragout', 'Pastete', 'Topf'] },
  { code: 'trockenfutter', de: 'Trockenfutter', en: 'dry food', parts: ['Kroketten', 'Brocken', 'Mahlzeit'] },
  { code: 'snacks', de: 'Snack', en: 'treats', parts: ['Leckerli', 'Kaustange', 'Taler', 'Streifen', 'Herzen'] },
  { code: 'nahrungsergaenzung', de: 'Ergänzung', en: 'supplement', parts: ['Öl', 'Pulver', 'Tabletten'] },
  { code: 'pflege', de: 'Pflege', en: 'care', parts: ['Balsam', 'Shampoo', 'Spray'] },
] as const;
const LINES = ['pur', 'sensitiv', 'vital', 'junior'] as const;
const TAGS = ['getreidefrei', 'monoprotein', 'hypoallergen', 'ohne-zucker', 'sensitiv', 'senior', 'welpe', 'kitten'];
const BRANDS = ['Napf', 'Wildherz', 'Fellfreund', 'Pfotenglück', 'Nordküste', 'Alpenhof', 'Tierwohl', 'Mühlenhof'];
const ADJECTIVES = ['saftig', 'knusprig', 'zart', 'schonend gegart', 'herzhaft', 'leicht verdaulich', 'artgerecht'];
const ADJECTIVES_EN = [
  'juicy',
  'crunchy',
  'tender',
  'gently cooked',
  'hearty',
  'easily digestible',
  'species-appropriate',
];
const SYLLABLES = ['ka', 'lo', 'mi', 'ter', 'vos', 'ran', 'del', 'fu', 'bri', 'sel', 'nor', 'quin', 'tal', 'wen'];

export function syntheticCatalog(count: number, seed = 42): SearchDocument[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  // Invented series names: their number grows with the catalog like a real vocabulary (Heaps' law).
  const series = Array.from({ length: Math.max(20, Math.round(4 * Math.sqrt(count))) }, () => {
    const word = pick(SYLLABLES) + pick(SYLLABLES) + pick(SYLLABLES);
    return word[0]!.toUpperCase() + word.slice(1);
  });
  const docs: SearchDocument[] = [];
  for (let i = 0; i < count; i++) {
    const species = pick(SPECIES);
    const category = pick(CATEGORIES);
    const [protein, proteinEn, proteinCompound] = pick(PROTEINS);
    const [side, sideEn] = pick(SIDES);
    const part = pick(category.parts);
    const young = next() < 0.2;
    const name = `${pick(series)} ${proteinCompound}-${part} mit ${side}${young ? ` für ${species.young}` : ''}`;
    const adjective = Math.floor(next() * ADJECTIVES.length);
    docs.push({
      id: `p${i}`,
      name,
      name_en: `${pick(series)} ${proteinEn} ${category.en} with ${sideEn}${young ? ` for ${species.youngEn}` : ''}`,
      brand: pick(BRANDS),
      description:
        `${category.de} für ${young ? species.young : species.de}: ${ADJECTIVES[adjective]} mit ${protein} und ${side}. ` +
        `Ideal als ${species.one === 'Hund' ? 'Hundefutter' : 'Katzenfutter'} für jeden Tag, ohne künstliche Zusätze. ` +
        (next() < 0.5 ? `Mit Lachsöl für ein glänzendes Fell und ${pick(SIDES)[0]} für die Verdauung.` : ''),
      description_en:
        `${category.en} for ${young ? species.youngEn : species.en}: ${ADJECTIVES_EN[adjective]} with ${proteinEn} and ${sideEn}. ` +
        'Great every day, with no artificial additives.',
      ingredients:
        `${proteinCompound}fleisch (${40 + Math.floor(next() * 30)} %), ${proteinCompound}herz (${5 + Math.floor(next() * 10)} %), ` +
        `${side} (${5 + Math.floor(next() * 20)} %), ${pick(SIDES)[0]} (4 %), Mineralstoffe, Leinöl (1 %)`,
      tags: [pick(TAGS), pick(TAGS)].filter((t, k, all) => all.indexOf(t) === k),
      species: species.code,
      category: category.code,
      line: pick(LINES),
    });
  }
  return docs;
}
