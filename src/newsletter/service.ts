/**
 * GDPR double opt-in (docs/contract.md#newsletter). Every request answers `pending`, whatever the address's state,
 * so the endpoint reveals nothing about who subscribed. A subscription, its consent record and its
 * confirmation mail commit together. Confirmation mails are throttled per mailbox (all spellings of
 * one inbox together), see mailbox-throttle.ts.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../core/clock.ts';
import { DomainError } from '../core/errors.ts';
import { newId, randomUrlToken } from '../core/ids.ts';
import { inTransaction } from '../db/capabilities.ts';
import type { Database } from '../db/schema.ts';
import { enqueueMail, type MailSender } from '../mail/outbox.ts';
import { claimConfirmationMail } from './mailbox-throttle.ts';
import { CONSENT_TEXT_VERSION, confirmationMail } from './messages.ts';
import { NewsletterRepo } from './repo.ts';

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
    throw new DomainError('invalid_email', 'email is not a valid e-mail address', {
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
    await inTransaction(this.#db, async (trx) => {
      const repo = new NewsletterRepo(trx);
      const existing = await repo.subscriberByEmail(email);
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
        await repo.updateSubscriber(id, fields);
      } else {
        await repo.insertSubscriber({ id, email, created_at: nowIso, confirmed_at: null, ...fields });
      }
      await repo.insertConfirmation({
        token_hash: sha256(confirmToken),
        subscriber_id: id,
        expires_at: new Date(now.getTime() + CONFIRM_VALID_MS).toISOString(),
        used_at: null,
        created_at: nowIso,
      });
      await this.#consent(repo, id, 'requested', input, nowIso);
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
    return inTransaction(this.#db, async (trx) => {
      const repo = new NewsletterRepo(trx);
      const confirmation = await repo.confirmationByHash(sha256(token));
      if (!confirmation || confirmation.used_at || confirmation.expires_at <= nowIso) return false;
      if (!(await repo.useConfirmation(confirmation.token_hash, nowIso))) return false;
      await repo.confirmPending(confirmation.subscriber_id, nowIso);
      await this.#consent(repo, confirmation.subscriber_id, 'confirmed', { source: 'link', ...meta }, nowIso);
      return true;
    });
  }

  /** Withdraws consent; false when the token is unknown. Repeating it is harmless. */
  async unsubscribe(token: string, meta: { ip?: string; user_agent?: string }): Promise<boolean> {
    const nowIso = this.#clock.now().toISOString();
    return inTransaction(this.#db, async (trx) => {
      const repo = new NewsletterRepo(trx);
      const subscriber = await repo.subscriberByUnsubscribeHash(sha256(token));
      if (!subscriber) return false;
      if (subscriber.status !== 'unsubscribed') {
        await repo.updateSubscriber(subscriber.id, {
          status: 'unsubscribed',
          unsubscribed_at: nowIso,
          updated_at: nowIso,
        });
        await this.#consent(repo, subscriber.id, 'withdrawn', { source: 'link', ...meta }, nowIso);
      }
      return true;
    });
  }

  async #consent(
    repo: NewsletterRepo,
    subscriberId: string,
    action: 'requested' | 'confirmed' | 'withdrawn',
    meta: { source: string; ip?: string; user_agent?: string },
    at: string,
  ): Promise<void> {
    await repo.insertConsent({
      id: newId('cns'),
      subscriber_id: subscriberId,
      action,
      source: meta.source,
      consent_text_version: CONSENT_TEXT_VERSION,
      ip: meta.ip ?? null,
      user_agent: meta.user_agent?.slice(0, 300) ?? null,
      created_at: at,
    });
  }
}
