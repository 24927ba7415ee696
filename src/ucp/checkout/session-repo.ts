/**
 * The SQL of UCP checkout sessions and their page tokens. Reads and writes take a connection or the
 * operation's transaction; a session is found only together with its owner (or, for shop-wide
 * access, by id alone), so another token's session reads like an unknown one.
 */
import type { Insertable, Updateable } from 'kysely';
import type { Db, DialectCapabilities } from '../../db/capabilities.ts';
import type { Database, UcpCheckoutSessionsTable } from '../../db/schema.ts';

export type SessionRow = Database['ucp_checkout_sessions'];

export class CheckoutSessionRepo {
  readonly #db: Db;
  constructor(db: Db) {
    this.#db = db;
  }

  /** One session; with `ownerTokenId` only if that token created it. */
  find(id: string, ownerTokenId: string | null): Promise<SessionRow | undefined> {
    let query = this.#db.selectFrom('ucp_checkout_sessions').selectAll().where('id', '=', id);
    if (ownerTokenId !== null) query = query.where('owner_token_id', '=', ownerTokenId);
    return query.executeTakeFirst();
  }

  /** The same, row-locked for a change (PostgreSQL; SQLite writes are serial already). */
  findForUpdate(
    store: Pick<DialectCapabilities, 'lockForUpdate'>,
    id: string,
    ownerTokenId: string | null,
  ): Promise<SessionRow | undefined> {
    let query = this.#db.selectFrom('ucp_checkout_sessions').selectAll().where('id', '=', id);
    if (ownerTokenId !== null) query = query.where('owner_token_id', '=', ownerTokenId);
    return store.lockForUpdate(query).executeTakeFirst();
  }

  /** The open session a cart was converted into, newest first. */
  openForCart(cartId: string, ownerTokenId: string): Promise<SessionRow | undefined> {
    return this.#db
      .selectFrom('ucp_checkout_sessions')
      .selectAll()
      .where('cart_id', '=', cartId)
      .where('owner_token_id', '=', ownerTokenId)
      .where('status', '=', 'open')
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
  }

  /** What an earlier create with this Idempotency-Key made. */
  byCreateKey(ownerTokenId: string, key: string): Promise<SessionRow | undefined> {
    return this.#db
      .selectFrom('ucp_checkout_sessions')
      .selectAll()
      .where('owner_token_id', '=', ownerTokenId)
      .where('create_key', '=', key)
      .executeTakeFirst();
  }

  async insert(row: Insertable<UcpCheckoutSessionsTable>): Promise<void> {
    await this.#db.insertInto('ucp_checkout_sessions').values(row).execute();
  }

  async update(id: string, changes: Updateable<UcpCheckoutSessionsTable>): Promise<void> {
    await this.#db.updateTable('ucp_checkout_sessions').set(changes).where('id', '=', id).execute();
  }

  async addPageToken(tokenHash: string, sessionId: string, now: string): Promise<void> {
    await this.#db
      .insertInto('ucp_checkout_page_tokens')
      .values({ token_hash: tokenHash, session_id: sessionId, created_at: now })
      .execute();
  }

  async sessionIdOfPageToken(tokenHash: string): Promise<string | undefined> {
    const row = await this.#db
      .selectFrom('ucp_checkout_page_tokens')
      .select('session_id')
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    return row?.session_id;
  }
}
