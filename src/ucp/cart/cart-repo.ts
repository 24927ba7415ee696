/** The SQL of UCP carts; a cart is found only together with the token that created it. */
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/capabilities.ts';
import type { Database, UcpCartsTable } from '../../db/schema.ts';

export type CartRow = Database['ucp_carts'];

export class CartRepo {
  readonly #db: Db;
  constructor(db: Db) {
    this.#db = db;
  }

  find(id: string, ownerTokenId: string): Promise<CartRow | undefined> {
    return this.#db
      .selectFrom('ucp_carts')
      .selectAll()
      .where('id', '=', id)
      .where('owner_token_id', '=', ownerTokenId)
      .executeTakeFirst();
  }

  /** What an earlier create with this Idempotency-Key made. */
  byCreateKey(ownerTokenId: string, key: string): Promise<CartRow | undefined> {
    return this.#db
      .selectFrom('ucp_carts')
      .selectAll()
      .where('owner_token_id', '=', ownerTokenId)
      .where('create_key', '=', key)
      .executeTakeFirst();
  }

  async insert(row: Insertable<UcpCartsTable>): Promise<void> {
    await this.#db.insertInto('ucp_carts').values(row).execute();
  }

  async update(id: string, changes: Updateable<UcpCartsTable>): Promise<void> {
    await this.#db.updateTable('ucp_carts').set(changes).where('id', '=', id).execute();
  }
}
