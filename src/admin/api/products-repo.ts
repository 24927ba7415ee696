/**
 * SQL of the dashboard's product overview and draft creation. The overview filters and pages in the
 * database (indexes of migration 005) and reads variants for the page only, so it stays fast at
 * 10 000 products and more.
 */
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { Category, Line, Species, StockStatus } from '../../catalog/enums.ts';
import { type Product, speciesMatches, type Variant } from '../../catalog/repo.ts';
import type { Database } from '../../db/schema.ts';
import { recordAudit } from '../../events/audit.ts';
import { ApiError } from '../../http/errors.ts';
import { insertProducts } from '../../seed/insert.ts';
import type { SeedProduct } from '../../seed/types.ts';
import type { Actor } from '../../tools/types.ts';
import { foldText } from '../../util/text.ts';

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

export type AdminVariant = Omit<Variant, 'id'>;

/** The overview row: the catalog product without its long texts; images as stored. */
export type AdminProduct = Pick<
  Product,
  | 'id'
  | 'slug'
  | 'sku'
  | 'name'
  | 'name_en'
  | 'brand'
  | 'species'
  | 'category'
  | 'line'
  | 'is_active'
  | 'is_bestseller'
  | 'images'
> & { product_variants: AdminVariant[] };

export type DraftInput = Pick<
  Product,
  | 'slug'
  | 'sku'
  | 'name'
  | 'name_en'
  | 'brand'
  | 'species'
  | 'category'
  | 'line'
  | 'description'
  | 'description_en'
  | 'ingredients'
> & {
  variants: (Omit<AdminVariant, 'compare_price'> & { compare_price?: number | null })[];
  tags?: string[];
};

/** `%`, `_` and `\` match themselves (ESCAPE '\'). */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | null;
  return e?.code === '23505' || /UNIQUE constraint failed/i.test(e?.message ?? '');
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
        price: v.price_cents / 100,
        compare_price: v.compare_price_cents === null ? null : v.compare_price_cents / 100,
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

  /** Inserts an inactive product with its variants and tags, and its audit record, in one transaction. */
  async createDraft(input: DraftInput, actor: Actor, requestId: string | null, now: string): Promise<void> {
    const seed: SeedProduct = {
      slug: input.slug,
      sku: input.sku,
      name: input.name,
      name_en: input.name_en,
      brand: input.brand,
      species: input.species,
      category: input.category,
      line: input.line,
      description: input.description,
      description_en: input.description_en,
      ingredients: input.ingredients,
      analytical_constituents: {},
      feeding_guide: null,
      tags: [...new Set((input.tags ?? []).map((t) => t.toLowerCase()))].sort(),
      is_bestseller: false,
      is_active: false,
      variants: input.variants.map((v) => ({
        size: v.size,
        price: v.price,
        ...(v.compare_price === undefined || v.compare_price === null ? {} : { compare_price: v.compare_price }),
        stock_status: v.stock_status,
        ean: v.ean,
      })),
      reviews: [],
    };
    try {
      await this.#db.transaction().execute(async (trx) => {
        const taken = await trx
          .selectFrom('products')
          .select(['slug', 'sku'])
          .where((eb) => eb.or([eb('slug', '=', input.slug), eb('sku', '=', input.sku)]))
          .execute();
        if (taken.length) {
          const field = taken.some((t) => t.slug === input.slug) ? 'slug' : 'sku';
          throw new ApiError(409, 'already_exists', `A product with this ${field} already exists`, {
            errors: [{ path: field, message: 'is already taken' }],
          });
        }
        const eans = input.variants.map((v) => v.ean);
        const usedEan = await trx
          .selectFrom('product_variants')
          .select('ean')
          .where('ean', 'in', eans)
          .executeTakeFirst();
        if (usedEan) {
          const i = eans.indexOf(usedEan.ean);
          throw new ApiError(409, 'already_exists', `EAN ${usedEan.ean} belongs to another product`, {
            errors: [{ path: `variants[${i}].ean`, message: 'belongs to another product' }],
          });
        }
        await insertProducts(trx, [seed], now);
        await recordAudit(
          trx,
          {
            actor,
            tool: null,
            action: 'product.create',
            entityType: 'product',
            entityId: input.slug,
            before: null,
            after: {
              slug: seed.slug,
              sku: seed.sku,
              name: seed.name,
              brand: seed.brand,
              is_active: false,
              variants: seed.variants,
            },
            requestId,
          },
          now,
        );
      });
    } catch (err) {
      if (isUniqueViolation(err)) {
        throw new ApiError(409, 'already_exists', 'A product with this slug or sku already exists');
      }
      throw err;
    }
  }
}
