/**
 * At most one confirmation mail per mailbox (see mailbox.ts) per 5 minutes and 3 within any 24
 * hours (a sliding window, never 6 across a window edge). Per address was not enough: every
 * `+tag`, case and Gmail dot variant of a victim's address passed as a new address, so anyone could
 * fill one inbox with confirmation mails through the public subscribe endpoint.
 *
 * The daily cap has a price: someone who spends a mailbox's 3 mails keeps its owner's own sign-up
 * mail back for up to a day. The owner still has the confirmation links of those 3 mails (each
 * confirms its address); an unbounded inbox flood is the worse harm.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { mailboxKey } from './mailbox.ts';
import { deleteQuietMailboxes, NewsletterRepo } from './repo.ts';

export const MAILBOX_MAIL_INTERVAL_MS = 5 * 60 * 1000;
export const MAILBOX_DAILY_MAILS = 3;
const DAY_MS = 24 * 3600 * 1000;

/**
 * Takes a place for one confirmation mail to the mailbox of `email` at `now`, or answers false when
 * the mailbox has had its mails. Run it inside the transaction that queues the mail: the upsert
 * locks the mailbox's row until that transaction ends, so concurrent requests for one mailbox (with
 * different sub-addresses) decide one after the other, each seeing the mail the one before queued.
 * A rolled-back transaction gives its place back with everything else.
 */
export async function claimConfirmationMail(trx: Kysely<Database>, email: string, now: Date): Promise<boolean> {
  const mailboxHash = createHash('sha256').update(mailboxKey(email)).digest('hex');
  const repo = new NewsletterRepo(trx);
  const recentMails = await repo.lockMailbox(mailboxHash);
  const nowMs = now.getTime();
  const recent = (JSON.parse(recentMails) as string[]).filter((at) => nowMs - Date.parse(at) < DAY_MS);
  // The newest by value, not position: instances whose clocks differ a little may append out of order.
  const last = Math.max(...recent.map((at) => Date.parse(at)));
  if (nowMs - last < MAILBOX_MAIL_INTERVAL_MS) return false;
  if (recent.length >= MAILBOX_DAILY_MAILS) return false;
  const nowIso = now.toISOString();
  await repo.recordMailboxMails(mailboxHash, [...recent, nowIso], nowIso);
  return true;
}

/** Upkeep: a mailbox whose last mail is a day old throttles nothing; its row can go. */
export async function pruneMailboxThrottle(db: Kysely<Database>, now: Date): Promise<void> {
  await deleteQuietMailboxes(db, new Date(now.getTime() - DAY_MS).toISOString());
}
