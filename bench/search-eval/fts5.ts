/**
 * The baseline: SQLite FTS5 with BM25 over the same products and fields napf indexes (names,
 * brand, descriptions, ingredients, tags, category, line), the unicode61 tokenizer folding
 * diacritics, and a query of the words OR-ed (any word may match, BM25 ranks) — what a shop gets
 * from its database without a search engine of its own.
 */
import { DatabaseSync } from 'node:sqlite';
import type { Product } from '../../src/catalog/schema.ts';

export class Fts5Baseline {
  readonly #db = new DatabaseSync(':memory:');

  constructor(products: readonly Product[]) {
    this.#db.exec(
      `create virtual table docs using fts5(id unindexed, name, name_en, brand, description, description_en,
        ingredients, tags, category, line, tokenize = "unicode61 remove_diacritics 2")`,
    );
    const insert = this.#db.prepare('insert into docs values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
    for (const p of products) {
      insert.run(
        p.id,
        p.name,
        p.name_en,
        p.brand,
        p.description,
        p.description_en,
        p.ingredients,
        p.tags.join(' '),
        p.category,
        p.line,
      );
    }
  }

  /** Product ids, best first. */
  search(query: string, limit: number): string[] {
    const words = query
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 0);
    if (words.length === 0) return [];
    const match = words.map((w) => `"${w}"`).join(' OR ');
    const rows = this.#db
      .prepare('select id from docs where docs match ? order by bm25(docs) limit ?')
      .all(match, limit) as { id: string }[];
    return rows.map((r) => r.id);
  }
}
