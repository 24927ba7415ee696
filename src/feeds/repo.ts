/**
 * The SQL of marketplace feeds: the connections (each a secret URL) and the active products read
 * in batches by id, so a large catalog streams without being held in memory.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export type FeedConnectionRow = Database['feed_connections'];

export class FeedRepo {
  readonly #db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Every connection, the oldest first. */
  list(): Promise<FeedConnectionRow[]> {
    return this.#db.selectFrom('feed_connections').selectAll().orderBy('created_at').orderBy('id').execute();
  }

  byId(id: string): Promise<FeedConnectionRow> {
    return this.#db.selectFrom('feed_connections').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

  bySecret(secret: string) {
    return this.#db
      .selectFrom('feed_connections')
      .select(['id', 'format'])
      .where('secret', '=', secret)
      .executeTakeFirst();
  }

  async insert(row: FeedConnectionRow): Promise<void> {
    await this.#db.insertInto('feed_connections').values(row).execute();
  }

  /** False when there is no such connection. */
  async setSecret(id: string, secret: string): Promise<boolean> {
    const result = await this.#db
      .updateTable('feed_connections')
      .set({ secret })
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** False when there is no such connection. */
  async remove(id: string): Promise<boolean> {
    const result = await this.#db.deleteFrom('feed_connections').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async recordFetch(id: string, fetchedAt: string, itemCount: number): Promise<void> {
    await this.#db
      .updateTable('feed_connections')
      .set({ last_fetched_at: fetchedAt, last_item_count: itemCount })
      .where('id', '=', id)
      .execute();
  }

  /** Up to `limit` active products with ids after `after`, by id. */
  activeProductsAfter(after: string, limit: number) {
    return this.#db
      .selectFrom('products')
      .select(['id', 'slug', 'sku', 'name', 'brand', 'species', 'category', 'description', 'images'])
      .where('is_active', '=', true)
      .where('id', '>', after)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** The variants of these products, by product and then in their shop order. */
  variantsOf(productIds: string[]) {
    return this.#db
      .selectFrom('product_variants')
      .select([
        'product_id',
        'size',
        'price_cents',
        'compare_price_cents',
        'stock_status',
        'ean',
        'net_quantity_value',
        'net_quantity_unit',
      ])
      .where('product_id', 'in', productIds)
      .orderBy('product_id')
      .orderBy('position')
      .execute();
  }
}
