/**
 * The newsletter's SQL: subscribers, one-time confirmations, the consent record and the per-mailbox
 * mail throttle. Built on the subscription's transaction, so the subscriber, its confirmation, its
 * consent and its mail commit together.
 */
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Db } from '../db/capabilities.ts';
import type {
  Database,
  NewsletterConfirmationsTable,
  NewsletterConsentsTable,
  NewsletterSubscribersTable,
} from '../db/schema.ts';

export class NewsletterRepo {
  readonly #db: Db;
  constructor(db: Db) {
    this.#db = db;
  }

  subscriberByEmail(email: string) {
    return this.#db.selectFrom('newsletter_subscribers').selectAll().where('email', '=', email).executeTakeFirst();
  }

  subscriberByUnsubscribeHash(hash: string) {
    return this.#db
      .selectFrom('newsletter_subscribers')
      .select(['id', 'status'])
      .where('unsubscribe_token_hash', '=', hash)
      .executeTakeFirst();
  }

  async insertSubscriber(row: Insertable<NewsletterSubscribersTable>): Promise<void> {
    await this.#db.insertInto('newsletter_subscribers').values(row).execute();
  }

  async updateSubscriber(id: string, set: Updateable<NewsletterSubscribersTable>): Promise<void> {
    await this.#db.updateTable('newsletter_subscribers').set(set).where('id', '=', id).execute();
  }

  /** Confirms a pending subscriber (a confirmed or unsubscribed one stays as it is). */
  async confirmPending(id: string, now: string): Promise<void> {
    await this.#db
      .updateTable('newsletter_subscribers')
      .set({ status: 'confirmed', confirmed_at: now, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .execute();
  }

  async insertConfirmation(row: Insertable<NewsletterConfirmationsTable>): Promise<void> {
    await this.#db.insertInto('newsletter_confirmations').values(row).execute();
  }

  confirmationByHash(hash: string) {
    return this.#db
      .selectFrom('newsletter_confirmations')
      .selectAll()
      .where('token_hash', '=', hash)
      .executeTakeFirst();
  }

  /** Marks the confirmation used; false when another request used it first. */
  async useConfirmation(hash: string, now: string): Promise<boolean> {
    const used = await this.#db
      .updateTable('newsletter_confirmations')
      .set({ used_at: now })
      .where('token_hash', '=', hash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(used.numUpdatedRows) > 0;
  }

  async insertConsent(row: Insertable<NewsletterConsentsTable>): Promise<void> {
    await this.#db.insertInto('newsletter_consents').values(row).execute();
  }

  /**
   * The mailbox's recent mail times (a JSON array), its row created if missing. The upsert locks an
   * existing row until the transaction ends and reads its latest committed state.
   */
  async lockMailbox(mailboxHash: string): Promise<string> {
    const row = await this.#db
      .insertInto('newsletter_mailboxes')
      .values({ mailbox_hash: mailboxHash, recent_mails: '[]', last_mail_at: null })
      // A no-op update: only there to lock an existing row and read its latest committed state.
      .onConflict((oc) =>
        oc.column('mailbox_hash').doUpdateSet((eb) => ({ mailbox_hash: eb.ref('excluded.mailbox_hash') })),
      )
      .returning('recent_mails')
      .executeTakeFirstOrThrow();
    return row.recent_mails;
  }

  async recordMailboxMails(mailboxHash: string, recentMails: string[], lastMailAt: string): Promise<void> {
    await this.#db
      .updateTable('newsletter_mailboxes')
      .set({ recent_mails: JSON.stringify(recentMails), last_mail_at: lastMailAt })
      .where('mailbox_hash', '=', mailboxHash)
      .execute();
  }
}

/** Deletes the throttle rows of mailboxes whose last mail was at or before `before`. */
export async function deleteQuietMailboxes(db: Kysely<Database>, before: string): Promise<void> {
  await db.deleteFrom('newsletter_mailboxes').where('last_mail_at', '<=', before).execute();
}
