/**
 * Orders (docs/orders.md), the source of order.created and order.updated. Placing an order is one
 * transaction (placement.ts): prices, VAT and stock as they are at that moment, the invoice's money
 * in integer cents, the order with its events and audit record. An Idempotency-Key row is inserted
 * first in the same transaction, so two concurrent requests with one key cannot both create an
 * order: the second waits for the first (a primary-key conflict) and then replays its response.
 * Status changes (transitions.ts) are transactions of their own.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Product } from '../catalog/schema.ts';
import type { Clock } from '../core/clock.ts';
import type { AfterCommit, DeliveryDesk } from '../core/commit-signal.ts';
import { DomainError, notFound } from '../core/errors.ts';
import { type DialectCapabilities, inTransaction } from '../db/capabilities.ts';
import type { Database } from '../db/schema.ts';
import type { ShippingRule } from '../shop/shipping.ts';
import { ALL_ORDERS, holdsScope } from '../tokens/scopes.ts';
import { bodyHash } from '../util/body-hash.ts';
import { afterOrderCommit } from './committed.ts';
import { type OrderMeta, placeOrder } from './placement.ts';
import { type OrderFilter, OrderRepo, type OrderRow } from './repo.ts';
import type { Order, OrderInput, StatusChange } from './schema.ts';
import { type TransitionMeta, transition } from './transitions.ts';
import { toOrder } from './view.ts';

/** How long an Idempotency-Key is remembered. */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
const ROUTE = 'POST /api/v1/orders';
const PENDING = '';

/** Who reads an order: the token's id and scopes. */
export interface OrderReader {
  tokenId: string;
  scopes: readonly string[];
}

export interface CreateOrderResult {
  order: Order;
  /** True when this is the stored response of an earlier request with the same key. */
  replayed: boolean;
}

class IdempotencyConflict extends Error {}

const reused = () =>
  new DomainError(
    'idempotency_key_reused',
    'This Idempotency-Key was used with a different request body; use a new key for a new order',
    { errors: [{ path: 'idempotency-key', message: 'was used with a different request body' }] },
  );

export class OrderService {
  readonly #db: Kysely<Database>;
  readonly #repo: OrderRepo;
  readonly #clock: Clock;
  readonly #afterCommit: AfterCommit;
  readonly #store: Pick<DialectCapabilities, 'notify' | 'isUniqueViolation' | 'lockForUpdate'>;
  readonly #shippingRules: readonly ShippingRule[];
  readonly #absolute: (p: Product) => Product;
  readonly #desk: DeliveryDesk | undefined;

  constructor(options: {
    db: Kysely<Database>;
    clock: Clock;
    afterCommit: AfterCommit;
    store: Pick<DialectCapabilities, 'notify' | 'isUniqueViolation' | 'lockForUpdate'>;
    /** Shipping costs by destination country; an address elsewhere is refused. */
    shippingRules: readonly ShippingRule[];
    /** Makes a product's image paths absolute, for the stock.changed payloads an order fires. */
    absolute: (p: Product) => Product;
    /** This instance's webhook dispatcher: an order claims the deliveries it queues for it (outbox.ts). */
    desk?: DeliveryDesk;
  }) {
    this.#db = options.db;
    this.#repo = new OrderRepo(options.db);
    this.#clock = options.clock;
    this.#afterCommit = options.afterCommit;
    this.#store = options.store;
    this.#shippingRules = options.shippingRules;
    this.#absolute = options.absolute;
    this.#desk = options.desk;
  }

  /**
   * One order, for a reader that placed it or holds shop-wide order access. Another token's order
   * is answered exactly like an unknown id, so its existence does not leak either.
   */
  get(id: string, reader: OrderReader): Promise<Order> {
    return this.#one(id, holdsScope(reader.scopes, ALL_ORDERS) ? null : reader.tokenId);
  }

  /** One order, whoever placed it (the dashboard). */
  find(id: string): Promise<Order> {
    return this.#one(id, null);
  }

  async #one(id: string, tokenId: string | null): Promise<Order> {
    const order = await this.#repo.find(id, tokenId);
    if (!order) throw notFound(`Order ${id}`);
    return (await this.#assemble([order]))[0] as Order;
  }

  /** The newest orders first, filtered (the dashboard). */
  async list(limit: number, filter: OrderFilter = {}): Promise<Order[]> {
    return this.#assemble(await this.#repo.newest(limit, filter));
  }

  async #assemble(orders: OrderRow[]): Promise<Order[]> {
    if (orders.length === 0) return [];
    const ids = orders.map((o) => o.id);
    const [items, history] = await Promise.all([this.#repo.itemsOf(ids), this.#repo.historyOf(ids)]);
    return orders.map((order) =>
      toOrder(
        order,
        items.filter((i) => i.order_id === order.id),
        history.filter((h) => h.order_id === order.id),
      ),
    );
  }

  /**
   * Moves the order to `change.status` (see lifecycle.ts). With `meta.ownerTokenId` only that
   * token's order is found (the owner's cancel); another's is 404 like an unknown id.
   */
  async changeStatus(id: string, change: StatusChange, meta: TransitionMeta): Promise<Order> {
    const changes = await inTransaction(this.#db, (trx) =>
      transition(trx, id, change, meta, {
        clock: this.#clock,
        absolute: this.#absolute,
        store: this.#store,
        desk: this.#desk,
      }),
    );
    await afterOrderCommit(this.#afterCommit, changes);
    return this.find(id);
  }

  async create(input: OrderInput, meta: OrderMeta): Promise<CreateOrderResult> {
    // The hash only matters to a request with a key: it tells a retry from another order.
    const hash = meta.idempotencyKey ? bodyHash(input) : '';
    for (let round = 0; ; round++) {
      if (meta.idempotencyKey) {
        const replay = await this.#replay(meta.tokenId, meta.idempotencyKey, hash);
        if (replay) return { order: replay, replayed: true };
      }
      try {
        const placed = await inTransaction(this.#db, (trx) => this.#create(trx, input, meta, hash));
        await afterOrderCommit(this.#afterCommit, placed);
        return { order: placed.order, replayed: false };
      } catch (err) {
        // Another request with this key committed (or is committing) first: replay it.
        const keyTaken = Boolean(meta.idempotencyKey) && this.#store.isUniqueViolation(err);
        if (round < 3 && (err instanceof IdempotencyConflict || keyTaken)) continue;
        throw err;
      }
    }
  }

  async #replay(tokenId: string, key: string, hash: string): Promise<Order | null> {
    const row = await this.#repo.findKey(tokenId, key);
    if (!row) return null;
    const expired = Date.parse(row.created_at) < this.#clock.now().getTime() - IDEMPOTENCY_TTL_MS;
    if (expired) {
      await this.#repo.deleteKey(tokenId, key);
      return null;
    }
    if (row.request_hash !== hash) throw reused();
    if (row.response_body === PENDING) throw new IdempotencyConflict();
    return JSON.parse(row.response_body) as Order;
  }

  async #create(trx: Transaction<Database>, input: OrderInput, meta: OrderMeta, hash: string) {
    const now = this.#clock.now();
    const repo = new OrderRepo(trx);
    if (meta.idempotencyKey) {
      await repo.pruneKeys(new Date(now.getTime() - IDEMPOTENCY_TTL_MS).toISOString());
      // Claims the key for this transaction; a concurrent twin blocks here until we commit.
      await repo.claimKey({
        scope: meta.tokenId,
        key: meta.idempotencyKey,
        route: ROUTE,
        request_hash: hash,
        response_status: 201,
        response_body: PENDING,
        created_at: now.toISOString(),
      });
    }
    const placed = await placeOrder(trx, input, meta, {
      clock: this.#clock,
      shippingRules: this.#shippingRules,
      absolute: this.#absolute,
      store: this.#store,
      desk: this.#desk,
    });
    if (meta.idempotencyKey) {
      await repo.storeResponse(meta.tokenId, meta.idempotencyKey, JSON.stringify(placed.order));
    }
    return placed;
  }
}
