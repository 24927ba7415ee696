/** SQL for the catalog. Rows become wire-ready Product objects here and nowhere else. */
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { FeedingGuide } from '../seed/types.ts';
import type { Category, Line, Species, StockStatus } from './enums.ts';

export interface ProductFilter {
  species?: Species;
  category?: string;
  line?: Line;
  tags?: string[];
  bestseller?: boolean;
}

export interface Variant {
  id: string;
  size: string;
  price: number;
  compare_price: number | null;
  stock_status: StockStatus;
  ean: string;
}

export interface Product {
  id: string;
  slug: string;
  sku: string;
  name: string;
  name_en: string;
  brand: string;
  species: Species;
  category: Category;
  line: Line;
  description: string;
  description_en: string;
  ingredients: string;
  analytical_constituents: Record<string, number>;
  feeding_guide: FeedingGuide | null;
  /** As stored: absolute https URLs or paths on this service (made absolute by the service layer). */
  images: string[];
  tags: string[];
  is_active: boolean;
  is_bestseller: boolean;
  product_variants: Variant[];
  rating: { average: number | null; count: number };
}

export interface Review {
  id: string;
  author: string;
  rating: number;
  title: string;
  body: string;
  created_at: string;
}

type ProductRow = Database['products'];
type DB = Kysely<Database>;

/** DOG matches DOG and BOTH, CAT matches CAT and BOTH, BOTH matches BOTH only (CONTRACT §4). */
export function speciesMatches(filter: Species): Species[] {
  return filter === 'BOTH' ? ['BOTH'] : [filter, 'BOTH'];
}

function applyFilter<O>(query: SelectQueryBuilder<Database, 'products', O>, filter: ProductFilter) {
  let q = query.where('products.is_active', '=', true);
  if (filter.species) q = q.where('products.species', 'in', speciesMatches(filter.species));
  if (filter.category !== undefined) q = q.where('products.category', '=', filter.category);
  if (filter.line) q = q.where('products.line', '=', filter.line);
  if (filter.bestseller !== undefined) q = q.where('products.is_bestseller', '=', filter.bestseller);
  for (const tag of filter.tags ?? []) {
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('product_tags')
          .select('product_tags.tag')
          .whereRef('product_tags.product_id', '=', 'products.id')
          .where('product_tags.tag', '=', tag),
      ),
    );
  }
  return q;
}

const cents = (value: number) => Math.round(value) / 100;

export class CatalogRepo {
  readonly #db: DB;
  constructor(db: DB) {
    this.#db = db;
  }

  async countProducts(filter: ProductFilter): Promise<number> {
    const row = await applyFilter(this.#db.selectFrom('products'), filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** One page in the default order: bestsellers first, then name (folded), then id for stability. */
  async listProducts(filter: ProductFilter, offset: number, limit: number): Promise<Product[]> {
    const rows = await applyFilter(this.#db.selectFrom('products'), filter)
      .selectAll('products')
      .orderBy('products.is_bestseller', 'desc')
      .orderBy('products.sort_key')
      .orderBy('products.id')
      .limit(limit)
      .offset(offset)
      .execute();
    return this.#assemble(rows);
  }

  /** Active products only unless asked otherwise (drafts are invisible to the API). */
  async findBySlug(slug: string, options: { includeInactive?: boolean } = {}): Promise<Product | undefined> {
    let q = this.#db.selectFrom('products').selectAll().where('slug', '=', slug);
    if (!options.includeInactive) q = q.where('is_active', '=', true);
    const row = await q.executeTakeFirst();
    return row ? (await this.#assemble([row]))[0] : undefined;
  }

  /** What a product image is drawn from (drafts included: the dashboard shows them). */
  async imageFacts(slug: string) {
    return this.#db
      .selectFrom('products')
      .select(['name', 'brand', 'category', 'species'])
      .where('slug', '=', slug)
      .executeTakeFirst();
  }

  /** Active products by id, in the order of `ids` (missing or inactive ones left out). */
  async findActiveByIds(ids: string[]): Promise<Product[]> {
    if (ids.length === 0) return [];
    const rows = await this.#db
      .selectFrom('products')
      .selectAll()
      .where('id', 'in', ids)
      .where('is_active', '=', true)
      .execute();
    const byId = new Map((await this.#assemble(rows)).map((p) => [p.id, p]));
    return ids.map((id) => byId.get(id)).filter((p): p is Product => p !== undefined);
  }

  async reviewsFor(productId: string): Promise<Review[]> {
    return this.#db
      .selectFrom('reviews')
      .select(['id', 'author', 'rating', 'title', 'body', 'created_at'])
      .where('product_id', '=', productId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
  }

  /** Active product counts per species, per species × category and per line, for the category tree. */
  async countsForTree(): Promise<{ species: string; category: string; line: string; n: number }[]> {
    const rows = await this.#db
      .selectFrom('products')
      .select(['species', 'category', 'line', (eb) => eb.fn.countAll<number>().as('n')])
      .where('is_active', '=', true)
      .groupBy(['species', 'category', 'line'])
      .execute();
    return rows.map((r) => ({ ...r, n: Number(r.n) }));
  }

  async #assemble(rows: ProductRow[]): Promise<Product[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [variants, tags, ratings] = await Promise.all([
      this.#db
        .selectFrom('product_variants')
        .selectAll()
        .where('product_id', 'in', ids)
        .orderBy('product_id')
        .orderBy('position')
        .execute(),
      this.#db.selectFrom('product_tags').selectAll().where('product_id', 'in', ids).orderBy('tag').execute(),
      this.#db
        .selectFrom('reviews')
        .select(['product_id', (eb) => eb.fn.avg<number>('rating').as('avg'), (eb) => eb.fn.countAll<number>().as('n')])
        .where('product_id', 'in', ids)
        .groupBy('product_id')
        .execute(),
    ]);
    const variantsBy = new Map<string, Variant[]>();
    for (const v of variants) {
      const list = variantsBy.get(v.product_id) ?? [];
      list.push({
        id: v.id,
        size: v.size,
        price: cents(v.price_cents),
        compare_price: v.compare_price_cents === null ? null : cents(v.compare_price_cents),
        stock_status: v.stock_status as StockStatus,
        ean: v.ean,
      });
      variantsBy.set(v.product_id, list);
    }
    const tagsBy = new Map<string, string[]>();
    for (const t of tags) tagsBy.set(t.product_id, [...(tagsBy.get(t.product_id) ?? []), t.tag]);
    const ratingBy = new Map(
      ratings.map((r) => [r.product_id, { average: Math.round(Number(r.avg) * 10) / 10, count: Number(r.n) }]),
    );
    return rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      sku: row.sku,
      name: row.name,
      name_en: row.name_en,
      brand: row.brand,
      species: row.species as Species,
      category: row.category as Category,
      line: row.line as Line,
      description: row.description,
      description_en: row.description_en,
      ingredients: row.ingredients,
      analytical_constituents: JSON.parse(row.analytical_constituents),
      feeding_guide: row.feeding_guide === null ? null : JSON.parse(row.feeding_guide),
      images: JSON.parse(row.images),
      tags: tagsBy.get(row.id) ?? [],
      is_active: Boolean(row.is_active),
      is_bestseller: Boolean(row.is_bestseller),
      product_variants: variantsBy.get(row.id) ?? [],
      rating: ratingBy.get(row.id) ?? { average: null, count: 0 },
    }));
  }
}
