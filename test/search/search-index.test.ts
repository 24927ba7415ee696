import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CompoundSplitter } from '../../src/search/compounds.ts';
import { ProductSearchIndex, type SearchDocument, type SearchOptions } from '../../src/search/index.ts';
import { foldChars, foldGermanDigraphs } from '../../src/search/normalize.ts';
import { stemEnglish, stemGerman } from '../../src/search/stem.ts';
import { FIXTURE } from './fixture.ts';
import { syntheticCatalog } from './synthetic.ts';

const index = new ProductSearchIndex(FIXTURE);
const ids = (query: string, options: Partial<SearchOptions> = {}) =>
  index.search(query, { limit: 20, ...options }).hits.map((h) => h.id);
const top = (query: string) => ids(query)[0];

describe('normalisation', () => {
  it('folds umlauts, ß and their ASCII spellings to one form', () => {
    const german = (w: string) => foldGermanDigraphs(foldChars(w));
    assert.equal(german('Hühnchen'), 'huhnchen');
    assert.equal(german('Huehnchen'), 'huhnchen');
    assert.equal(german('Huhnchen'), 'huhnchen');
    assert.equal(german('Süßkartoffel'), 'susskartoffel');
    assert.equal(german('Suesskartoffel'), 'susskartoffel');
    // Diphthongs and 'qu' are not umlauts.
    assert.equal(german('neue'), 'neue');
    assert.equal(german('Quelle'), 'quelle');
    assert.equal(german('Bauer'), 'bauer');
  });

  it('stems German and English', () => {
    assert.equal(stemGerman('hunde'), stemGerman('hund'));
    assert.equal(stemGerman('katzen'), stemGerman('katze'));
    assert.equal(stemGerman('kartoffeln'), stemGerman('kartoffel'));
    assert.equal(stemEnglish('chickens'), 'chicken');
  });

  it('splits compounds at linking elements and learns parts from the catalog', () => {
    const splitter = new CompoundSplitter();
    assert.deepEqual(splitter.split('hundefutter').leaves, ['hunde', 'futter']);
    assert.deepEqual(splitter.split('lachsol').leaves, ['lachs', 'ol']);
    assert.deepEqual(splitter.split('huhnerherz').leaves, ['huhner', 'herz']);
    assert.deepEqual(splitter.split('putenbrust').leaves, ['puten', 'brust']);
    assert.deepEqual(splitter.split('kaninchen').leaves, []);
    assert.deepEqual(splitter.split('bienenwachs').leaves, []);
    splitter.learn('bienen');
    splitter.learn('wachs');
    assert.deepEqual(splitter.split('bienenwachs').leaves, ['bienen', 'wachs']);
    splitter.learn('nassfutter');
    assert.deepEqual(splitter.split('hundenassfutter'), {
      parts: ['hunde', 'nassfutter', 'nass', 'futter'],
      leaves: ['hunde', 'nass', 'futter'],
    });
  });
});

describe('ProductSearchIndex matching', () => {
  it('finds Hühnchen under every spelling of the umlaut', () => {
    for (const query of ['Hühnchen', 'Huhnchen', 'Huehnchen', 'HÜHNCHEN']) {
      assert.equal(top(query), 'huehnchen-nass', query);
    }
  });

  it('matches inflected forms through stemming', () => {
    assert.deepEqual(ids('Hunde'), ids('Hund'));
    assert.ok(ids('Katzen').includes('katzenfutter-kaninchen'), 'Katzen finds "jede Katze"');
    assert.ok(ids('chicken').includes('chicken-rice-dry'), 'chicken finds "chickens"');
    assert.ok(ids('chickens').includes('huehnchen-nass'), 'chickens finds "Chicken"');
  });

  it('finds compound words by their parts', () => {
    assert.ok(ids('Hund').includes('hundefutter-rind'), 'Hund → Hundefutter');
    assert.ok(ids('Huhn').includes('huehnerherz-snack'), 'Huhn → Hühnerherz');
    assert.ok(ids('Huhn').includes('huehnchen-nass'), 'Huhn → Hühnchen');
    assert.ok(ids('Lachs').includes('lachsoel'), 'Lachs → Wildlachsöl');
    assert.ok(ids('Kaninchen').includes('kaninchen-wuerfel'), 'Kaninchen → Kaninchen-Würfel');
  });

  it('splits compound queries into parts', () => {
    const snacks = ids('Hundesnack');
    assert.equal(snacks[0], 'hundesnack-ente', 'the exact compound first');
    assert.ok(snacks.includes('snack-hunde-pferd'), '"Snacks für Hunde"');
    assert.ok(ids('Katzenfutter').includes('katzenfutter-kaninchen'), 'Katzenfutter → "für jede Katze"');
    assert.ok(ids('Hundenassfutter').includes('huehnchen-nass'), 'Hundenassfutter → "Nassfutter … für Hunde"');
    assert.deepEqual(ids('Lachsöl').slice(0, 1), ['lachsoel']);
  });

  it('tolerates small typos', () => {
    assert.ok(ids('Lacks').includes('katze-lachs'), 'one letter changed');
    assert.ok(ids('chikcen').includes('huehnchen-nass'), 'two letters swapped');
    assert.ok(ids('Kaninchn').includes('kaninchen-wuerfel'), 'one letter missing');
    assert.ok(ids('Pfotenbalsm').includes('pfotenbalsam'), 'a long word');
    assert.deepEqual(ids('Lxq'), [], 'short words must match exactly');
  });

  it('completes the word being typed', () => {
    assert.ok(ids('Pfotenba').includes('pfotenbalsam'));
    assert.ok(ids('Kanin').includes('katzenfutter-kaninchen'));
    assert.deepEqual(ids('Kanin '), [], 'a finished word is not completed');
  });

  it('answers English queries from the English fields', () => {
    assert.equal(top('grain free salmon'), 'grain-free-salmon');
    assert.equal(top('paw balm'), 'pfotenbalsam');
    assert.equal(top('rabbit'), 'kaninchen-wuerfel');
  });

  it('searches brand and tags', () => {
    assert.deepEqual(ids('Nordkost'), ['grain-free-salmon']);
    assert.deepEqual(ids('Grunpfote'), ['pfotenbalsam']);
    assert.deepEqual(ids('getreidefrei').toSorted(), ['grain-free-salmon', 'huehnchen-nass', 'katze-lachs']);
    assert.ok(ids('hypoallergen').includes('kaninchen-wuerfel'));
  });

  it('ranks products matching every word first, ignoring stop words, then partial matches', () => {
    // "Katzen" names the species: a filter (CAT and BOTH), so only salmon products for cats remain.
    assert.deepEqual(ids('Lachs für Katzen'), ['katze-lachs', 'lachsoel', 'description-only-lachs']);
    const hits = index.search('Lachs Süßkartoffel', { limit: 20 }).hits;
    assert.equal(hits[0]?.id, 'grain-free-salmon');
    assert.deepEqual(hits[0]?.match?.missing, []);
    // One word unmatched loses no product: the salmon ones follow, below the full match.
    assert.deepEqual(
      hits
        .slice(1)
        .map((h) => h.id)
        .toSorted(),
      ['description-only-lachs', 'katze-lachs', 'lachsoel'],
    );
    assert.ok(hits.slice(1).every((h) => h.score < hits[0]!.score));
  });

  it('falls back to any word when no product has all, more matched words first', () => {
    const hits = ids('Lachs Kaviar Pastete');
    assert.ok(hits.length > 0);
    assert.ok(
      hits.every((id) => ['katze-lachs', 'grain-free-salmon', 'description-only-lachs', 'lachsoel'].includes(id)),
    );
    assert.deepEqual(ids('Xylophon Quasar'), []);
  });
});

describe('ProductSearchIndex ranking', () => {
  it('ranks a match in the name above one in the description', () => {
    const hits = ids('Lachs');
    const inName = hits.indexOf('katze-lachs');
    const inText = hits.indexOf('description-only-lachs');
    assert.ok(inName >= 0 && inText >= 0 && inName < inText, hits.join(', '));
  });

  it('never mixes typo matches into the results of a word it knows', () => {
    const known = new ProductSearchIndex([
      { ...FIXTURE[0]!, id: 'exact', name: 'Forelle pur', name_en: '', description: '', ingredients: '', tags: [] },
      {
        ...FIXTURE[0]!,
        id: 'near',
        name: 'Forello Forello Spezial',
        name_en: '',
        description: '',
        ingredients: '',
        tags: [],
      },
    ]);
    assert.deepEqual(
      known.search('Forelle', { limit: 10 }).hits.map((h) => h.id),
      ['exact'],
    );
    assert.deepEqual(
      known
        .search('Forelli', { limit: 10 })
        .hits.map((h) => h.id)
        .toSorted(),
      ['exact', 'near'],
    );
  });

  it('breaks ties by id', () => {
    const twins = ['b', 'c', 'a'].map((id) => ({ ...FIXTURE[1]!, id }));
    const tied = new ProductSearchIndex(twins);
    assert.deepEqual(
      tied.search('Rind', { limit: 3 }).hits.map((h) => h.id),
      ['a', 'b', 'c'],
    );
  });

  it('counts every match while returning only the limit', () => {
    const all = index.search('Hund', { limit: 50 });
    const two = index.search('Hund', { limit: 2 });
    assert.equal(two.total, all.total);
    assert.equal(two.hits.length, 2);
    assert.deepEqual(two.hits, all.hits.slice(0, 2));
    assert.deepEqual(index.search('Hund', { limit: 0 }), { hits: [], total: all.total });
  });
});

describe('ProductSearchIndex filters', () => {
  it('filters by facets inside the index', () => {
    assert.deepEqual(ids('Lachs', { facets: { species: ['CAT'] } }), ['katze-lachs', 'description-only-lachs']);
    assert.deepEqual(ids('Lachs', { facets: { species: ['CAT'], tags: ['monoprotein'] } }), ['katze-lachs']);
    assert.deepEqual(ids('Lachs', { facets: { category: ['nahrungsergaenzung'] } }), ['lachsoel']);
    assert.deepEqual(ids('Lachs', { facets: { tags: ['no-such-tag'] } }), []);
    assert.equal(index.search('Lachs', { limit: 1, facets: { species: ['CAT', 'BOTH'] } }).total, 3);
  });

  it('applies a caller filter to hits and total', () => {
    const result = index.search('Lachs', { limit: 10, filter: (id) => id !== 'katze-lachs' });
    assert.ok(!result.hits.some((h) => h.id === 'katze-lachs'));
    assert.equal(result.total, index.search('Lachs', { limit: 10 }).total - 1);
  });
});

describe('ProductSearchIndex updates', () => {
  it('upsert replaces a document and its old words', () => {
    const live = new ProductSearchIndex(FIXTURE);
    const before = live.size;
    live.upsert({
      ...FIXTURE[3]!,
      name: 'Hanföl',
      name_en: 'Hemp oil',
      ingredients: 'Hanföl (100 %)',
      description: '',
    });
    assert.equal(live.size, before);
    assert.ok(!live.search('Lachsöl', { limit: 10 }).hits.some((h) => h.id === 'lachsoel'));
    assert.equal(live.search('Hanföl', { limit: 10 }).hits[0]?.id, 'lachsoel');
  });

  it('remove takes a document out', () => {
    const live = new ProductSearchIndex(FIXTURE);
    assert.equal(live.remove('pfotenbalsam'), true);
    assert.equal(live.remove('pfotenbalsam'), false);
    assert.equal(live.size, FIXTURE.length - 1);
    assert.deepEqual(live.search('Pfotenbalsam', { limit: 10 }).hits, []);
    assert.deepEqual(live.search('Bienenwachs', { limit: 10, facets: { category: ['pflege'] } }).hits, []);
  });

  it('gives the same answers built at once or one document at a time', () => {
    const docs = syntheticCatalog(1500, 7);
    const bulk = new ProductSearchIndex(docs);
    const incremental = new ProductSearchIndex();
    // Out of id order, with replacements and removals on the way.
    for (const doc of docs.toReversed()) incremental.upsert({ ...doc, name: 'Platzhalter' });
    for (const doc of docs) incremental.upsert(doc);
    incremental.upsert({ ...docs[0]!, id: 'extra' });
    incremental.remove('extra');
    assert.equal(incremental.size, bulk.size);
    for (const query of ['Hund', 'Lachs Reis', 'getreidefrei', 'chicken', 'Hühnerherz', 'Kaninchn', 'wet food']) {
      assert.deepEqual(incremental.search(query, { limit: 10 }), bulk.search(query, { limit: 10 }), query);
    }
  });
});

describe('ProductSearchIndex top-k', () => {
  // With a limit at least as large as the matches, every match is scored directly; the early-
  // stopping threshold algorithm must return exactly the head of that full ranking.
  const docs: SearchDocument[] = syntheticCatalog(4000, 11);
  const big = new ProductSearchIndex(docs);
  const queries = [
    'Hund',
    'Katzenfutter',
    'wet food for cats',
    'Lachs Reis',
    'Hühnerherz',
    'Pferd Kartoffel',
    'kitten',
    'grain free salmon',
    'Büffel Hirse Katze',
    'Insekten',
    'Rin',
  ];
  for (const query of queries) {
    for (const facets of [undefined, { species: ['DOG'] }, { category: ['snacks'], tags: ['monoprotein'] }]) {
      it(`matches the full ranking for "${query}"${facets ? ` with ${JSON.stringify(facets)}` : ''}`, () => {
        const full = big.search(query, { limit: docs.length, facets });
        for (const limit of [1, 10, 37]) {
          const head = big.search(query, { limit, facets });
          assert.equal(head.total, full.total);
          assert.deepEqual(head.hits, full.hits.slice(0, limit));
        }
      });
    }
  }
});
