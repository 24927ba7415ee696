/**
 * Orders (CONTRACT §7a), the source of order.created. An order is one transaction: the catalog is
 * read for prices and availability at that moment, totals are computed here in integer cents, and
 * the order, its items, the order.created event (with its webhook deliveries) and an audit record
 * are written together. An Idempotency-Key row is inserted first in the same transaction, so two
 * concurrent requests with one key cannot both create an order: the second waits for the first
 * (a primary-key conflict) and then replays its response.
 */
import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { recordAudit } from '../events/audit.ts';
import { recordEvents } from '../events/outbox.ts';
import { ApiError, type FieldError, notFound } from '../http/errors.ts';
import { ALL_ORDERS, holdsScope } from '../tokens/scopes.ts';
import type { Actor } from '../tools/types.ts';
import { newId } from '../util/ids.ts';
import type { Clock } from '../util/time.ts';
import type { Order, OrderInput } from './schema.ts';

/** How long an Idempotency-Key is remembered. */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
const ROUTE = 'POST /api/v1/orders';
const PENDING = '';

export interface OrderMeta {
  actor: Actor;
  /** Token id: the order belongs to this token, and Idempotency-Keys are per token. */
  tokenId: string;
  requestId: string | null;
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

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return e?.code === '23505' || /UNIQUE constraint failed|PRIMARY KEY/i.test(e?.message ?? '');
}

const euros = (cents: number) => cents / 100;

const reused = () =>
  new ApiError(
    422,
    'idempotency_key_reused',
    'This Idempotency-Key was used with a different request body; use a new key for a new order',
    { errors: [{ path: 'idempotency-key', message: 'was used with a different request body' }] },
  );

export class OrderService {
  readonly #db: Kysely<Database>;
  readonly #clock: Clock;
  readonly #afterCommit: () => void;

  constructor(db: Kysely<Database>, clock: Clock, afterCommit: () => void = () => {}) {
    this.#db = db;
    this.#clock = clock;
    this.#afterCommit = afterCommit;
  }

  /**
   * One order, for a reader that placed it or holds shop-wide order access. Another token's order
   * is answered exactly like an unknown id, so its existence does not leak either.
   */
  async get(id: string, reader: OrderReader): Promise<Order> {
    let query = this.#db.selectFrom('orders').selectAll().where('id', '=', id);
    if (!holdsScope(reader.scopes, ALL_ORDERS)) query = query.where('token_id', '=', reader.tokenId);
    const order = await query.executeTakeFirst();
    if (!order) throw notFound(`Order ${id}`);
    return (await this.#assemble([order]))[0] as Order;
  }

  /** The newest orders first (the dashboard's tracking tab). */
  async list(limit: number): Promise<Order[]> {
    const rows = await this.#db
      .selectFrom('orders')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return this.#assemble(rows);
  }

  async #assemble(orders: Database['orders'][]): Promise<Order[]> {
    if (orders.length === 0) return [];
    const items = await this.#db
      .selectFrom('order_items')
      .selectAll()
      .where(
        'order_id',
        'in',
        orders.map((o) => o.id),
      )
      .orderBy('position')
      .execute();
    return orders.map((order) =>
      this.#toOrder(
        order,
        items.filter((i) => i.order_id === order.id),
      ),
    );
  }

  #toOrder(order: Database['orders'], items: Database['order_items'][]): Order {
    return {
      id: order.id,
      status: 'created',
      items: items.map((i) => ({
        slug: i.slug,
        size: i.size,
        quantity: i.quantity,
        unit_price: euros(i.unit_price_cents),
        line_total: euros(i.line_total_cents),
      })),
      total: euros(order.total_cents),
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
        const order = await this.#db.transaction().execute((trx) => this.#create(trx, input, meta, hash));
        this.#afterCommit();
        return { order, replayed: false };
      } catch (err) {
        // Another request with this key committed (or is committing) first: replay it.
        if (round < 3 && (err instanceof IdempotencyConflict || (meta.idempotencyKey && isUniqueViolation(err))))
          continue;
        throw err;
      }
    }
  }

  async #replay(tokenId: string, key: string, hash: string): Promise<Order | null> {
    const row = await this.#db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('scope', '=', tokenId)
      .where('key', '=', key)
      .executeTakeFirst();
    if (!row) return null;
    const expired = Date.parse(row.created_at) < this.#clock.now().getTime() - IDEMPOTENCY_TTL_MS;
    if (expired) {
      await this.#db.deleteFrom('idempotency_keys').where('scope', '=', tokenId).where('key', '=', key).execute();
      return null;
    }
    if (row.request_hash !== hash) throw reused();
    if (row.response_body === PENDING) throw new IdempotencyConflict();
    return JSON.parse(row.response_body) as Order;
  }

  async #create(trx: Transaction<Database>, input: OrderInput, meta: OrderMeta, hash: string): Promise<Order> {
    const now = this.#clock.now();
    const nowIso = now.toISOString();
    if (meta.idempotencyKey) {
      await trx
        .deleteFrom('idempotency_keys')
        .where('created_at', '<', new Date(now.getTime() - IDEMPOTENCY_TTL_MS).toISOString())
        .execute();
      // Claims the key for this transaction; a concurrent twin blocks here until we commit.
      await trx
        .insertInto('idempotency_keys')
        .values({
          scope: meta.tokenId,
          key: meta.idempotencyKey,
          route: ROUTE,
          request_hash: hash,
          response_status: 201,
          response_body: PENDING,
          created_at: nowIso,
        })
        .execute();
    }

    const lines = await this.#priceLines(trx, input);
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
        unit_price: euros(l.unit_price_cents),
        line_total: euros(l.line_total_cents),
      })),
      total: euros(totalCents),
      currency: 'EUR',
      customer,
      channel: input.channel ?? 'api',
      created_at: nowIso,
    };
    await trx
      .insertInto('orders')
      .values({
        id: orderId,
        status: 'created',
        customer_email: customer.email,
        customer_name: customer.name,
        channel: order.channel,
        currency: 'EUR',
        total_cents: totalCents,
        token_id: meta.tokenId,
        created_at: nowIso,
      })
      .execute();
    await trx
      .insertInto('order_items')
      .values(lines.map((l, position) => ({ ...l, order_id: orderId, position })))
      .execute();
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
    if (meta.idempotencyKey) {
      await trx
        .updateTable('idempotency_keys')
        .set({ response_body: JSON.stringify(order) })
        .where('scope', '=', meta.tokenId)
        .where('key', '=', meta.idempotencyKey)
        .execute();
    }
    return order;
  }

  /** Catalog prices and availability now; every problem reported with its path (422). */
  async #priceLines(trx: Transaction<Database>, input: OrderInput) {
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
    if (errors.length)
      throw new ApiError(400, 'invalid_parameters', errors.map((e) => `${e.path}: ${e.message}`).join('; '), {
        errors,
      });

    const slugs = [...new Set(input.items.map((i) => i.slug))];
    const products = await trx
      .selectFrom('products')
      .select(['id', 'slug', 'is_active'])
      .where('slug', 'in', slugs)
      .execute();
    const bySlug = new Map(products.map((p) => [p.slug, p]));
    const variants = products.length
      ? await trx
          .selectFrom('product_variants')
          .select(['product_id', 'size', 'price_cents', 'stock_status'])
          .where(
            'product_id',
            'in',
            products.map((p) => p.id),
          )
          .execute()
      : [];
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
      throw new ApiError(
        422,
        stockOnly ? 'out_of_stock' : 'invalid_items',
        errors.map((e) => `${e.path}: ${e.message}`).join('; '),
        { errors },
      );
    }
    return lines.filter((l) => l !== null);
  }
}
