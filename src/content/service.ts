/** Shop content for the tools: the Ratgeber articles and the ingredient glossary with the Never List. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ArticleSearch } from './articles.ts';
import { Glossary, type GlossaryQuery } from './glossary.ts';
import type { ArticleSearchResult, GlossaryResult } from './schema.ts';

export class ContentService {
  readonly articles: ArticleSearch;
  readonly glossary: Glossary;

  constructor(db: Kysely<Database>) {
    this.articles = new ArticleSearch(db);
    this.glossary = new Glossary(db);
  }

  /** Reads articles, glossary and Never List (the app does this once at start). */
  static async load(db: Kysely<Database>): Promise<ContentService> {
    const content = new ContentService(db);
    await content.reload();
    return content;
  }

  /** Re-reads everything, e.g. after the content tables were changed outside the API. */
  async reload(): Promise<void> {
    await Promise.all([this.articles.reload(), this.glossary.reload()]);
  }

  searchArticles(query: string, limit: number): ArticleSearchResult {
    return this.articles.search(query, limit);
  }

  lookupGlossary(query: GlossaryQuery): GlossaryResult {
    return this.glossary.lookup(query);
  }
}
