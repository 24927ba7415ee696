/**
 * Catalog changes for the write tools and the dashboard. Each change is one transaction holding the
 * change, its domain events (outbox) and its audit record; a dry run performs the same transaction
 * and rolls it back, so it reports exactly what would happen. After a commit the response cache is
 * cleared and the search index refreshed. Drafts are created here too (create-draft.ts).
 */
import type { Kysely } from 'kysely';
import type { Clock } from '../core/clock.ts';
import type { AfterCommit, DeliveryDesk, QueuedDeliveries } from '../core/commit-signal.ts';
import type { ChangeContext } from '../core/context.ts';
import { DomainError, fieldError, fieldSentence, notFound } from '../core/errors.ts';
import { hasWholeCents, toCents, toEuros } from '../core/money.ts';
import { capabilities, type Dialect, type DialectCapabilities, inTransaction } from '../db/capabilities.ts';
import type { Database } from '../db/schema.ts';
import { recordAudit } from '../events/audit.ts';
import { recordEvents } from '../events/outbox.ts';
import type { DomainEvent } from '../events/schemas.ts';
import { createDraft, type DraftMeta } from './create-draft.ts';
import { type DetailsChange, planDetails } from './details-change.ts';
import type { Draft } from './draft.ts';
import { LABEL_FIELDS, labelColumns } from './labelling.ts';
import { unitPriceOf } from './net-quantity.ts';
import { PRICE_WINDOW_DAYS, windowStart } from './price-history-repo.ts';
import { CatalogRepo } from './repo.ts';
import type { ChangeResult, Product, Variant } from './schema.ts';
import { planStock, type StockChange } from './stock-change.ts';
import { CatalogWriteRepo, type ProductChange } from './write-repo.ts';

interface Planned {
  changedFields: string[];
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  /** Events beyond product.updated (which every change fires). */
  events: (product: Product) => DomainEvent[];
  apply: (writes: CatalogWriteRepo, product: Product, now: string) => Promise<void>;
}

const LABEL_KEYS = new Set<string>(LABEL_FIELDS);

class DryRunRollback extends Error {
  readonly result: ChangeResult;
  constructor(result: ChangeResult) {
    super('dry run');
    this.result = result;
  }
}

function variantOf(product: Product, size: string): Product['product_variants'][number] {
  const variant = product.product_variants.find((v) => v.size === size);
  if (!variant) throw notFound(`Size ${size} of ${product.slug}`);
  return variant;
}

/** Whole cents: at most two decimals, tolerant of binary floating point (19.99). */
function cents(value: number, path: string): number {
  if (!hasWholeCents(value)) throw fieldError(path, 'must have at most 2 decimals');
  return toCents(value);
}

export class CatalogWriteService {
  readonly #db: Kysely<Database>;
  readonly #capabilities: DialectCapabilities;
  readonly #clock: Clock;
  readonly #absolute: (p: Product) => Product;
  readonly #afterCommit: AfterCommit;
  readonly #desk: DeliveryDesk | undefined;

  constructor(options: {
    db: Kysely<Database>;
    dialect: Dialect;
    clock: Clock;
    absolute: (p: Product) => Product;
    /** Told the product id after every committed change (cache, search index), and whether it queued deliveries. */
    afterCommit: AfterCommit;
    /** This instance's webhook dispatcher: a change claims the deliveries it queues for it (outbox.ts). */
    desk?: DeliveryDesk;
  }) {
    this.#db = options.db;
    this.#desk = options.desk;
    this.#capabilities = capabilities(options.dialect);
    this.#clock = options.clock;
    this.#absolute = options.absolute;
    this.#afterCommit = options.afterCommit;
  }

  /**
   * Creates an inactive product (a draft) and its audit record; its first activation (updateDetails)
   * fires product.created. Nothing to tell after the commit: the API does not show drafts.
   */
  createDraft(draft: Draft, meta: DraftMeta): Promise<void> {
    return createDraft(this.#db, this.#capabilities, draft, meta, this.#clock.now().toISOString());
  }

  async #change(
    slug: string,
    meta: ChangeContext,
    plan: (product: Product, writes: CatalogWriteRepo) => Planned | Promise<Planned>,
  ): Promise<ChangeResult> {
    const now = this.#clock.now().toISOString();
    let productId = '';
    let deliveries: QueuedDeliveries = false;
    try {
      const result = await inTransaction(this.#db, async (trx) => {
        // Serialise concurrent writers of one product (SQLite transactions already are serial).
        const writes = new CatalogWriteRepo(trx);
        await writes.lockProduct(this.#capabilities, slug);
        const repo = new CatalogRepo(trx, this.#clock);
        const product = await repo.findBySlug(slug, { includeInactive: true });
        if (!product) throw notFound(`Product ${slug}`);
        productId = product.id;
        const planned = await plan(product, writes);
        let eventIds: DomainEvent[] = [];
        if (planned.changedFields.length > 0) {
          await planned.apply(writes, product, now);
          await writes.touch(product.id, now);
          const after = this.#absolute((await repo.findBySlug(slug, { includeInactive: true })) as Product);
          eventIds = [
            ...planned.events(after),
            { type: 'product.updated', data: { slug, changed_fields: planned.changedFields, product: after } },
          ];
          deliveries = await recordEvents(trx, eventIds, now, this.#capabilities, this.#desk);
          await recordAudit(
            trx,
            {
              actor: meta.actor,
              tool: meta.tool,
              action: 'product.update',
              entityType: 'product',
              entityId: slug,
              before: planned.before,
              after: planned.after,
              requestId: meta.requestId,
            },
            now,
          );
        }
        const result: ChangeResult = {
          dry_run: meta.dryRun,
          slug,
          changed_fields: planned.changedFields,
          before: planned.before,
          after: planned.after,
          events: eventIds.map((e) => e.type),
        };
        if (meta.dryRun) throw new DryRunRollback(result);
        return result;
      });
      if (result.changed_fields.length > 0) await this.#afterCommit({ productId, deliveries });
      return result;
    } catch (err) {
      if (err instanceof DryRunRollback) return err.result;
      throw err;
    }
  }

  updatePrice(
    slug: string,
    input: { size: string; price: number; compare_price?: number | null },
    meta: ChangeContext,
  ) {
    const priceCents = cents(input.price, 'price');
    const compareCents =
      input.compare_price === undefined || input.compare_price === null
        ? input.compare_price
        : cents(input.compare_price, 'compare_price');
    return this.#change(slug, meta, (product) => {
      const variant = variantOf(product, input.size);
      const newCompare =
        compareCents === undefined
          ? variant.compare_price === null
            ? null
            : toCents(variant.compare_price)
          : compareCents;
      if (newCompare !== null && newCompare <= priceCents) {
        throw fieldError(
          'compare_price',
          input.compare_price === undefined
            ? `the current compare_price ${variant.compare_price} would not exceed the new price; send a higher compare_price or null`
            : 'must be greater than price',
        );
      }
      const before = { size: variant.size, price: variant.price, compare_price: variant.compare_price };
      const after = {
        size: variant.size,
        price: toEuros(priceCents),
        compare_price: newCompare === null ? null : toEuros(newCompare),
      };
      const changed = [
        ...(after.price !== before.price ? ['price'] : []),
        ...(after.compare_price !== before.compare_price ? ['compare_price'] : []),
      ];
      return {
        changedFields: changed.map((f) => `product_variants.${variant.size}.${f}`),
        before,
        after,
        events: (p) =>
          changed.includes('price')
            ? [
                {
                  type: 'price.changed',
                  data: {
                    slug,
                    size: variant.size,
                    new_price: after.price,
                    unit_price: unitPriceOf(priceCents, variant.net_quantity),
                    old_price: before.price,
                    compare_price: after.compare_price,
                    product: p,
                  },
                },
              ]
            : [],
        apply: async (writes, _product, now) => {
          if (newCompare !== null) {
            const max = await this.#compareMaximum(writes, variant, changed.includes('price'), now);
            if (newCompare > max) {
              throw new DomainError('compare_price_too_high', fieldSentence, {
                errors: [
                  {
                    path: 'compare_price',
                    message: `must not exceed ${toEuros(max)}, the lowest price of the ${PRICE_WINDOW_DAYS} days before the reduction`,
                  },
                ],
              });
            }
          }
          if (changed.includes('price')) {
            await writes.priceHistory.record([{ variant_id: variant.id, price_cents: priceCents, valid_from: now }]);
          }
          await writes.setVariantPrice(variant.id, priceCents, newCompare);
        },
      };
    });
  }

  /**
   * The highest crossed-out price allowed (PAngV §11): the lowest price in force during the 30 days
   * before the reduction. When this change sets the price, the reduction is now, so the window is the
   * 30 days up to now including the price in force until now. When only compare_price changes, the
   * reduction is when the current price came into force, and the window ends there; a price with no
   * earlier price in that window allows no crossed-out price above itself.
   */
  async #compareMaximum(writes: CatalogWriteRepo, variant: Variant, priceChanges: boolean, now: string) {
    const current = toCents(variant.price);
    const history = writes.priceHistory;
    if (priceChanges) {
      const lowest = (await history.lowest([variant.id], windowStart(new Date(now)), now)).get(variant.id);
      return Math.min(lowest ?? current, current);
    }
    const since = (await history.inForceSince(variant.id, now)) ?? now;
    return (await history.lowest([variant.id], windowStart(new Date(since)), since)).get(variant.id) ?? current;
  }

  /** A counted variant's status follows its count (stock-change.ts); stock.changed fires when the status changes. */
  updateStock(slug: string, input: StockChange, meta: ChangeContext) {
    return this.#change(slug, meta, async (product, writes) => {
      const variant = variantOf(product, input.size);
      const plan = planStock(await writes.variantStock(this.#capabilities, variant.id), input);
      return {
        changedFields: plan.changedFields,
        before: plan.before,
        after: plan.after,
        events: (p) =>
          plan.statusChanged
            ? [
                {
                  type: 'stock.changed',
                  data: {
                    slug,
                    size: variant.size,
                    stock_status: plan.after.stock_status,
                    previous_stock_status: plan.before.stock_status,
                    stock_quantity: plan.after.stock_quantity,
                    product: p,
                  },
                },
              ]
            : [],
        apply: (writes) => writes.setVariantStock(variant.id, plan.after),
      };
    });
  }

  /** append=false replaces the main (first) image; append=true adds at the end. No duplicates. */
  updateImage(slug: string, input: { image_url: string; append: boolean }, meta: ChangeContext) {
    return this.#change(slug, meta, (product) => {
      const stored = product.images;
      const rest = stored.filter((src) => src !== input.image_url);
      const images = input.append
        ? stored.includes(input.image_url)
          ? stored
          : [...stored, input.image_url]
        : [input.image_url, ...rest.slice(1)];
      const same = images.length === stored.length && images.every((src, i) => src === stored[i]);
      return {
        changedFields: same ? [] : ['images'],
        before: { images: stored.map((s) => this.#absoluteImage(s)) },
        after: { images: images.map((s) => this.#absoluteImage(s)) },
        events: () => [],
        apply: (writes, p) => writes.setImages(p.id, images),
      };
    });
  }

  #absoluteImage(src: string): string {
    return this.#absolute({ images: [src] } as Product).images[0] as string;
  }

  /** Only the given fields change; a first activation also fires product.created. */
  updateDetails(slug: string, input: DetailsChange, meta: ChangeContext) {
    return this.#change(slug, meta, (product) => {
      const plan = planDetails(product, input);
      let firstActivation = false;
      return {
        changedFields: plan.changedFields,
        before: plan.before,
        after: plan.after,
        // apply() runs first and learns whether this is the product's first activation.
        events: (p) => (firstActivation ? [{ type: 'product.created', data: { slug, product: p } }] : []),
        apply: async (writes, p, now) => {
          const { tags, analytical_constituents, feeding_guide, ...plain } = plan.product;
          const set: ProductChange = {};
          for (const [field, value] of Object.entries(plain)) if (!LABEL_KEYS.has(field)) set[field] = value;
          if (analytical_constituents !== undefined)
            set.analytical_constituents = JSON.stringify(analytical_constituents);
          if (feeding_guide !== undefined)
            set.feeding_guide = feeding_guide === null ? null : JSON.stringify(feeding_guide);
          if (plan.label) Object.assign(set, labelColumns(plan.label));
          if (plain.is_active === true && (await writes.firstActivatedAt(p.id)) === null) {
            set.first_activated_at = now;
            firstActivation = true;
          }
          if (Object.keys(set).length) await writes.updateProduct(p.id, set);
          if (tags !== undefined) await writes.replaceTags(p.id, tags as string[]);
          for (const n of plan.netQuantities) await writes.setVariantNetQuantity(n.variantId, n.net_quantity);
        },
      };
    });
  }
}
