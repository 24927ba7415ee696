/**
 * Snowball stemmers (German, and Porter2 for English) behind a cache: a catalog repeats the same
 * few thousand words, and stemming is the hottest step of indexing.
 */
import snowball from 'snowball-stemmers';

const CACHE_LIMIT = 200_000;

function cached(stem: (word: string) => string): (word: string) => string {
  let cache = new Map<string, string>();
  return (word) => {
    let stemmed = cache.get(word);
    if (stemmed === undefined) {
      // A synthetic or hostile corpus must not grow the cache without bound.
      if (cache.size >= CACHE_LIMIT) cache = new Map();
      stemmed = stem(word);
      cache.set(word, stemmed);
    }
    return stemmed;
  };
}

const german = snowball.newStemmer('german');
const english = snowball.newStemmer('english');

/**
 * German Snowball on a folded word. Snowball keeps the plural -n after -el ('Kartoffeln',
 * 'Muscheln'), so it is dropped here to meet the singular.
 */
export const stemGerman = cached((word) => {
  const stemmed = german.stem(word);
  return stemmed.endsWith('eln') ? stemmed.slice(0, -1) : stemmed;
});

export const stemEnglish = cached((word) => english.stem(word));
