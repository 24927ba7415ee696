/** The catalog data a cart or checkout line needs, read by variant id in one query. */
import type { Db } from '../../db/capabilities.ts';

export interface ItemRow {
  variant_id: string;
  product_id: string;
  slug: string;
  name: string;
  name_en: string;
  is_active: boolean;
  vat_rate: number;
  images: string;
  size: string;
  price_cents: number;
  stock_status: string;
  stock_quantity: number | null;
  net_quantity_value: number | null;
  net_quantity_unit: string | null;
}

export class UcpItemsRepo {
  readonly #db: Db;
  constructor(db: Db) {
    this.#db = db;
  }

  async byVariantIds(ids: string[]): Promise<Map<string, ItemRow>> {
    if (ids.length === 0) return new Map();
    const rows = await this.#db
      .selectFrom('product_variants as v')
      .innerJoin('products as p', 'p.id', 'v.product_id')
      .select([
        'v.id as variant_id',
        'p.id as product_id',
        'p.slug',
        'p.name',
        'p.name_en',
        'p.is_active',
        'p.vat_rate',
        'p.images',
        'v.size',
        'v.price_cents',
        'v.stock_status',
        'v.stock_quantity',
        'v.net_quantity_value',
        'v.net_quantity_unit',
      ])
      .where('v.id', 'in', [...new Set(ids)])
      .execute();
    return new Map(rows.map((r) => [r.variant_id, { ...r, is_active: Boolean(r.is_active) }]));
  }
}
