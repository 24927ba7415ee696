/**
 * Marketplace connections: each is a named product feed with a secret URL,
 * `<PUBLIC_URL>/feeds/<secret>.xml` (Google Merchant Center RSS) or `.csv`. Rotating the secret
 * makes the old URL 404 at once. A fetch streams the feed in batches of products (never the whole
 * catalog in memory) and records last_fetched_at and last_item_count when it completes.
 */
import type { Kysely } from 'kysely';
import type { Species, StockStatus } from '../catalog/enums.ts';
import type { Clock } from '../core/clock.ts';
import { notFound } from '../core/errors.ts';
import { newId, randomUrlToken } from '../core/ids.ts';
import type { Database } from '../db/schema.ts';
import type { ShippingRule } from '../shop/shipping.ts';
import { CSV_HEADER, csvRow, type FeedContext, RSS_FOOTER, rssHeader, rssItem, toFeedItem } from './render.ts';
import { FeedRepo, type FeedConnectionRow as Row } from './repo.ts';
import type { FeedConnection, FeedFormat } from './schema.ts';

const BATCH = 500;
const EXTENSIONS: Record<FeedFormat, string> = { google: 'xml', csv: 'csv' };

export class FeedService {
  readonly #repo: FeedRepo;
  readonly #clock: Clock;
  readonly #publicUrl: string;
  readonly #context: FeedContext;

  /** `shippingRules`: the countries the shop serves and their prices, the source of `g:shipping`. */
  constructor(options: {
    db: Kysely<Database>;
    clock: Clock;
    publicUrl: string;
    productUrlTemplate: string | null;
    shippingRules: readonly ShippingRule[];
  }) {
    this.#repo = new FeedRepo(options.db);
    this.#clock = options.clock;
    this.#publicUrl = options.publicUrl;
    const template = options.productUrlTemplate ?? `${options.publicUrl}/api/v1/products/{slug}`;
    this.#context = {
      productUrl: (slug) => template.replaceAll('{slug}', encodeURIComponent(slug)),
      shippingRules: options.shippingRules,
    };
  }

  #wire(row: Row): FeedConnection {
    const format = row.format as FeedFormat;
    return {
      id: row.id,
      name: row.name,
      format,
      url: `${this.#publicUrl}/feeds/${row.secret}.${EXTENSIONS[format]}`,
      created_at: row.created_at,
      last_fetched_at: row.last_fetched_at,
      last_item_count: row.last_item_count === null ? null : Number(row.last_item_count),
    };
  }

  async list(): Promise<FeedConnection[]> {
    const rows = await this.#repo.list();
    return rows.map((r) => this.#wire(r));
  }

  async create(name: string, format: FeedFormat): Promise<FeedConnection> {
    const row: Row = {
      id: newId('feed'),
      name: name.trim(),
      format,
      secret: randomUrlToken(24),
      created_at: this.#clock.now().toISOString(),
      last_fetched_at: null,
      last_item_count: null,
    };
    await this.#repo.insert(row);
    return this.#wire(row);
  }

  /** A new secret: the old URL stops at once. */
  async rotate(id: string): Promise<FeedConnection> {
    if (!(await this.#repo.setSecret(id, randomUrlToken(24)))) throw notFound(`Feed ${id}`);
    return this.#wire(await this.#repo.byId(id));
  }

  async remove(id: string): Promise<void> {
    if (!(await this.#repo.remove(id))) throw notFound(`Feed ${id}`);
  }

  /** The connection a public feed file name (`<secret>.xml` / `.csv`) stands for, or null. */
  async resolve(file: string): Promise<{ id: string; format: FeedFormat } | null> {
    const match = /^([A-Za-z0-9_-]{16,100})\.(xml|csv)$/.exec(file);
    if (!match) return null;
    const row = await this.#repo.bySecret(match[1] as string);
    if (!row || EXTENSIONS[row.format as FeedFormat] !== match[2]) return null;
    return { id: row.id, format: row.format as FeedFormat };
  }

  /**
   * The feed document in chunks (one per batch of products). After the last item, before the
   * closing chunk, the fetch is recorded on the connection.
   */
  async *render(connection: { id: string; format: FeedFormat }): AsyncGenerator<Buffer> {
    const startedAt = this.#clock.now().toISOString();
    const google = connection.format === 'google';
    yield Buffer.from(
      google
        ? rssHeader({
            title: 'napf – Premium-Hunde- und Katzenfutter',
            link: this.#publicUrl,
            description: 'Produktfeed von napf',
          })
        : CSV_HEADER,
    );
    let count = 0;
    let after = '';
    for (;;) {
      const products = await this.#repo.activeProductsAfter(after, BATCH);
      if (products.length === 0) break;
      after = (products.at(-1) as { id: string }).id;
      const variants = await this.#repo.variantsOf(products.map((p) => p.id));
      const byId = new Map(
        products.map((p) => {
          const images = (JSON.parse(p.images) as string[]).map((src) =>
            src.startsWith('/') ? this.#publicUrl + src : src,
          );
          return [p.id, { ...p, species: p.species as Species, images }];
        }),
      );
      let chunk = '';
      for (const v of variants) {
        const product = byId.get(v.product_id);
        if (!product) continue;
        const item = toFeedItem(
          { product, variant: { ...v, stock_status: v.stock_status as StockStatus } },
          this.#context,
        );
        chunk += google ? rssItem(item) : csvRow(item);
        count++;
      }
      yield Buffer.from(chunk);
      if (products.length < BATCH) break;
    }
    await this.#repo.recordFetch(connection.id, startedAt, count);
    if (google) yield Buffer.from(RSS_FOOTER);
  }
}
