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
 * - Sending: up to `concurrency` requests in flight; every attempt is recorded (webhook_attempts)
 *   and the delivery updated in one transaction, guarded by the claim token.
 * - Outcome: 2xx succeeds; 410 disables the subscription at once; anything else is retried on the
 *   schedule (jitter, Retry-After) until it runs out (then failed); a subscription that has failed
 *   every attempt for 5 days is disabled.
 */
import type { Logger } from 'pino';
import pg from 'pg';
import type { Store } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import { NOTIFY_CHANNEL, TEST_EVENT_TYPE } from '../events/outbox.ts';
import { newId, randomBase62 } from '../util/ids.ts';
import type { Clock } from '../util/time.ts';
import type { PostResult, WebhookHttpClient } from './http-client.ts';
import { FAILING_DISABLE_MS, nextRetryDelayMs, parseRetryAfter } from './retry.ts';
import { deliveryBody, deliveryHeaders } from './signing.ts';
import { disableSubscription } from './service.ts';

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

interface Job extends Claimed {
  token: string;
  event: Database['events'] | undefined;
  subscription: Database['webhook_subscriptions'] | undefined;
}

const STOP_GRACE_MS = 1000;
const LISTEN_RETRY_MS = 2000;

export class WebhookDispatcher {
  readonly #o: DispatcherOptions;
  readonly #inflight = new Map<string, { promise: Promise<void>; abort: AbortController }>();
  #stopped = true;
  #pumping = false;
  #again = false;
  #kickScheduled = false;
  #poll: NodeJS.Timeout | null = null;
  #dueTimer: NodeJS.Timeout | null = null;
  #listener: pg.Client | null = null;
  #listenRetry: NodeJS.Timeout | null = null;
  #idleWaiters: (() => void)[] = [];

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
        .where('status', '=', 'pending')
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
    if (this.#stopped || this.#kickScheduled) return;
    this.#kickScheduled = true;
    setImmediate(() => {
      this.#kickScheduled = false;
      void this.#pump();
    });
  }

  /** Resolves when nothing is in flight and no pending delivery is due (tests, benchmarks). */
  async idle(): Promise<void> {
    for (;;) {
      if (this.#inflight.size === 0 && !this.#pumping && !this.#kickScheduled) {
        const due = await this.#db
          .selectFrom('webhook_deliveries')
          .select('id')
          .where('status', '=', 'pending')
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
    while (this.#pumping) await new Promise((r) => setTimeout(r, 5));
    const pending = [...this.#inflight.values()];
    if (pending.length > 0) {
      const grace = new Promise((r) => setTimeout(r, this.#o.stopGraceMs ?? STOP_GRACE_MS).unref());
      await Promise.race([Promise.all(pending.map((p) => p.promise)), grace]);
      for (const p of this.#inflight.values()) p.abort.abort();
      await Promise.all([...this.#inflight.values()].map((p) => p.promise));
    }
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

  async #pump(): Promise<void> {
    if (this.#stopped) return;
    if (this.#pumping) {
      this.#again = true;
      return;
    }
    this.#pumping = true;
    try {
      do {
        this.#again = false;
        const free = this.#o.concurrency - this.#inflight.size;
        if (free <= 0) break;
        const jobs = await this.#claim(free);
        for (const job of jobs) this.#start(job);
        if (jobs.length === free) this.#again = true;
        else await this.#armDueTimer();
      } while (this.#again && !this.#stopped);
    } catch (err) {
      this.#o.logger.warn({ err }, 'webhook dispatcher could not claim deliveries; retrying on the next poll');
    } finally {
      this.#pumping = false;
      this.#wakeIdleWaiters();
    }
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
      .where('status', '=', 'pending')
      .orderBy('next_attempt_at')
      .limit(1)
      .executeTakeFirst();
    if (this.#dueTimer) clearTimeout(this.#dueTimer);
    this.#dueTimer = null;
    if (!next?.next_attempt_at || this.#stopped) return;
    const wait = Date.parse(next.next_attempt_at) - this.#now().getTime();
    if (wait >= this.#o.pollMs) return;
    this.#dueTimer = setTimeout(() => this.kick(), Math.max(0, wait) + 2);
    this.#dueTimer.unref();
  }

  async #claim(limit: number): Promise<Job[]> {
    const now = this.#now();
    const nowIso = now.toISOString();
    const token = randomBase62(16);
    const postgres = this.#o.store.dialect === 'postgres';
    const claimed: Claimed[] = await this.#db
      .updateTable('webhook_deliveries')
      .set({ claim_token: token, next_attempt_at: new Date(now.getTime() + this.#o.leaseMs).toISOString(), updated_at: nowIso })
      .where('id', 'in', (eb) => {
        const due = eb
          .selectFrom('webhook_deliveries')
          .select('id')
          .where('status', '=', 'pending')
          .where('next_attempt_at', '<=', nowIso)
          .orderBy('next_attempt_at')
          .orderBy('id')
          .limit(limit);
        return postgres ? due.forUpdate().skipLocked() : due;
      })
      .returning(['id', 'event_id', 'subscription_id', 'event_type', 'attempts', 'auto_retry'])
      .execute();
    if (claimed.length === 0) return [];
    const [events, subscriptions] = await Promise.all([
      this.#db
        .selectFrom('events')
        .selectAll()
        .where('id', 'in', [...new Set(claimed.map((c) => c.event_id))])
        .execute(),
      this.#db
        .selectFrom('webhook_subscriptions')
        .selectAll()
        .where('id', 'in', [...new Set(claimed.map((c) => c.subscription_id))])
        .execute(),
    ]);
    const eventsById = new Map(events.map((e) => [e.id, e]));
    const subsById = new Map(subscriptions.map((s) => [s.id, s]));
    return claimed.map((c) => ({
      ...c,
      token,
      event: eventsById.get(c.event_id),
      subscription: subsById.get(c.subscription_id),
    }));
  }

  #start(job: Job): void {
    const abort = new AbortController();
    const promise = this.#deliver(job, abort.signal)
      .catch((err: unknown) => this.#o.logger.error({ err, delivery: job.id }, 'webhook delivery bookkeeping failed'))
      .finally(() => {
        this.#inflight.delete(job.id);
        this.kick();
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
      result = { status: null, headers: {}, excerpt: null, error: 'not sent: the event or subscription no longer exists', durationMs: 0 };
    } else if (subscription.status !== 'active' && !manual) {
      result = { status: null, headers: {}, excerpt: null, error: 'not sent: the subscription is disabled', durationMs: 0 };
    } else {
      const now = this.#now();
      const previousValid =
        subscription.previous_secret &&
        subscription.previous_secret_expires_at &&
        Date.parse(subscription.previous_secret_expires_at) > now.getTime();
      const body = deliveryBody(event);
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
        await this.#release(job);
        return;
      }
    }
    await this.#record(job, attempt, result, manual, subscription?.status === 'active' && !!event);
  }

  async #release(job: Job): Promise<void> {
    const now = this.#now().toISOString();
    await this.#db
      .updateTable('webhook_deliveries')
      .set({ claim_token: null, next_attempt_at: now, updated_at: now })
      .where('id', '=', job.id)
      .where('claim_token', '=', job.token)
      .execute();
  }

  async #record(job: Job, attempt: number, result: PostResult, manual: boolean, sent: boolean): Promise<void> {
    const now = this.#now();
    const nowIso = now.toISOString();
    const attemptAt = new Date(now.getTime() - result.durationMs).toISOString();
    const ok = result.status !== null && result.status >= 200 && result.status < 300;
    const gone = result.status === 410;
    let nextAt: string | null = null;
    if (!ok && !gone && sent && !manual) {
      const delay = nextRetryDelayMs(this.#o.schedule, attempt, parseRetryAfter(result.headers['retry-after'], now));
      if (delay !== null) nextAt = new Date(now.getTime() + delay).toISOString();
    }
    const status = ok ? 'succeeded' : nextAt ? 'pending' : 'failed';
    let disabledReason: string | null = null;
    await this.#db.transaction().execute(async (trx) => {
      await trx
        .insertInto('webhook_attempts')
        .values({
          id: newId('att'),
          delivery_id: job.id,
          subscription_id: job.subscription_id,
          attempt,
          created_at: attemptAt,
          succeeded: ok,
          response_status: result.status,
          duration_ms: result.durationMs,
          response_excerpt: result.excerpt,
          error: result.error,
          next_attempt_at: nextAt,
        })
        .execute();
      await trx
        .updateTable('webhook_deliveries')
        .set({
          status,
          attempts: attempt,
          next_attempt_at: nextAt,
          claim_token: null,
          last_status: result.status,
          last_error: result.error,
          updated_at: nowIso,
        })
        .where('id', '=', job.id)
        .where('claim_token', '=', job.token)
        .execute();
      if (!sent) return;
      if (ok) {
        await trx
          .updateTable('webhook_subscriptions')
          .set({ failing_since: null })
          .where('id', '=', job.subscription_id)
          .where('failing_since', 'is not', null)
          .execute();
        return;
      }
      if (gone) {
        disabledReason = `The endpoint answered 410 Gone at ${nowIso}`;
      } else {
        const sub = await trx
          .selectFrom('webhook_subscriptions')
          .select(['failing_since', 'status'])
          .where('id', '=', job.subscription_id)
          .executeTakeFirst();
        if (sub && sub.failing_since === null) {
          await trx.updateTable('webhook_subscriptions').set({ failing_since: attemptAt }).where('id', '=', job.subscription_id).execute();
        } else if (sub?.status === 'active' && sub.failing_since && now.getTime() - Date.parse(sub.failing_since) >= FAILING_DISABLE_MS) {
          disabledReason = `Every delivery attempt failed since ${sub.failing_since} (5 days)`;
        }
      }
      if (disabledReason) await disableSubscription(trx, job.subscription_id, disabledReason, nowIso);
    });
    if (disabledReason) {
      this.#o.logger.warn({ subscription: job.subscription_id, reason: disabledReason }, 'webhook subscription disabled');
    }
  }
}
