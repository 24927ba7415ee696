/**
 * The search evaluation set: what shoppers and agents type, each query with the criteria that say
 * which products answer it (grading.ts turns them into grades 0–3 for every product). Kinds:
 * keyword, sentence, typo, negation, cross (an English query for German data, or the reverse).
 */
import type { Criterion } from './grading.ts';

export type QueryKind = 'keyword' | 'sentence' | 'typo' | 'negation' | 'cross';

export interface EvalQuery {
  q: string;
  lang: 'de' | 'en';
  kind: QueryKind;
  criteria: Criterion[];
}

const DOG: Criterion = { species: 'DOG' };
const CAT: Criterion = { species: 'CAT' };
const FOOD: Criterion = { category: ['nassfutter', 'trockenfutter'] };
const WET: Criterion = { category: ['nassfutter'] };
const DRY: Criterion = { category: ['trockenfutter'] };
const TREATS: Criterion = { category: ['snacks'] };
const SUPPLEMENTS: Criterion = { category: ['nahrungsergaenzung'] };
const CARE: Criterion = { category: ['pflege'] };
const GRAIN_FREE: Criterion = { tag: 'getreidefrei' };
const SENSITIVE: Criterion = { tag: 'sensitiv' };
const DIGESTION: Criterion = { tag: 'verdauung' };
const LIGHT: Criterion = { tag: 'light' };
const JOINTS: Criterion = { tag: 'gelenke' };
const SKIN: Criterion = { tag: 'fell-und-haut' };
const TEETH: Criterion = { tag: 'zahnpflege' };
const HYPO: Criterion = { tag: 'hypoallergen' };
const MONO: Criterion = { tag: 'monoprotein' };
const JUNIOR: Criterion = { stage: 'junior' };
const SENIOR: Criterion = { stage: 'senior' };

const q = (text: string, lang: 'de' | 'en', kind: QueryKind, ...criteria: Criterion[]): EvalQuery => ({
  q: text,
  lang,
  kind,
  criteria,
});

export const EVAL_QUERIES: EvalQuery[] = [
  // German keywords
  q('Hundefutter', 'de', 'keyword', DOG, FOOD),
  q('Katzenfutter', 'de', 'keyword', CAT, FOOD),
  q('Nassfutter Hund', 'de', 'keyword', DOG, WET),
  q('Trockenfutter Katze', 'de', 'keyword', CAT, DRY),
  q('getreidefreies Katzenfutter', 'de', 'keyword', CAT, FOOD, GRAIN_FREE),
  q('Hühnchen Nassfutter', 'de', 'keyword', WET, { protein: 'chicken' }),
  q('Lachs Trockenfutter Hund', 'de', 'keyword', DOG, DRY, { protein: 'fish' }),
  q('Welpenfutter', 'de', 'keyword', DOG, FOOD, JUNIOR),
  q('Kitten Nassfutter', 'de', 'keyword', CAT, WET, JUNIOR),
  q('Senior Hund', 'de', 'keyword', DOG, SENIOR),
  q('Katzenleckerli', 'de', 'keyword', CAT, TREATS),
  q('Kauartikel Rind', 'de', 'keyword', DOG, TREATS, { protein: 'beef' }),
  q('Pferd Nassfutter', 'de', 'keyword', WET, { protein: 'horse' }),
  q('Kaninchen Katze', 'de', 'keyword', CAT, { protein: 'rabbit' }),
  q('hypoallergen Hund', 'de', 'keyword', DOG, HYPO),
  q('Monoprotein Katze', 'de', 'keyword', CAT, MONO),
  q('Gelenke Hund', 'de', 'keyword', DOG, JOINTS),
  q('Zahnpflege Hund', 'de', 'keyword', DOG, TEETH),
  q('Fellpflege Katze', 'de', 'keyword', CAT, SKIN),
  q('Nahrungsergänzung Verdauung', 'de', 'keyword', SUPPLEMENTS, DIGESTION),
  q('Lachsöl', 'de', 'keyword', { text: /lachsöl|salmon oil/i }),
  q('Junior Hund Trockenfutter', 'de', 'keyword', DOG, DRY, JUNIOR),
  q('Insekten Hundefutter', 'de', 'keyword', DOG, FOOD, { tag: 'insektenprotein' }),
  q('Ente Katze', 'de', 'keyword', CAT, { protein: 'duck' }),
  q('Light Trockenfutter', 'de', 'keyword', DRY, LIGHT),
  // English keywords
  q('grain free cat food', 'en', 'keyword', CAT, FOOD, GRAIN_FREE),
  q('wet dog food', 'en', 'keyword', DOG, WET),
  q('dry cat food', 'en', 'keyword', CAT, DRY),
  q('puppy food', 'en', 'keyword', DOG, FOOD, JUNIOR),
  q('senior cat food', 'en', 'keyword', CAT, FOOD, SENIOR),
  q('salmon dry food', 'en', 'keyword', DRY, { protein: 'fish' }),
  q('chicken wet food', 'en', 'keyword', WET, { protein: 'chicken' }),
  q('dog treats', 'en', 'keyword', DOG, TREATS),
  q('cat shampoo', 'en', 'keyword', CAT, CARE),
  q('joint supplement dog', 'en', 'keyword', DOG, SUPPLEMENTS, JOINTS),
  // Cross-language: English words for German tags, lines and categories
  q('grain-free dog food', 'en', 'cross', DOG, FOOD, GRAIN_FREE),
  q('sensitive stomach cat food', 'en', 'cross', CAT, FOOD, SENSITIVE),
  q('single protein dog food', 'en', 'cross', DOG, FOOD, MONO),
  q('hypoallergenic cat', 'en', 'cross', CAT, HYPO),
  q('weight control dog food', 'en', 'cross', DOG, FOOD, LIGHT),
  q('skin and coat supplement', 'en', 'cross', SUPPLEMENTS, SKIN),
  q('dental care dog', 'en', 'cross', DOG, TEETH),
  q('Katzenfutter ohne Getreide für empfindliche Katzen', 'de', 'cross', CAT, FOOD, GRAIN_FREE, SENSITIVE),
  // Typos, also inside compounds
  q('Hundefuter', 'de', 'typo', DOG, FOOD),
  q('Katzenfuter Lachs', 'de', 'typo', CAT, FOOD, { protein: 'fish' }),
  q('chiken', 'en', 'typo', { protein: 'chicken' }),
  q('getreidefrai Hund', 'de', 'typo', DOG, GRAIN_FREE),
  q('Trockenfuter Welpe', 'de', 'typo', DOG, DRY, JUNIOR),
  q('senstive cat food', 'en', 'typo', CAT, FOOD, SENSITIVE),
  q('Nasfutter Katze', 'de', 'typo', CAT, WET),
  // Negation
  q('Hundefutter ohne Huhn', 'de', 'negation', DOG, FOOD, { without: 'chicken' }),
  q('cat food without chicken', 'en', 'negation', CAT, FOOD, { without: 'chicken' }),
  q('chicken-free dog treats', 'en', 'negation', DOG, TREATS, { without: 'chicken' }),
  q('Katzenfutter ohne Fisch', 'de', 'negation', CAT, FOOD, { without: 'fish' }),
  q('Huhn Nassfutter', 'de', 'negation', WET, { protein: 'chicken' }),
  q('Trockenfutter ohne Rind', 'de', 'negation', DRY, { without: 'beef' }),
  // Sentences, as agents and shoppers write them
  q('food for a cat that needs to lose weight', 'en', 'sentence', CAT, FOOD, LIGHT),
  q('was kann ich meinem Hund mit empfindlicher Verdauung geben', 'de', 'sentence', DOG, SENSITIVE),
  q('my puppy needs dry food', 'en', 'sentence', DOG, DRY, JUNIOR),
  q('ich suche ein getreidefreies Nassfutter für meine Katze', 'de', 'sentence', CAT, WET, GRAIN_FREE),
  q('what can I give my old dog for his joints', 'en', 'sentence', DOG, JOINTS),
  q('my cat has a sensitive stomach, what wet food do you recommend', 'en', 'sentence', CAT, WET, SENSITIVE),
  q('Leckerli für meinen Hund, der allergisch ist', 'de', 'sentence', DOG, TREATS, HYPO),
  q('something for my dog’s teeth', 'en', 'sentence', DOG, TEETH),
  q('Futter für eine ältere Katze', 'de', 'sentence', CAT, FOOD, SENIOR),
  q('was hilft meiner Katze bei stumpfem Fell', 'de', 'sentence', CAT, SKIN),
  // Added after the concept map was written, and not tuned against: how it does on new phrasings.
  q('Trockenfutter für Senioren', 'de', 'keyword', DRY, SENIOR),
  q('Katzensnacks ohne Getreide', 'de', 'keyword', CAT, TREATS, GRAIN_FREE),
  q('duck treats for dogs', 'en', 'keyword', DOG, TREATS, { protein: 'duck' }),
  q('lamb for sensitive dogs', 'en', 'cross', DOG, SENSITIVE, { protein: 'lamb' }),
  q('Nassfutter ohne Huhn für Katzen', 'de', 'negation', CAT, WET, { without: 'chicken' }),
  q('welches Futter hilft meinem Hund beim Abnehmen', 'de', 'sentence', DOG, FOOD, LIGHT),
  q('I need something for my cat with hairballs', 'en', 'sentence', CAT, { text: /haarball|hairball/i }),
  q('my kitten is picky, which wet food has no fish', 'en', 'sentence', CAT, WET, JUNIOR, { without: 'fish' }),
  // Written by a second engineer after the search work, from the catalog alone, and added as they were.
  q('Katzensnacks', 'de', 'keyword', CAT, TREATS),
  q('Hundeleckerli ohne Getreide', 'de', 'negation', DOG, TREATS, GRAIN_FREE),
  q('kibble for puppies', 'en', 'cross', DOG, DRY, JUNIOR),
  q('wet food for kittens', 'en', 'keyword', CAT, WET, JUNIOR),
  q('Lamm Hund', 'de', 'keyword', DOG, { protein: 'lamb' }),
  q('turkey cat food', 'en', 'keyword', CAT, FOOD, { protein: 'turkey' }),
  q('mein Hund hat Probleme mit den Gelenken', 'de', 'sentence', DOG, JOINTS),
  q('I need treats for my cat', 'en', 'sentence', CAT, TREATS),
  q('Katzenfutter fuer Senioren', 'de', 'keyword', CAT, FOOD, SENIOR),
  q('fish free dog food', 'en', 'negation', DOG, FOOD, { without: 'fish' }),
  q('Ergänzungsfutter Fell Hund', 'de', 'keyword', DOG, SUPPLEMENTS, SKIN),
  q('Trockenfuttr Katze Huhn', 'de', 'typo', CAT, DRY, { protein: 'chicken' }),
  q('dog food for allergies', 'en', 'cross', DOG, FOOD, HYPO),
  q('Wild Nassfutter', 'de', 'keyword', WET, { protein: 'venison' }),
  q('which wet food is good for a dog with a sensitive tummy', 'en', 'sentence', DOG, WET, SENSITIVE),
];
