/**
 * Stock taken by an order and given back by its cancellation, inside the order's transaction, with
 * what follows from a count: the status of a counted variant follows its quantity, and a status
 * that changes fires stock.changed (with the product after the change) like a change by hand.
 */
import type { Transaction } from 'kysely';
import type { Clock } from '../core/clock.ts';
import { DomainError, type FieldError, listFields } from '../core/errors.ts';
import type { DialectCapabilities } from '../db/capabilities.ts';
import type { Database } from '../db/schema.ts';
import type { DomainEvent } from '../events/schemas.ts';
import { CatalogRepo } from './repo.ts';
import type { Product } from './schema.ts';
import { statusForQuantity } from './stock.ts';
import { type CountedStock, StockRepo } from './stock-repo.ts';

export interface StockMove {
  variantId: string;
  productId: string;
  slug: string;
  size: string;
  units: number;
  /** The order line it belongs to, for the error (`items[2]`). */
  path: string;
}

export interface StockMoveResult {
  events: DomainEvent[];
  /** Products whose variants changed: their cached pages and search entries are stale. */
  productIds: string[];
}

const idOrder = (a: StockMove, b: StockMove) => (a.variantId < b.variantId ? -1 : a.variantId > b.variantId ? 1 : 0);

interface Moved {
  move: StockMove;
  after: CountedStock;
}

export class StockMoves {
  readonly #trx: Transaction<Database>;
  readonly #clock: Clock;
  readonly #absolute: (p: Product) => Product;
  readonly #locks: Pick<DialectCapabilities, 'lockForUpdate'> | undefined;

  /** Without `locks`, take() runs one UPDATE per line (in the order of the variant ids). */
  constructor(
    trx: Transaction<Database>,
    clock: Clock,
    absolute: (p: Product) => Product,
    locks?: Pick<DialectCapabilities, 'lockForUpdate'>,
  ) {
    this.#trx = trx;
    this.#clock = clock;
    this.#absolute = absolute;
    this.#locks = locks;
  }

  /**
   * Takes every move's units from its counted variant (uncounted ones are left alone), or none of
   * them: when a variant has fewer units than asked, 409 insufficient_stock names each such line
   * and what it has (the transaction rolls back what was taken). The variants are taken in the
   * order of their ids, so two orders sharing variants lock them (PostgreSQL) in the same order
   * and cannot deadlock; the problems are reported in the order of the lines.
   */
  async take(moves: StockMove[]): Promise<StockMoveResult> {
    const stock = new StockRepo(this.#trx);
    const moved: (Moved & { at: number })[] = [];
    const short: { at: number; error: FieldError }[] = [];
    const byVariant = moves.map((move, at) => ({ move, at })).sort((a, b) => idOrder(a.move, b.move));
    const once = byVariant.every((m, i) => i === 0 || m.move.variantId !== byVariant[i - 1]?.move.variantId);
    // One statement for all lines when each variant comes once (an order's lines always do).
    const taken =
      once && this.#locks
        ? await stock.takeAll(
            byVariant.map(({ move }) => move),
            this.#locks,
          )
        : null;
    for (const { move, at } of byVariant) {
      const after = taken ? taken.get(move.variantId) : await stock.take(move.variantId, move.units);
      if (after) {
        moved.push({ move, after, at });
        continue;
      }
      const available = await stock.quantity(move.variantId);
      // Not counted (any more): the status alone decided, as for DROPSHIP.
      if (available === null) continue;
      short.push({
        at,
        error: {
          path: `${move.path}.quantity`,
          message: `${move.slug} ${move.size}: ${move.units} wanted, ${available} available`,
        },
      });
    }
    if (short.length) {
      const errors = short.sort((a, b) => a.at - b.at).map((s) => s.error);
      throw new DomainError('insufficient_stock', listFields, { errors });
    }
    // Events and products in the order of the lines, as before the sort.
    return this.#settle(moved.sort((a, b) => a.at - b.at));
  }

  /** Gives the units back to variants that are counted (in the order of their ids, as take does). */
  async giveBack(moves: StockMove[]): Promise<StockMoveResult> {
    const stock = new StockRepo(this.#trx);
    const moved: (Moved & { at: number })[] = [];
    const byVariant = moves.map((move, at) => ({ move, at })).sort((a, b) => idOrder(a.move, b.move));
    for (const { move, at } of byVariant) {
      const after = await stock.giveBack(move.variantId, move.units);
      if (after) moved.push({ move, after, at });
    }
    return this.#settle(moved.sort((a, b) => a.at - b.at));
  }

  /** Statuses that follow the new counts, and their stock.changed events. */
  async #settle(moved: Moved[]): Promise<StockMoveResult> {
    const stock = new StockRepo(this.#trx);
    const changed: { move: StockMove; previous: CountedStock['stock_status']; after: CountedStock }[] = [];
    for (const { move, after } of moved) {
      const status = statusForQuantity(after.stock_quantity, after.low_stock_threshold);
      if (status === after.stock_status) continue;
      await stock.setStatus(move.variantId, status);
      changed.push({ move, previous: after.stock_status, after: { ...after, stock_status: status } });
    }
    const repo = new CatalogRepo(this.#trx, this.#clock);
    const products = new Map<string, Product>();
    for (const { move } of changed) {
      if (products.has(move.slug)) continue;
      const product = await repo.findBySlug(move.slug, { includeInactive: true });
      if (product) products.set(move.slug, this.#absolute(product));
    }
    const events: DomainEvent[] = changed.flatMap(({ move, previous, after }) => {
      const product = products.get(move.slug);
      if (!product) return [];
      return [
        {
          type: 'stock.changed' as const,
          data: {
            slug: move.slug,
            size: move.size,
            stock_status: after.stock_status,
            previous_stock_status: previous,
            stock_quantity: after.stock_quantity,
            product,
          },
        },
      ];
    });
    return { events, productIds: [...new Set(moved.map(({ move }) => move.productId))] };
  }
}
