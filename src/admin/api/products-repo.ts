/**
 * SQL of the dashboard's product overview (drafts are created by the catalog write service). It
 * filters and pages in the database (indexes of migration 005) and reads variants for the page
 * only, so it stays fast at 10 000 products and more.
 */
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { Category, Line, Species, StockStatus } from '../../catalog/enums.ts';
import { speciesMatches } from '../../catalog/repo.ts';
import { toEuros } from '../../core/money.ts';
import type { Database } from '../../db/schema.ts';
import { foldText } from '../../util/text.ts';
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

/** `%`, `_` and `\` match themselves (ESCAPE '\'). */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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
      // The name through its folded sort key (umlauts, accents, case); the rest lowercased.
      const folded = likePattern(foldText(text));
      const lower = likePattern(text.toLowerCase());
      const like = (column: string, pattern: string): Expression<SqlBool> =>
        sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '\\'`;
      const lowerLike = (column: string): Expression<SqlBool> =>
        sql<SqlBool>`lower(${sql.ref(column)}) like ${lower} escape '\\'`;
      q = q.where((eb) =>
        eb.or([
          like('products.sort_key', folded),
          lowerLike('products.name_en'),
          lowerLike('products.brand'),
          lowerLike('products.slug'),
          lowerLike('products.sku'),
        ]),
      );
    }
    return q;
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
          .select(['product_id', 'size', 'price_cents', 'compare_price_cents', 'stock_status', 'ean'])
          .where('product_id', 'in', ids)
          .orderBy('product_id')
          .orderBy('position')
          .execute()
      : [];
    const by = new Map<string, AdminVariant[]>();
    for (const v of variants) {
      const list = by.get(v.product_id) ?? [];
      list.push({
        size: v.size,
        price: toEuros(v.price_cents),
        compare_price: v.compare_price_cents === null ? null : toEuros(v.compare_price_cents),
        stock_status: v.stock_status as StockStatus,
        ean: v.ean,
      });
      by.set(v.product_id, list);
    }
    return {
      total: Number(count.n),
      data: rows.map((r) => ({
        id: r.id,
        slug: r.slug,
        sku: r.sku,
        name: r.name,
        name_en: r.name_en,
        brand: r.brand,
        species: r.species as Species,
        category: r.category as Category,
        line: r.line as Line,
        is_active: Boolean(r.is_active),
        is_bestseller: Boolean(r.is_bestseller),
        images: JSON.parse(r.images) as string[],
        product_variants: by.get(r.id) ?? [],
      })),
    };
  }
}
