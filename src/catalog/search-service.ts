/**
 * Product search for the tools: the bilingual ProductSearchIndex (src/search/) over the active
 * products, built from the products table at start or, for a large catalog, loaded from its
 * snapshot in the background (docs/search.md#start-up). Every committed catalog write calls
 * refresh(productId), so a search sees a change at once. Filters use the same semantics as
 * GET /api/v1/products (docs/contract.md#catalog): species DOG matches DOG and BOTH, CAT matches CAT and BOTH,
 * BOTH only BOTH; tags must all be present; only active products are found.
 */
import { setImmediate, setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ProductSearchIndex, type SearchDocument, type SearchMatch } from '../search/index.ts';
import type { Line, Species } from './enums.ts';
import { type CatalogRepo, type ProductFilter, type RecommendCandidate, speciesMatches } from './repo.ts';
import type { Product, ProductMatch, ProductSearchResult } from './schema.ts';
import { CatalogSearchRepo, type IndexedRow } from './search-repo.ts';
import { SearchSnapshots } from './search-snapshot.ts';
import { type CatalogService, parseTags } from './service.ts';

export interface ProductSearchQuery {
  /** Full text; without one (or only blanks) the filtered list comes in catalog order. */
  query?: string | undefined;
  species?: Species | undefined;
  category?: string | undefined;
  line?: Line | undefined;
  /** Comma-separated (as in the REST query string) or a list; a product must carry all of them. */
  tags?: string | readonly string[] | undefined;
  limit: number;
}

/** What a category and a species are called in a shopper's words, German and English. */
const CATEGORY_WORDS: Record<string, [string, string]> = {
  nassfutter: ['Nassfutter', 'wet food'],
  trockenfutter: ['Trockenfutter', 'dry food kibble'],
  snacks: ['Snacks Leckerli', 'treats snacks'],
  nahrungsergaenzung: ['Nahrungsergänzung', 'supplement'],
  pflege: ['Pflege', 'care'],
};
const SPECIES_WORDS: Record<string, [string, string]> = {
  DOG: ['Hunde', 'dogs'],
  CAT: ['Katzen', 'cats'],
  BOTH: ['Hunde und Katzen', 'dogs and cats'],
};

/**
 * The searchable text of a product. Its category and species are added to the descriptions as a
 * shop would say them ("Trockenfutter für Hunde", "dry food for dogs"), so that "salmon dry food"
 * or "Katze Snacks" find products whose own text does not repeat what they are.
 */
export function searchDocument(row: IndexedRow, tags: readonly string[]): SearchDocument {
  const [categoryDe, categoryEn] = CATEGORY_WORDS[row.category] ?? [row.category, row.category];
  const [speciesDe, speciesEn] = SPECIES_WORDS[row.species] ?? ['', ''];
  return {
    id: row.id,
    name: row.name,
    name_en: row.name_en,
    brand: row.brand,
    description: `${row.description} ${categoryDe} für ${speciesDe}`,
    description_en: `${row.description_en} ${categoryEn} for ${speciesEn}`,
    ingredients: row.ingredients,
    tags,
    species: row.species,
    category: row.category,
    line: row.line,
  };
}

/**
 * Products read per query while rebuilding. Small enough that a chunk's rows die young instead of
 * being promoted to V8's old space: at 100 000 products the start-up peak was 530 MB RSS with
 * chunks of 2000, 416 MB with 100, at the same build time.
 */
const REBUILD_CHUNK = 100;
/** Words of a query the database fallback matches (each one more LIKE over every text column). */
const MAX_FALLBACK_WORDS = 6;

export interface SearchStartOptions {
  /**
   * From this many active products on, the index is kept as a snapshot in the database and the app
   * starts without waiting for it (searches meanwhile use the database, see search()); below, it is
   * built at start, in well under a second.
   */
  lazyFrom?: number;
  log?: StartLog;
  /** Called once a background load is done (the app hands the load's garbage back to the OS). */
  onLoaded?: () => void;
}

/** What start-up reports (pino's logger fits). */
interface StartLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * How long a query waits for an index being restored from its snapshot (at 100 000 products it is
 * in use some 0.3 s after the server listens) before the database answers it instead. The database's
 * answer reads every active product's texts: ~1.2 s at 100 000 on SQLite, holding the event loop,
 * so the first list page asked beside the first search waited for it too. A build (no snapshot,
 * ~13 s) is not waited for.
 */
const SNAPSHOT_WAIT_MS = 1500;

/** Products below which the index is simply built at start (the demo shop has 64). */
const LAZY_FROM = 5000;

export class CatalogSearch {
  readonly #rows: CatalogSearchRepo;
  readonly #repo: CatalogRepo;
  readonly #catalog: CatalogService;
  readonly #snapshots: SearchSnapshots;
  readonly #lazyFrom: number;
  readonly #log: StartLog | undefined;
  readonly #onLoaded: (() => void) | undefined;
  /** Null while the index is being loaded or built: searches then go to the database. */
  #index: ProductSearchIndex | null = null;
  /** While the snapshot is being restored: what a query waits for (SNAPSHOT_WAIT_MS at most). */
  #restoring: Promise<unknown> | null = null;
  /** Products written while the index was loading, re-read once it is there. */
  readonly #pending = new Set<string>();
  /** Whether the index changed since it was last saved as a snapshot. */
  #dirty = false;
  /** The newest product change read before the index was loaded: what a snapshot of it includes. */
  #stamp = '';
  #warm: Promise<void> = Promise.resolve();
  /** Index updates run one after another, so an older read can never overwrite a newer one. */
  #queue: Promise<void> = Promise.resolve();

  constructor(db: Kysely<Database>, repo: CatalogRepo, catalog: CatalogService, options: SearchStartOptions = {}) {
    this.#rows = new CatalogSearchRepo(db);
    this.#repo = repo;
    this.#catalog = catalog;
    this.#snapshots = new SearchSnapshots(db);
    this.#lazyFrom = options.lazyFrom ?? LAZY_FROM;
    this.#log = options.log;
    this.#onLoaded = options.onLoaded;
  }

  /** An index built now from the products table, whatever the catalog's size (tools, tests). */
  static async load(db: Kysely<Database>, repo: CatalogRepo, catalog: CatalogService): Promise<CatalogSearch> {
    const search = new CatalogSearch(db, repo, catalog, { lazyFrom: Number.POSITIVE_INFINITY });
    await search.start();
    return search;
  }

  /**
   * Makes the index: a small catalog's is built before this resolves; a large one's is loaded from
   * its snapshot (or built and saved) in the background, and ready() tells when it is there.
   */
  async start(): Promise<void> {
    const stamp = await this.#snapshots.stamp();
    if (stamp.activeProducts < this.#lazyFrom) {
      await this.rebuild();
      return;
    }
    this.#warm = this.#enqueue(() => this.#warmUp(stamp.latest)).catch((err: unknown) => {
      this.#log?.warn({ err }, 'the search index could not be loaded; searches use the database');
    });
  }

  /** Resolves when the index is in use (at once for a small catalog). */
  async ready(): Promise<void> {
    await this.#warm;
  }

  /** Saves the index for the next start if it changed since it was loaded or saved (large catalogs only). */
  async close(now: Date): Promise<void> {
    await this.#warm;
    await this.#queue;
    if (this.#index && this.#dirty && this.#index.size >= this.#lazyFrom) await this.#save(this.#index, now);
  }

  /**
   * Loads the snapshot and re-indexes the products written since it was taken, or, when there is
   * none (or too much changed), builds the index and saves it. `latest` was read before: every
   * write after it is re-read here (pending) or at the next start (its updated_at is newer).
   */
  async #warmUp(latest: string): Promise<void> {
    const started = performance.now();
    this.#stamp = latest;
    const restoring = this.#restore();
    // Waiting queries go on however the restore ends; a failure is reported by start().
    this.#restoring = restoring.catch(() => undefined);
    const restored = await restoring.finally(() => {
      this.#restoring = null;
    });
    let index = restored.index;
    const how = index ? 'loaded from its snapshot' : 'built and saved';
    if (!index) {
      index = await this.#build();
      await this.#save(index, new Date());
      this.#index = index;
    }
    for (const id of this.#pending) await this.#refreshInto(index, id);
    this.#pending.clear();
    const { changed } = restored;
    this.#log?.info(
      { ms: Math.round(performance.now() - started), products: index.size, changed },
      `search index ${how}`,
    );
    this.#onLoaded?.();
  }

  /**
   * The index from its snapshot, with the products changed since re-read, put in use; null when
   * there is none or it is too far behind (`changed`: the products changed since, null without one).
   */
  async #restore(): Promise<{ index: ProductSearchIndex | null; changed: number | null }> {
    const restored = await this.#snapshots.restore();
    if (!restored) return { index: null, changed: null };
    const changed = restored.changed.length;
    // Re-reading a product costs about a twentieth of indexing it in bulk.
    if (changed > restored.index.size / 20) return { index: null, changed };
    for (const id of restored.changed) await this.#refreshInto(restored.index, id);
    const { activeProducts } = await this.#snapshots.stamp();
    if (restored.index.size !== activeProducts) return { index: null, changed };
    this.#dirty = changed > 0;
    this.#index = restored.index;
    return { index: restored.index, changed };
  }

  async #save(index: ProductSearchIndex, now: Date): Promise<void> {
    await this.#snapshots.save(index, this.#stamp, now);
    this.#dirty = false;
  }

  /** Number of indexed (active) products (0 while the index is loading). */
  get size(): number {
    return this.#index?.size ?? 0;
  }

  /**
   * Rebuilds the whole index from the database, e.g. after a bulk import.
   */
  rebuild(): Promise<void> {
    return this.#enqueue(async () => {
      this.#index = await this.#build();
      this.#dirty = true;
    });
  }

  /**
   * The products are read in chunks, twice (once to learn the compound vocabulary, once to index),
   * so a large catalog is never held in memory whole (reading all rows at once peaked at ~700 MB at
   * 100 000 products). Each chunk yields to the event loop: requests are served during a build.
   */
  async #build(): Promise<ProductSearchIndex> {
    // Sorted in JavaScript, not SQL: a PostgreSQL collation may order ids differently, and the
    // bulk load needs them ascending by JavaScript's comparison.
    const ids = (await this.#rows.activeIds()).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const index = new ProductSearchIndex();
    for (let at = 0; at < ids.length; at += REBUILD_CHUNK) {
      for (const doc of await this.#documents(ids.slice(at, at + REBUILD_CHUNK))) index.learn(doc);
      await setImmediate();
    }
    for (let at = 0; at < ids.length; at += REBUILD_CHUNK) {
      index.bulkLoad(await this.#documents(ids.slice(at, at + REBUILD_CHUNK)));
      await setImmediate();
    }
    index.sealBulkLoad();
    return index;
  }

  /** The search documents of these products, in the given order (missing ones left out). */
  async #documents(ids: string[]): Promise<SearchDocument[]> {
    const [rows, tags] = await Promise.all([this.#rows.indexedRows(ids), this.#rows.tagsOf(ids)]);
    // Sorted here, not by the query (see CatalogSearchRepo.tagsOf).
    const tagsBy = new Map<string, string[]>();
    for (const t of tags) {
      const list = tagsBy.get(t.product_id);
      if (list) list.push(t.tag);
      else tagsBy.set(t.product_id, [t.tag]);
    }
    for (const list of tagsBy.values()) list.sort();
    const byId = new Map(rows.map((row) => [row.id, searchDocument(row, tagsBy.get(row.id) ?? [])]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * Re-reads one product and updates the index: upserted when active, removed when inactive or
   * gone. Call it after every committed write to a product, its tags or its activity. While the
   * index is loading, the product is noted and re-read once it is there.
   */
  refresh(productId: string): Promise<void> {
    if (!this.#index) {
      this.#pending.add(productId);
      return Promise.resolve();
    }
    const index = this.#index;
    return this.#enqueue(() => this.#refreshInto(index, productId));
  }

  async #refreshInto(index: ProductSearchIndex, productId: string): Promise<void> {
    const [row, tags] = await Promise.all([this.#rows.indexedRow(productId), this.#rows.sortedTags(productId)]);
    this.#dirty = true;
    if (!row?.is_active) {
      index.remove(productId);
      return;
    }
    index.upsert(searchDocument(row, tags));
  }

  /**
   * With a query: ranked by relevance (the index's rules: stemming, compounds, umlauts, typos).
   * Without: the filtered list in the catalog's order (bestsellers first, then name). Products come
   * as in GET /api/v1/products, with absolute image URLs. While a large catalog's index is still
   * loading, a query is answered by the database instead: products holding every word in their
   * texts, in catalog order (no stemming, typos or concepts), so that no search waits for the index.
   */
  async search(q: ProductSearchQuery): Promise<ProductSearchResult> {
    const tags = typeof q.tags === 'string' ? parseTags(q.tags) : parseTags((q.tags ?? []).join(','));
    const text = q.query?.trim() ?? '';
    if (text !== '' && !this.#index && this.#restoring) {
      await Promise.race([this.#restoring, sleep(SNAPSHOT_WAIT_MS, undefined, { ref: false })]);
    }
    const index = this.#index;
    if (text === '' || !index) {
      const words = text
        .split(/\s+/)
        .filter((w) => w.length > 0)
        .slice(0, MAX_FALLBACK_WORDS);
      const filter: ProductFilter = { species: q.species, category: q.category, line: q.line, tags, words };
      const [total, products] = await Promise.all([
        this.#repo.countProducts(filter),
        this.#repo.listProducts(filter, 0, q.limit),
      ]);
      return { products: products.map((p) => this.#catalog.absolute(p)), total };
    }
    const result = index.search(text, {
      limit: q.limit,
      facets: {
        species: q.species ? speciesMatches(q.species) : undefined,
        category: q.category !== undefined ? [q.category] : undefined,
        line: q.line ? [q.line] : undefined,
        tags: tags.length ? tags : undefined,
      },
    });
    // In rank order, from memory or one batched load; a product deactivated since the index lookup is left out.
    const products = await this.#catalog.activeProducts(result.hits.map((hit) => hit.id));
    const missing = result.hits.length - products.length;
    const why = new Map(result.hits.map((hit) => [hit.id, hit.match]));
    const matches = products.map((p) => this.#explain(index, p, why.get(p.id)));
    const total = Math.max(0, result.total - missing);
    return matches.length ? { products, total, matches } : { products, total };
  }

  /** Why a product matched: the query's concepts it has and lacks, and the fields they were found in. */
  #explain(index: ProductSearchIndex, p: Product, match: SearchMatch | undefined): ProductMatch {
    if (!match) return { slug: p.slug, concepts: [], fields: [], missing: [] };
    // The product's searchable text is only rebuilt when the index has not explained it yet.
    const document = () => {
      const row = { ...p, line: p.line ?? null, species: p.species ?? 'BOTH', category: p.category ?? '' };
      return searchDocument(row as IndexedRow, p.tags ?? []);
    };
    const fields = new Set([...match.fields, ...index.fieldsWith(p.id, match.terms, document)]);
    return { slug: p.slug, concepts: match.concepts, fields: [...fields], missing: match.missing };
  }

  /**
   * The active products of the filter in catalog order in the lean form the recommender scores
   * (never the whole catalog as full Products: at 100 000 products those took some 600 MB and seconds
   * to assemble). Load the few recommended ones with CatalogService.activeProducts().
   */
  recommendCandidates(filter: ProductFilter): Promise<RecommendCandidate[]> {
    return this.#repo.recommendCandidates(filter);
  }

  #enqueue(task: () => Promise<void>): Promise<void> {
    const run = this.#queue.then(task);
    // A failed update must not block the ones after it; the caller still sees its own error.
    this.#queue = run.catch(() => undefined);
    return run;
  }
}
