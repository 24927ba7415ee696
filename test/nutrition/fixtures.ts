/**
 * A small fake catalog for recommend_food. `holds` is the hand-made ground truth: every allergen
 * the ingredient text names or may hold by its wording (EU categories, unnamed poultry, barley
 * for wheat/gluten), written independently of the matcher so the tests can check it.
 */

import type { FeedingGuide, FeedingRow } from '../../src/catalog/schema.ts';
import type { AllergenId, RecommendProduct } from '../../src/nutrition/index.ts';

export interface FixtureProduct extends RecommendProduct {
  holds: readonly AllergenId[];
}

const points = (...rows: [number, number, number][]): FeedingRow[] =>
  rows.map(([kg, min, max]) => ({ weight_from_kg: kg, weight_to_kg: kg, grams_min: min, grams_max: max }));

function guide(species: 'DOG' | 'CAT', kcal: number | null, rows: FeedingRow[], meals = 2): FeedingGuide {
  return { species, energy_kcal_per_100g: kcal, meals_per_day: meals, rows, notes: '', notes_en: '' };
}

const WET = { Rohprotein: 11, Rohfett: 8, Rohfaser: 0.6, Rohasche: 2.5, Feuchtigkeit: 77 };
const DRY = { Rohprotein: 26, 'Rohöle und -fette': 15, Rohfaser: 2.5, Rohasche: 7, Feuchtigkeit: 9 };
const DOG_WET_TABLE = points([5, 300, 360], [10, 500, 600], [20, 850, 1000]);
const DOG_DRY_TABLE = points([5, 90, 110], [10, 150, 180], [20, 250, 300]);
const MEAT: AllergenId[] = ['chicken', 'beef', 'lamb', 'pork', 'turkey', 'duck', 'venison', 'horse', 'rabbit'];

function product(
  slug: string,
  fields: Partial<FixtureProduct> & Pick<FixtureProduct, 'ingredients' | 'holds' | 'category'>,
): FixtureProduct {
  return {
    slug,
    name: slug,
    name_en: `${slug} (en)`,
    species: 'DOG',
    line: 'pur',
    tags: [],
    analytical_constituents: fields.category === 'trockenfutter' ? DRY : WET,
    feeding_guide: guide('DOG', null, fields.category === 'trockenfutter' ? DOG_DRY_TABLE : DOG_WET_TABLE),
    is_bestseller: false,
    ...fields,
  };
}

export const PRODUCTS: readonly FixtureProduct[] = [
  product('hund-huhn-nass', {
    category: 'nassfutter',
    ingredients: 'Hühnerfleisch (60 %), Hühnerbrühe (30 %), Kürbis (6 %), Mineralstoffe',
    holds: ['chicken'],
    tags: ['getreidefrei', 'monoprotein'],
    is_bestseller: true,
    rating_average: 4.7,
    rating_count: 23,
    feeding_guide: guide('DOG', 115, DOG_WET_TABLE),
  }),
  product('hund-rind-nass', {
    category: 'nassfutter',
    ingredients: 'Rinderherz (40 %), Rinderpansen (30 %), Rindfleisch (20 %), Karotten, Leinöl',
    holds: ['beef'],
    tags: ['getreidefrei', 'monoprotein'],
    rating_average: 4.2,
    rating_count: 8,
  }),
  product('hund-lamm-reis-trocken', {
    category: 'trockenfutter',
    ingredients: 'Lammfleisch getrocknet (30 %), Reis (25 %), Gerste, Eipulver, Lachsöl, Rübentrockenschnitzel',
    holds: ['lamb', 'wheat', 'egg', 'fish'],
  }),
  product('hund-pute-sensitiv-trocken', {
    category: 'trockenfutter',
    line: 'sensitiv',
    ingredients: 'Putenfleisch getrocknet (35 %), Süßkartoffel, Erbsen, Leinsamen, Kräuter',
    holds: ['turkey'],
    tags: ['hypoallergen', 'getreidefrei', 'monoprotein'],
    feeding_guide: guide('DOG', 360, DOG_DRY_TABLE),
  }),
  product('hund-kategorien-trocken', {
    category: 'trockenfutter',
    ingredients:
      'Getreide, Fleisch und tierische Nebenerzeugnisse (4 % Huhn), pflanzliche Eiweißextrakte, Öle und Fette, Mineralstoffe',
    holds: ['wheat', 'corn', 'soy', ...MEAT],
    is_bestseller: true,
    feeding_guide: guide('DOG', 350, DOG_DRY_TABLE),
  }),
  product('hund-fisch-nass', {
    category: 'nassfutter',
    ingredients: 'Seelachs (50 %), Thunfisch (20 %), Reis, Lachsöl',
    holds: ['fish'],
  }),
  product('hund-ente-kartoffel-nass', {
    category: 'nassfutter',
    line: 'sensitiv',
    ingredients: 'Entenfleisch (65 %), Kartoffeln (20 %), Spurenelemente, Enterococcus faecium',
    holds: ['duck'],
    tags: ['getreidefrei', 'monoprotein', 'hypoallergen'],
  }),
  product('welpe-huhn-reis-trocken', {
    category: 'trockenfutter',
    line: 'junior',
    ingredients: 'Hühnerfleisch getrocknet (28 %), Reis (30 %), Maismehl, Vollei getrocknet, Milchpulver, Fischöl',
    holds: ['chicken', 'corn', 'egg', 'dairy', 'fish'],
    tags: ['welpe'],
    feeding_guide: guide('DOG', 390, DOG_DRY_TABLE, 3),
  }),
  product('hund-wild-kaninchen-nass', {
    category: 'nassfutter',
    ingredients: 'Hirschfleisch (40 %), Kaninchen (30 %), Wildschwein (10 %), Pastinake, Wildkräuter',
    holds: ['venison', 'rabbit', 'pork'],
  }),
  product('hund-pferd-nass', {
    category: 'nassfutter',
    ingredients: 'Pferdefleisch (70 %), Topinambur, Reisflocken, Spurenelemente, Milchsäurebakterien, Weidenrinde',
    holds: ['horse'],
    tags: ['monoprotein'],
  }),
  product('hund-senior-trocken', {
    category: 'trockenfutter',
    ingredients: 'Huehnerfleisch (30 %), Weizenkleie, Kaese, Sojaoel, Grünlippmuschel',
    holds: ['chicken', 'wheat', 'dairy', 'soy'],
    tags: ['senior'],
  }),
  product('hund-english-trocken', {
    category: 'trockenfutter',
    ingredients: 'Chicken (40 %), wheat flour, dried egg, milk powder, beet pulp',
    holds: ['chicken', 'wheat', 'egg', 'dairy'],
  }),
  product('katze-lachs-nass', {
    species: 'CAT',
    category: 'nassfutter',
    ingredients: 'Lachs (60 %), Fischbrühe, Taurin',
    holds: ['fish'],
    feeding_guide: guide('CAT', 95, points([2, 120, 150], [4, 200, 240], [6, 270, 320])),
  }),
  product('katze-gefluegel-trocken', {
    species: 'CAT',
    category: 'trockenfutter',
    ingredients: 'Geflügelmehl (35 %), Reis, Eigelb',
    holds: ['chicken', 'turkey', 'duck', 'egg'],
    feeding_guide: guide('CAT', 380, points([2, 30, 40], [4, 50, 60], [6, 65, 80])),
  }),
  product('beide-kaninchen-nass', {
    species: 'BOTH',
    category: 'nassfutter',
    ingredients: 'Kaninchen (70 %), Karotten, Eierschalenpulver',
    holds: ['rabbit', 'egg'],
  }),
  product('beide-rinderlunge-snack', {
    species: 'BOTH',
    category: 'snacks',
    ingredients: 'Rinderlunge (100 %)',
    holds: ['beef'],
    feeding_guide: null,
  }),
];

/** How users name each allergen: German, English, compounds and umlaut-free spellings. */
export const USER_SPELLINGS: Record<AllergenId, readonly string[]> = {
  chicken: ['Huhn', 'chicken', 'Hühnchen', 'Huehnchen', 'Geflügel'],
  beef: ['Rind', 'beef', 'Rindfleisch'],
  dairy: ['Milch', 'lactose', 'Käse'],
  wheat: ['Weizen', 'gluten', 'Getreide'],
  soy: ['Soja', 'soy'],
  egg: ['Ei', 'Eier', 'egg'],
  lamb: ['Lamm', 'lamb'],
  fish: ['Fisch', 'salmon', 'Lachs'],
  pork: ['Schwein', 'pork'],
  corn: ['Mais', 'corn'],
  turkey: ['Pute', 'turkey'],
  duck: ['Ente', 'duck'],
  venison: ['Wild', 'venison', 'Hirsch'],
  horse: ['Pferd', 'horse'],
  rabbit: ['Kaninchen', 'rabbit'],
};
