/**
 * The ingredient glossary and the Never List behind get_ingredient_glossary. Both tables are small
 * and have no write path in the API: they are read once, at their first use (ContentService).
 *
 * A name lookup compares the query with each entry's German and English name and its aliases,
 * folded (case, umlauts and their ae/oe/ue spellings, accents, punctuation), in three tiers:
 *  1. exact: the query is one of the names, spaces aside ("Hähnchen" → Hühnerfleisch, "E 320" → BHA);
 *  2. partial: the query begins or ends a word of a name ("Huhn" → Hühnerfleisch, Hühnerherz,
 *     Hühnerfett; "Lachs" → Lachsöl; "fleisch" → Muskelfleisch), or a name of four letters or more
 *     begins or ends a word of the query ("Hühnerleber" → Leber and Hühnerfleisch, "Karotten" →
 *     Karotte). Not in the middle of a word: "Lachs" is no part of Flachssamen, "Ei" none of Reis;
 *  3. the search index over the names: stemming and typos ("potatoes" → Kartoffel, "Tuarin" → Taurin).
 * Results come in tier order, then by name.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ProductSearchIndex, type SearchDocument } from '../search/index.ts';
import { foldChars, foldGermanDigraphs } from '../search/normalize.ts';
import { ContentRepo } from './repo.ts';
import type { GlossaryEntry, GlossaryRating, GlossaryResult, NeverListItem } from './schema.ts';

export interface GlossaryQuery {
  name?: string | undefined;
  good_only?: boolean | undefined;
}

/** The match key: folded like the search index folds German, punctuation and spaces reduced to one space. */
export function glossaryKey(text: string): string {
  return foldGermanDigraphs(foldChars(text))
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** A name of at least this length may be found inside the query. */
const NAME_IN_QUERY_MIN = 4;

interface Indexed {
  entry: GlossaryEntry;
  keys: string[];
  sortKey: string;
}

function parseAliases(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((a): a is string => typeof a === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Whether `part` occurs in `text` at the start of a word, or (three letters or more) at the end of
 * one: German puts the base word last (Hühnerfleisch, Lachsöl), so a part in the middle of a word
 * is usually another word (Lachs in Flachssamen, Ei in Fleisch).
 */
function occursAtEdge(part: string, text: string): boolean {
  for (let at = text.indexOf(part); at !== -1; at = text.indexOf(part, at + 1)) {
    const end = at + part.length;
    if (at === 0 || text.charAt(at - 1) === ' ') return true;
    if (part.length >= 3 && (end === text.length || text.charAt(end) === ' ')) return true;
  }
  return false;
}

const compact = (key: string) => key.replaceAll(' ', '');

function tierOf(query: string, keys: readonly string[]): number | null {
  // "E 321" is E321, "Sonnenblumen Öl" is Sonnenblumenöl.
  const joined = compact(query);
  if (keys.some((key) => key === query || compact(key) === joined)) return 0;
  const partial = (key: string) =>
    occursAtEdge(query, key) || (key.length >= NAME_IN_QUERY_MIN && occursAtEdge(key, query));
  return keys.some(partial) ? 1 : null;
}

export class Glossary {
  readonly #repo: ContentRepo;
  #entries: Indexed[] = [];
  #neverList: NeverListItem[] = [];
  #index = new ProductSearchIndex();

  constructor(db: Kysely<Database>) {
    this.#repo = new ContentRepo(db);
  }

  get size(): number {
    return this.#entries.length;
  }

  async reload(): Promise<void> {
    const [rows, never] = await Promise.all([this.#repo.glossaryEntries(), this.#repo.neverList()]);
    const entries: Indexed[] = rows.map((row) => {
      const entry: GlossaryEntry = {
        name: row.name,
        name_en: row.name_en,
        aliases: parseAliases(row.aliases),
        category: row.category,
        rating: row.rating as GlossaryRating,
        explanation: row.explanation,
        explanation_en: row.explanation_en,
      };
      const keys = [...new Set([entry.name, entry.name_en, ...entry.aliases].map(glossaryKey).filter(Boolean))];
      return { entry, keys, sortKey: glossaryKey(entry.name) };
    });
    entries.sort((a, b) => (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0));
    const docs: SearchDocument[] = entries.map(({ entry }, i) => ({
      id: String(i),
      name: entry.name,
      name_en: entry.name_en,
      brand: '',
      tags: entry.aliases,
      ingredients: '',
      description: '',
      description_en: '',
    }));
    this.#entries = entries;
    this.#neverList = never;
    this.#index = new ProductSearchIndex(docs);
  }

  lookup(query: GlossaryQuery): GlossaryResult {
    const candidates = query.good_only ? this.#entries.filter((e) => e.entry.rating === 'good') : this.#entries;
    const name = query.name === undefined ? '' : glossaryKey(query.name);
    if (name === '') return { entries: candidates.map((c) => c.entry), never_list: this.#neverList };

    const tiers = new Map<Indexed, number>();
    for (const candidate of candidates) {
      const tier = tierOf(name, candidate.keys);
      if (tier !== null) tiers.set(candidate, tier);
    }
    const allowed = new Set(candidates);
    const hits = this.#index.search(query.name ?? '', { limit: this.#entries.length });
    hits.hits.forEach((hit, rank) => {
      const candidate = this.#entries[Number(hit.id)];
      // Index hits rank after the name matches, in the index's order (2.000, 2.001, ...).
      if (candidate && allowed.has(candidate) && !tiers.has(candidate)) tiers.set(candidate, 2 + rank / 1e6);
    });
    const entries = [...tiers]
      .sort(([a, ta], [b, tb]) => ta - tb || (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0))
      .map(([candidate]) => candidate.entry);
    return { entries, never_list: this.#neverList };
  }
}
