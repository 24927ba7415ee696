/**
 * The SQL of orders and their Idempotency-Keys. Built on a connection for reads, or on the order's
 * transaction, so the key, the order, its items, events and audit record commit together.
 */
import { type Insertable, sql, type Updateable } from 'kysely';
import type { Db, DialectCapabilities } from '../db/capabilities.ts';
import { insertCompiledOnce, runCompiledOnce } from '../db/compiled-once.ts';
import { likePattern } from '../db/like.ts';
import type {
  Database,
  IdempotencyKeysTable,
  OrderItemsTable,
  OrderStatusHistoryTable,
  OrdersTable,
} from '../db/schema.ts';

export type OrderRow = Database['orders'];
export type OrderItemRow = Database['order_items'];
export type HistoryRow = Database['order_status_history'];

/** The dashboard's order filters. */
export interface OrderFilter {
  status?: string;
  /** ISO times: created at or after `from`, before `to`. */
  from?: string;
  to?: string;
  /** Part of the customer's e-mail address, any case. */
  email?: string;
}

export class OrderRepo {
  readonly #db: Db;
  constructor(db: Db) {
    this.#db = db;
  }

  /** One order; with `tokenId` only if that token placed it. */
  async find(id: string, tokenId: string | null): Promise<OrderRow | undefined> {
    let query = this.#db.selectFrom('orders').selectAll().where('id', '=', id);
    if (tokenId !== null) query = query.where('token_id', '=', tokenId);
    return query.executeTakeFirst();
  }

  /** One order locked for a status change (PostgreSQL row lock; SQLite writes are serial). */
  async findForUpdate(store: Pick<DialectCapabilities, 'lockForUpdate'>, id: string, tokenId: string | null) {
    let query = this.#db.selectFrom('orders').selectAll().where('id', '=', id);
    if (tokenId !== null) query = query.where('token_id', '=', tokenId);
    return store.lockForUpdate(query).executeTakeFirst();
  }

  /** The newest first, filtered. */
  async newest(limit: number, filter: OrderFilter = {}): Promise<OrderRow[]> {
    let query = this.#db.selectFrom('orders').selectAll();
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.from) query = query.where('created_at', '>=', filter.from);
    if (filter.to) query = query.where('created_at', '<', filter.to);
    if (filter.email) {
      query = query.where(
        sql<boolean>`lower(customer_email) like ${likePattern(filter.email.toLowerCase())} escape '\\'`,
      );
    }
    return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  }

  async historyOf(orderIds: string[]): Promise<HistoryRow[]> {
    return this.#db
      .selectFrom('order_status_history')
      .selectAll()
      .where('order_id', 'in', orderIds)
      .orderBy('order_id')
      .orderBy('seq')
      .execute();
  }

  /** Appends an entry after the order's last one (the order row is locked by the caller). */
  async addHistory(row: Omit<Insertable<OrderStatusHistoryTable>, 'seq'>): Promise<void> {
    const last = await this.#db
      .selectFrom('order_status_history')
      .select((eb) => eb.fn.max('seq').as('seq'))
      .where('order_id', '=', row.order_id)
      .executeTakeFirst();
    await this.insertHistory({ ...row, seq: Number(last?.seq ?? 0) + 1 });
  }

  /** An entry whose seq the caller knows: the first one of a new order. */
  async insertHistory(row: Insertable<OrderStatusHistoryTable>): Promise<void> {
    await insertCompiledOnce(this.#db, 'order_status_history', [row]);
  }

  async update(id: string, set: Updateable<OrdersTable>): Promise<void> {
    await this.#db.updateTable('orders').set(set).where('id', '=', id).execute();
  }

  /**
   * The next invoice number of `year`, taken inside the paying transaction: the counter row is
   * raised in place (its row lock orders concurrent payments on PostgreSQL), so numbers are
   * consecutive and a rolled-back payment gives its number back.
   */
  async nextInvoiceNumber(year: number): Promise<number> {
    const row = await this.#db
      .insertInto('invoice_counters')
      .values({ year, last_number: 1 })
      .onConflict((oc) => oc.column('year').doUpdateSet({ last_number: sql`invoice_counters.last_number + 1` }))
      .returning('last_number')
      .executeTakeFirstOrThrow();
    return row.last_number;
  }

  /** The items of these orders, each order's in their position order. */
  async itemsOf(orderIds: string[]): Promise<OrderItemRow[]> {
    return this.#db
      .selectFrom('order_items')
      .selectAll()
      .where('order_id', 'in', orderIds)
      .orderBy('position')
      .execute();
  }

  async insert(order: Insertable<OrdersTable>, items: Insertable<OrderItemsTable>[]): Promise<void> {
    await insertCompiledOnce(this.#db, 'orders', [order]);
    await insertCompiledOnce(this.#db, 'order_items', items);
  }

  /**
   * The catalog rows an order reads for its prices and availability, in one query: a row per
   * variant of each product named (variant columns null for a product without variants).
   */
  async catalogLines(slugs: string[]) {
    return runCompiledOnce(this.#db, `order catalog lines × ${slugs.length}`, slugs, () => this.#catalogLines(slugs));
  }

  #catalogLines(slugs: string[]) {
    return this.#db
      .selectFrom('products as p')
      .leftJoin('product_variants as v', 'v.product_id', 'p.id')
      .select([
        'p.id as product_id',
        'p.slug',
        'p.is_active',
        'p.vat_rate',
        'v.id as variant_id',
        'v.size',
        'v.price_cents',
        'v.stock_status',
        'v.stock_quantity',
      ])
      .where('p.slug', 'in', slugs);
  }

  /** Variant ids by `product_id + NUL + size`, for the lines of an order. */
  async variantIds(lines: { product_id: string; size: string }[]): Promise<Map<string, string>> {
    if (lines.length === 0) return new Map();
    const rows = await this.#db
      .selectFrom('product_variants')
      .select(['id', 'product_id', 'size'])
      .where('product_id', 'in', [...new Set(lines.map((l) => l.product_id))])
      .execute();
    return new Map(rows.map((r) => [`${r.product_id}\u0000${r.size}`, r.id]));
  }

  async findKey(scope: string, key: string) {
    return this.#db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('scope', '=', scope)
      .where('key', '=', key)
      .executeTakeFirst();
  }

  async deleteKey(scope: string, key: string): Promise<void> {
    await this.#db.deleteFrom('idempotency_keys').where('scope', '=', scope).where('key', '=', key).execute();
  }

  /** Forgets keys created before `before` (ISO time). */
  async pruneKeys(before: string): Promise<void> {
    await this.#db.deleteFrom('idempotency_keys').where('created_at', '<', before).execute();
  }

  /** Inserts the key row; a concurrent transaction holding the same key makes this wait, then fail unique. */
  async claimKey(row: Insertable<IdempotencyKeysTable>): Promise<void> {
    await this.#db.insertInto('idempotency_keys').values(row).execute();
  }

  /** Hands every order of one token to another (a regenerated token's successor). */
  async handOver(fromTokenId: string, toTokenId: string): Promise<void> {
    await this.#db.updateTable('orders').set({ token_id: toTokenId }).where('token_id', '=', fromTokenId).execute();
  }

  async storeResponse(scope: string, key: string, body: string): Promise<void> {
    await this.#db
      .updateTable('idempotency_keys')
      .set({ response_body: body })
      .where('scope', '=', scope)
      .where('key', '=', key)
      .execute();
  }
}
