/** Catalog use cases shared by REST, tools and the dashboard. */
import { type Clock, systemClock } from '../core/clock.ts';
import { notFound } from '../core/errors.ts';
import { ResponseCache } from './cache.ts';
import { CatalogCache } from './catalog-cache.ts';
import { CATEGORIES, type Category, LINES, type Line, type Species } from './enums.ts';
import type { CatalogRepo, ProductFilter } from './repo.ts';
import { speciesMatches } from './repo.ts';
import type { CategoryNode, Product, ProductDetail, ProductPage } from './schema.ts';

export interface ProductListQuery {
  species?: Species;
  category?: string;
  line?: Line;
  tags?: string;
  bestseller?: 'true' | 'false';
  page?: number;
  limit?: number;
}

const CATEGORY_NAMES: Record<Category, [string, string]> = {
  nassfutter: ['Nassfutter', 'Wet food'],
  trockenfutter: ['Trockenfutter', 'Dry food'],
  snacks: ['Snacks', 'Treats'],
  nahrungsergaenzung: ['Nahrungsergänzung', 'Supplements'],
  pflege: ['Pflege', 'Care'],
};

const LINE_NAMES: Record<Line, [string, string]> = {
  pur: ['Pur', 'Pure'],
  sensitiv: ['Sensitiv', 'Sensitive'],
  vital: ['Vital', 'Vital'],
  junior: ['Junior', 'Junior'],
};

/** Products kept assembled (a few KB each): the hits of many searches; the oldest goes first. */
const PRODUCTS_KEPT = 1000;

/** Freezes an object and everything it holds (a JSON-like tree, no cycles). */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

export function parseTags(tags: string | undefined): string[] {
  if (!tags) return [];
  return [
    ...new Set(
      tags
        .split(',')
        .map((t) => t.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

export class CatalogService {
  readonly #repo: CatalogRepo;
  readonly #publicUrl: string;
  readonly #cache: ResponseCache;
  /** Assembled products by id, for the search tools' hits (frozen: every caller shares them). */
  readonly #products: CatalogCache<Product>;

  constructor(repo: CatalogRepo, publicUrl: string, clock: Clock = systemClock) {
    this.#repo = repo;
    this.#publicUrl = publicUrl;
    this.#cache = new ResponseCache(1000, clock);
    this.#products = new CatalogCache(PRODUCTS_KEPT, clock);
  }

  /** Called by every catalog write (and by cross-instance change notices): cached bodies are stale. */
  invalidate(): void {
    this.#cache.clear();
    this.#products.clear();
  }

  /**
   * Active products by id in the order given (missing or inactive ones left out), image URLs
   * absolute. Those read since the last catalog write come from memory: a search's hits are mostly
   * the same few products, and assembling ten of them took five queries and half of a search's time.
   */
  async activeProducts(ids: readonly string[]): Promise<Product[]> {
    const generation = this.#products.generation;
    const found = new Map<string, Product>();
    const missing: string[] = [];
    for (const id of ids) {
      const product = this.#products.get(id);
      if (product) found.set(id, product);
      else missing.push(id);
    }
    if (missing.length > 0) {
      for (const read of await this.#repo.findActiveByIds(missing)) {
        const product = deepFreeze(this.absolute(read));
        this.#products.set(product.id, product, generation);
        found.set(product.id, product);
      }
    }
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  /** Whether a body this service handed out is still its current answer (the fast path asks). */
  holdsBody(body: Buffer): boolean {
    return this.#cache.holds(body);
  }

  /** The JSON body of GET /api/v1/products for an already validated query, from the cache when current. */
  listProductsBody(query: ProductListQuery): Buffer | Promise<Buffer> {
    const key = `list:${JSON.stringify([query.species, query.category, query.line, parseTags(query.tags).join(','), query.bestseller, query.page ?? 1, query.limit ?? 24])}`;
    return this.#cache.getOrCompute(key, () => this.listProducts(query));
  }

  /** The JSON body of GET /api/v1/categories, from the cache: its counts change only with catalog writes. */
  categoryTreeBody(): Buffer | Promise<Buffer> {
    return this.#cache.getOrCompute('categories', async () => ({ data: await this.categoryTree() }));
  }

  /** The JSON body of GET /api/v1/products/{slug}; unknown slugs throw (and are not cached). */
  productBody(slug: string): Buffer | Promise<Buffer> {
    return this.#cache.getOrCompute(`product:${slug}`, async () => ({ data: await this.getProduct(slug) }));
  }

  /** Product image paths on this service become absolute URLs; https URLs set by tools stay. */
  absolute(product: Product): Product {
    const images = product.images.map((src) => (src.startsWith('/') ? this.#publicUrl + src : src));
    return { ...product, images };
  }

  #listUrl(params: Record<string, string | number | undefined>): string {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
    const qs = search.toString();
    return `${this.#publicUrl}/api/v1/products${qs ? `?${qs}` : ''}`;
  }

  async listProducts(query: ProductListQuery): Promise<ProductPage> {
    const page = query.page ?? 1;
    const limit = query.limit ?? 24;
    const tags = parseTags(query.tags);
    const filter: ProductFilter = {
      species: query.species,
      category: query.category,
      line: query.line,
      tags,
      bestseller: query.bestseller === undefined ? undefined : query.bestseller === 'true',
    };
    const [total, rows] = await Promise.all([
      this.#repo.countProducts(filter),
      this.#repo.listProducts(filter, (page - 1) * limit, limit),
    ]);
    const pages = Math.ceil(total / limit);
    const kept = {
      species: query.species,
      category: query.category,
      line: query.line,
      tags: tags.length ? tags.join(',') : undefined,
      bestseller: query.bestseller,
    };
    return {
      data: rows.map((p) => this.absolute(p)),
      meta: { total, page, limit, pages },
      links: {
        self: this.#listUrl({ ...kept, page, limit }),
        next: page < pages ? this.#listUrl({ ...kept, page: page + 1, limit }) : null,
      },
    };
  }

  async getProduct(slug: string): Promise<ProductDetail> {
    const product = await this.#repo.findBySlug(slug);
    if (!product) throw notFound(`Product ${slug}`);
    const reviews = await this.#repo.reviewsFor(product.id);
    return { ...this.absolute(product), reviews };
  }

  /** Roots hund, katze (a child per category) and produktlinien (a child per line) (docs/contract.md#catalog). */
  async categoryTree(): Promise<CategoryNode[]> {
    const counts = await this.#repo.countsForTree();
    const count = (match: (row: (typeof counts)[number]) => boolean) =>
      counts.filter(match).reduce((sum, row) => sum + row.n, 0);

    const speciesRoot = (slug: string, species: Species, name: string, nameEn: string): CategoryNode => {
      const suits = speciesMatches(species);
      return {
        slug,
        name,
        name_en: nameEn,
        species,
        product_count: count((r) => suits.includes(r.species as Species)),
        href: this.#listUrl({ species }),
        children: CATEGORIES.map((category) => ({
          slug: `${slug}-${category}`,
          name: CATEGORY_NAMES[category][0],
          name_en: CATEGORY_NAMES[category][1],
          species,
          category,
          product_count: count((r) => suits.includes(r.species as Species) && r.category === category),
          href: this.#listUrl({ species, category }),
          children: [],
        })),
      };
    };

    return [
      speciesRoot('hund', 'DOG', 'Hund', 'Dog'),
      speciesRoot('katze', 'CAT', 'Katze', 'Cat'),
      {
        slug: 'produktlinien',
        name: 'Produktlinien',
        name_en: 'Product lines',
        product_count: count(() => true),
        href: this.#listUrl({}),
        children: LINES.map((line) => ({
          slug: `linie-${line}`,
          name: LINE_NAMES[line][0],
          name_en: LINE_NAMES[line][1],
          line,
          product_count: count((r) => r.line === line),
          href: this.#listUrl({ line }),
          children: [],
        })),
      },
    ];
  }
}
