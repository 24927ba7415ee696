/**
 * GDPR double opt-in (CONTRACT §4). Every request answers `pending`, whatever the address's state,
 * so the endpoint reveals nothing about who subscribed. A subscription, its consent record and its
 * confirmation mail commit together. Confirmation mails are throttled per mailbox (all spellings of
 * one inbox together), see mailbox-throttle.ts.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { enqueueMail, type MailSender } from '../mail/outbox.ts';
import { newId, randomUrlToken } from '../util/ids.ts';
import type { Clock } from '../util/time.ts';
import { claimConfirmationMail } from './mailbox-throttle.ts';
import { CONSENT_TEXT_VERSION, confirmationMail } from './messages.ts';

export type PetType = 'DOG' | 'CAT' | 'BOTH';

export interface SubscribeInput {
  email: string;
  first_name?: string;
  pet_types?: PetType[];
  source: 'rest' | 'mcp';
  ip?: string;
  user_agent?: string;
}

const CONFIRM_VALID_MS = 48 * 3600 * 1000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

// Pragmatic address check (the schema's `format: email` runs first); length per RFC 5321.
const EMAIL = /^[^\s@"<>()[\]\\,;:]+@[^\s@"<>()[\]\\,;:]+\.[^\s@"<>()[\]\\,;:]{2,}$/;

export function normalizeEmail(email: string): string {
  const normalized = email.trim().toLowerCase();
  if (normalized.length > 254 || !EMAIL.test(normalized)) {
    throw new ApiError(400, 'invalid_email', 'email is not a valid e-mail address', {
      errors: [{ path: 'email', message: 'is not a valid e-mail address' }],
    });
  }
  return normalized;
}

export class NewsletterService {
  readonly #db: Kysely<Database>;
  readonly #mail: MailSender;
  readonly #publicUrl: string;
  readonly #clock: Clock;

  constructor(db: Kysely<Database>, mail: MailSender, publicUrl: string, clock: Clock) {
    this.#db = db;
    this.#mail = mail;
    this.#publicUrl = publicUrl;
    this.#clock = clock;
  }

  async subscribe(input: SubscribeInput): Promise<{ status: 'pending' }> {
    const email = normalizeEmail(input.email);
    const now = this.#clock.now();
    const nowIso = now.toISOString();
    let mailQueued = false;
    await this.#db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom('newsletter_subscribers')
        .selectAll()
        .where('email', '=', email)
        .executeTakeFirst();
      if (existing?.status === 'confirmed') return;
      // A throttled request changes nothing and answers the same `pending` as a mailed one.
      if (!(await claimConfirmationMail(trx, email, now))) return;
      const unsubscribeToken = randomUrlToken();
      const confirmToken = randomUrlToken();
      const fields = {
        first_name: input.first_name?.trim() || null,
        pet_types: JSON.stringify([...new Set(input.pet_types ?? [])]),
        status: 'pending',
        unsubscribe_token_hash: sha256(unsubscribeToken),
        updated_at: nowIso,
        unsubscribed_at: null,
      };
      const id = existing?.id ?? newId('sub');
      if (existing) {
        await trx.updateTable('newsletter_subscribers').set(fields).where('id', '=', id).execute();
      } else {
        await trx
          .insertInto('newsletter_subscribers')
          .values({ id, email, created_at: nowIso, confirmed_at: null, ...fields })
          .execute();
      }
      await trx
        .insertInto('newsletter_confirmations')
        .values({
          token_hash: sha256(confirmToken),
          subscriber_id: id,
          expires_at: new Date(now.getTime() + CONFIRM_VALID_MS).toISOString(),
          used_at: null,
          created_at: nowIso,
        })
        .execute();
      await this.#consent(trx, id, 'requested', input, nowIso);
      const confirmUrl = `${this.#publicUrl}/api/v1/newsletter/confirm?token=${confirmToken}`;
      const unsubscribeUrl = `${this.#publicUrl}/api/v1/newsletter/unsubscribe?token=${unsubscribeToken}`;
      const { subject, text } = confirmationMail(fields.first_name, confirmUrl, unsubscribeUrl);
      await enqueueMail(
        trx,
        {
          to: email,
          subject,
          text,
          headers: {
            // RFC 8058 one-click unsubscribe: mail clients POST List-Unsubscribe=One-Click to the URL.
            'List-Unsubscribe': `<${unsubscribeUrl}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        },
        nowIso,
        this.#mail.enabled,
      );
      mailQueued = true;
    });
    if (mailQueued) void this.#mail.kick();
    return { status: 'pending' };
  }

  /** Confirms with a one-time link token; false when unknown, used or expired. */
  async confirm(token: string, meta: { ip?: string; user_agent?: string }): Promise<boolean> {
    const nowIso = this.#clock.now().toISOString();
    return this.#db.transaction().execute(async (trx) => {
      const confirmation = await trx
        .selectFrom('newsletter_confirmations')
        .selectAll()
        .where('token_hash', '=', sha256(token))
        .executeTakeFirst();
      if (!confirmation || confirmation.used_at || confirmation.expires_at <= nowIso) return false;
      const used = await trx
        .updateTable('newsletter_confirmations')
        .set({ used_at: nowIso })
        .where('token_hash', '=', confirmation.token_hash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) === 0) return false;
      await trx
        .updateTable('newsletter_subscribers')
        .set({ status: 'confirmed', confirmed_at: nowIso, updated_at: nowIso })
        .where('id', '=', confirmation.subscriber_id)
        .where('status', '=', 'pending')
        .execute();
      await this.#consent(trx, confirmation.subscriber_id, 'confirmed', { source: 'link', ...meta }, nowIso);
      return true;
    });
  }

  /** Withdraws consent; false when the token is unknown. Repeating it is harmless. */
  async unsubscribe(token: string, meta: { ip?: string; user_agent?: string }): Promise<boolean> {
    const nowIso = this.#clock.now().toISOString();
    return this.#db.transaction().execute(async (trx) => {
      const subscriber = await trx
        .selectFrom('newsletter_subscribers')
        .select(['id', 'status'])
        .where('unsubscribe_token_hash', '=', sha256(token))
        .executeTakeFirst();
      if (!subscriber) return false;
      if (subscriber.status !== 'unsubscribed') {
        await trx
          .updateTable('newsletter_subscribers')
          .set({ status: 'unsubscribed', unsubscribed_at: nowIso, updated_at: nowIso })
          .where('id', '=', subscriber.id)
          .execute();
        await this.#consent(trx, subscriber.id, 'withdrawn', { source: 'link', ...meta }, nowIso);
      }
      return true;
    });
  }

  async #consent(
    trx: Kysely<Database>,
    subscriberId: string,
    action: 'requested' | 'confirmed' | 'withdrawn',
    meta: { source: string; ip?: string; user_agent?: string },
    at: string,
  ): Promise<void> {
    await trx
      .insertInto('newsletter_consents')
      .values({
        id: newId('cns'),
        subscriber_id: subscriberId,
        action,
        source: meta.source,
        consent_text_version: CONSENT_TEXT_VERSION,
        ip: meta.ip ?? null,
        user_agent: meta.user_agent?.slice(0, 300) ?? null,
        created_at: at,
      })
      .execute();
  }
}
