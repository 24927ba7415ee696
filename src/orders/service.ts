/**
 * Orders (docs/contract.md#orders), the source of order.created. An order is one transaction: the catalog is
 * read for prices and availability at that moment, totals are computed here in integer cents, and
 * the order, its items, the order.created event (with its webhook deliveries) and an audit record
 * are written together. An Idempotency-Key row is inserted first in the same transaction, so two
 * concurrent requests with one key cannot both create an order: the second waits for the first
 * (a primary-key conflict) and then replays its response.
 */
import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../core/clock.ts';
import type { AfterCommit } from '../core/commit-signal.ts';
import type { RequestContext } from '../core/context.ts';
import { DomainError, type FieldError, invalidParameters, listFields, notFound } from '../core/errors.ts';
import { newId } from '../core/ids.ts';
import { toEuros } from '../core/money.ts';
import { type DialectCapabilities, inTransaction } from '../db/capabilities.ts';
import type { Database } from '../db/schema.ts';
import { recordAudit } from '../events/audit.ts';
import { recordEvents } from '../events/outbox.ts';
import { ALL_ORDERS, holdsScope } from '../tokens/scopes.ts';
import { type OrderItemRow, OrderRepo, type OrderRow } from './repo.ts';
import type { Order, OrderInput } from './schema.ts';

/** How long an Idempotency-Key is remembered. */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
const ROUTE = 'POST /api/v1/orders';
const PENDING = '';

export interface OrderMeta extends RequestContext {
  /** Token id: the order belongs to this token, and Idempotency-Keys are per token. */
  tokenId: string;
  idempotencyKey: string | null;
}

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

/**
 * JSON with object keys sorted: the same body hashes the same whatever its key order. Recursion is
 * safe here: the body has passed the JSON parser's nesting limit (http/json-depth.ts) and the order
 * schema, which allows three levels.
 */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

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
  readonly #store: Pick<DialectCapabilities, 'notify' | 'isUniqueViolation'>;

  constructor(
    db: Kysely<Database>,
    clock: Clock,
    afterCommit: AfterCommit,
    store: Pick<DialectCapabilities, 'notify' | 'isUniqueViolation'>,
  ) {
    this.#db = db;
    this.#repo = new OrderRepo(db);
    this.#clock = clock;
    this.#afterCommit = afterCommit;
    this.#store = store;
  }

  /**
   * One order, for a reader that placed it or holds shop-wide order access. Another token's order
   * is answered exactly like an unknown id, so its existence does not leak either.
   */
  async get(id: string, reader: OrderReader): Promise<Order> {
    const order = await this.#repo.find(id, holdsScope(reader.scopes, ALL_ORDERS) ? null : reader.tokenId);
    if (!order) throw notFound(`Order ${id}`);
    return (await this.#assemble([order]))[0] as Order;
  }

  /** The newest orders first (the dashboard's tracking tab). */
  async list(limit: number): Promise<Order[]> {
    return this.#assemble(await this.#repo.newest(limit));
  }

  async #assemble(orders: OrderRow[]): Promise<Order[]> {
    if (orders.length === 0) return [];
    const items = await this.#repo.itemsOf(orders.map((o) => o.id));
    return orders.map((order) =>
      this.#toOrder(
        order,
        items.filter((i) => i.order_id === order.id),
      ),
    );
  }

  #toOrder(order: OrderRow, items: OrderItemRow[]): Order {
    return {
      id: order.id,
      status: 'created',
      items: items.map((i) => ({
        slug: i.slug,
        size: i.size,
        quantity: i.quantity,
        unit_price: toEuros(i.unit_price_cents),
        line_total: toEuros(i.line_total_cents),
      })),
      total: toEuros(order.total_cents),
      currency: 'EUR',
      customer: { email: order.customer_email, name: order.customer_name },
      channel: order.channel,
      created_at: order.created_at,
    };
  }

  async create(input: OrderInput, meta: OrderMeta): Promise<CreateOrderResult> {
    const hash = createHash('sha256').update(canonical(input)).digest('hex');
    for (let round = 0; ; round++) {
      if (meta.idempotencyKey) {
        const replay = await this.#replay(meta.tokenId, meta.idempotencyKey, hash);
        if (replay) return { order: replay, replayed: true };
      }
      try {
        const order = await inTransaction(this.#db, (trx) => this.#create(trx, input, meta, hash));
        await this.#afterCommit();
        return { order, replayed: false };
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

  async #create(trx: Transaction<Database>, input: OrderInput, meta: OrderMeta, hash: string): Promise<Order> {
    const now = this.#clock.now();
    const nowIso = now.toISOString();
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
        created_at: nowIso,
      });
    }

    const lines = await this.#priceLines(repo, input);
    const orderId = newId('ord');
    const totalCents = lines.reduce((sum, l) => sum + l.line_total_cents, 0);
    const customer = { email: input.customer.email.trim(), name: input.customer.name.trim() };
    const order: Order = {
      id: orderId,
      status: 'created',
      items: lines.map((l) => ({
        slug: l.slug,
        size: l.size,
        quantity: l.quantity,
        unit_price: toEuros(l.unit_price_cents),
        line_total: toEuros(l.line_total_cents),
      })),
      total: toEuros(totalCents),
      currency: 'EUR',
      customer,
      channel: input.channel ?? 'api',
      created_at: nowIso,
    };
    await repo.insert(
      {
        id: orderId,
        status: 'created',
        customer_email: customer.email,
        customer_name: customer.name,
        channel: order.channel,
        currency: 'EUR',
        total_cents: totalCents,
        token_id: meta.tokenId,
        created_at: nowIso,
      },
      lines.map((l, position) => ({ ...l, order_id: orderId, position })),
    );
    const { customer: _customer, ...withoutCustomer } = order;
    await recordEvents(
      trx,
      [
        {
          type: 'order.created',
          data: { order_id: orderId, items: order.items, total: order.total, currency: 'EUR', created_at: nowIso },
        },
      ],
      nowIso,
      this.#store,
    );
    await recordAudit(
      trx,
      {
        actor: meta.actor,
        tool: null,
        action: 'order.create',
        entityType: 'order',
        entityId: orderId,
        before: null,
        // The customer's personal data stay in the order, not in the audit trail.
        after: withoutCustomer,
        requestId: meta.requestId,
      },
      nowIso,
    );
    if (meta.idempotencyKey) await repo.storeResponse(meta.tokenId, meta.idempotencyKey, JSON.stringify(order));
    return order;
  }

  /** Catalog prices and availability now; every problem reported with its path (422). */
  async #priceLines(repo: OrderRepo, input: OrderInput) {
    const errors: FieldError[] = [];
    const seen = new Map<string, number>();
    input.items.forEach((item, i) => {
      const key = `${item.slug}\u0000${item.size}`;
      const first = seen.get(key);
      if (first !== undefined)
        errors.push({ path: `items[${i}]`, message: `repeats items[${first}]; combine the quantities` });
      else seen.set(key, i);
    });
    if (input.customer.name.trim() === '') errors.push({ path: 'customer.name', message: 'must not be blank' });
    if (errors.length) throw invalidParameters(errors);

    const slugs = [...new Set(input.items.map((i) => i.slug))];
    const products = await repo.productsBySlug(slugs);
    const bySlug = new Map(products.map((p) => [p.slug, p]));
    const variants = await repo.variantsOf(products.map((p) => p.id));
    const variantOf = new Map(variants.map((v) => [`${v.product_id}\u0000${v.size}`, v]));

    let stockOnly = true;
    const lines = input.items.map((item, i) => {
      const product = bySlug.get(item.slug);
      if (!product?.is_active) {
        stockOnly = false;
        errors.push({ path: `items[${i}].slug`, message: `no active product ${item.slug}` });
        return null;
      }
      const variant = variantOf.get(`${product.id}\u0000${item.size}`);
      if (!variant) {
        stockOnly = false;
        const sizes = variants.filter((v) => v.product_id === product.id).map((v) => v.size);
        errors.push({
          path: `items[${i}].size`,
          message: `${item.slug} has no size ${item.size} (sizes: ${sizes.join(', ')})`,
        });
        return null;
      }
      if (variant.stock_status === 'OUT_OF_STOCK') {
        errors.push({ path: `items[${i}].size`, message: `${item.slug} ${item.size} is OUT_OF_STOCK` });
        return null;
      }
      return {
        product_id: product.id,
        slug: item.slug,
        size: item.size,
        quantity: item.quantity,
        unit_price_cents: variant.price_cents,
        line_total_cents: variant.price_cents * item.quantity,
      };
    });
    if (errors.length) {
      throw new DomainError(stockOnly ? 'out_of_stock' : 'invalid_items', listFields, { errors });
    }
    return lines.filter((l) => l !== null);
  }
}
