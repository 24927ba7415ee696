/** The SQL behind the product search index: the text columns it reads and the active products. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The text columns the index reads; tags come from product_tags. */
export const INDEXED_COLUMNS = [
  'id',
  'slug',
  'name',
  'name_en',
  'brand',
  'species',
  'category',
  'line',
  'description',
  'description_en',
  'ingredients',
] as const;

export type IndexedRow = Pick<Database['products'], (typeof INDEXED_COLUMNS)[number]>;

export class CatalogSearchRepo {
  readonly #db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** The ids of the active products, in no particular order. */
  async activeIds(): Promise<string[]> {
    const rows = await this.#db.selectFrom('products').select('id').where('is_active', '=', true).execute();
    return rows.map((row) => row.id);
  }

  /** The indexed columns of these products (missing ones left out), in no particular order. */
  indexedRows(ids: string[]) {
    return this.#db.selectFrom('products').select(INDEXED_COLUMNS).where('id', 'in', ids).execute();
  }

  /**
   * The tags of these products, unsorted: ORDER BY tag invites the planner to walk the whole tag
   * index instead of looking the products up, which it did without fresh statistics.
   */
  tagsOf(ids: string[]) {
    return this.#db.selectFrom('product_tags').select(['product_id', 'tag']).where('product_id', 'in', ids).execute();
  }

  /** One product's indexed columns and whether it is active. */
  indexedRow(productId: string) {
    return this.#db
      .selectFrom('products')
      .select([...INDEXED_COLUMNS, 'is_active'])
      .where('id', '=', productId)
      .executeTakeFirst();
  }

  /** One product's tags, sorted. */
  async sortedTags(productId: string): Promise<string[]> {
    const rows = await this.#db
      .selectFrom('product_tags')
      .select('tag')
      .where('product_id', '=', productId)
      .orderBy('tag')
      .execute();
    return rows.map((t) => t.tag);
  }
}
