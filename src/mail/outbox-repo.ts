/** The SQL of the mail outbox: rows written in the change's transaction, read and marked by the sender. */
import type { Insertable, Kysely } from 'kysely';
import type { Db } from '../db/capabilities.ts';
import type { Database, MailOutboxTable } from '../db/schema.ts';

export async function insertMail(db: Db, row: Insertable<MailOutboxTable>): Promise<void> {
  await db.insertInto('mail_outbox').values(row).execute();
}

export class MailOutboxRepo {
  readonly #db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Queued mail with attempts left, the oldest first. */
  due(maxAttempts: number, limit: number) {
    return this.#db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('status', '=', 'queued')
      .where('attempts', '<', maxAttempts)
      .orderBy('created_at')
      .limit(limit)
      .execute();
  }

  async markSent(id: string, attempts: number, sentAt: string): Promise<void> {
    await this.#db
      .updateTable('mail_outbox')
      .set({ status: 'sent', sent_at: sentAt, attempts, last_error: null })
      .where('id', '=', id)
      .execute();
  }

  /** Records a failed attempt; `status` is `failed` once no attempt is left, else still `queued`. */
  async markAttemptFailed(id: string, attempts: number, error: string, status: 'queued' | 'failed'): Promise<void> {
    await this.#db
      .updateTable('mail_outbox')
      .set({ attempts, last_error: error, status })
      .where('id', '=', id)
      .execute();
  }
}
