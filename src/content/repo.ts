/** The SQL of the Ratgeber articles, the ingredient glossary and the Never List (read whole at first use). */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export class ContentRepo {
  readonly #db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Every article, the newest first. */
  articles() {
    return this.#db.selectFrom('articles').selectAll().orderBy('published_at', 'desc').execute();
  }

  glossaryEntries() {
    return this.#db.selectFrom('glossary_entries').selectAll().execute();
  }

  /** The Never List in its editorial order. */
  neverList() {
    return this.#db
      .selectFrom('never_list')
      .select(['name', 'name_en', 'reason', 'reason_en'])
      .orderBy('position')
      .orderBy('id')
      .execute();
  }
}
