/**
 * What a UCP order shows beyond napf's order view: per line the product's names, first image and
 * the variant id (read by the stored product id and size, so a product renamed, re-slugged or
 * deactivated since the purchase still names its line), and the checkout session the order was
 * completed from.
 */
import type { Db } from '../../db/capabilities.ts';

export interface LineFacts {
  productId: string;
  /** null when the product row is gone. */
  name: string | null;
  nameEn: string | null;
  /** Stored image paths or URLs, first first. */
  images: string[];
  /** null when the variant was removed since. */
  variantId: string | null;
}

export class UcpOrderRepo {
  readonly #db: Db;
  constructor(db: Db) {
    this.#db = db;
  }

  /** The facts of the order's lines, in the order of napf's `items`. */
  async lineFacts(orderId: string): Promise<LineFacts[]> {
    const rows = await this.#db
      .selectFrom('order_items')
      .leftJoin('products', 'products.id', 'order_items.product_id')
      .leftJoin('product_variants', (join) =>
        join
          .onRef('product_variants.product_id', '=', 'order_items.product_id')
          .onRef('product_variants.size', '=', 'order_items.size'),
      )
      .select([
        'order_items.product_id',
        'products.name',
        'products.name_en',
        'products.images',
        'product_variants.id as variant_id',
      ])
      .where('order_items.order_id', '=', orderId)
      .orderBy('order_items.position')
      .execute();
    return rows.map((r) => ({
      productId: r.product_id,
      name: r.name,
      nameEn: r.name_en,
      images: r.images ? (JSON.parse(r.images) as string[]) : [],
      variantId: r.variant_id,
    }));
  }

  /** The UCP checkout session that placed this order; null for orders placed through napf's order API. */
  async checkoutIdOf(orderId: string): Promise<string | null> {
    const row = await this.#db
      .selectFrom('ucp_checkout_sessions')
      .select('id')
      .where('order_id', '=', orderId)
      .executeTakeFirst();
    return row?.id ?? null;
  }
}
