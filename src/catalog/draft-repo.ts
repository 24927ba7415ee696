/** The statements of draft creation: what is already taken, and the insert of the product. */
import type { Db } from '../db/capabilities.ts';
import { insertProducts } from './insert-repo.ts';
import type { NewProduct } from './new-product.ts';

export class DraftRepo {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /** Which of slug and sku another product has already (slug first), or null. */
  async taken(slug: string, sku: string): Promise<'slug' | 'sku' | null> {
    const rows = await this.#db
      .selectFrom('products')
      .select(['slug', 'sku'])
      .where((eb) => eb.or([eb('slug', '=', slug), eb('sku', '=', sku)]))
      .execute();
    if (rows.length === 0) return null;
    return rows.some((r) => r.slug === slug) ? 'slug' : 'sku';
  }

  /** One of the EANs that a variant of any product has already, or null. */
  async usedEan(eans: string[]): Promise<string | null> {
    const row = await this.#db.selectFrom('product_variants').select('ean').where('ean', 'in', eans).executeTakeFirst();
    return row?.ean ?? null;
  }

  /** Inserts the product with its variants and tags; `images`, when given, replace the generated one. */
  async insert(product: NewProduct, images: string[] | undefined, now: string): Promise<void> {
    await insertProducts(this.#db, [product], now);
    if (!images) return;
    await this.#db
      .updateTable('products')
      .set({ images: JSON.stringify(images) })
      .where('slug', '=', product.slug)
      .execute();
  }
}
