/** Shop content for the tools: the Ratgeber articles and the ingredient glossary with the Never List. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
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
  #loading: Promise<void> | null = null;

  constructor(db: Kysely<Database>) {
    this.#articles = new ArticleSearch(db);
    this.#glossary = new Glossary(db);
  }

  /** Loads the content, once; a failure is tried again at the next call. */
  #loaded(): Promise<void> {
    this.#loading ??= Promise.all([this.#articles.reload(), this.#glossary.reload()]).then(
      () => {},
      (err: unknown) => {
        this.#loading = null;
        throw err;
      },
    );
    return this.#loading;
  }

  async searchArticles(query: string, limit: number): Promise<ArticleSearchResult> {
    await this.#loaded();
    return this.#articles.search(query, limit);
  }

  async lookupGlossary(query: GlossaryQuery): Promise<GlossaryResult> {
    await this.#loaded();
    return this.#glossary.lookup(query);
  }
}
