/**
 * The Ratgeber (advice article) search behind search_ratgeber: the search module's bilingual index
 * (umlaut folding, German and English stemming, compound words, typo tolerance) over each
 * article's title, summary, tags and body. Articles have no write path in the API, so the index is
 * built once, at its first use (ContentService).
 */
import type { Kysely } from 'kysely';
import type { Species } from '../catalog/enums.ts';
import type { Database } from '../db/schema.ts';
import { ProductSearchIndex, type SearchDocument } from '../search/index.ts';
import { ContentRepo } from './repo.ts';
import type { ArticleHit, ArticleSearchResult } from './schema.ts';

type ArticleRow = Database['articles'];

/**
 * The index was made for products; its fields map onto an article by weight: the titles weigh
 * most (name, name_en), tags next, then the German summary (the weight of ingredients), then the
 * German body and the English summary (the weight of the descriptions). Bodies are German only.
 */
function toDocument(row: ArticleRow, tags: readonly string[]): SearchDocument {
  return {
    id: row.id,
    name: row.title,
    name_en: row.title_en,
    brand: '',
    tags,
    ingredients: row.summary,
    description: row.body,
    description_en: row.summary_en,
    species: row.species,
  };
}

function parseTags(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

export class ArticleSearch {
  readonly #repo: ContentRepo;
  #index = new ProductSearchIndex();
  #byId = new Map<string, Omit<ArticleHit, 'score'>>();

  constructor(db: Kysely<Database>) {
    this.#repo = new ContentRepo(db);
  }

  get size(): number {
    return this.#byId.size;
  }

  async reload(): Promise<void> {
    const rows = await this.#repo.articles();
    const byId = new Map<string, Omit<ArticleHit, 'score'>>();
    const docs: SearchDocument[] = [];
    for (const row of rows) {
      const tags = parseTags(row.tags);
      docs.push(toDocument(row, tags));
      byId.set(row.id, {
        slug: row.slug,
        title: row.title,
        title_en: row.title_en,
        summary: row.summary,
        summary_en: row.summary_en,
        species: row.species as Species,
        tags,
        published_at: row.published_at,
      });
    }
    this.#index = new ProductSearchIndex(docs);
    this.#byId = byId;
  }

  /** Ranked by relevance, best first; an empty or unsearchable query finds nothing. */
  search(query: string, limit: number): ArticleSearchResult {
    const result = this.#index.search(query, { limit });
    const articles: ArticleHit[] = [];
    for (const hit of result.hits) {
      const article = this.#byId.get(hit.id);
      if (article) articles.push({ ...article, score: Math.round(hit.score * 1000) / 1000 });
    }
    return { articles, total: result.total };
  }
}
