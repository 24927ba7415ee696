/**
 * The SQL of orders and their Idempotency-Keys. Built on a connection for reads, or on the order's
 * transaction, so the key, the order, its items, events and audit record commit together.
 */
import type { Insertable } from 'kysely';
import type { Db } from '../db/capabilities.ts';
import type { Database, IdempotencyKeysTable, OrderItemsTable, OrdersTable } from '../db/schema.ts';

export type OrderRow = Database['orders'];
export type OrderItemRow = Database['order_items'];

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

  /** The newest first. */
  async newest(limit: number): Promise<OrderRow[]> {
    return this.#db
      .selectFrom('orders')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
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
    await this.#db.insertInto('orders').values(order).execute();
    await this.#db.insertInto('order_items').values(items).execute();
  }

  /** The catalog rows an order reads for its prices and availability. */
  async productsBySlug(slugs: string[]) {
    return this.#db.selectFrom('products').select(['id', 'slug', 'is_active']).where('slug', 'in', slugs).execute();
  }

  async variantsOf(productIds: string[]) {
    if (productIds.length === 0) return [];
    return this.#db
      .selectFrom('product_variants')
      .select(['product_id', 'size', 'price_cents', 'stock_status'])
      .where('product_id', 'in', productIds)
      .execute();
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
