/**
 * Webhook subscriptions: validated (SSRF guard, and the owner's scope for every event), stored with
 * a signing secret shown only once and owned by the token that made it (ownership.ts); and what the
 * admin API does with them: the per-attempt deliveries log, redelivery, test events,
 * secret rotation with a grace period, enable and disable. Deliveries themselves are sent by the
 * dispatcher (dispatcher.ts); `afterCommit` wakes it after a commit that queued one.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../core/clock.ts';
import type { AfterCommit } from '../core/commit-signal.ts';
import type { ChangeContext, RequestContext } from '../core/context.ts';
import { DomainError, notFound } from '../core/errors.ts';
import { newId } from '../core/ids.ts';
import { type DialectCapabilities, inTransaction } from '../db/capabilities.ts';
import type { Database } from '../db/schema.ts';
import { recordAudit } from '../events/audit.ts';
import { insertDeliveries } from '../events/outbox.ts';
import { insertEventRows } from '../events/outbox-repo.ts';
import { type EventData, TEST_EVENT_TYPE } from '../events/schemas.ts';
import type { AllowList } from '../net/ssrf.ts';
import { holdsScope } from '../tokens/scopes.ts';
import { attemptLog, deliveryById, deliveryDetail, requeueDelivery } from './deliveries-repo.ts';
import { ownerPauseReason } from './ownership.ts';
import type {
  AdminWebhook,
  DeliveryDetail,
  DeliveryLogRow,
  NewWebhook,
  RedeliveryQueued,
  RotatedSecret,
  TestEventQueued,
  Webhook,
} from './schema.ts';
import {
  insertSubscription,
  listSubscriptions,
  stopSubscriptions,
  subscriptionById,
  updateSubscription,
} from './subscription-repo.ts';
import {
  assertMayReceive,
  checkUrl,
  generateWebhookSecret,
  type OwnedRow,
  type Row,
  toAdminWebhook,
  toWebhook,
  view,
  type WebhookActor,
} from './subscriptions.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface WebhookServiceOptions {
  /** Hours the previous secret keeps signing after a rotation (WEBHOOK_SECRET_GRACE_HOURS, default 24). */
  secretGraceHours: number;
  /** Called after a commit that queued a delivery: wakes the dispatcher. */
  afterCommit: AfterCommit;
}

/**
 * Disables a subscription (410, 5 days of failures, or an admin) and fails its pending deliveries
 * that are not in flight. Explicit ones (test events, manual redeliveries) are left to run.
 */
export async function disableSubscription(db: Db, id: string, reason: string, now: string): Promise<void> {
  await stopSubscriptions(db, [id], 'disabled', reason, now);
}

export class WebhookService {
  readonly #db: Kysely<Database>;
  readonly #allow: AllowList;
  readonly #clock: Clock;

  readonly #options: WebhookServiceOptions;
  readonly #store: Pick<DialectCapabilities, 'notify'>;

  constructor(
    db: Kysely<Database>,
    allow: AllowList,
    clock: Clock,
    options: Partial<WebhookServiceOptions> & { store: Pick<DialectCapabilities, 'notify'> },
  ) {
    this.#db = db;
    this.#store = options.store;
    this.#allow = allow;
    this.#clock = clock;
    this.#options = { secretGraceHours: 24, afterCommit: async () => {}, ...options };
  }

  #now(): string {
    return this.#clock.now().toISOString();
  }

  /**
   * The subscriptions a token may see: its own; with admin:full every one, the shop's (no owner)
   * and other tokens' included.
   */
  async list(viewer: WebhookActor): Promise<Webhook[]> {
    const rows = await listSubscriptions(
      this.#db,
      holdsScope(viewer.scopes, 'admin:full') ? undefined : viewer.tokenId,
    );
    const now = this.#now();
    return rows.map((row) => view(row, now));
  }

  /**
   * Returns the subscription with its secret: the only time the secret is shown. It belongs to
   * `meta.owner`, which needs the scope that reads each event's data (EVENT_SCOPES), else 403.
   */
  async create(
    input: NewWebhook,
    meta: ChangeContext & { owner: WebhookActor },
  ): Promise<Webhook & { secret: string; dry_run: boolean }> {
    assertMayReceive(meta.owner, input.events, 'events');
    await checkUrl(input.url, this.#allow, 'url');
    const now = this.#clock.now().toISOString();
    const row: Row = {
      id: newId('whk'),
      name: input.name.trim(),
      url: input.url,
      events: JSON.stringify([...new Set(input.events)]),
      secret: generateWebhookSecret(),
      previous_secret: null,
      previous_secret_expires_at: null,
      status: 'active',
      disabled_reason: null,
      created_by: meta.actor.id,
      created_at: now,
      updated_at: now,
      failing_since: null,
      owner_token_id: meta.owner.tokenId,
    };
    const webhook = toWebhook(row);
    if (!meta.dryRun) {
      await inTransaction(this.#db, async (trx) => {
        await insertSubscription(trx, row);
        await recordAudit(
          trx,
          {
            actor: meta.actor,
            tool: meta.tool,
            action: 'webhook.create',
            entityType: 'webhook',
            entityId: row.id,
            before: null,
            after: webhook,
            requestId: meta.requestId,
          },
          now,
        );
      });
    }
    return { ...webhook, secret: meta.dryRun ? '(issued on creation)' : row.secret, dry_run: meta.dryRun };
  }

  /** Every subscription (the dashboard: admins see all owners' and the shop's). */
  async listForAdmin(): Promise<AdminWebhook[]> {
    const now = this.#now();
    return (await listSubscriptions(this.#db)).map((row) => toAdminWebhook(row, now));
  }

  async #row(db: Db, id: string): Promise<OwnedRow> {
    const row = await subscriptionById(db, id);
    if (!row) throw notFound(`Webhook ${id}`);
    return row;
  }

  async get(id: string): Promise<AdminWebhook> {
    return toAdminWebhook(await this.#row(this.#db, id), this.#now());
  }

  /** Newest first, one row per attempt (docs/contract.md#dashboard). */
  async deliveries(id: string, limit: number): Promise<DeliveryLogRow[]> {
    await this.#row(this.#db, id);
    return attemptLog(this.#db, id, limit);
  }

  /** One delivery with all its attempts, response excerpts included. */
  async delivery(deliveryId: string): Promise<DeliveryDetail> {
    const detail = await deliveryDetail(this.#db, deliveryId);
    if (!detail) throw notFound(`Delivery ${deliveryId}`);
    return detail;
  }

  /**
   * A new attempt now, for a failed or any past delivery (the same delivery id and event id, the
   * attempt number counting on). A finished delivery gets one attempt without automatic retries.
   */
  async redeliver(deliveryId: string, meta: RequestContext): Promise<RedeliveryQueued> {
    const now = this.#clock.now().toISOString();
    await inTransaction(this.#db, async (trx) => {
      const d = await deliveryById(trx, deliveryId);
      if (!d) throw notFound(`Delivery ${deliveryId}`);
      const inFlight = () =>
        new DomainError(
          'delivery_in_progress',
          'An attempt of this delivery is in flight; redeliver when it has finished',
        );
      if (d.claim_token !== null) throw inFlight();
      const autoRetry = d.status === 'pending' ? d.auto_retry : false;
      if (!(await requeueDelivery(trx, deliveryId, autoRetry, now))) throw inFlight();
      await recordAudit(
        trx,
        {
          actor: meta.actor,
          tool: null,
          action: 'webhook.redeliver',
          entityType: 'webhook',
          entityId: d.subscription_id,
          before: { delivery_id: d.id, event_id: d.event_id, status: d.status, attempts: d.attempts },
          after: { delivery_id: d.id, status: 'pending', next_attempt_at: now },
          requestId: meta.requestId,
        },
        now,
      );
    });
    await this.#options.afterCommit({ deliveries: true });
    return { id: deliveryId, status: 'pending', next_attempt_at: now };
  }

  /** Queues a `webhook.test` event for this subscription only (sent even when it is disabled). */
  async sendTest(id: string, meta: RequestContext): Promise<TestEventQueued> {
    const now = this.#clock.now().toISOString();
    const eventId = newId('evt');
    const deliveryId = await inTransaction(this.#db, async (trx) => {
      const row = await this.#row(trx, id);
      const data: EventData<typeof TEST_EVENT_TYPE> = {
        webhook_id: row.id,
        message: 'A test event from napf: this endpoint receives its webhooks.',
      };
      await insertEventRows(trx, [{ id: eventId, type: TEST_EVENT_TYPE, data: JSON.stringify(data), created_at: now }]);
      const [delivery] = await insertDeliveries(
        trx,
        [{ eventId, eventType: TEST_EVENT_TYPE, subscriptionId: row.id, autoRetry: false }],
        now,
        this.#store,
      );
      await recordAudit(
        trx,
        {
          actor: meta.actor,
          tool: null,
          action: 'webhook.test',
          entityType: 'webhook',
          entityId: row.id,
          before: null,
          after: { event_id: eventId, delivery_id: delivery?.id },
          requestId: meta.requestId,
        },
        now,
      );
      return delivery?.id as string;
    });
    await this.#options.afterCommit({ deliveries: true });
    return { delivery_id: deliveryId, event_id: eventId, event: TEST_EVENT_TYPE };
  }

  /**
   * Issues a new secret (returned only here). For the grace period the old one keeps signing too,
   * so receivers can switch without losing a delivery; a grace of 0 retires it at once.
   */
  async rotateSecret(id: string, graceHours: number | undefined, meta: RequestContext): Promise<RotatedSecret> {
    const now = this.#clock.now();
    const hours = graceHours ?? this.#options.secretGraceHours;
    const secret = generateWebhookSecret();
    const expires = hours > 0 ? new Date(now.getTime() + hours * 3_600_000).toISOString() : null;
    await inTransaction(this.#db, async (trx) => {
      const row = await this.#row(trx, id);
      await updateSubscription(trx, id, {
        secret,
        previous_secret: expires ? row.secret : null,
        previous_secret_expires_at: expires,
        updated_at: now.toISOString(),
      });
      await recordAudit(
        trx,
        {
          actor: meta.actor,
          tool: null,
          action: 'webhook.rotate_secret',
          entityType: 'webhook',
          entityId: id,
          before: { previous_secret_expires_at: row.previous_secret_expires_at },
          after: { previous_secret_expires_at: expires },
          requestId: meta.requestId,
        },
        now.toISOString(),
      );
    });
    return { id, secret, previous_secret_expires_at: expires };
  }

  /**
   * Enables (resumes) or disables a subscription. Resuming one whose owning token is revoked or
   * expired hands it to the shop (owner null): that token cannot come back, and the admin who
   * resumes it takes it over; the audit record keeps the previous owner.
   */
  async setEnabled(id: string, enabled: boolean, meta: RequestContext): Promise<AdminWebhook> {
    const now = this.#clock.now().toISOString();
    await inTransaction(this.#db, async (trx) => {
      const row = await this.#row(trx, id);
      const owner = enabled && ownerPauseReason(row, now) ? null : row.owner_token_id;
      if (enabled) {
        await updateSubscription(trx, id, {
          status: 'active',
          disabled_reason: null,
          failing_since: null,
          owner_token_id: owner,
          updated_at: now,
        });
      } else {
        await disableSubscription(trx, id, `Disabled by ${meta.actor.name}`, now);
      }
      await recordAudit(
        trx,
        {
          actor: meta.actor,
          tool: null,
          action: enabled ? 'webhook.enable' : 'webhook.disable',
          entityType: 'webhook',
          entityId: id,
          before: { status: row.status, disabled_reason: row.disabled_reason, owner_token_id: row.owner_token_id },
          after: enabled
            ? { status: 'active', disabled_reason: null, owner_token_id: owner }
            : { status: 'disabled', owner_token_id: owner },
          requestId: meta.requestId,
        },
        now,
      );
    });
    return this.get(id);
  }
}
