import type { Kysely } from 'kysely';

/**
 * The newsletter's confirmation-mail throttle per mailbox: sub-addresses, case variants and Gmail's
 * spellings of one inbox share a row, which holds the times of the mails of the last 24 hours. A
 * request takes the row's lock (an upsert) before it decides, so concurrent requests for one mailbox
 * queue behind each other instead of all seeing "no mail yet".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('newsletter_mailboxes')
    // SHA-256 (hex) of the mailbox key: the throttle needs no readable address.
    .addColumn('mailbox_hash', 'text', (c) => c.primaryKey())
    // JSON array of the ISO times of the confirmation mails within the last 24 hours, oldest first.
    .addColumn('recent_mails', 'text', (c) => c.notNull())
    // The newest of them (null only for a row whose first mail is being decided); upkeep deletes
    // rows whose last mail is a day old, which throttle nothing any more.
    .addColumn('last_mail_at', 'text')
    .execute();
  await db.schema
    .createIndex('newsletter_mailboxes_last_mail')
    .on('newsletter_mailboxes')
    .column('last_mail_at')
    .execute();
}
