/**
 * Stock taken by an order and given back by its cancellation, inside the order's transaction, with
 * what follows from a count: the status of a counted variant follows its quantity, and a status
 * that changes fires stock.changed (with the product after the change) like a change by hand.
 */
import type { Transaction } from 'kysely';
import type { Clock } from '../core/clock.ts';
import { DomainError, type FieldError, listFields } from '../core/errors.ts';
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

interface Moved {
  move: StockMove;
  after: CountedStock;
}

export class StockMoves {
  readonly #trx: Transaction<Database>;
  readonly #clock: Clock;
  readonly #absolute: (p: Product) => Product;

  constructor(trx: Transaction<Database>, clock: Clock, absolute: (p: Product) => Product) {
    this.#trx = trx;
    this.#clock = clock;
    this.#absolute = absolute;
  }

  /**
   * Takes every move's units from its counted variant (uncounted ones are left alone), or none of
   * them: when a variant has fewer units than asked, 409 insufficient_stock names each such line
   * and what it has (the transaction rolls back what was taken).
   */
  async take(moves: StockMove[]): Promise<StockMoveResult> {
    const stock = new StockRepo(this.#trx);
    const moved: Moved[] = [];
    const short: FieldError[] = [];
    for (const move of moves) {
      const after = await stock.take(move.variantId, move.units);
      if (after) {
        moved.push({ move, after });
        continue;
      }
      const available = await stock.quantity(move.variantId);
      // Not counted (any more): the status alone decided, as for DROPSHIP.
      if (available === null) continue;
      short.push({
        path: `${move.path}.quantity`,
        message: `${move.slug} ${move.size}: ${move.units} wanted, ${available} available`,
      });
    }
    if (short.length) throw new DomainError('insufficient_stock', listFields, { errors: short });
    return this.#settle(moved);
  }

  /** Gives the units back to variants that are counted. */
  async giveBack(moves: StockMove[]): Promise<StockMoveResult> {
    const stock = new StockRepo(this.#trx);
    const moved: Moved[] = [];
    for (const move of moves) {
      const after = await stock.giveBack(move.variantId, move.units);
      if (after) moved.push({ move, after });
    }
    return this.#settle(moved);
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
