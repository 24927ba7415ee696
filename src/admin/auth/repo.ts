/**
 * The SQL of dashboard admins and their sessions. Sessions are stored by the hash of their id, so
 * the table never holds a usable cookie value.
 */
import type { Insertable } from 'kysely';
import type { Db } from '../../db/capabilities.ts';
import type { AdminSessionsTable, AdminUsersTable } from '../../db/schema.ts';

export class AdminRepo {
  readonly #db: Db;
  constructor(db: Db) {
    this.#db = db;
  }

  userByEmail(email: string) {
    return this.#db
      .selectFrom('admin_users')
      .select(['id', 'email', 'password_hash'])
      .where('email', '=', email)
      .executeTakeFirst();
  }

  async insertUser(row: Insertable<AdminUsersTable>): Promise<void> {
    await this.#db.insertInto('admin_users').values(row).execute();
  }

  async setPasswordHash(userId: string, passwordHash: string, now: string): Promise<void> {
    await this.#db
      .updateTable('admin_users')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('id', '=', userId)
      .execute();
  }

  async setLastLogin(userId: string, at: string): Promise<void> {
    await this.#db.updateTable('admin_users').set({ last_login_at: at }).where('id', '=', userId).execute();
  }

  async insertSession(row: Insertable<AdminSessionsTable>): Promise<void> {
    await this.#db.insertInto('admin_sessions').values(row).execute();
  }

  /** A session with its admin, by the hash of its id. */
  sessionByHash(idHash: string) {
    return this.#db
      .selectFrom('admin_sessions')
      .innerJoin('admin_users', 'admin_users.id', 'admin_sessions.user_id')
      .select([
        'admin_sessions.csrf_token',
        'admin_sessions.created_at',
        'admin_sessions.last_seen_at',
        'admin_sessions.expires_at',
        'admin_users.id as user_id',
        'admin_users.email',
      ])
      .where('admin_sessions.id_hash', '=', idHash)
      .executeTakeFirst();
  }

  async touchSession(idHash: string, lastSeenAt: string): Promise<void> {
    await this.#db
      .updateTable('admin_sessions')
      .set({ last_seen_at: lastSeenAt })
      .where('id_hash', '=', idHash)
      .execute();
  }

  async deleteSession(idHash: string): Promise<void> {
    await this.#db.deleteFrom('admin_sessions').where('id_hash', '=', idHash).execute();
  }

  async deleteSessionsOf(userId: string): Promise<void> {
    await this.#db.deleteFrom('admin_sessions').where('user_id', '=', userId).execute();
  }

  /** Deletes the sessions past their absolute end (`now`) or last seen at or before `idleSince`. */
  async deleteEndedSessions(now: string, idleSince: string): Promise<void> {
    await this.#db
      .deleteFrom('admin_sessions')
      .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', idleSince)]))
      .execute();
  }
}
