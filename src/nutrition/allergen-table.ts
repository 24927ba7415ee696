/**
 * The food allergens the shop filters on, with the names that carry them on German and English
 * labels (docs/nutrition.md#allergens, extended by common label
 * variants). The names are for display and documentation; the matching rules that find them in an
 * ingredient text are in allergen-rules.ts, and a test checks that every name here is found.
 */
export const ALLERGEN_IDS = [
  'chicken',
  'beef',
  'dairy',
  'wheat',
  'soy',
  'egg',
  'lamb',
  'fish',
  'pork',
  'corn',
  'turkey',
  'duck',
  'venison',
  'horse',
  'rabbit',
] as const;
export type AllergenId = (typeof ALLERGEN_IDS)[number];

export interface Allergen {
  id: AllergenId;
  name: string;
  name_en: string;
  names: readonly string[];
  names_en: readonly string[];
}

export const ALLERGENS: readonly Allergen[] = [
  {
    id: 'chicken',
    name: 'Huhn/Geflügel',
    name_en: 'chicken/poultry',
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
    ],
    names_en: ['chicken', 'poultry', 'chicken fat', 'poultry meal', 'hen'],
  },
  {
    id: 'beef',
    name: 'Rind',
    name_en: 'beef',
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
      'Ochsenziemer',
    ],
    names_en: ['beef', 'bovine', 'veal', 'tripe', 'oxtail'],
  },
  {
    id: 'dairy',
    name: 'Milch/Milchprodukte',
    name_en: 'dairy',
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
      'Butter',
      'Sahne',
      'Kefir',
      'Kolostrum',
    ],
    names_en: ['milk', 'whey', 'cheese', 'lactose', 'casein', 'dairy', 'yogurt', 'colostrum'],
  },
  {
    id: 'wheat',
    name: 'Weizen/Gluten',
    name_en: 'wheat/gluten',
    names: ['Weizen', 'Weizenmehl', 'Weizenkleie', 'Weizengluten', 'Dinkel', 'Grieß', 'Hartweizengrieß', 'Grünkern'],
    names_en: ['wheat', 'gluten', 'spelt', 'semolina', 'durum wheat'],
  },
  {
    id: 'soy',
    name: 'Soja',
    name_en: 'soy',
    names: ['Soja', 'Sojaprotein', 'Sojamehl', 'Sojaöl', 'Sojalecithin', 'Tofu'],
    names_en: ['soy', 'soya', 'soybean meal'],
  },
  {
    id: 'egg',
    name: 'Ei',
    name_en: 'egg',
    names: ['Ei', 'Eier', 'Vollei', 'Eipulver', 'Trockenei', 'Eigelb', 'Hühnerei', 'Eierschalen'],
    names_en: ['egg', 'dried egg', 'eggs', 'egg powder'],
  },
  {
    id: 'lamb',
    name: 'Lamm/Schaf',
    name_en: 'lamb/mutton',
    names: ['Lamm', 'Lammfleisch', 'Schaf', 'Hammel'],
    names_en: ['lamb', 'mutton', 'sheep'],
  },
  {
    id: 'fish',
    name: 'Fisch',
    name_en: 'fish',
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
      'Sardine',
      'Makrele',
      'Dorsch',
    ],
    names_en: ['fish', 'salmon', 'trout', 'herring', 'tuna', 'cod', 'pollock', 'fish oil', 'sardine', 'anchovy'],
  },
  {
    id: 'pork',
    name: 'Schwein',
    name_en: 'pork',
    names: ['Schwein', 'Schweinefleisch', 'Wildschwein', 'Schinken'],
    names_en: ['pork', 'pig', 'ham', 'bacon', 'lard'],
  },
  {
    id: 'corn',
    name: 'Mais',
    name_en: 'corn',
    names: ['Mais', 'Maismehl', 'Maiskleber', 'Maisstärke', 'Maisgluten', 'Polenta'],
    names_en: ['corn', 'maize', 'corn gluten meal'],
  },
  {
    id: 'turkey',
    name: 'Pute',
    name_en: 'turkey',
    names: ['Pute', 'Putenfleisch', 'Puter', 'Truthahn'],
    names_en: ['turkey'],
  },
  {
    id: 'duck',
    name: 'Ente',
    name_en: 'duck',
    names: ['Ente', 'Entenfleisch', 'Enten', 'Flugente', 'Pekingente'],
    names_en: ['duck'],
  },
  {
    id: 'venison',
    name: 'Wild (Hirsch, Reh)',
    name_en: 'venison',
    names: ['Wild', 'Wildfleisch', 'Hirsch', 'Hirschfleisch', 'Reh', 'Rehfleisch', 'Rotwild', 'Damwild'],
    names_en: ['venison', 'deer'],
  },
  {
    id: 'horse',
    name: 'Pferd',
    name_en: 'horse',
    names: ['Pferd', 'Pferdefleisch', 'Rossfleisch'],
    names_en: ['horse', 'horsemeat', 'equine'],
  },
  {
    id: 'rabbit',
    name: 'Kaninchen',
    name_en: 'rabbit',
    names: ['Kaninchen', 'Kaninchenfleisch'],
    names_en: ['rabbit'],
  },
];

const BY_ID = new Map(ALLERGENS.map((a) => [a.id, a]));

export function allergenById(id: AllergenId): Allergen {
  const allergen = BY_ID.get(id);
  if (!allergen) throw new Error(`unknown allergen ${id}`);
  return allergen;
}
