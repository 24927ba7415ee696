/** search_ratgeber and get_ingredient_glossary over POST /api/mcp, on the demo content. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ARTICLES } from '../../src/seed/data/articles.ts';
import { GLOSSARY, NEVER_LIST } from '../../src/seed/data/glossary.ts';
import { appWithToken } from '../helpers/app.ts';
import { callInvalid, callOk, callProblem } from '../helpers/tools.ts';

const { t, key } = await appWithToken('read');

const ok = (tool: string, parameters: unknown) => callOk(t, key, tool, parameters);

const invalid = (tool: string, parameters: unknown, path: string) => callInvalid(t, key, tool, parameters, path);

interface Article {
  slug: string;
  score: number;
}

async function ratgeber(query: string, limit?: number): Promise<{ articles: Article[]; total: number }> {
  return ok('search_ratgeber', limit === undefined ? { query } : { query, limit });
}

describe('search_ratgeber', () => {
  test('German, English, umlaut-less, compound and misspelt queries find the right article first', async () => {
    const cases: [string, string][] = [
      ['Futterumstellung', 'futterumstellung-in-7-bis-10-tagen'],
      ['switching food', 'futterumstellung-in-7-bis-10-tagen'],
      ['Welpen fuettern', 'welpen-richtig-fuettern'],
      ['Welpen füttern', 'welpen-richtig-fuettern'],
      ['taurine cats', 'taurin-fuer-katzen'],
      ['Taurin Katze', 'taurin-fuer-katzen'],
      ['Ausschlussdiät', 'futtermittelallergie-und-ausschlussdiaet'],
      ['elimination diet', 'futtermittelallergie-und-ausschlussdiaet'],
      ['Grünlippmuschel Gelenke', 'gruenlippmuschel-fuer-gelenke'],
      ['Gruenlipmuschel', 'gruenlippmuschel-fuer-gelenke'],
      ['Ethoxyquin', 'ethoxyquin-und-synthetische-antioxidantien'],
      ['Übergewicht Katze', 'uebergewicht-bei-katzen'],
      ['Zahnpflege', 'zahnpflege-beim-hund'],
      ['Schokolade giftig', 'giftige-lebensmittel-fuer-hund-und-katze'],
    ];
    for (const [query, slug] of cases) {
      const result = await ratgeber(query);
      assert.equal(result.articles[0]?.slug, slug, `${query}: ${JSON.stringify(result.articles.map((a) => a.slug))}`);
    }
  });

  test('results carry the article fields, best first; total counts all matches; limit default 5, max 20', async () => {
    const result = await ratgeber('Energiebedarf');
    assert.equal(result.articles.length, 5);
    assert.ok(result.total > 5);
    const scores = result.articles.map((a) => a.score);
    assert.deepEqual(
      scores,
      [...scores].sort((a, b) => b - a),
    );
    const first = result.articles[0] as unknown as Record<string, unknown>;
    const source = ARTICLES.find((a) => a.slug === first.slug)!;
    assert.deepEqual(
      { ...first, score: undefined },
      {
        slug: source.slug,
        title: source.title,
        title_en: source.title_en,
        summary: source.summary,
        summary_en: source.summary_en,
        species: source.species,
        tags: source.tags,
        published_at: source.published_at,
        score: undefined,
      },
    );
    const all = await ratgeber('Energiebedarf', 20);
    assert.equal(all.articles.length, Math.min(20, all.total));
    assert.equal(all.total, result.total);
  });

  test('a query that matches nothing → empty list', async () => {
    assert.deepEqual(await ratgeber('Quantenchromodynamik'), { articles: [], total: 0 });
  });

  test('invalid parameters → 400 naming them', async () => {
    await invalid('search_ratgeber', {}, 'parameters.query');
    await invalid('search_ratgeber', { query: '' }, 'parameters.query');
    await invalid('search_ratgeber', { query: 'x'.repeat(201) }, 'parameters.query');
    await invalid('search_ratgeber', { query: 'Welpe', limit: 21 }, 'parameters.limit');
    await invalid('search_ratgeber', { query: 'Welpe', limit: 0 }, 'parameters.limit');
    await invalid('search_ratgeber', { query: 'Welpe', species: 'DOG' }, 'parameters.species');
  });

  test('needs articles:read', async () => {
    const productsOnly = await t.token('read', ['products:read']);
    await callProblem(t, productsOnly, 'search_ratgeber', { query: 'Welpe' }, 403);
  });
});

interface Entry {
  name: string;
  rating: string;
}

async function glossary(parameters: Record<string, unknown>): Promise<{ entries: Entry[]; never_list: unknown[] }> {
  return ok('get_ingredient_glossary', parameters);
}

const names = (entries: Entry[]) => entries.map((e) => e.name);

describe('get_ingredient_glossary', () => {
  test('without a name: every entry and the whole Never List in its order', async () => {
    const result = await glossary({});
    assert.equal(result.entries.length, GLOSSARY.length);
    assert.deepEqual(result.never_list, NEVER_LIST);
    const chicken = result.entries.find((e) => e.name === 'Hühnerfleisch') as unknown as Record<string, unknown>;
    const source = GLOSSARY.find((g) => g.name === 'Hühnerfleisch')!;
    assert.deepEqual(chicken, {
      name: source.name,
      name_en: source.name_en,
      aliases: source.aliases,
      category: source.category,
      rating: source.rating,
      explanation: source.explanation,
      explanation_en: source.explanation_en,
    });
  });

  test('good_only keeps the good entries; the Never List stays', async () => {
    const result = await glossary({ good_only: true });
    assert.deepEqual(
      new Set(names(result.entries)),
      new Set(GLOSSARY.filter((g) => g.rating === 'good').map((g) => g.name)),
    );
    assert.equal(result.never_list.length, NEVER_LIST.length);
    const filtered = await glossary({ name: 'Zucker', good_only: true });
    assert.deepEqual(filtered.entries, []);
    assert.equal(filtered.never_list.length, NEVER_LIST.length);
    const all = await glossary({ good_only: false });
    assert.equal(all.entries.length, GLOSSARY.length);
  });

  test('by name, English name or alias; case-, umlaut- and spelling-insensitive; exact match first', async () => {
    const first: [string, string][] = [
      ['Taurin', 'Taurin'],
      ['taurine', 'Taurin'],
      ['TAURIN', 'Taurin'],
      ['Hähnchen', 'Hühnerfleisch'],
      ['Haehnchen', 'Hühnerfleisch'],
      ['Hahnchen', 'Hühnerfleisch'],
      ['chicken', 'Hühnerfleisch'],
      ['Süßkartoffel', 'Süßkartoffel'],
      ['Suesskartoffel', 'Süßkartoffel'],
      ['sweet potato', 'Süßkartoffel'],
      ['E320', 'BHA'],
      ['e 321', 'BHT'],
      ['beet pulp', 'Rübentrockenschnitzel'],
      ['Backwaren Nebenerzeugnisse', 'Backwaren-Nebenerzeugnisse'],
      ['Perna canaliculus', 'Grünlippmuschel'],
      ['Lachs', 'Lachs'],
    ];
    for (const [query, name] of first) {
      const result = await glossary({ name: query });
      assert.equal(result.entries[0]?.name, name, `${query}: ${JSON.stringify(names(result.entries))}`);
    }
  });

  test('parts of names: "Huhn" finds the chicken entries, a compound finds its parts; not inside other words', async () => {
    const huhn = names((await glossary({ name: 'Huhn' })).entries);
    for (const name of ['Hühnerfleisch', 'Hühnerherz', 'Hühnerfett'])
      assert.ok(huhn.includes(name), `${name} in ${huhn}`);
    assert.equal(huhn[0], 'Hühnerfleisch', 'the entry with the alias "Huhn" comes first');

    const liver = names((await glossary({ name: 'Hühnerleber' })).entries);
    assert.equal(liver[0], 'Leber', 'Hühnerleber is an alias of Leber');
    assert.ok(liver.includes('Hühnerfleisch'));

    assert.deepEqual(names((await glossary({ name: 'Karotten' })).entries), ['Karotte']);
    assert.ok(
      !names((await glossary({ name: 'Lachs' })).entries).includes('Leinsamen'),
      'Lachs is no part of Flachssamen',
    );
    const egg = names((await glossary({ name: 'Ei' })).entries);
    assert.equal(egg[0], 'Ei');
    assert.ok(!egg.includes('Fleisch') && !egg.includes('Reis') && !egg.includes('Weizen'));
  });

  test('stemming and typos through the search index', async () => {
    assert.equal((await glossary({ name: 'potatoes' })).entries[0]?.name, 'Kartoffel');
    assert.equal((await glossary({ name: 'Tuarin' })).entries[0]?.name, 'Taurin');
    assert.equal((await glossary({ name: 'Etoxiquin' })).entries[0]?.name, 'Ethoxyquin');
  });

  test('an unknown name → no entries, still the Never List', async () => {
    const result = await glossary({ name: 'Quantenschaum' });
    assert.deepEqual(result.entries, []);
    assert.equal(result.never_list.length, NEVER_LIST.length);
  });

  test('never-rated entries carry the rating never and are on the Never List', async () => {
    const result = await glossary({ name: 'Ethoxyquin' });
    assert.equal(result.entries[0]?.rating, 'never');
    assert.ok(NEVER_LIST.some((n) => n.name === 'Ethoxyquin'));
  });

  test('invalid parameters → 400 naming them; needs glossary:read', async () => {
    await invalid('get_ingredient_glossary', { name: 42 }, 'parameters.name');
    await invalid('get_ingredient_glossary', { name: 'x'.repeat(101) }, 'parameters.name');
    await invalid('get_ingredient_glossary', { good_only: 'yes' }, 'parameters.good_only');
    await invalid('get_ingredient_glossary', { rating: 'good' }, 'parameters.rating');
    const articlesOnly = await t.token('read', ['articles:read']);
    await callProblem(t, articlesOnly, 'get_ingredient_glossary', {}, 403);
  });
});
