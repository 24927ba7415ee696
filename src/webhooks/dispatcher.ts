/**
 * The webhook dispatcher: a worker inside every instance that delivers the outbox.
 *
 * - Claiming: one UPDATE ... WHERE id IN (SELECT ... FOR UPDATE SKIP LOCKED) (PostgreSQL) takes due
 *   pending rows, stamps them with a claim token and pushes next_attempt_at forward by a lease, so
 *   two instances never send the same attempt and a crashed instance's claims become due again when
 *   the lease runs out. SQLite has one process: the same statement without row locks, and claims
 *   left by a killed process are released at start.
 * - Waking: kick() after each commit (in-process), LISTEN on PostgreSQL for commits of other
 *   instances (recordEvents NOTIFYs inside the transaction, delivered at commit), a timer set to
 *   the next due retry, and a poll (1 s) as the fallback. Due rows are picked up at start.
 * - Sending: up to `concurrency` requests in flight, with up to four times as many claimed rows
 *   queued locally so that slots refill without a database round trip; once deliveries are under
 *   way a claim takes at least 2 × `concurrency` rows, and on PostgreSQL a second claim may run
 *   while one waits for its commit. A queued row is only started while its lease still covers a
 *   whole request (the client's timeout) and its recording; one that waited longer (slow receivers
 *   ahead of it) is handed back and claimed afresh, so a lease never runs out during a request.
 *   Events never change: their wire bodies are encoded once and kept for the claims that follow.
 * - Recording: every attempt is written (webhook_attempts) and its delivery updated, guarded by the
 *   claim token; attempts finishing while others are in flight are recorded together, up to 128 or
 *   50 ms later, in one transaction (group commit).
 * - Outcome: 2xx succeeds; 410 disables the subscription at once; anything else is retried on the
 *   schedule (jitter, Retry-After) until it runs out (then failed); a subscription that has failed
 *   every attempt for 5 days is disabled.
 * - Owners: a claimed subscription whose owning token has expired or was revoked is paused before
 *   anything is sent to it (ownership.ts); its claimed deliveries are recorded unsent.
 */

import { sql } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Store } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import { NOTIFY_CHANNEL, TEST_EVENT_TYPE } from '../events/outbox.ts';
import { newId, randomBase62 } from '../util/ids.ts';
import type { Clock } from '../util/time.ts';
import type { PostResult, WebhookHttpClient } from './http-client.ts';
import { type OwnerColumns, ownerPauseReason, type PauseReason } from './ownership.ts';
import { FAILING_DISABLE_MS, nextRetryDelayMs, parseRetryAfter } from './retry.ts';
import { disableSubscription } from './service.ts';
import { deliveryBody, deliveryHeaders } from './signing.ts';
import { stopSubscriptions } from './stop.ts';

export interface DispatcherOptions {
  store: Store;
  clock: Clock;
  logger: Logger;
  client: WebhookHttpClient;
  /** Seconds before retry 1, 2, ... */
  schedule: readonly number[];
  concurrency: number;
  pollMs: number;
  /** How long a claim holds a delivery: longer than the request timeout. */
  leaseMs: number;
  /** PostgreSQL URL for LISTEN (null: no cross-instance wake-ups, the poll still works). */
  listenUrl: string | null;
  /** How long stop() lets requests in flight finish before aborting them. */
  stopGraceMs?: number;
}

interface Claimed {
  id: string;
  event_id: string;
  subscription_id: string;
  event_type: string;
  attempts: number;
  auto_retry: boolean | number;
}

/** What a delivery needs of its event: the wire body, encoded once for all of the event's deliveries. */
interface LoadedEvent {
  id: string;
  type: string;
  body: Buffer;
}

/** The columns of a subscription that sending and recording use (read afresh with every claim). */
const SUBSCRIPTION_COLUMNS = [
  's.id',
  's.url',
  's.secret',
  's.previous_secret',
  's.previous_secret_expires_at',
  's.status',
  's.failing_since',
  's.owner_token_id',
] as const;
type LoadedSubscription = Pick<
  Database['webhook_subscriptions'],
  'id' | 'url' | 'secret' | 'previous_secret' | 'previous_secret_expires_at' | 'status' | 'failing_since'
> &
  OwnerColumns;

interface Job extends Claimed {
  token: string;
  /** When the claim was taken (epoch ms): its lease runs until leaseMs later. */
  claimedAt: number;
  event: LoadedEvent | undefined;
  subscription: LoadedSubscription | undefined;
}

interface PendingRecord {
  job: Job;
  attempt: number;
  result: PostResult;
  manual: boolean;
  /** False when nothing was sent (subscription gone or disabled): its health is not affected. */
  sent: boolean;
  now: Date;
  done: () => void;
  failed: (err: unknown) => void;
}

const STOP_GRACE_MS = 1000;
/** Claimed rows queued behind the requests in flight, in multiples of `concurrency`. */
const QUEUE_DEPTH = 4;
/** The smallest claim once deliveries are under way, in multiples of `concurrency`. */
const CLAIM_AT_LEAST = 2;
/** Lease time a started request must leave after its timeout, for its attempt to be recorded. */
const RECORD_MARGIN_MS = 5000;
/** A literal, not a parameter: SQLite uses the partial index (status = 'pending') only then. */
const PENDING = sql.lit('pending');
/**
 * Attempt records wait for company while other deliveries are in flight, up to this long or until
 * FLUSH_AT of them are waiting, so that one transaction writes many: every commit rewrites the
 * pages it touched (the attempts' three indexes, the deliveries' due and subscription indexes), so
 * a burst recorded 16 at a time wrote and checkpointed most pages many times over. When nothing is
 * in flight any more no company is coming: the batch is written at once.
 */
const FLUSH_DELAY_MS = 50;
const FLUSH_AT = 128;
/** Events kept with their encoded bodies (they never change), the oldest dropped first. */
const EVENT_CACHE_SIZE = 64;
const LISTEN_RETRY_MS = 2000;

export class WebhookDispatcher {
  readonly #o: DispatcherOptions;
  readonly #inflight = new Map<string, { promise: Promise<void>; abort: AbortController }>();
  /** Claimed, not yet started (their lease runs). */
  #queue: Job[] = [];
  #records: PendingRecord[] = [];
  #flushing: Promise<void> | null = null;
  #flushNow: (() => void) | null = null;
  #stopped = true;
  /** Claims running, and the rows they asked for. */
  #claims = 0;
  #claimRows = 0;
  #kickScheduled = false;
  #poll: NodeJS.Timeout | null = null;
  #dueTimer: NodeJS.Timeout | null = null;
  #dueAt = Number.POSITIVE_INFINITY;
  /** Something may have become due since the last claim came up short (a kick, a timer). */
  #dirty = true;
  #kicks = 0;
  #listener: pg.Client | null = null;
  #listenRetry: NodeJS.Timeout | null = null;
  #idleWaiters: (() => void)[] = [];
  readonly #events = new Map<string, LoadedEvent>();

  constructor(options: DispatcherOptions) {
    this.#o = options;
  }

  get #db() {
    return this.#o.store.db;
  }

  #now(): Date {
    return this.#o.clock.now();
  }

  async start(): Promise<void> {
    if (!this.#stopped) return;
    this.#stopped = false;
    if (this.#o.store.dialect === 'sqlite') {
      // One process owns a SQLite file: claims still set were left by a process that was killed.
      const now = this.#now().toISOString();
      await this.#db
        .updateTable('webhook_deliveries')
        .set({ claim_token: null, next_attempt_at: now, updated_at: now })
        .where('status', '=', PENDING)
        .where('claim_token', 'is not', null)
        .execute();
    }
    this.#poll = setInterval(() => this.kick(), this.#o.pollMs);
    this.#poll.unref();
    if (this.#o.store.dialect === 'postgres' && this.#o.listenUrl) await this.#listen();
    this.kick();
  }

  /** Look for due deliveries now (call after committing events). Cheap and coalesced. */
  kick(): void {
    this.#kicks++;
    this.#dirty = true;
    this.#schedule();
  }

  /** Runs the pump soon; it claims only when something may be due (#dirty), else serves the queue. */
  #schedule(): void {
    if (this.#stopped || this.#kickScheduled) return;
    this.#kickScheduled = true;
    setImmediate(() => {
      this.#kickScheduled = false;
      this.#pump();
    });
  }

  /** Resolves when nothing is in flight and no pending delivery is due (tests, benchmarks). */
  async idle(): Promise<void> {
    for (;;) {
      const busy = this.#inflight.size > 0 || this.#queue.length > 0 || this.#records.length > 0 || this.#flushing;
      if (!busy && this.#claims === 0 && !this.#kickScheduled) {
        const due = await this.#db
          .selectFrom('webhook_deliveries')
          .select('id')
          .where('status', '=', PENDING)
          .where('next_attempt_at', '<=', this.#now().toISOString())
          .limit(1)
          .executeTakeFirst();
        if (!due) return;
        this.kick();
      }
      await new Promise<void>((resolve) => {
        this.#idleWaiters.push(resolve);
        setTimeout(resolve, 50).unref();
      });
    }
  }

  async stop(): Promise<void> {
    if (this.#stopped) return;
    this.#stopped = true;
    if (this.#poll) clearInterval(this.#poll);
    if (this.#dueTimer) clearTimeout(this.#dueTimer);
    if (this.#listenRetry) clearTimeout(this.#listenRetry);
    const listener = this.#listener;
    this.#listener = null;
    await listener?.end().catch(() => {});
    while (this.#claims > 0) await new Promise((r) => setTimeout(r, 5));
    const queued = this.#queue;
    this.#queue = [];
    await this.#release(queued).catch(() => {});
    const pending = [...this.#inflight.values()];
    if (pending.length > 0) {
      const grace = new Promise((r) => setTimeout(r, this.#o.stopGraceMs ?? STOP_GRACE_MS).unref());
      await Promise.race([Promise.all(pending.map((p) => p.promise)), grace]);
      for (const p of this.#inflight.values()) p.abort.abort();
      await Promise.all([...this.#inflight.values()].map((p) => p.promise));
    }
    this.#flushNow?.();
    while (this.#flushing) await this.#flushing;
    this.#o.client.close();
  }

  async #listen(): Promise<void> {
    const { store, listenUrl, logger } = this.#o;
    if (!listenUrl) return;
    const client = new pg.Client({
      connectionString: listenUrl,
      ...(store.schema ? { options: `-c search_path=${store.schema}` } : {}),
    });
    const retry = () => {
      if (this.#stopped || this.#listenRetry) return;
      this.#listenRetry = setTimeout(() => {
        this.#listenRetry = null;
        void this.#listen();
      }, LISTEN_RETRY_MS);
      this.#listenRetry.unref();
    };
    client.on('error', (err) => {
      logger.warn({ err }, 'webhook LISTEN connection failed; polling until it is back');
      if (this.#listener === client) this.#listener = null;
      client.end().catch(() => {});
      retry();
    });
    try {
      await client.connect();
      // The payload is the schema of the committing transaction: only ours concerns this instance.
      const schema = (await client.query<{ s: string }>('select current_schema() as s')).rows[0]?.s;
      client.on('notification', (msg) => {
        if (msg.payload === schema) this.kick();
      });
      await client.query(`LISTEN ${NOTIFY_CHANNEL}`);
      if (this.#stopped) {
        await client.end();
        return;
      }
      this.#listener = client;
      this.kick(); // anything committed while we were not listening
    } catch (err) {
      logger.warn({ err }, 'webhook LISTEN failed; polling until it works');
      client.end().catch(() => {});
      retry();
    }
  }

  /**
   * Starts queued jobs, and claims when the local backlog (in flight, queued, and asked for by claims
   * still running) has room for CLAIM_AT_LEAST × `concurrency` more rows, or is empty. On PostgreSQL
   * a second claim may start while one waits for its commit (fsync), so that the slots do not run dry.
   */
  #pump(): void {
    if (this.#stopped) return;
    this.#drain();
    const { concurrency } = this.#o;
    const maxClaims = this.#o.store.dialect === 'postgres' ? 2 : 1;
    while (this.#dirty && !this.#stopped && this.#claims < maxClaims) {
      const backlog = this.#inflight.size + this.#queue.length + this.#claimRows;
      const want = (1 + QUEUE_DEPTH) * concurrency - backlog;
      if (want <= 0 || (backlog > 0 && want < CLAIM_AT_LEAST * concurrency)) break;
      this.#claims++;
      this.#claimRows += want;
      const kicks = this.#kicks;
      this.#claimInto(want, kicks).then(
        () => {
          this.#claims--;
          this.#claimRows -= want;
          this.#schedule();
          this.#wakeIdleWaiters();
        },
        (err: unknown) => {
          this.#claims--;
          this.#claimRows -= want;
          this.#o.logger.warn({ err }, 'webhook dispatcher could not claim deliveries; retrying on the next poll');
          this.#wakeIdleWaiters();
        },
      );
    }
  }

  /** Claims up to `want` rows into the queue and starts them; `kicks`: the kick count when it began. */
  async #claimInto(want: number, kicks: number): Promise<void> {
    const jobs = await this.#claim(want);
    this.#queue.push(...jobs);
    this.#drain();
    if (jobs.length < want) {
      // Nothing else is due now; only a kick or a due timer makes the next claim worthwhile.
      if (kicks === this.#kicks) this.#dirty = false;
      await this.#armDueTimer();
    }
  }

  /** Starts queued jobs while slots are free; hands back those whose lease is too far gone. */
  #drain(): void {
    const stale: Job[] = [];
    while (!this.#stopped && this.#inflight.size < this.#o.concurrency && this.#queue.length > 0) {
      const job = this.#queue.shift() as Job;
      if (this.#now().getTime() - job.claimedAt > this.#startWindowMs) stale.push(job);
      else this.#start(job);
    }
    if (stale.length > 0) {
      // Due again at once, under a fresh claim (ours or another instance's); else after the lease.
      this.#release(stale).then(
        () => this.kick(),
        (err: unknown) =>
          this.#o.logger.warn({ err }, 'webhook deliveries could not be handed back; due after their lease'),
      );
    }
  }

  /** How long after its claim a job may still start: its request and recording end within the lease. */
  get #startWindowMs(): number {
    return Math.max(0, this.#o.leaseMs - this.#o.client.timeoutMs - RECORD_MARGIN_MS);
  }

  #wakeIdleWaiters(): void {
    const waiters = this.#idleWaiters;
    this.#idleWaiters = [];
    for (const w of waiters) w();
  }

  /** Sets a timer for the earliest pending delivery due before the next poll (short retry steps). */
  async #armDueTimer(): Promise<void> {
    const next = await this.#db
      .selectFrom('webhook_deliveries')
      .select('next_attempt_at')
      .where('status', '=', PENDING)
      .orderBy('next_attempt_at')
      .limit(1)
      .executeTakeFirst();
    if (this.#dueTimer) clearTimeout(this.#dueTimer);
    this.#dueTimer = null;
    this.#dueAt = Number.POSITIVE_INFINITY;
    if (next?.next_attempt_at) this.#wakeAt(Date.parse(next.next_attempt_at));
  }

  /** Kicks at `at` (epoch ms) unless an earlier wake-up is set or the poll comes first anyway. */
  #wakeAt(at: number): void {
    if (this.#stopped || (this.#dueTimer && this.#dueAt <= at)) return;
    const wait = at - this.#now().getTime();
    if (wait >= this.#o.pollMs) return;
    if (this.#dueTimer) clearTimeout(this.#dueTimer);
    this.#dueAt = at;
    this.#dueTimer = setTimeout(() => {
      this.#dueTimer = null;
      this.#dueAt = Number.POSITIVE_INFINITY;
      this.kick();
    }, Math.max(0, wait) + 2);
    this.#dueTimer.unref();
  }

  async #claim(limit: number): Promise<Job[]> {
    const now = this.#now();
    const nowIso = now.toISOString();
    const token = randomBase62(16);
    const postgres = this.#o.store.dialect === 'postgres';
    const claimed: Claimed[] = await this.#db
      .updateTable('webhook_deliveries')
      .set({
        claim_token: token,
        next_attempt_at: new Date(now.getTime() + this.#o.leaseMs).toISOString(),
        updated_at: nowIso,
      })
      .where('id', 'in', (eb) => {
        const due = eb
          .selectFrom('webhook_deliveries')
          .select('id')
          .where('status', '=', PENDING)
          .where('next_attempt_at', '<=', nowIso)
          .orderBy('next_attempt_at')
          .orderBy('id')
          .limit(limit);
        return postgres ? due.forUpdate().skipLocked() : due;
      })
      .returning(['id', 'event_id', 'subscription_id', 'event_type', 'attempts', 'auto_retry'])
      .execute();
    if (claimed.length === 0) return [];
    // Subscriptions are read with every claim (URL, secret and status may have changed); events never change.
    // This claim's events, resolved before the cache takes new ones: evicting an event the claim
    // still needs would leave its deliveries without a body ("no longer exists").
    const claimEvents = new Map<string, LoadedEvent>();
    const missing: string[] = [];
    for (const id of new Set(claimed.map((c) => c.event_id))) {
      const cached = this.#events.get(id);
      if (cached) claimEvents.set(id, cached);
      else missing.push(id);
    }
    const [events, subscriptions] = await Promise.all([
      missing.length > 0
        ? this.#db.selectFrom('events').selectAll().where('id', 'in', missing).execute()
        : Promise.resolve([]),
      this.#db
        .selectFrom('webhook_subscriptions as s')
        .leftJoin('api_tokens as o', 'o.id', 's.owner_token_id')
        .select([
          ...SUBSCRIPTION_COLUMNS,
          'o.id as owner_id',
          'o.revoked_at as owner_revoked_at',
          'o.expires_at as owner_expires_at',
        ])
        .where('s.id', 'in', [...new Set(claimed.map((c) => c.subscription_id))])
        .execute(),
    ]);
    await this.#pauseForOwners(subscriptions, nowIso);
    for (const row of events) {
      const loaded = { id: row.id, type: row.type, body: Buffer.from(deliveryBody(row)) };
      claimEvents.set(row.id, loaded);
      if (this.#events.size >= EVENT_CACHE_SIZE) this.#events.delete(this.#events.keys().next().value as string);
      this.#events.set(row.id, loaded);
    }
    const subsById = new Map(subscriptions.map((s) => [s.id, s]));
    return claimed.map((c) => ({
      ...c,
      token,
      claimedAt: now.getTime(),
      event: claimEvents.get(c.event_id),
      subscription: subsById.get(c.subscription_id),
    }));
  }

  /**
   * Expiry has no event: an active subscription whose owning token has expired (or was revoked) is
   * paused here, before anything is sent to it, and its claimed deliveries are recorded unsent.
   */
  async #pauseForOwners(subscriptions: LoadedSubscription[], nowIso: string): Promise<void> {
    const byReason = new Map<PauseReason, LoadedSubscription[]>();
    for (const s of subscriptions) {
      const reason = s.status === 'active' ? ownerPauseReason(s, nowIso) : null;
      if (reason) byReason.set(reason, [...(byReason.get(reason) ?? []), s]);
    }
    for (const [reason, list] of byReason) {
      await stopSubscriptions(
        this.#db,
        list.map((s) => s.id),
        'paused',
        reason,
        nowIso,
      );
      for (const s of list) s.status = 'paused';
      this.#o.logger.warn({ subscriptions: list.map((s) => s.id), reason }, 'webhook subscriptions paused');
    }
  }

  #start(job: Job): void {
    const abort = new AbortController();
    const promise = this.#deliver(job, abort.signal)
      .catch((err: unknown) => this.#o.logger.error({ err, delivery: job.id }, 'webhook delivery bookkeeping failed'))
      .finally(() => {
        this.#inflight.delete(job.id);
        this.#drain();
        // The last delivery in flight is done: no more records are coming to share a transaction.
        if (this.#inflight.size === 0) this.#flushNow?.();
        this.#schedule();
        this.#wakeIdleWaiters();
      });
    this.#inflight.set(job.id, { promise, abort });
  }

  async #deliver(job: Job, signal: AbortSignal): Promise<void> {
    const attempt = job.attempts + 1;
    const { subscription, event } = job;
    const manual = !job.auto_retry || job.event_type === TEST_EVENT_TYPE;
    let result: PostResult;
    if (!subscription || !event) {
      result = {
        status: null,
        headers: {},
        excerpt: null,
        error: 'not sent: the event or subscription no longer exists',
        durationMs: 0,
      };
    } else if (subscription.status !== 'active' && !manual) {
      result = {
        status: null,
        headers: {},
        excerpt: null,
        error: `not sent: the subscription is ${subscription.status}`,
        durationMs: 0,
      };
    } else {
      const now = this.#now();
      const previousValid =
        subscription.previous_secret &&
        subscription.previous_secret_expires_at &&
        Date.parse(subscription.previous_secret_expires_at) > now.getTime();
      const { body } = event;
      const headers = deliveryHeaders({
        secret: subscription.secret,
        previousSecret: previousValid ? subscription.previous_secret : null,
        eventId: event.id,
        eventType: event.type,
        deliveryId: job.id,
        attempt,
        timestamp: Math.floor(now.getTime() / 1000),
        body,
      });
      result = await this.#o.client.post(subscription.url, headers, body, signal);
      if (signal.aborted) {
        // Stopping: not an attempt of the receiver's making. Hand the delivery back at once.
        await this.#release([job]);
        return;
      }
    }
    // The slot is free once the receiver has answered; the claim holds the row until it is recorded.
    this.#record(job, attempt, result, manual, subscription?.status === 'active' && !!event).catch((err: unknown) =>
      this.#o.logger.error(
        { err, delivery: job.id },
        'webhook attempt could not be recorded; it is sent again after its lease',
      ),
    );
  }

  /** Hands claimed deliveries back unattempted: due at once, unless claimed by someone else meanwhile. */
  async #release(jobs: Job[]): Promise<void> {
    if (jobs.length === 0) return;
    const now = this.#now().toISOString();
    await this.#db
      .updateTable('webhook_deliveries')
      .set({ claim_token: null, next_attempt_at: now, updated_at: now })
      .where(
        'id',
        'in',
        jobs.map((j) => j.id),
      )
      .where('claim_token', 'in', [...new Set(jobs.map((j) => j.token))])
      .execute();
  }

  /** Queues the attempt's bookkeeping; resolves when it is committed (with the others of its batch). */
  #record(job: Job, attempt: number, result: PostResult, manual: boolean, sent: boolean): Promise<void> {
    return new Promise((done, failed) => {
      this.#records.push({ job, attempt, result, manual, sent, now: this.#now(), done, failed });
      if (!this.#flushing) this.#flushing = this.#flush();
      else if (this.#records.length >= FLUSH_AT) this.#flushNow?.();
    });
  }

  /**
   * Writes queued records a batch at a time. A batch waits for company (FLUSH_DELAY_MS, FLUSH_AT)
   * while other deliveries are still in flight; records arriving during a write form the next one.
   */
  async #flush(): Promise<void> {
    while (this.#records.length > 0) {
      // The delivery being recorded is itself still counted in flight until its promise settles.
      if (this.#records.length < FLUSH_AT && !this.#stopped && this.#inflight.size > 0) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, FLUSH_DELAY_MS);
          this.#flushNow = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.#flushNow = null;
      }
      const batch = this.#records.splice(0, 200);
      try {
        const retries = await this.#writeBatch(batch);
        for (const at of retries) this.#wakeAt(at);
        for (const r of batch) r.done();
      } catch (err) {
        // Left claimed, these deliveries are sent again when their lease ends (at least once).
        for (const r of batch) r.failed(err);
      }
    }
    this.#flushing = null;
  }

  /** Records the batch; returns when its scheduled retries are due (epoch ms). */
  async #writeBatch(batch: PendingRecord[]): Promise<number[]> {
    const outcomes = batch.map((r) => {
      const { result, now } = r;
      const ok = result.status !== null && result.status >= 200 && result.status < 300;
      const gone = result.status === 410;
      let nextAt: string | null = null;
      if (!ok && !gone && r.sent && !r.manual) {
        const delay = nextRetryDelayMs(
          this.#o.schedule,
          r.attempt,
          parseRetryAfter(result.headers['retry-after'], now),
        );
        if (delay !== null) nextAt = new Date(now.getTime() + delay).toISOString();
      }
      const attemptAt = new Date(now.getTime() - result.durationMs).toISOString();
      return { ...r, ok, gone, nextAt, attemptAt, status: ok ? 'succeeded' : nextAt ? 'pending' : 'failed' };
    });
    // Rows in a stable order so that concurrent writers lock them in the same order.
    outcomes.sort((a, b) => (a.job.id < b.job.id ? -1 : 1));
    const disable: [string, string][] = [];
    await this.#db.transaction().execute(async (trx) => {
      for (let i = 0; i < outcomes.length; i += 100) {
        await trx
          .insertInto('webhook_attempts')
          .values(
            outcomes.slice(i, i + 100).map((o) => ({
              id: newId('att'),
              delivery_id: o.job.id,
              subscription_id: o.job.subscription_id,
              attempt: o.attempt,
              created_at: o.attemptAt,
              succeeded: o.ok,
              response_status: o.result.status,
              duration_ms: o.result.durationMs,
              response_excerpt: o.result.excerpt,
              error: o.result.error,
              next_attempt_at: o.nextAt,
            })),
          )
          .execute();
      }
      // One statement for the batch, each row guarded by its claim: a column's value as such when the
      // batch agrees on it (the usual case: all succeeded at the first attempt), else chosen by id.
      const byId = <T>(value: (o: (typeof outcomes)[number]) => T, integer = false) => {
        const first = value(outcomes[0] as (typeof outcomes)[number]);
        if (outcomes.every((o) => value(o) === first)) return first;
        return sql<T>`case ${sql.ref('id')} ${sql.join(
          outcomes.map((o) => sql`when ${o.job.id} then ${integer ? sql`cast(${value(o)} as integer)` : value(o)}`),
          sql` `,
        )} end`;
      };
      await trx
        .updateTable('webhook_deliveries')
        .set({
          status: byId((o) => o.status),
          attempts: byId((o) => o.attempt, true),
          next_attempt_at: byId((o) => o.nextAt),
          last_status: byId((o) => o.result.status, true),
          last_error: byId((o) => o.result.error),
          claim_token: null,
          updated_at: this.#now().toISOString(),
        })
        .where(
          'id',
          'in',
          outcomes.map((o) => o.job.id),
        )
        .where('claim_token', 'in', [...new Set(outcomes.map((o) => o.job.token))])
        .execute();
      // Subscription health, once per subscription of the batch.
      const bySubscription = new Map<string, typeof outcomes>();
      for (const o of outcomes.filter((x) => x.sent)) {
        bySubscription.set(o.job.subscription_id, [...(bySubscription.get(o.job.subscription_id) ?? []), o]);
      }
      for (const [id, list] of [...bySubscription].sort(([a], [b]) => (a < b ? -1 : 1))) {
        const loaded = list[0]?.job.subscription;
        const now = list.at(-1)?.now ?? this.#now();
        const gone = list.find((o) => o.gone);
        if (gone) {
          disable.push([id, `The endpoint answered 410 Gone at ${gone.now.toISOString()}`]);
        } else if (list.some((o) => o.ok)) {
          // Not every attempt failed: the run of failures, if any, is over.
          if (loaded?.failing_since) {
            await trx.updateTable('webhook_subscriptions').set({ failing_since: null }).where('id', '=', id).execute();
          }
        } else if (!loaded?.failing_since) {
          const since = list.map((o) => o.attemptAt).sort()[0] as string;
          await trx
            .updateTable('webhook_subscriptions')
            .set({ failing_since: since })
            .where('id', '=', id)
            .where('failing_since', 'is', null)
            .execute();
        } else if (
          loaded.status === 'active' &&
          now.getTime() - Date.parse(loaded.failing_since) >= FAILING_DISABLE_MS
        ) {
          disable.push([id, `Every delivery attempt failed since ${loaded.failing_since} (5 days)`]);
        }
      }
      for (const [id, reason] of disable) await disableSubscription(trx, id, reason, this.#now().toISOString());
    });
    for (const [id, reason] of disable) {
      this.#o.logger.warn({ subscription: id, reason }, 'webhook subscription disabled');
    }
    return outcomes.flatMap((o) => (o.nextAt ? [Date.parse(o.nextAt)] : []));
  }
}
