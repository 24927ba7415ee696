/**
 * Mail leaves through an outbox table written in the same transaction as the change that causes it
 * (a subscription never exists without its confirmation mail). With SMTP_URL set, a sender delivers
 * queued rows through nodemailer and retries failures; without it, rows are kept as `stored` so the
 * operator can read them (the demo shop needs no mail server).
 */
import type { Kysely } from 'kysely';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import { newId } from '../core/ids.ts';
import type { Db } from '../db/capabilities.ts';
import type { Database } from '../db/schema.ts';
import { onFirstUse } from '../util/on-first-use.ts';
import { insertMail, MailOutboxRepo } from './outbox-repo.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  headers: Record<string, string>;
}

export async function enqueueMail(trx: Db, mail: OutgoingMail, now: string, smtpEnabled: boolean): Promise<void> {
  await insertMail(trx, {
    id: newId('mail'),
    to_address: mail.to,
    subject: mail.subject,
    text_body: mail.text,
    headers: JSON.stringify(mail.headers),
    status: smtpEnabled ? 'queued' : 'stored',
    last_error: null,
    created_at: now,
    sent_at: null,
  });
}

const MAX_ATTEMPTS = 5;

export class MailSender {
  readonly #repo: MailOutboxRepo;
  readonly #smtpUrl: string | null;
  /** Made at the first delivery: nodemailer's modules stay out of a start that sends no mail. */
  readonly #transport = onFirstUse(async (): Promise<Transporter> => {
    const { default: nodemailer } = await import('nodemailer');
    return nodemailer.createTransport(this.#smtpUrl as string);
  });
  readonly #from: string;
  readonly #log: Logger;
  #running: Promise<void> | null = null;
  #again = false;

  constructor(db: Kysely<Database>, smtpUrl: string | null, from: string, log: Logger) {
    this.#repo = new MailOutboxRepo(db);
    this.#smtpUrl = smtpUrl;
    this.#from = from;
    this.#log = log;
  }

  get enabled(): boolean {
    return this.#smtpUrl !== null;
  }

  /** Starts delivering queued mail (coalesces calls made while a run is in progress). */
  kick(): Promise<void> {
    if (!this.enabled) return Promise.resolve();
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    this.#running = this.#drain().finally(() => {
      this.#running = null;
      if (this.#again) {
        this.#again = false;
        void this.kick();
      }
    });
    return this.#running;
  }

  async #drain(): Promise<void> {
    const due = await this.#repo.due(MAX_ATTEMPTS, 50);
    if (due.length === 0) return;
    const transport = await this.#transport.get();
    for (const mail of due) {
      try {
        await transport.sendMail({
          from: this.#from,
          to: mail.to_address,
          subject: mail.subject,
          text: mail.text_body,
          headers: JSON.parse(mail.headers),
        });
        await this.#repo.markSent(mail.id, mail.attempts + 1, new Date().toISOString());
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        this.#log.warn({ mail_id: mail.id, err: message }, 'mail delivery failed; will retry');
        await this.#repo.markAttemptFailed(
          mail.id,
          mail.attempts + 1,
          message.slice(0, 500),
          mail.attempts + 1 >= MAX_ATTEMPTS ? 'failed' : 'queued',
        );
      }
    }
  }

  async close(): Promise<void> {
    await this.#running;
    (await this.#transport.ifMade())?.close();
  }
}
