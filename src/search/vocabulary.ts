/**
 * The hand-made part of the compound vocabulary: pet-food words that are compound parts often
 * enough to be known before any product is indexed. The rest is learned from the catalog itself.
 */
import { foldChars, foldGermanDigraphs } from './normalize.ts';

/**
 * Simple words, written as a shop writes them. They may be parts of compounds but are never split
 * themselves ('Kaninchen' is not 'Kanin' + 'chen', 'Truthahn' not 'Trut' + 'hahn'). Short ones
 * ('Öl', 'Ei') are only allowed here: learned words need four letters to count as a part.
 */
const SIMPLE_WORDS = `
  huhn hühner hühnchen hähnchen geflügel rind rinder kalb kalbs lamm lämmer schaf lachs pute puten
  truthahn ente enten gans gänse wild hirsch reh wildschwein schwein schweine pferd pferde kaninchen
  hase ziege känguru büffel strauß wachtel fisch fische thunfisch forelle hering sardine sardinen
  makrele dorsch kabeljau seelachs insekt insekten larven muschel muscheln grünlipp garnele krill
  hund hunde katze katzen kater welpe welpen kitten junior senior adult futter nass trocken fleisch
  herz leber magen niere lunge pansen euter knochen knorpel ohr ohren kopf haut fell pfote pfoten
  zahn zähne gelenk gelenke brust filet keule hals öl fett kürbis kartoffel reis getreide frei
  mais weizen gerste hafer hirse dinkel erbse erbsen linse linsen bohne bohnen karotte karotten
  möhre möhren apfel beere beeren heidelbeere preiselbeere cranberry spinat zucchini pastinake
  kräuter kraut petersilie alge algen seetang hanf lein samen chia hefe ei eier käse joghurt quark
  milch honig süß snack snacks leckerli kau stange stangen stick sticks streifen würfel taler keks
  kekse riegel tube creme paste pastete ragout brühe soße sauce gelee menü mahlzeit ergänzung
  nahrung pflege balsam shampoo spray pulver tabletten kapseln vitamin vitamine mineral protein
  mono sensitiv diät light mehl stücke stückchen
`;

/**
 * Heads that add nothing in a pet-food shop: every product is Futter, a Mittel or an Artikel. In a
 * query they are left out of a compound's parts, so 'Katzenfutter' finds a menu 'für Katzen' and
 * 'Kauartikel' finds 'Kaustangen'. Indexing still keeps them.
 */
const GENERIC_WORDS = 'futter artikel produkt produkte mittel nahrung sortiment';

/** Forms whose meaning is another word's: the diminutive 'Hühnchen' is chicken meat, i.e. Huhn. */
const ALIASES: Record<string, string> = {
  hühnchen: 'huhn',
  hähnchen: 'huhn',
};

const fold = (word: string) => foldGermanDigraphs(foldChars(word));

export const SIMPLE_PARTS: ReadonlySet<string> = new Set(SIMPLE_WORDS.split(/\s+/).filter(Boolean).map(fold));

export const GENERIC_HEADS: ReadonlySet<string> = new Set(GENERIC_WORDS.split(' ').map(fold));

/** Folded form → folded base word, to be stemmed like any other word. */
export const PART_ALIASES: ReadonlyMap<string, string> = new Map(
  Object.entries(ALIASES).map(([form, base]) => [fold(form), fold(base)]),
);
