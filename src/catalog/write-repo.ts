/**
 * The SQL of a catalog change. One instance lives inside the change's transaction, so the change,
 * its events and its audit record commit or roll back together.
 */
import type { Transaction } from 'kysely';
import type { DialectCapabilities } from '../db/capabilities.ts';
import type { Database } from '../db/schema.ts';
import type { StockStatus } from './enums.ts';
import type { NetQuantity } from './net-quantity.ts';
import { PriceHistoryRepo } from './price-history-repo.ts';
import type { VariantStock } from './stock-change.ts';

/** Product columns a details change may set. */
export type ProductChange = Record<string, unknown>;

export class CatalogWriteRepo {
  readonly #trx: Transaction<Database>;
  constructor(trx: Transaction<Database>) {
    this.#trx = trx;
  }

  /** Serialises concurrent writers of one product where the database takes row locks. */
  async lockProduct(store: Pick<DialectCapabilities, 'lockForUpdate'>, slug: string): Promise<void> {
    await store.lockForUpdate(this.#trx.selectFrom('products').select('id').where('slug', '=', slug)).execute();
  }

  async touch(productId: string, now: string): Promise<void> {
    await this.#trx.updateTable('products').set({ updated_at: now }).where('id', '=', productId).execute();
  }

  async setVariantPrice(variantId: string, priceCents: number, compareCents: number | null): Promise<void> {
    await this.#trx
      .updateTable('product_variants')
      .set({ price_cents: priceCents, compare_price_cents: compareCents })
      .where('id', '=', variantId)
      .execute();
  }

  /** The price history read and written inside this change's transaction. */
  get priceHistory(): PriceHistoryRepo {
    return new PriceHistoryRepo(this.#trx);
  }

  /**
   * The variant's stock, its row locked where the database takes row locks, so an order taking
   * from the count cannot slip between this read and the change's write.
   */
  async variantStock(store: Pick<DialectCapabilities, 'lockForUpdate'>, variantId: string): Promise<VariantStock> {
    const row = await store
      .lockForUpdate(
        this.#trx
          .selectFrom('product_variants')
          .select(['stock_status', 'stock_quantity', 'low_stock_threshold'])
          .where('id', '=', variantId),
      )
      .executeTakeFirstOrThrow();
    return {
      stock_status: row.stock_status as StockStatus,
      stock_quantity: row.stock_quantity,
      low_stock_threshold: row.low_stock_threshold,
    };
  }

  async setVariantStock(variantId: string, stock: VariantStock): Promise<void> {
    await this.#trx
      .updateTable('product_variants')
      .set({
        stock_status: stock.stock_status,
        stock_quantity: stock.stock_quantity,
        low_stock_threshold: stock.low_stock_threshold,
      })
      .where('id', '=', variantId)
      .execute();
  }

  async setVariantNetQuantity(variantId: string, net: NetQuantity): Promise<void> {
    await this.#trx
      .updateTable('product_variants')
      .set({ net_quantity_value: net.value, net_quantity_unit: net.unit })
      .where('id', '=', variantId)
      .execute();
  }

  async setImages(productId: string, images: string[]): Promise<void> {
    await this.#trx
      .updateTable('products')
      .set({ images: JSON.stringify(images) })
      .where('id', '=', productId)
      .execute();
  }

  async firstActivatedAt(productId: string): Promise<string | null> {
    const row = await this.#trx
      .selectFrom('products')
      .select('first_activated_at')
      .where('id', '=', productId)
      .executeTakeFirstOrThrow();
    return row.first_activated_at;
  }

  async updateProduct(productId: string, set: ProductChange): Promise<void> {
    await this.#trx.updateTable('products').set(set).where('id', '=', productId).execute();
  }

  async replaceTags(productId: string, tags: string[]): Promise<void> {
    await this.#trx.deleteFrom('product_tags').where('product_id', '=', productId).execute();
    if (tags.length) {
      await this.#trx
        .insertInto('product_tags')
        .values(tags.map((tag) => ({ product_id: productId, tag })))
        .execute();
    }
  }
}
