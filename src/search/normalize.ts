/**
 * Text normalisation shared by indexing and querying. Both sides must fold identically, otherwise
 * 'Hühnchen' in a product and 'Huehnchen' in a query would never meet.
 */

const COMBINING_MARKS = /[\u0300-\u036f]/g;
/** Anything beyond printable ASCII needs folding. */
const NON_ASCII = /[^\x20-\x7e]/;
const GERMAN_LETTERS = /[äöüß]/g;
const GERMAN_FOLDED: Record<string, string> = { ä: 'a', ö: 'o', ü: 'u', ß: 'ss' };
const SEPARATORS = /[^a-z0-9]+/;
const DIGITS_ONLY = /^[0-9]+$/;

/**
 * Lowercases and strips diacritics: ä→a, ö→o, ü→u, é→e, ß→ss. Folding to the bare vowel (not to
 * 'ue') is what lets a shopper who drops the dots ('Huhnchen') still match.
 */
export function foldChars(text: string): string {
  const lower = text.toLowerCase();
  if (!NON_ASCII.test(lower)) return lower;
  // The German letters directly; Unicode decomposition only for what else is left (é, ñ, ...).
  const german = lower.replace(GERMAN_LETTERS, (c) => GERMAN_FOLDED[c]!);
  if (!NON_ASCII.test(german)) return german;
  return german.normalize('NFD').replace(COMBINING_MARKS, '');
}

/** A vowel (or q, as in 'Quelle') before 'ae/oe/ue' means a diphthong, not a spelled-out umlaut. */
const UMLAUT_DIGRAPH = /(^|[^aeiouq])([aou])e/g;

/**
 * German only: the ASCII spellings ae/oe/ue fold to the same bare vowel as ä/ö/ü, so 'Huehnchen',
 * 'Huhnchen' and 'Hühnchen' become one word. 'neue', 'Bauer' and 'Quelle' are left alone. Not
 * applied to English text, where 'poet' or 'issue' are not umlauts.
 */
export function foldGermanDigraphs(word: string): string {
  return word.includes('e') ? word.replace(UMLAUT_DIGRAPH, '$1$2') : word;
}

/**
 * Splits folded text into word tokens. Numbers (the '60 %' of a label declaration, pack sizes) and
 * single letters carry no meaning for a shopper's query and are dropped.
 */
export function tokenize(folded: string): string[] {
  const out: string[] = [];
  for (const token of folded.split(SEPARATORS)) {
    // A token starting with a digit is rare enough to check properly.
    if (token.length > 1 && (token.charCodeAt(0) > 57 || !DIGITS_ONLY.test(token))) out.push(token);
  }
  return out;
}

/**
 * Folded German function words, and the verbs and pronouns of a shopper's sentence ("was kann ich
 * meinem Hund geben"). 'für' is 'fur' here, which is why English 'fur' is not searchable.
 */
export const GERMAN_STOPWORDS: ReadonlySet<string> = new Set([
  'aber',
  'alle',
  'als',
  'am',
  'an',
  'auch',
  'auf',
  'aus',
  'bei',
  'bis',
  'bitte',
  'brauche',
  'brauchen',
  'braucht',
  'da',
  'das',
  'dass',
  'dein',
  'deine',
  'dem',
  'den',
  'der',
  'des',
  'dich',
  'die',
  'dir',
  'du',
  'durch',
  'ein',
  'eine',
  'einem',
  'einen',
  'einer',
  'eines',
  'empfehlen',
  'empfiehlst',
  'er',
  'es',
  'etwas',
  'fur',
  'geben',
  'gibt',
  'habe',
  'haben',
  'hat',
  'helfen',
  'hilft',
  'ich',
  'ihm',
  'ihn',
  'ihr',
  'ihre',
  'ihren',
  'im',
  'in',
  'ins',
  'ist',
  'ja',
  'je',
  'kann',
  'kannst',
  'konnen',
  'konnte',
  'man',
  'mein',
  'meine',
  'meinem',
  'meinen',
  'meiner',
  'meines',
  'mich',
  'mir',
  'mit',
  'mochte',
  'muss',
  'nach',
  'nicht',
  'noch',
  'nur',
  'oder',
  'passende',
  'passendes',
  'passt',
  'sehr',
  'sein',
  'seine',
  'seinem',
  'seinen',
  'seiner',
  'sich',
  'sie',
  'sind',
  'so',
  'soll',
  'sollte',
  'suche',
  'suchen',
  'sucht',
  'uber',
  'um',
  'und',
  'uns',
  'unser',
  'unsere',
  'vom',
  'von',
  'vor',
  'was',
  'welche',
  'welchem',
  'welchen',
  'welcher',
  'welches',
  'wer',
  'wie',
  'will',
  'wir',
  'wird',
  'zu',
  'zum',
  'zur',
]);

/** English function words, and the verbs and pronouns of an agent's sentence ("what can I give my dog"). */
export const ENGLISH_STOPWORDS: ReadonlySet<string> = new Set([
  'a',
  'am',
  'an',
  'and',
  'any',
  'anything',
  'are',
  'as',
  'at',
  'be',
  'best',
  'buy',
  'by',
  'can',
  'could',
  'did',
  'do',
  'does',
  'find',
  'for',
  'from',
  'get',
  'give',
  'good',
  'got',
  'had',
  'has',
  'have',
  'he',
  'help',
  'helps',
  'her',
  'him',
  'his',
  'how',
  'i',
  'in',
  'into',
  'is',
  'it',
  'its',
  'looking',
  'me',
  'my',
  'need',
  'needs',
  'of',
  'on',
  'or',
  'our',
  'please',
  'recommend',
  'recommendation',
  'she',
  'should',
  'some',
  'something',
  'suggest',
  'suitable',
  'that',
  'the',
  'their',
  'this',
  'to',
  'us',
  'very',
  'want',
  'wants',
  'we',
  'what',
  'which',
  'who',
  'with',
  'would',
  'you',
  'your',
]);
