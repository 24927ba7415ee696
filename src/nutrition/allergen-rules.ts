/**
 * How allergen names are recognised in an ingredient text. Every rule looks for a folded stem
 * (see fold.ts) inside one word and then checks where in the word it sits and what surrounds it.
 * Plain substring search is not enough for German: compounds put the allergen anywhere
 * (Hühnerherz, Thunfisch, Magermilchpulver), while short stems hide inside unrelated words
 * (Ei in Reis/Eiweiß/Eisen, Ente in Spurenelemente/Enterococcus, Rind in Weidenrinde,
 * Milch in Milchsäurebakterien). The rules and their tests record each of those decisions.
 *
 * All stems, heads and rest patterns are written folded (lower case, plain vowels, ss).
 */
import type { AllergenId } from './allergen-table.ts';

export type Certainty = 'contains' | 'may_contain';

export interface MatchRule {
  stem: string;
  allergens: readonly AllergenId[];
  certainty: Certainty;
  /** 'start': the word must begin with the stem; 'any': the stem may also end or sit inside a compound. */
  at: 'start' | 'any';
  /** The rest of the word after the stem must match this (anchored with ^...$ where it matters). */
  rest?: RegExp;
  /** ...and must not match this: the endings that make another word (Rinde, Maisonette). */
  notRest?: RegExp;
  /** Inside a compound, only these heads may come before the stem (Wildente, Pekingente). */
  onlyHeads?: readonly string[];
  /** Inside a compound, these heads make another thing (Buchweizen, Tintenfisch, Kokosmilch). */
  notHeads?: readonly string[];
  /** The word before changes the meaning (coconut milk, peanut butter, lamb tripe). */
  notAfterWord?: readonly string[];
  /** The word after changes the meaning (milk thistle, lamb's lettuce, wild rice). */
  notBeforeWord?: readonly string[];
  /** Words that must come right before, as prefixes: an EU category phrase (pflanzliche Nebenerzeugnisse). */
  preceded?: readonly string[];
  /**
   * Generic meat wording ("Fleisch", "tierische Nebenerzeugnisse", "meat"): may contain any meat,
   * unless the text says whose meat it is ("Huhn (Fleisch, Herz)", "chicken meat").
   */
  generic?: boolean;
}

type Options = Omit<MatchRule, 'stem' | 'allergens' | 'certainty' | 'at'>;

function rule(
  certainty: Certainty,
  allergens: AllergenId | readonly AllergenId[],
  stem: string,
  at: 'start' | 'any',
  options: Options = {},
): MatchRule {
  return { stem, allergens: typeof allergens === 'string' ? [allergens] : allergens, certainty, at, ...options };
}
const contains = (a: AllergenId | readonly AllergenId[], stem: string, at: 'start' | 'any', o?: Options) =>
  rule('contains', a, stem, at, o);
const may = (a: AllergenId | readonly AllergenId[], stem: string, at: 'start' | 'any', o?: Options) =>
  rule('may_contain', a, stem, at, o);

/** Land-animal meat allergens: what "Fleisch und tierische Nebenerzeugnisse" may hold. */
export const MEAT_ALLERGENS: readonly AllergenId[] = [
  'chicken',
  'beef',
  'lamb',
  'pork',
  'turkey',
  'duck',
  'venison',
  'horse',
  'rabbit',
];

/** Cuts and parts that follow an animal name in a compound (Wildfleisch, Rehrücken, Elchherz). */
const MEAT_PART =
  'fleisch|herz|leber|lunge|niere|magen|pansen|fett|mehl|bruhe|bret|hack|gulasch|ragout|keule|rucken|brust|hals|knochen|innereien|protein|extrakt|filet|schulter|ohr|kopf';
/** "Wild" alone or with a meat part: Wildreis, Wildkräuter, Wildlachs and wilde Beeren are not venison. */
const GAME_REST = new RegExp(`^(?:(?:${MEAT_PART}).*)?$`);
/** Reh/Elch with inflection (Rehe, Elchs) and an optional meat part; Rehydriert is not. */
const DEER_REST = new RegExp(`^(?:e|en|s)?(?:(?:${MEAT_PART}|wild).*)?$`);

/** Ruminants whose tripe, calf or tallow is not beef. */
const NOT_CATTLE = ['lamm', 'schaf', 'ziegen', 'hirsch', 'wild', 'reh', 'elch', 'hammel'];

const FISH_DE = [
  'lachs',
  'forelle',
  'hering',
  'kabeljau',
  'dorsch',
  'sardine',
  'sardelle',
  'makrele',
  'sprotte',
  'hecht',
  'zander',
  'karpfen',
  'saibling',
  'heilbutt',
  'hoki',
  'pollack',
  'wittling',
  'anchovis',
  'tilapia',
  'pangasius',
  'barsch',
  'scholle',
  'lodde',
];

export const ALLERGEN_RULES: readonly MatchRule[] = [
  // Chicken / poultry. Truthuhn is a turkey, Perlhuhn/Rebhuhn/Auerhuhn (folded: aurhuhn) other
  // birds; a Hühnerei is an egg.
  contains('chicken', 'huhn', 'any', {
    notHeads: ['trut', 'perl', 'reb', 'aur', 'hasel', 'birk', 'schnee', 'wasser', 'teich', 'stein', 'prarie'],
    notRest: /^erei(?!ng)/,
  }),
  contains('chicken', 'hahnchen', 'any'),
  contains('chicken', 'hendl', 'any'),
  // "Geflügel" names poultry without saying which: chicken by the table, turkey and duck possibly.
  contains('chicken', 'geflugel', 'any'),
  may(['turkey', 'duck'], 'geflugel', 'any'),
  contains('chicken', 'chicken', 'any'),
  contains('chicken', 'poultry', 'any'),
  may(['turkey', 'duck'], 'poultry', 'any'),
  contains('chicken', 'hen', 'start', { rest: /^s?$/ }),

  // Beef. Rinde/Rinden is bark (Weidenrinde, Tamarinde); Rinder... is beef.
  contains('beef', 'rind', 'any', { notRest: /^e(?!r)/ }),
  contains('beef', 'pansen', 'any', { notHeads: NOT_CATTLE }),
  contains('beef', 'blattermagen', 'any', { notHeads: NOT_CATTLE }),
  contains('beef', 'kalb', 'any', { notHeads: NOT_CATTLE }),
  contains('beef', 'talg', 'any', { notHeads: NOT_CATTLE }),
  contains('beef', 'ochse', 'start'),
  contains('beef', 'beef', 'any'),
  contains('beef', 'bovine', 'start'),
  contains('beef', 'veal', 'start'),
  contains('beef', 'tripe', 'start', { notAfterWord: ['lamb', 'sheep', 'mutton', 'venison', 'deer', 'goat'] }),
  contains('beef', 'ox', 'start', { rest: /^(|en|tail.*|tongue)$/ }),
  contains('beef', 'cattle', 'start'),

  // Dairy. Milchsäure(bakterien) is lactic acid; Kokos-/Mandel-/Hafermilch are plant drinks;
  // Milchlamm/Milchkalb are milk-fed meat.
  contains('dairy', 'milch', 'any', {
    notRest: /^(saure|distel|lamm|kalb)/,
    notHeads: ['kokos', 'mandel', 'hafer', 'soja', 'reis', 'pflanzen', 'nuss', 'cashew'],
  }),
  contains('dairy', 'molke', 'any'),
  contains('dairy', 'kase', 'any', { notRest: /^rn/ }), // Käse, Kasein, Hüttenkäse; not Kaserne
  contains('dairy', 'joghurt', 'any'),
  contains('dairy', 'jogurt', 'any'),
  contains('dairy', 'yoghurt', 'any'),
  contains('dairy', 'yogurt', 'any'),
  contains('dairy', 'quark', 'any'),
  contains('dairy', 'laktose', 'any'),
  contains('dairy', 'lactose', 'any'),
  contains('dairy', 'casein', 'any'),
  contains('dairy', 'butter', 'start', {
    rest: /^(|milch.*|milk|fett.*|reinfett.*|schmalz.*)$/,
    notAfterWord: ['peanut', 'shea', 'cocoa', 'nut', 'almond', 'apple', 'kakao', 'erdnuss', 'apfel'],
  }),
  contains('dairy', 'sahne', 'any'),
  contains('dairy', 'kefir', 'any'),
  contains('dairy', 'kolostrum', 'any'),
  contains('dairy', 'colostrum', 'any'),
  contains('dairy', 'milk', 'any', {
    notHeads: ['coconut', 'almond', 'oat', 'soy', 'soya', 'rice'],
    notAfterWord: ['coconut', 'almond', 'oat', 'soy', 'soya', 'rice'],
    notBeforeWord: ['thistle'],
  }),
  contains('dairy', 'whey', 'any'),
  contains('dairy', 'cheese', 'any'),
  contains('dairy', 'dairy', 'any'),

  // Wheat / gluten. Buchweizen (buckwheat) is no wheat; Mais-/Reisgluten and Maisgrieß are corn/rice.
  contains('wheat', 'weizen', 'any', { notHeads: ['buch'] }),
  contains('wheat', 'gluten', 'any', {
    notHeads: ['mais', 'reis', 'corn', 'maize', 'rice'],
    notAfterWord: ['corn', 'maize', 'rice', 'mais', 'reis'],
  }),
  contains('wheat', 'dinkel', 'any'),
  contains('wheat', 'griess', 'any', { notHeads: ['mais', 'reis', 'hirse', 'soja'] }),
  contains('wheat', 'grunkern', 'any'),
  contains('wheat', 'einkorn', 'start'),
  contains('wheat', 'emmer', 'start', { rest: /^$/ }),
  contains('wheat', 'kamut', 'any'),
  contains('wheat', 'bulgur', 'any'),
  contains('wheat', 'couscous', 'any'),
  contains('wheat', 'seitan', 'any'),
  contains('wheat', 'wheat', 'any', { notHeads: ['buck'] }),
  contains('wheat', 'spelt', 'start', { rest: /^$/ }),
  contains('wheat', 'semolina', 'any'),
  contains('wheat', 'durum', 'start'),
  // Barley and rye carry gluten and cross-react with wheat: may contain.
  may('wheat', 'gerste', 'any'),
  may('wheat', 'roggen', 'any'),
  may('wheat', 'barley', 'start'),
  may('wheat', 'rye', 'start', { rest: /^$/ }),
  // EU category "Getreide" / "cereals": may be wheat or corn.
  may(['wheat', 'corn'], 'getreide', 'any'),
  may(['wheat', 'corn'], 'cereal', 'start', { rest: /^s?$/ }),
  may(['wheat', 'corn'], 'grain', 'start', {
    rest: /^s?$/,
    notBeforeWord: ['rice', 'corn', 'oat', 'oats', 'reis', 'mais'],
  }),
  // EU category "pflanzliche Nebenerzeugnisse" / "derivatives of vegetable origin": bran, hulls, gluten feed.
  may(['wheat', 'corn', 'soy'], 'nebenerzeugnis', 'start', { preceded: ['pflanzlich'] }),
  may(['wheat', 'corn', 'soy'], 'origin', 'start', { preceded: ['derivative', 'of', 'vegetable'] }),

  // Soy. EU category "pflanzliche Eiweißextrakte" / "vegetable protein extracts": usually soy.
  contains('soy', 'soja', 'any'),
  contains('soy', 'soya', 'any'),
  contains('soy', 'soy', 'start'),
  contains('soy', 'tofu', 'any'),
  contains('soy', 'edamame', 'any'),
  may('soy', 'eiweissextrakt', 'any'),
  may('soy', 'proteinextrakt', 'any', { preceded: ['pflanzlich'] }),
  may('soy', 'extract', 'start', { preceded: ['vegetable', 'protein'] }),

  // Egg. "Ei" only at the start of a word and only with egg endings: Eiweiß means protein, and
  // Eisen, Einkorn, Eibisch, Reis, Kleie, Brei, weizenfrei are no eggs.
  contains('egg', 'ei', 'start', { rest: /^(|er.*|pulver.*|gelb.*|klar.*|dotter.*|protein.*|produkt.*|erzeugnis.*)$/ }),
  contains('egg', 'vollei', 'any', { notRest: /^n/ }),
  contains('egg', 'trockenei', 'any', { notRest: /^n/ }),
  contains('egg', 'huhnerei', 'any', { notRest: /^n/ }), // Hühnerei(weiß), not Hühnereingeweide
  contains('egg', 'wachtelei', 'any', { notRest: /^n/ }),
  contains('egg', 'eier', 'any', {
    onlyHeads: ['bio', 'freiland', 'huhner', 'wachtel', 'enten', 'gans', 'ganse', 'voll', 'trocken', 'frisch', 'boden'],
  }),
  contains('egg', 'egg', 'start', { rest: /^(|s|shell.*|powder|yolk.*|white.*)$/ }), // not eggplant

  // Lamb / sheep. Schafgarbe is yarrow, -schaft (Landwirtschaft) a suffix, Schafmilch dairy.
  contains('lamb', 'lamm', 'any'),
  contains('lamb', 'schaf', 'any', { notRest: /^(t|er|garbe|s?milch|s?kase|s?joghurt|s?quark|s?wolle)/ }),
  contains('lamb', 'hammel', 'any'),
  contains('lamb', 'lamb', 'start', { notBeforeWord: ['lettuce'] }),
  contains('lamb', 'mutton', 'start'),
  contains('lamb', 'sheep', 'start', { notBeforeWord: ['milk', 'cheese', 'yogurt', 'yoghurt'] }),

  // Fish. Tintenfisch (squid) and shellfish are molluscs/crustaceans, a different allergy.
  contains('fish', 'fisch', 'any', { notHeads: ['tinten', 'wal', 'kraken'] }),
  ...FISH_DE.map((name) => contains('fish', name, 'any')),
  contains('fish', 'thun', 'start'),
  contains('fish', 'fish', 'any', { notHeads: ['shell', 'cuttle', 'cray', 'star', 'jelly'] }),
  contains('fish', 'salmon', 'start', { notRest: /^ell/ }), // not Salmonella
  contains('fish', 'trout', 'start'),
  contains('fish', 'herring', 'start'),
  contains('fish', 'tuna', 'start', { rest: /^s?$/ }),
  contains('fish', 'cod', 'start', { rest: /^(|s|fish|liver)$/ }),
  contains('fish', 'pollock', 'start'),
  contains('fish', 'anchov', 'start'),
  contains('fish', 'mackerel', 'start'),
  contains('fish', 'haddock', 'start'),
  contains('fish', 'hake', 'start', { rest: /^s?$/ }),
  contains('fish', 'sprat', 'start', { rest: /^s?$/ }),
  contains('fish', 'pilchard', 'start'),
  contains('fish', 'capelin', 'start'),
  contains('fish', 'menhaden', 'start'),
  contains('fish', 'plaice', 'start'),

  // Pork. Wildschwein is pork; pigment and pigeon are not pig.
  contains('pork', 'schwein', 'any', { notHeads: ['meer'] }),
  contains('pork', 'schinken', 'any'),
  contains('pork', 'ferkel', 'any'),
  contains('pork', 'schwarzwild', 'any'),
  contains('pork', 'speck', 'start', { rest: /^$/ }),
  contains('pork', 'pork', 'start'),
  contains('pork', 'pig', 'start', { rest: /^(|s|skin.*|ears?)$/ }),
  contains('pork', 'porcine', 'start'),
  contains('pork', 'ham', 'start', { rest: /^s?$/ }),
  contains('pork', 'bacon', 'start'),
  contains('pork', 'lard', 'start', { rest: /^$/ }),
  contains('pork', 'boar', 'start', { rest: /^s?$/ }),

  // Corn. Maismehl, Maiskleber, Zuckermais; not Maische or Maisonette; not corned beef or cornflower.
  contains('corn', 'mais', 'any', { notRest: /^(on|ch)/ }),
  contains('corn', 'kukuruz', 'any'),
  contains('corn', 'polenta', 'any'),
  contains('corn', 'popcorn', 'any'),
  contains('corn', 'corn', 'start', { notRest: /^(ed|el|er|ea|ish|ice|et|flower|ucopia|wall)/ }),
  contains('corn', 'maize', 'start'),

  // Turkey. Pute/Puten/Puter at the start of a word (not Computer); Truthahn/Truthuhn anywhere.
  contains('turkey', 'pute', 'any', { onlyHeads: ['bio', 'jung', 'freiland', 'baby', 'mast'], rest: /^(|n.*|r.*)$/ }),
  contains('turkey', 'truthahn', 'any'),
  contains('turkey', 'truthenne', 'any'),
  contains('turkey', 'truthuhn', 'any'),
  contains('turkey', 'turkey', 'start'),

  // Duck. Ente/Enten/Entenfleisch, and after a known duck kind (Flugente, Pekingente). Inside other
  // words "ente" is almost always something else: Spurenelemente, Pigmente, Fermente, Rente,
  // Prozente, Enterococcus.
  contains('duck', 'ente', 'any', {
    onlyHeads: [
      'wild',
      'peking',
      'flug',
      'haus',
      'barbarie',
      'moschus',
      'jung',
      'bio',
      'weide',
      'freiland',
      'stock',
      'mast',
      'mulard',
    ],
    rest: /^(|n.*)$/,
  }),
  contains('duck', 'duck', 'start', { rest: /^(|s|ling.*)$/ }),

  // Venison. German "Wild" is game: alone or with a meat part, and Rotwild/Damwild/Rehwild.
  contains('venison', 'wild', 'any', {
    onlyHeads: ['rot', 'dam', 'reh', 'hoch'],
    rest: GAME_REST,
    notBeforeWord: [
      'salmon',
      'rice',
      'boar',
      'caught',
      'duck',
      'herbs',
      'berries',
      'berry',
      'fish',
      'garlic',
      'cherry',
      'cherries',
      'rose',
      'lachs',
      'reis',
      'krauter',
      'beeren',
      'ente',
      'schwein',
    ],
  }),
  contains('venison', 'hirsch', 'any', { notRest: /^hornsalz/ }), // Hirschhornsalz is a raising agent
  contains('venison', 'reh', 'start', { rest: DEER_REST }),
  contains('venison', 'elch', 'start', { rest: DEER_REST }),
  contains('venison', 'rentier', 'start'),
  contains('venison', 'venison', 'any'),
  contains('venison', 'deer', 'any'),
  contains('venison', 'elk', 'start', { rest: /^s?$/ }),

  // Horse. Pferdebohne (field bean) and Pferdezahnmais (dent corn) are plants; so are horseradish,
  // horsetail and horse chestnut.
  contains('horse', 'pferd', 'any', { notRest: /^e?(bohne|zahn)/, notHeads: ['see'] }),
  contains('horse', 'fohlen', 'start'),
  contains('horse', 'rossfleisch', 'any'),
  contains('horse', 'horse', 'start', {
    notRest: /^(radish|tail|chestnut|bean|gram)/,
    notBeforeWord: ['chestnut', 'chestnuts', 'radish', 'bean', 'beans', 'gram', 'tail'],
  }),
  contains('horse', 'equine', 'start'),

  // Rabbit. Hare is a close relative, not the same animal: may contain. Not Haselnuss, not Phase.
  contains('rabbit', 'kaninchen', 'any'),
  contains('rabbit', 'rabbit', 'start'),
  may('rabbit', 'hase', 'any', { onlyHeads: ['feld', 'schnee', 'wild'], rest: /^(|n.*)$/ }),
  may('rabbit', 'hare', 'start', { rest: /^s?$/ }),

  // EU category "Fleisch und tierische Nebenerzeugnisse" and other unnamed meat: may contain any
  // meat. Bare organ names (Herz, Leber) are not treated as generic: they nearly always follow
  // the animal they come from ("Hühnerfleisch, Herz, Leber").
  may(MEAT_ALLERGENS, 'fleisch', 'any', { onlyHeads: ['frisch', 'muskel', 'trocken', 'mager'], generic: true }),
  may(MEAT_ALLERGENS, 'tierisch', 'start', { generic: true }),
  may(MEAT_ALLERGENS, 'innereien', 'start', { generic: true }),
  may(MEAT_ALLERGENS, 'tiermehl', 'start', { generic: true }),
  may(MEAT_ALLERGENS, 'schlachtnebenerzeugnis', 'any', { generic: true }),
  may(MEAT_ALLERGENS, 'meat', 'start', { generic: true }),
  may(MEAT_ALLERGENS, 'animal', 'start', { generic: true }),
  may(MEAT_ALLERGENS, 'offal', 'start', { generic: true }),
];
