/** SQL for the catalog. Rows become wire-ready Product objects here and nowhere else. */

import type { Kysely, SelectQueryBuilder } from 'kysely';
import { type Clock, systemClock } from '../core/clock.ts';
import { toEuros } from '../core/money.ts';
import { containsText } from '../db/like.ts';
import type { Database } from '../db/schema.ts';
import type { Category, Line, Species, StockStatus } from './enums.ts';
import { labelFromColumns } from './labelling.ts';
import { netQuantityOf, unitPriceOf } from './net-quantity.ts';
import { PriceHistoryRepo, windowStart } from './price-history-repo.ts';
import type { AnalyticalConstituents, FeedingGuide, Product, Review, Variant } from './schema.ts';

export interface ProductFilter {
  species?: Species;
  category?: string;
  line?: Line;
  tags?: string[];
  bestseller?: boolean;
  /** Each word must occur (case-insensitively) in the name, brand, descriptions or ingredients. */
  words?: string[];
}

/** The texts a words filter looks in besides the name (through its folded sort key). */
const WORD_COLUMNS = [
  'products.name_en',
  'products.brand',
  'products.description',
  'products.description_en',
  'products.ingredients',
];

/**
 * A product as recommend_food scores it: only what the nutrition module reads (RecommendProduct in
 * src/nutrition/recommend.ts), with the rating aggregated in SQL; no variants, images or texts.
 * feeding_guide and analytical_constituents are parsed on first read, as only the few
 * recommended products ever need them.
 */
export interface RecommendCandidate {
  id: string;
  slug: string;
  name: string;
  name_en: string;
  species: Species;
  category: Category;
  line: Line;
  ingredients: string;
  tags: string[];
  is_bestseller: boolean;
  /** As Product.rating.average: the mean rounded to one decimal, null without reviews. */
  rating_average: number | null;
  rating_count: number;
  readonly feeding_guide: FeedingGuide | null;
  readonly analytical_constituents: AnalyticalConstituents;
}

type ProductRow = Database['products'];
type DB = Kysely<Database>;

/**
 * Most ids bound in one `IN (...)` list. SQLite allows 32 766 parameters per statement, PostgreSQL
 * 65 535; a longer list fails the whole query ("too many SQL variables"). This leaves room for a
 * query's other parameters and keeps each statement small.
 */
export const IN_LIST_CHUNK = 5000;

/**
 * Runs `query` once for each chunk of at most `size` ids, one chunk after another, and concatenates
 * the rows in chunk order. Every `where(..., 'in', ids)` over a list of arbitrary length goes
 * through here. No ids, no query.
 */
export async function inChunks<T>(
  ids: readonly string[],
  query: (chunk: string[]) => Promise<T[]>,
  size: number = IN_LIST_CHUNK,
): Promise<T[]> {
  if (!(Number.isInteger(size) && size > 0)) throw new RangeError(`chunk size must be a positive integer: ${size}`);
  const rows: T[] = [];
  for (let at = 0; at < ids.length; at += size) {
    // push one by one: spreading a large chunk into push() can overflow the call stack.
    for (const row of await query(ids.slice(at, at + size))) rows.push(row);
  }
  return rows;
}

/** DOG matches DOG and BOTH, CAT matches CAT and BOTH, BOTH matches BOTH only (docs/contract.md#catalog). */
export function speciesMatches(filter: Species): Species[] {
  return filter === 'BOTH' ? ['BOTH'] : [filter, 'BOTH'];
}

function applyFilter<O>(query: SelectQueryBuilder<Database, 'products', O>, filter: ProductFilter) {
  let q = query.where('products.is_active', '=', true);
  if (filter.species) q = q.where('products.species', 'in', speciesMatches(filter.species));
  if (filter.category !== undefined) q = q.where('products.category', '=', filter.category);
  if (filter.line) q = q.where('products.line', '=', filter.line);
  if (filter.bestseller !== undefined) q = q.where('products.is_bestseller', '=', filter.bestseller);
  for (const word of filter.words ?? []) {
    q = q.where(containsText(word, 'products.sort_key', WORD_COLUMNS));
  }
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

/** The default list order: bestsellers first, then name (folded), then id for stability. */
function inCatalogOrder<O>(query: SelectQueryBuilder<Database, 'products', O>) {
  return query.orderBy('products.is_bestseller', 'desc').orderBy('products.sort_key').orderBy('products.id');
}

type CandidateFields = Omit<RecommendCandidate, 'feeding_guide' | 'analytical_constituents'>;

/**
 * RecommendCandidate with its JSON columns kept as text until first read. A class, not an object
 * literal with getters: those cost about 1 KB each in V8 (closures, dictionary-mode object), which
 * at 50 000 candidates was more than the candidates themselves. Spreading one drops the two getters.
 */
class Candidate implements RecommendCandidate {
  id: string;
  slug: string;
  name: string;
  name_en: string;
  species: Species;
  category: Category;
  line: Line;
  ingredients: string;
  tags: string[];
  is_bestseller: boolean;
  rating_average: number | null;
  rating_count: number;
  #guide: string | FeedingGuide | null;
  #constituents: string | AnalyticalConstituents;

  constructor(fields: CandidateFields, guide: string | null, constituents: string) {
    this.id = fields.id;
    this.slug = fields.slug;
    this.name = fields.name;
    this.name_en = fields.name_en;
    this.species = fields.species;
    this.category = fields.category;
    this.line = fields.line;
    this.ingredients = fields.ingredients;
    this.tags = fields.tags;
    this.is_bestseller = fields.is_bestseller;
    this.rating_average = fields.rating_average;
    this.rating_count = fields.rating_count;
    this.#guide = guide;
    this.#constituents = constituents;
  }

  get feeding_guide(): FeedingGuide | null {
    if (typeof this.#guide === 'string') this.#guide = JSON.parse(this.#guide) as FeedingGuide;
    return this.#guide;
  }

  get analytical_constituents(): AnalyticalConstituents {
    if (typeof this.#constituents === 'string') {
      this.#constituents = JSON.parse(this.#constituents) as AnalyticalConstituents;
    }
    return this.#constituents;
  }
}

/** Review aggregates as a product shows them: the mean to one decimal (null without reviews) and the count. */
function rating(avg: number | string | null | undefined, n: number | string | null | undefined) {
  const count = Number(n ?? 0);
  return { average: count === 0 || avg == null ? null : Math.round(Number(avg) * 10) / 10, count };
}

export class CatalogRepo {
  readonly #db: DB;
  /** Tells "now" for lowest_price_30_days. */
  readonly #clock: Clock;
  constructor(db: DB, clock: Clock = systemClock) {
    this.#db = db;
    this.#clock = clock;
  }

  async countProducts(filter: ProductFilter): Promise<number> {
    const row = await applyFilter(this.#db.selectFrom('products'), filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** One page in the default order: bestsellers first, then name (folded), then id for stability. */
  async listProducts(filter: ProductFilter, offset: number, limit: number): Promise<Product[]> {
    const rows = await inCatalogOrder(applyFilter(this.#db.selectFrom('products'), filter).selectAll('products'))
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
    const rows = await inChunks(ids, (chunk) =>
      this.#db.selectFrom('products').selectAll().where('id', 'in', chunk).where('is_active', '=', true).execute(),
    );
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

  /**
   * The active products of the filter in catalog order, as recommend_food scores them (see
   * RecommendCandidate). Two queries whatever the number of products — the filter is repeated in
   * SQL, never sent as a list of ids — and a fraction of the memory of full Products.
   */
  async recommendCandidates(filter: ProductFilter): Promise<RecommendCandidate[]> {
    const ratings = this.#db
      .selectFrom('reviews')
      .select(['product_id', (eb) => eb.fn.avg<number>('rating').as('avg'), (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('product_id')
      .as('ratings');
    const [rows, tags] = await Promise.all([
      inCatalogOrder(
        applyFilter(this.#db.selectFrom('products'), filter)
          .leftJoin(ratings, 'ratings.product_id', 'products.id')
          .select([
            'products.id',
            'products.slug',
            'products.name',
            'products.name_en',
            'products.species',
            'products.category',
            'products.line',
            'products.ingredients',
            'products.feeding_guide',
            'products.analytical_constituents',
            'products.is_bestseller',
            'ratings.avg',
            'ratings.n',
          ]),
      ).execute(),
      applyFilter(this.#db.selectFrom('products'), filter)
        .innerJoin('product_tags', 'product_tags.product_id', 'products.id')
        .select(['product_tags.product_id', 'product_tags.tag'])
        .orderBy('product_tags.tag')
        .execute(),
    ]);
    const tagsBy = new Map<string, string[]>();
    for (const t of tags) {
      const list = tagsBy.get(t.product_id);
      if (list) list.push(t.tag);
      else tagsBy.set(t.product_id, [t.tag]);
    }
    return rows.map((row) => {
      const { average, count } = rating(row.avg, row.n);
      return new Candidate(
        {
          id: row.id,
          slug: row.slug,
          name: row.name,
          name_en: row.name_en,
          species: row.species as Species,
          category: row.category as Category,
          line: row.line as Line,
          ingredients: row.ingredients,
          tags: tagsBy.get(row.id) ?? [],
          is_bestseller: Boolean(row.is_bestseller),
          rating_average: average,
          rating_count: count,
        },
        row.feeding_guide,
        row.analytical_constituents,
      );
    });
  }

  async #assemble(rows: ProductRow[]): Promise<Product[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    // Each chunk holds whole products, so a product's variants and tags stay in their order.
    const [variants, tags, ratings] = await Promise.all([
      inChunks(ids, (chunk) =>
        this.#db
          .selectFrom('product_variants')
          .selectAll()
          .where('product_id', 'in', chunk)
          .orderBy('product_id')
          .orderBy('position')
          .execute(),
      ),
      inChunks(ids, (chunk) =>
        this.#db.selectFrom('product_tags').selectAll().where('product_id', 'in', chunk).orderBy('tag').execute(),
      ),
      inChunks(ids, (chunk) =>
        this.#db
          .selectFrom('reviews')
          .select([
            'product_id',
            (eb) => eb.fn.avg<number>('rating').as('avg'),
            (eb) => eb.fn.countAll<number>().as('n'),
          ])
          .where('product_id', 'in', chunk)
          .groupBy('product_id')
          .execute(),
      ),
    ]);
    // One query for the whole page: the lowest price in force during the last 30 days per variant,
    // and the current price counts too (a change made this very moment).
    const now = this.#clock.now();
    const history = new PriceHistoryRepo(this.#db);
    const lowestBy = new Map(
      await inChunks(
        variants.map((v) => v.id),
        async (chunk) => [...(await history.lowest(chunk, windowStart(now), now.toISOString()))],
      ),
    );
    const variantsBy = new Map<string, Variant[]>();
    for (const v of variants) {
      const list = variantsBy.get(v.product_id) ?? [];
      const net = netQuantityOf(v.net_quantity_value, v.net_quantity_unit);
      list.push({
        id: v.id,
        size: v.size,
        price: toEuros(v.price_cents),
        compare_price: v.compare_price_cents === null ? null : toEuros(v.compare_price_cents),
        lowest_price_30_days: toEuros(Math.min(lowestBy.get(v.id) ?? v.price_cents, v.price_cents)),
        stock_status: v.stock_status as StockStatus,
        stock_quantity: v.stock_quantity,
        ean: v.ean,
        net_quantity: net,
        unit_price: unitPriceOf(v.price_cents, net),
      });
      variantsBy.set(v.product_id, list);
    }
    const tagsBy = new Map<string, string[]>();
    for (const t of tags) tagsBy.set(t.product_id, [...(tagsBy.get(t.product_id) ?? []), t.tag]);
    const ratingBy = new Map(ratings.map((r) => [r.product_id, rating(r.avg, r.n)]));
    return rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      sku: row.sku,
      name: row.name,
      name_en: row.name_en,
      brand: row.brand,
      species: row.species as Species,
      category: row.category as Category,
      vat_rate: row.vat_rate,
      line: row.line as Line,
      description: row.description,
      description_en: row.description_en,
      ingredients: row.ingredients,
      analytical_constituents: JSON.parse(row.analytical_constituents),
      feeding_guide: row.feeding_guide === null ? null : JSON.parse(row.feeding_guide),
      ...labelFromColumns(row),
      images: JSON.parse(row.images),
      tags: tagsBy.get(row.id) ?? [],
      is_active: Boolean(row.is_active),
      is_bestseller: Boolean(row.is_bestseller),
      product_variants: variantsBy.get(row.id) ?? [],
      rating: ratingBy.get(row.id) ?? { average: null, count: 0 },
    }));
  }
}
