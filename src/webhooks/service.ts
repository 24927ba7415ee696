/**
 * Webhook subscriptions: validated (SSRF guard, and the owner's scope for every event), stored with
 * a signing secret shown only once and owned by the token that made it (ownership.ts); and what the
 * admin API does with them: the per-attempt deliveries log, redelivery, test events,
 * secret rotation with a grace period, enable and disable. Deliveries themselves are sent by the
 * dispatcher (dispatcher.ts); `onQueued` wakes it after a commit that queued one.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { recordAudit } from '../events/audit.ts';
import { EVENT_SCOPES, type EventType, insertDeliveries, TEST_EVENT_TYPE } from '../events/outbox.ts';
import { ApiError, type FieldError, notFound } from '../http/errors.ts';
import { type AllowList, assertSafeUrl, UnsafeUrlError } from '../net/ssrf.ts';
import { holdsScope } from '../tokens/scopes.ts';
import type { Actor } from '../tools/types.ts';
import { newId } from '../util/ids.ts';
import type { Clock } from '../util/time.ts';
import { type OwnerColumns, ownerPauseReason } from './ownership.ts';
import { stopSubscriptions } from './stop.ts';

export interface Webhook {
  id: string;
  name: string;
  url: string;
  events: EventType[];
  /** paused: the owning token was revoked or expired (disabled_reason token_revoked, token_expired). */
  status: 'active' | 'disabled' | 'paused';
  disabled_reason: string | null;
  /** The token that owns it; null: the shop. */
  owner_token_id: string | null;
  created_at: string;
  updated_at: string;
}

/** A token acting on subscriptions: it owns what it creates and sees only that, unless admin:full. */
export interface WebhookActor {
  tokenId: string;
  scopes: readonly string[];
}

export interface CreateWebhookInput {
  name: string;
  url: string;
  events: EventType[];
}

export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

type Row = Database['webhook_subscriptions'];
/** A subscription with its owner token's state (see #select). */
type OwnedRow = Row & OwnerColumns & { owner_name: string | null };
type Db = Kysely<Database> | Transaction<Database>;

/** The dashboard's view of a subscription: the public fields plus delivery health. */
export interface AdminWebhook extends Webhook {
  /** Start of an unbroken run of failed attempts, or null. */
  failing_since: string | null;
  /** Until when the previous secret still signs deliveries after a rotation, or null. */
  previous_secret_expires_at: string | null;
  /** The owning token's name; null for the shop's. */
  owner_token_name: string | null;
}

/** One row per attempt (CONTRACT §9). */
export interface DeliveryLogRow {
  id: string;
  event_id: string;
  event: string;
  attempt: number;
  status: 'pending' | 'succeeded' | 'failed';
  response_status: number | null;
  duration_ms: number | null;
  error: string | null;
  created_at: string;
  next_attempt_at: string | null;
}

export interface DeliveryDetail {
  id: string;
  subscription_id: string;
  event_id: string;
  event: string;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: number;
  next_attempt_at: string | null;
  last_status: number | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  attempt_log: Omit<Database['webhook_attempts'], 'id' | 'delivery_id' | 'subscription_id'>[];
}

export interface AdminMeta {
  actor: Actor;
  requestId: string | null;
}

export interface WebhookServiceOptions {
  /** Hours the previous secret keeps signing after a rotation (CONTRACT §7: default 24). */
  secretGraceHours: number;
  /** Called after a commit that queued a delivery: wakes the dispatcher. */
  onQueued: () => void;
}

/**
 * Disables a subscription (410, 5 days of failures, or an admin) and fails its pending deliveries
 * that are not in flight. Explicit ones (test events, manual redeliveries) are left to run.
 */
export async function disableSubscription(db: Db, id: string, reason: string, now: string): Promise<void> {
  await stopSubscriptions(db, [id], 'disabled', reason, now);
}

const toWebhook = (row: Row): Webhook => ({
  id: row.id,
  name: row.name,
  url: row.url,
  events: JSON.parse(row.events),
  status: row.status as Webhook['status'],
  disabled_reason: row.disabled_reason,
  owner_token_id: row.owner_token_id,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

/**
 * The wire form as of `nowIso`. An active subscription whose owner has expired is shown paused
 * already (expiry has no event): the dispatcher pauses it for good before its next delivery.
 */
function view(row: OwnedRow, nowIso: string): Webhook {
  const pause = row.status === 'active' ? ownerPauseReason(row, nowIso) : null;
  return pause ? { ...toWebhook(row), status: 'paused', disabled_reason: pause } : toWebhook(row);
}

const toAdminWebhook = (row: OwnedRow, nowIso: string): AdminWebhook => ({
  ...view(row, nowIso),
  failing_since: row.failing_since,
  previous_secret_expires_at: row.previous_secret_expires_at,
  owner_token_name: row.owner_name,
});

/** 403 naming the scope each event needs that the token lacks, or nothing when it holds them all. */
function assertMayReceive(owner: WebhookActor, events: readonly EventType[], path: string): void {
  const missing = events.filter((event) => !holdsScope(owner.scopes, EVENT_SCOPES[event]));
  if (missing.length === 0) return;
  const errors: FieldError[] = missing.map((event) => ({
    path,
    message: `${event} needs the scope ${EVENT_SCOPES[event]}`,
  }));
  const needs = missing.map((event) => `${EVENT_SCOPES[event]} needed for ${event}`).join(', ');
  throw new ApiError(403, 'forbidden', `This token lacks the scope ${needs}`, { errors });
}

/** Validates a URL with the SSRF guard, reporting problems at `path` as a 400. */
export async function checkUrl(url: string, allow: AllowList, path: string): Promise<void> {
  try {
    await assertSafeUrl(url, allow);
  } catch (err) {
    if (err instanceof UnsafeUrlError) {
      throw new ApiError(400, 'invalid_parameters', `${path} ${err.message}`, {
        errors: [{ path, message: err.message }],
      });
    }
    throw err;
  }
}

export class WebhookService {
  readonly #db: Kysely<Database>;
  readonly #allow: AllowList;
  readonly #clock: Clock;

  readonly #options: WebhookServiceOptions;

  constructor(db: Kysely<Database>, allow: AllowList, clock: Clock, options: Partial<WebhookServiceOptions> = {}) {
    this.#db = db;
    this.#allow = allow;
    this.#clock = clock;
    this.#options = { secretGraceHours: 24, onQueued: () => {}, ...options };
  }

  /** Subscriptions with their owner token's state, oldest first. */
  #select(db: Db = this.#db) {
    return db
      .selectFrom('webhook_subscriptions as s')
      .leftJoin('api_tokens as o', 'o.id', 's.owner_token_id')
      .selectAll('s')
      .select([
        'o.id as owner_id',
        'o.name as owner_name',
        'o.revoked_at as owner_revoked_at',
        'o.expires_at as owner_expires_at',
      ])
      .orderBy('s.created_at')
      .orderBy('s.id');
  }

  #now(): string {
    return this.#clock.now().toISOString();
  }

  /**
   * The subscriptions a token may see: its own; with admin:full every one, the shop's (no owner)
   * and other tokens' included.
   */
  async list(viewer: WebhookActor): Promise<Webhook[]> {
    const query = holdsScope(viewer.scopes, 'admin:full')
      ? this.#select()
      : this.#select().where('s.owner_token_id', '=', viewer.tokenId);
    const now = this.#now();
    return (await query.execute()).map((row) => view(row, now));
  }

  /**
   * Returns the subscription with its secret: the only time the secret is shown. It belongs to
   * `meta.owner`, which needs the scope that reads each event's data (EVENT_SCOPES), else 403.
   */
  async create(
    input: CreateWebhookInput,
    meta: { actor: Actor; owner: WebhookActor; tool: string | null; requestId: string | null; dryRun: boolean },
  ): Promise<Webhook & { secret: string; dry_run: boolean }> {
    assertMayReceive(meta.owner, input.events, 'parameters.events');
    await checkUrl(input.url, this.#allow, 'parameters.url');
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
      await this.#db.transaction().execute(async (trx) => {
        await trx.insertInto('webhook_subscriptions').values(row).execute();
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
    return (await this.#select().execute()).map((row) => toAdminWebhook(row, now));
  }

  async #row(db: Db, id: string): Promise<OwnedRow> {
    const row = await this.#select(db).where('s.id', '=', id).executeTakeFirst();
    if (!row) throw notFound(`Webhook ${id}`);
    return row;
  }

  async get(id: string): Promise<AdminWebhook> {
    return toAdminWebhook(await this.#row(this.#db, id), this.#now());
  }

  /** Newest first, one row per attempt (CONTRACT §9). */
  async deliveries(id: string, limit: number): Promise<DeliveryLogRow[]> {
    await this.#row(this.#db, id);
    const rows = await this.#db
      .selectFrom('webhook_attempts as a')
      .innerJoin('webhook_deliveries as d', 'd.id', 'a.delivery_id')
      .select([
        'd.id as id',
        'd.event_id as event_id',
        'd.event_type as event',
        'd.status as delivery_status',
        'd.attempts as delivery_attempts',
        'd.next_attempt_at as delivery_next_attempt_at',
        'a.attempt as attempt',
        'a.succeeded as succeeded',
        'a.response_status as response_status',
        'a.duration_ms as duration_ms',
        'a.error as error',
        'a.created_at as created_at',
        'a.next_attempt_at as next_attempt_at',
      ])
      .where('a.subscription_id', '=', id)
      .orderBy('a.created_at', 'desc')
      .orderBy('a.attempt', 'desc')
      .orderBy('a.id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => {
      // The latest attempt of a delivery that will be tried again is shown as pending.
      const latestOfPending = r.delivery_status === 'pending' && r.attempt === r.delivery_attempts;
      const status = r.succeeded ? 'succeeded' : latestOfPending ? 'pending' : 'failed';
      return {
        id: r.id,
        event_id: r.event_id,
        event: r.event,
        attempt: r.attempt,
        status,
        response_status: r.response_status,
        duration_ms: r.duration_ms,
        error: r.error,
        created_at: r.created_at,
        next_attempt_at: latestOfPending ? r.delivery_next_attempt_at : r.next_attempt_at,
      };
    });
  }

  /** One delivery with all its attempts, response excerpts included. */
  async delivery(deliveryId: string): Promise<DeliveryDetail> {
    const d = await this.#db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('id', '=', deliveryId)
      .executeTakeFirst();
    if (!d) throw notFound(`Delivery ${deliveryId}`);
    const attempts = await this.#db
      .selectFrom('webhook_attempts')
      .selectAll()
      .where('delivery_id', '=', deliveryId)
      .orderBy('attempt')
      .orderBy('created_at')
      .execute();
    return {
      id: d.id,
      subscription_id: d.subscription_id,
      event_id: d.event_id,
      event: d.event_type,
      status: d.status as DeliveryDetail['status'],
      attempts: d.attempts,
      next_attempt_at: d.next_attempt_at,
      last_status: d.last_status,
      last_error: d.last_error,
      created_at: d.created_at,
      updated_at: d.updated_at,
      attempt_log: attempts.map((a) => ({
        attempt: a.attempt,
        created_at: a.created_at,
        succeeded: Boolean(a.succeeded),
        response_status: a.response_status,
        duration_ms: a.duration_ms,
        response_excerpt: a.response_excerpt,
        error: a.error,
        next_attempt_at: a.next_attempt_at,
      })),
    };
  }

  /**
   * A new attempt now, for a failed or any past delivery (the same delivery id and event id, the
   * attempt number counting on). A finished delivery gets one attempt without automatic retries.
   */
  async redeliver(
    deliveryId: string,
    meta: AdminMeta,
  ): Promise<{ id: string; status: 'pending'; next_attempt_at: string }> {
    const now = this.#clock.now().toISOString();
    await this.#db.transaction().execute(async (trx) => {
      const d = await trx.selectFrom('webhook_deliveries').selectAll().where('id', '=', deliveryId).executeTakeFirst();
      if (!d) throw notFound(`Delivery ${deliveryId}`);
      const inFlight = () =>
        new ApiError(
          409,
          'delivery_in_progress',
          'An attempt of this delivery is in flight; redeliver when it has finished',
        );
      if (d.claim_token !== null) throw inFlight();
      const updated = await trx
        .updateTable('webhook_deliveries')
        .set({
          status: 'pending',
          next_attempt_at: now,
          auto_retry: d.status === 'pending' ? d.auto_retry : false,
          updated_at: now,
        })
        .where('id', '=', deliveryId)
        .where('claim_token', 'is', null)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) throw inFlight();
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
    this.#options.onQueued();
    return { id: deliveryId, status: 'pending', next_attempt_at: now };
  }

  /** Queues a `webhook.test` event for this subscription only (sent even when it is disabled). */
  async sendTest(id: string, meta: AdminMeta): Promise<{ delivery_id: string; event_id: string; event: string }> {
    const now = this.#clock.now().toISOString();
    const eventId = newId('evt');
    const deliveryId = await this.#db.transaction().execute(async (trx) => {
      const row = await this.#row(trx, id);
      await trx
        .insertInto('events')
        .values({
          id: eventId,
          type: TEST_EVENT_TYPE,
          data: JSON.stringify({
            webhook_id: row.id,
            message: 'A test event from napf: this endpoint receives its webhooks.',
          }),
          created_at: now,
        })
        .execute();
      const [delivery] = await insertDeliveries(
        trx,
        [{ eventId, eventType: TEST_EVENT_TYPE, subscriptionId: row.id, autoRetry: false }],
        now,
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
          after: { event_id: eventId, delivery_id: delivery },
          requestId: meta.requestId,
        },
        now,
      );
      return delivery as string;
    });
    this.#options.onQueued();
    return { delivery_id: deliveryId, event_id: eventId, event: TEST_EVENT_TYPE };
  }

  /**
   * Issues a new secret (returned only here). For the grace period the old one keeps signing too,
   * so receivers can switch without losing a delivery; a grace of 0 retires it at once.
   */
  async rotateSecret(
    id: string,
    graceHours: number | undefined,
    meta: AdminMeta,
  ): Promise<{ id: string; secret: string; previous_secret_expires_at: string | null }> {
    const now = this.#clock.now();
    const hours = graceHours ?? this.#options.secretGraceHours;
    const secret = generateWebhookSecret();
    const expires = hours > 0 ? new Date(now.getTime() + hours * 3_600_000).toISOString() : null;
    await this.#db.transaction().execute(async (trx) => {
      const row = await this.#row(trx, id);
      await trx
        .updateTable('webhook_subscriptions')
        .set({
          secret,
          previous_secret: expires ? row.secret : null,
          previous_secret_expires_at: expires,
          updated_at: now.toISOString(),
        })
        .where('id', '=', id)
        .execute();
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
  async setEnabled(id: string, enabled: boolean, meta: AdminMeta): Promise<AdminWebhook> {
    const now = this.#clock.now().toISOString();
    await this.#db.transaction().execute(async (trx) => {
      const row = await this.#row(trx, id);
      const owner = enabled && ownerPauseReason(row, now) ? null : row.owner_token_id;
      if (enabled) {
        await trx
          .updateTable('webhook_subscriptions')
          .set({ status: 'active', disabled_reason: null, failing_since: null, owner_token_id: owner, updated_at: now })
          .where('id', '=', id)
          .execute();
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
