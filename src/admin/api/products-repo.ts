/**
 * SQL of the dashboard's product overview (drafts are created by the catalog write service). It
 * filters and pages in the database (indexes of migration 005) and reads variants for the page
 * only, so it stays fast at 10 000 products and more.
 */
import type { Kysely } from 'kysely';
import type { Category, Line, Species, StockStatus } from '../../catalog/enums.ts';
import { type LabelColumns, labelFromColumns, missingParticulars } from '../../catalog/labelling.ts';
import { netQuantityOf, unitPriceOf } from '../../catalog/net-quantity.ts';
import { speciesMatches } from '../../catalog/repo.ts';
import { toEuros } from '../../core/money.ts';
import { containsText } from '../../db/like.ts';
import type { Database, ProductsTable } from '../../db/schema.ts';
import type { AdminProduct, AdminVariant } from './product-schema.ts';

export interface AdminProductQuery {
  q?: string;
  species?: Species;
  category?: string;
  line?: Line;
  stock_status?: StockStatus;
  status: 'active' | 'draft' | 'all';
  page: number;
  limit: number;
}

/** The row's feed type and what its label still lacks (the dashboard shows it before activation). */
function labelSummary(
  r: Pick<ProductsTable, 'category' | 'ingredients' | 'analytical_constituents' | 'feeding_guide'> & LabelColumns,
  variants: AdminVariant[],
): Pick<AdminProduct, 'feed_type' | 'label_missing'> {
  const label = labelFromColumns(r);
  const missing = missingParticulars({
    ...label,
    category: r.category as Category,
    ingredients: r.ingredients,
    analytical_constituents: JSON.parse(r.analytical_constituents),
    feeding_guide: r.feeding_guide === null ? null : JSON.parse(r.feeding_guide),
    product_variants: variants,
  });
  return { feed_type: label.feed_type, label_missing: missing };
}

export class AdminProductRepo {
  readonly #db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  #filtered(query: AdminProductQuery) {
    let q = this.#db.selectFrom('products');
    if (query.status !== 'all') q = q.where('products.is_active', '=', query.status === 'active');
    if (query.species) q = q.where('products.species', 'in', speciesMatches(query.species));
    if (query.category !== undefined) q = q.where('products.category', '=', query.category);
    if (query.line) q = q.where('products.line', '=', query.line);
    const stock = query.stock_status;
    if (stock) {
      q = q.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('product_variants')
            .select('product_variants.id')
            .whereRef('product_variants.product_id', '=', 'products.id')
            .where('product_variants.stock_status', '=', stock),
        ),
      );
    }
    const text = query.q?.trim();
    if (text) {
      const others = ['products.name_en', 'products.brand', 'products.slug', 'products.sku'];
      q = q.where(containsText(text, 'products.sort_key', others));
    }
    return q;
  }

  /** The low-stock threshold of each variant of a product, by variant id (the editor shows them). */
  async lowStockThresholds(productId: string): Promise<Map<string, number>> {
    const rows = await this.#db
      .selectFrom('product_variants')
      .select(['id', 'low_stock_threshold'])
      .where('product_id', '=', productId)
      .execute();
    return new Map(rows.map((r) => [r.id, r.low_stock_threshold]));
  }

  async list(query: AdminProductQuery): Promise<{ total: number; data: AdminProduct[] }> {
    const [count, rows] = await Promise.all([
      this.#filtered(query)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
      this.#filtered(query)
        .select([
          'products.id',
          'products.slug',
          'products.sku',
          'products.name',
          'products.name_en',
          'products.brand',
          'products.species',
          'products.category',
          'products.line',
          'products.is_active',
          'products.is_bestseller',
          'products.images',
          'products.vat_rate',
          'products.ingredients',
          'products.analytical_constituents',
          'products.feeding_guide',
          'products.feed_type',
          'products.dietetic_purpose',
          'products.additives',
          'products.operator_name',
          'products.operator_address',
          'products.operator_registration',
        ])
        .orderBy('products.sort_key')
        .orderBy('products.id')
        .limit(query.limit)
        .offset((query.page - 1) * query.limit)
        .execute(),
    ]);
    const ids = rows.map((r) => r.id);
    const variants = ids.length
      ? await this.#db
          .selectFrom('product_variants')
          .select([
            'product_id',
            'size',
            'price_cents',
            'compare_price_cents',
            'stock_status',
            'stock_quantity',
            'low_stock_threshold',
            'ean',
            'net_quantity_value',
            'net_quantity_unit',
          ])
          .where('product_id', 'in', ids)
          .orderBy('product_id')
          .orderBy('position')
          .execute()
      : [];
    const by = new Map<string, AdminVariant[]>();
    for (const v of variants) {
      const list = by.get(v.product_id) ?? [];
      const net = netQuantityOf(v.net_quantity_value, v.net_quantity_unit);
      list.push({
        size: v.size,
        price: toEuros(v.price_cents),
        compare_price: v.compare_price_cents === null ? null : toEuros(v.compare_price_cents),
        stock_status: v.stock_status as StockStatus,
        stock_quantity: v.stock_quantity,
        low_stock_threshold: v.low_stock_threshold,
        ean: v.ean,
        net_quantity: net,
        unit_price: unitPriceOf(v.price_cents, net),
      });
      by.set(v.product_id, list);
    }
    return {
      total: Number(count.n),
      data: rows.map((r) => ({
        ...labelSummary(r, by.get(r.id) ?? []),
        id: r.id,
        slug: r.slug,
        sku: r.sku,
        name: r.name,
        name_en: r.name_en,
        brand: r.brand,
        species: r.species as Species,
        category: r.category as Category,
        line: r.line as Line,
        vat_rate: r.vat_rate,
        is_active: Boolean(r.is_active),
        is_bestseller: Boolean(r.is_bestseller),
        images: JSON.parse(r.images) as string[],
        product_variants: by.get(r.id) ?? [],
      })),
    };
  }
}
