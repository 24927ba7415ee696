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

/** Folded German function words ('für' is 'fur' here, which is why English 'fur' is not searchable). */
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
  'da',
  'das',
  'dass',
  'dem',
  'den',
  'der',
  'des',
  'die',
  'durch',
  'ein',
  'eine',
  'einem',
  'einen',
  'einer',
  'eines',
  'er',
  'es',
  'fur',
  'hat',
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
  'mit',
  'nach',
  'nicht',
  'noch',
  'nur',
  'oder',
  'sehr',
  'sich',
  'sie',
  'sind',
  'so',
  'um',
  'und',
  'uber',
  'vom',
  'von',
  'vor',
  'wie',
  'wir',
  'wird',
  'zu',
  'zum',
  'zur',
]);

export const ENGLISH_STOPWORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'for',
  'from',
  'has',
  'in',
  'into',
  'is',
  'it',
  'its',
  'of',
  'on',
  'or',
  'our',
  'that',
  'the',
  'their',
  'this',
  'to',
  'very',
  'with',
  'your',
]);
