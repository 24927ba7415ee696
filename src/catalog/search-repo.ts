/** The SQL behind the product search index: the text columns it reads and the active products. */
import { type Kysely, sql } from 'kysely';
import { selectBinaryRows } from '../db/binary-rows.ts';
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

/** What a search index snapshot is checked against: the active products and the newest change. */
export interface CatalogStamp {
  activeProducts: number;
  /** The newest updated_at of any product ('' for none): every write to a product sets it. */
  latest: string;
}

export class SearchSnapshotRepo {
  readonly #db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async stamp(): Promise<CatalogStamp> {
    const [active, latest] = await Promise.all([
      this.#db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('is_active', '=', true)
        .executeTakeFirstOrThrow(),
      this.#db
        .selectFrom('products')
        .select((eb) => eb.fn.max('updated_at').as('latest'))
        .executeTakeFirst(),
    ]);
    return { activeProducts: Number(active.n), latest: latest?.latest ?? '' };
  }

  /** Products written after `stamp` (active or not); a bulk load gives all its products one time. */
  async changedSince(stamp: string): Promise<string[]> {
    const rows = await this.#db.selectFrom('products').select('id').where('updated_at', '>', stamp).execute();
    return rows.map((row) => row.id);
  }

  /** The snapshot of this code version (a hex hash, inlined: the bytes come by a binary COPY). */
  async load(code: string) {
    if (!/^[0-9a-f]+$/.test(code)) throw new Error(`not a search code version: ${code}`);
    const query = this.#db
      .selectFrom('search_snapshots')
      .select(['catalog_stamp', 'data'])
      .where('code', '=', sql.lit(code));
    const [row] = await selectBinaryRows(this.#db, query, { catalog_stamp: 'text', data: 'bytes' });
    return row;
  }

  /** Keeps the snapshot unless one of a newer catalog is stored (another instance's); drops other code versions'. */
  async save(code: string, stamp: string, products: number, data: Uint8Array, now: string): Promise<void> {
    await this.#db.transaction().execute(async (trx) => {
      await trx.deleteFrom('search_snapshots').where('code', '!=', code).execute();
      await trx
        .insertInto('search_snapshots')
        .values({ code, catalog_stamp: stamp, products, data, created_at: now })
        .onConflict((oc) =>
          oc
            .column('code')
            .doUpdateSet((eb) => ({
              catalog_stamp: eb.ref('excluded.catalog_stamp'),
              products: eb.ref('excluded.products'),
              data: eb.ref('excluded.data'),
              created_at: eb.ref('excluded.created_at'),
            }))
            .where('search_snapshots.catalog_stamp', '<=', stamp),
        )
        .execute();
    });
  }
}
