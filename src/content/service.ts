/** Shop content for the tools: the Ratgeber articles and the ingredient glossary with the Never List. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { onFirstUse } from '../util/on-first-use.ts';
import { ArticleSearch } from './articles.ts';
import { Glossary, type GlossaryQuery } from './glossary.ts';
import type { ArticleSearchResult, GlossaryResult } from './schema.ts';

/**
 * Reads and indexes its articles and glossary at the first call that needs them, not at start:
 * that took ~250 ms of a start's main thread (the analyser's first run), which every start's first
 * list page and search waited for.
 */
export class ContentService {
  readonly #articles: ArticleSearch;
  readonly #glossary: Glossary;
  readonly #loaded = onFirstUse(() => Promise.all([this.#articles.reload(), this.#glossary.reload()]));

  constructor(db: Kysely<Database>) {
    this.#articles = new ArticleSearch(db);
    this.#glossary = new Glossary(db);
  }

  async searchArticles(query: string, limit: number): Promise<ArticleSearchResult> {
    await this.#loaded.get();
    return this.#articles.search(query, limit);
  }

  async lookupGlossary(query: GlossaryQuery): Promise<GlossaryResult> {
    await this.#loaded.get();
    return this.#glossary.lookup(query);
  }
}
