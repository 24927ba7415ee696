/**
 * The bilingual concept map: what shoppers and agents call the catalog's tags, categories, lines,
 * life stages, proteins and needs, in German and English, and which product attributes each
 * concept stands for. A query word (or phrase) that names a concept matches every product with
 * one of those attributes, whatever its text says, so "grain free" finds products tagged
 * getreidefrei and "Hundefutter" finds wet and dry food for dogs. How to extend it: docs/search.md.
 */
import type { AllergenId } from '../nutrition/index.ts';

/** A product attribute a concept stands for; the index keeps one term per attribute value. */
export type Attribute =
  | { tag: string }
  | { category: string }
  | { line: string }
  | { protein: AllergenId }
  /** A species is not scored: it filters (DOG → DOG and BOTH products). */
  | { species: 'DOG' | 'CAT' };

export interface Concept {
  id: string;
  /** Surface forms, German and English, '|'-separated; a form may be a phrase ("lose weight"). */
  forms: string;
  /** Any of these (not all): a product with one of them has the concept. */
  means: readonly Attribute[];
}

const tag = (value: string): Attribute => ({ tag: value });
const protein = (value: AllergenId): Attribute => ({ protein: value });
const DOG: Attribute = { species: 'DOG' };
const CAT: Attribute = { species: 'CAT' };
const FOOD: Attribute[] = [{ category: 'nassfutter' }, { category: 'trockenfutter' }];

export const CONCEPTS: readonly Concept[] = [
  // Species: filters.
  { id: 'dog', forms: 'hund|hunde|hündin|rüde|dog|dogs|doggy', means: [DOG] },
  { id: 'cat', forms: 'katze|katzen|kater|mieze|cat|cats|kitty', means: [CAT] },
  // Categories. A compound's head "…futter" / "food" means complete food (wet or dry).
  { id: 'food', forms: 'futter|food|nahrung|alleinfutter|alleinfuttermittel|menü|meal|meals|mahlzeit', means: FOOD },
  {
    id: 'wet-food',
    forms: 'nassfutter|nass|nassnahrung|dosenfutter|wet|wet food|canned food|pate|mousse|ragout',
    means: [{ category: 'nassfutter' }],
  },
  {
    id: 'dry-food',
    forms: 'trockenfutter|trocken|trockennahrung|dry|dry food|kibble|kibbles|crunchies',
    means: [{ category: 'trockenfutter' }],
  },
  {
    id: 'treats',
    forms:
      'snack|snacks|leckerli|leckerlis|leckerchen|leckerei|belohnung|kauartikel|kausnack|kau|treat|treats|chew|chews|reward|rewards|goodies',
    means: [{ category: 'snacks' }],
  },
  {
    id: 'supplements',
    forms:
      'nahrungsergänzung|nahrungsergänzungsmittel|ergänzung|ergänzungsfutter|ergänzungsfuttermittel|zusatz|supplement|supplements|nutritional supplement',
    means: [{ category: 'nahrungsergaenzung' }],
  },
  {
    id: 'care',
    forms: 'pflege|pflegemittel|pflegeprodukt|care|grooming|shampoo|spray|balsam|balm|reiniger|cleaner',
    means: [{ category: 'pflege' }],
  },
  // Lines and diet tags.
  { id: 'pure-line', forms: 'pur|pure', means: [{ line: 'pur' }] },
  {
    id: 'grain-free',
    forms:
      'getreidefrei|ohne getreide|kein getreide|getreidelos|grain free|grainfree|grain-free|without grain|without grains|no grain|no grains',
    means: [tag('getreidefrei')],
  },
  {
    id: 'gluten-free',
    forms: 'glutenfrei|ohne gluten|gluten free|glutenfree|without gluten|no gluten',
    means: [tag('glutenfrei')],
  },
  {
    id: 'sugar-free',
    forms: 'ohne zucker|zuckerfrei|sugar free|sugarfree|without sugar|no sugar|no added sugar',
    means: [tag('ohne-zucker')],
  },
  {
    id: 'no-preservatives',
    forms: 'ohne konservierungsstoffe|konservierungsstofffrei|no preservatives|without preservatives|preservative free',
    means: [tag('ohne-konservierungsstoffe')],
  },
  {
    id: 'single-protein',
    forms:
      'monoprotein|mono protein|single protein|single-protein|single source protein|one protein|eine proteinquelle|eine eiweißquelle',
    means: [tag('monoprotein')],
  },
  {
    id: 'insect',
    forms: 'insekt|insekten|insektenprotein|insect|insects|insect protein',
    means: [tag('insektenprotein')],
  },
  { id: 'organic', forms: 'bio|organic|öko', means: [tag('bio')] },
  { id: 'cold-pressed', forms: 'kaltgepresst|cold pressed|cold-pressed', means: [tag('kaltgepresst')] },
  // Conditions and needs.
  {
    id: 'sensitive',
    forms:
      'sensitiv|sensitive|sensibel|empfindlich|empfindlicher magen|empfindliche verdauung|sensitive stomach|sensitive digestion|delicate stomach|magenempfindlich',
    means: [tag('sensitiv')],
  },
  {
    id: 'digestion',
    forms:
      'verdauung|verdauungsprobleme|magen|darm|magen darm|darmflora|durchfall|digestion|digestive|stomach|tummy|diarrhoea|diarrhea',
    means: [tag('verdauung')],
  },
  {
    id: 'allergy',
    forms:
      'hypoallergen|hypoallergenic|allergie|allergien|allergisch|allergiker|unverträglichkeit|futtermittelallergie|allergy|allergies|allergic|intolerance|intolerant',
    means: [tag('hypoallergen')],
  },
  {
    id: 'weight',
    forms:
      'light|lite|übergewicht|übergewichtig|abnehmen|diät|kalorienarm|gewichtskontrolle|idealgewicht|zu dick|lose weight|losing weight|weight loss|weight control|weight management|overweight|low calorie|low fat|diet',
    means: [tag('light')],
  },
  {
    id: 'joints',
    forms: 'gelenk|gelenke|arthrose|arthritis|beweglichkeit|mobilität|hüfte|joint|joints|mobility|hip|hips|stiff',
    means: [tag('gelenke')],
  },
  {
    id: 'skin-coat',
    forms:
      'fell|haut|fell und haut|fellpflege|hautpflege|stumpfes fell|glanz|juckreiz|haarausfall|skin|coat|skin and coat|shiny coat|dull coat|itching|itchy|shedding',
    means: [tag('fell-und-haut')],
  },
  {
    id: 'teeth',
    forms: 'zahn|zähne|zahnpflege|zahnstein|gebiss|mundgeruch|teeth|tooth|dental|dental care|tartar|bad breath',
    means: [tag('zahnpflege')],
  },
  // Life stages: a puppy is a dog, a kitten a cat.
  { id: 'puppy', forms: 'welpe|welpen|puppy|puppies', means: [DOG, tag('welpe'), { line: 'junior' }] },
  { id: 'kitten', forms: 'kitten|kätzchen|katzenkind', means: [CAT, tag('kitten'), { line: 'junior' }] },
  {
    id: 'junior',
    forms: 'junior|jung|jungtier|wachstum|young|growing|growth',
    means: [tag('welpe'), tag('kitten'), { line: 'junior' }],
  },
  {
    id: 'senior',
    forms: 'senior|seniors|alt|alte|alter|älter|ältere|älterer|betagt|old|older|aged|elderly|ageing|aging',
    means: [tag('senior')],
  },
  // Proteins: read from the ingredients (src/nutrition's allergen table), never from a negated mention.
  { id: 'chicken', forms: 'huhn|hühnchen|hähnchen|hühner|chicken|chickens|hen', means: [protein('chicken')] },
  { id: 'poultry', forms: 'geflügel|poultry|fowl', means: [protein('chicken'), protein('turkey'), protein('duck')] },
  { id: 'turkey', forms: 'pute|puten|truthahn|turkey', means: [protein('turkey')] },
  { id: 'duck', forms: 'ente|enten|duck', means: [protein('duck')] },
  { id: 'beef', forms: 'rind|rinder|rindfleisch|beef|ox|cattle', means: [protein('beef')] },
  { id: 'lamb', forms: 'lamm|lammfleisch|lamb|mutton|schaf', means: [protein('lamb')] },
  {
    id: 'fish',
    forms:
      'fisch|fische|lachs|forelle|thunfisch|hering|sardine|makrele|seelachs|kabeljau|fish|salmon|trout|tuna|herring|sardines|mackerel|cod',
    means: [protein('fish')],
  },
  { id: 'horse', forms: 'pferd|pferde|pferdefleisch|horse|horsemeat', means: [protein('horse')] },
  { id: 'rabbit', forms: 'kaninchen|hase|rabbit|bunny|hare', means: [protein('rabbit')] },
  { id: 'venison', forms: 'wild|hirsch|reh|venison|deer', means: [protein('venison')] },
  { id: 'pork', forms: 'schwein|schweinefleisch|pork|pig', means: [protein('pork')] },
  { id: 'egg', forms: 'ei|eier|egg|eggs', means: [protein('egg')] },
  { id: 'dairy', forms: 'milch|käse|joghurt|milk|cheese|dairy|yoghurt|yogurt', means: [protein('dairy')] },
];

/** The index term of an attribute: a '~' never survives tokenising, so no word can collide with it. */
export function attributeTerm(attribute: Attribute): string | null {
  if ('tag' in attribute) return `~tag:${attribute.tag}`;
  if ('category' in attribute) return `~category:${attribute.category}`;
  if ('line' in attribute) return `~line:${attribute.line}`;
  if ('protein' in attribute) return `~protein:${attribute.protein}`;
  return null;
}

/** The concept terms of a product's attributes (its species is a facet, not a term). */
export function documentAttributeTerms(doc: {
  tags: readonly string[];
  category?: string | undefined;
  line?: string | undefined;
  proteins: readonly AllergenId[];
}): string[] {
  const terms = doc.tags.map((value) => `~tag:${value}`);
  if (doc.category) terms.push(`~category:${doc.category}`);
  if (doc.line) terms.push(`~line:${doc.line}`);
  for (const value of doc.proteins) terms.push(`~protein:${value}`);
  return terms;
}

/** The product field an attribute term is read from: a protein from the ingredients. */
export function attributeField(term: string): string {
  const kind = term.slice(1, term.indexOf(':'));
  return kind === 'tag' ? 'tags' : kind === 'protein' ? 'ingredients' : kind;
}
