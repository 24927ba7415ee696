/**
 * The webhook dispatcher: a worker inside every instance that delivers the outbox. This file is
 * the pump (slots, queue, claims); its other jobs live in delivery/: the statements
 * (repository.ts), what an attempt's result means (outcome-policy.ts), what wakes it
 * (wake-ups.ts), sending one attempt (send.ts) and the group commit of records (batcher.ts).
 *
 * - Claimed at the commit: a transaction that queues deliveries asks offer() first and writes as
 *   many rows as it may already claimed for this instance (token and lease in the row); after the
 *   commit accept() reads their subscriptions and events and queues them, so a burst (one price
 *   change to every subscription) starts sending without a claim statement and its round trips.
 * - Waking: kick() after each commit that left deliveries unclaimed (in-process), LISTEN on
 *   PostgreSQL for commits of other instances, a timer set to the next due retry, and a poll (1 s)
 *   as the fallback. Due rows are picked up at start.
 * - Sending: up to `concurrency` requests in flight, with up to four times as many claimed rows
 *   queued locally so that slots refill without a database round trip; once deliveries are under
 *   way a claim takes at least 2 × `concurrency` rows, and on PostgreSQL a second claim may run
 *   while one waits for its commit. A queued row is only started while its lease still covers a
 *   whole request (the client's timeout) and its recording; one that waited longer (slow receivers
 *   ahead of it) is handed back and claimed afresh, so a lease never runs out during a request.
 * - Fairness: one subscription has at most half the slots (rounded up) in flight and about half
 *   the backlog claimed in this instance (fair-share.ts); claims take turns across subscriptions.
 *   A receiver that hangs holds its share of the slots until the timeout, and the other
 *   subscriptions are served by the rest meanwhile.
 * - Recording: every attempt is written and its delivery updated, guarded by the claim token;
 *   attempts finishing while others are in flight are recorded together (group commit).
 * - Owners: a claimed subscription whose owning token has expired or was revoked is paused before
 *   anything is sent to it (ownership.ts); its claimed deliveries are recorded unsent.
 */

import type { Logger } from 'pino';
import type { Clock } from '../core/clock.ts';
import type { HandedDeliveries, InsertClaim } from '../core/commit-signal.ts';
import { randomBase62 } from '../core/ids.ts';
import type { Store } from '../db/connect.ts';
import { RecordBatcher } from './delivery/batcher.ts';
import { type FairShares, fairShares } from './delivery/fair-share.ts';
import { decideAttempt, decideHealth, type HealthDecision, type SentAttempt } from './delivery/outcome-policy.ts';
import { type DecidedAttempt, DeliveryRepository } from './delivery/repository.ts';
import { sendAttempt } from './delivery/send.ts';
import type { AttemptRecord, Job, LoadedSubscription } from './delivery/types.ts';
import { WakeUps } from './delivery/wake-ups.ts';
import type { WebhookHttpClient } from './http-client.ts';
import { ownerPauseReason, type PauseReason } from './ownership.ts';

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

const STOP_GRACE_MS = 1000;
/** Claimed rows queued behind the requests in flight, in multiples of `concurrency`. */
const QUEUE_DEPTH = 4;
/** The smallest claim once deliveries are under way, in multiples of `concurrency`. */
const CLAIM_AT_LEAST = 2;
/**
 * A commit's own deliveries, in multiples of `concurrency`, that the dispatcher takes in flight and
 * queued (offer): more than a claim takes, because claiming them in their transaction costs no
 * statement, while each row left over costs a claim. They start within 16 rounds of the slots, inside
 * a lease's start window (15 s by default) while a delivery takes under ~0.9 s; any that wait longer
 * are handed back and claimed afresh, by any instance.
 */
const HANDOVER_DEPTH = 16;
/** Lease time a started request must leave after its timeout, for its attempt to be recorded. */
const RECORD_MARGIN_MS = 5000;

export class WebhookDispatcher {
  readonly #o: DispatcherOptions;
  readonly #repo: DeliveryRepository;
  readonly #wakeUps: WakeUps;
  readonly #records: RecordBatcher<AttemptRecord>;
  readonly #inflight = new Map<string, { promise: Promise<void>; abort: AbortController }>();
  /** Claimed, not yet started (their lease runs). */
  #queue: Job[] = [];
  /** Per subscription: its deliveries in flight, and those claimed here (in flight or queued). */
  readonly #sending = new Map<string, number>();
  readonly #held = new Map<string, number>();
  /** One subscription's share of the slots and of the backlog (fair-share.ts). */
  readonly #share: FairShares;
  readonly #maxClaims: number;
  #stopped = true;
  /** Claims running, and the rows they asked for. */
  #claims = 0;
  #claimRows = 0;
  #kickScheduled = false;
  /** Something may have become due since the last claim came up short (a kick, a timer). */
  #dirty = true;
  #kicks = 0;
  readonly #taken = { byClaims: 0, atCommit: 0 };
  #idleWaiters: (() => void)[] = [];

  constructor(options: DispatcherOptions) {
    this.#o = options;
    this.#repo = new DeliveryRepository(options.store);
    this.#wakeUps = new WakeUps({
      clock: options.clock,
      logger: options.logger,
      pollMs: options.pollMs,
      listenUrl: options.store.dialect === 'postgres' ? options.listenUrl : null,
      schema: options.store.schema,
      wake: () => this.kick(),
    });
    this.#records = new RecordBatcher({
      write: (batch) => this.#writeBatch(batch),
      // The delivery being recorded is itself still counted in flight until its promise settles.
      expectMore: () => !this.#stopped && this.#inflight.size > 0,
    });
    // On PostgreSQL a second claim may start while one waits for its commit (fsync).
    this.#maxClaims = options.store.dialect === 'postgres' ? 2 : 1;
    this.#share = fairShares(options.concurrency, (1 + QUEUE_DEPTH) * options.concurrency, this.#maxClaims);
  }

  #now(): Date {
    return this.#o.clock.now();
  }

  async start(): Promise<void> {
    if (!this.#stopped) return;
    this.#stopped = false;
    if (this.#o.store.dialect === 'sqlite') await this.#repo.releaseAbandoned(this.#now());
    await this.#wakeUps.start();
    this.kick();
  }

  /**
   * Wake-ups so far: commits that left deliveries for a claim, notifications, the retry timer, the
   * poll, and a subscription whose share of the slots came free. A commit whose deliveries were all
   * claimed as they were written wakes nothing (`taken.atCommit` counts them): a claim running
   * meanwhile that comes up short may then rest, as nothing else became due.
   */
  get kicks(): number {
    return this.#kicks;
  }

  /**
   * Offers a claim on the deliveries a transaction is about to write (the outbox asks before it
   * inserts them): up to HANDOVER_DEPTH × `concurrency` rows in flight and queued, a subscription's
   * share of a claim, none of a subscription this instance holds enough of. Nothing is reserved: a
   * transaction that rolls back just takes nothing, and writers committing at once may each take
   * the room, as may a claim running meanwhile (the queue holds the excess; what waits too long is
   * handed back, as after a claim).
   */
  offer(): InsertClaim | null {
    if (this.#stopped) return null;
    const room = HANDOVER_DEPTH * this.#o.concurrency - (this.#inflight.size + this.#queue.length);
    if (room <= 0) return null;
    const now = this.#now().getTime();
    return {
      token: randomBase62(16),
      claimedAt: now,
      leaseUntil: new Date(now + this.#o.leaseMs).toISOString(),
      limit: room,
      perSubscription: this.#share.claimEach,
      skip: new Set(this.#full()),
    };
  }

  /**
   * Takes the deliveries a committed transaction claimed on an offer: reads their subscriptions and
   * events and queues them, as a claim would; wakes for those it left unclaimed. Stopped meanwhile,
   * it hands them back, due at once.
   */
  accept(handed: HandedDeliveries): void {
    const { claim, rows } = handed;
    if (handed.unclaimed > 0) this.kick();
    if (this.#stopped) {
      const jobs = rows.map((r) => ({ id: r.id, token: claim.token }));
      this.#repo.release(jobs, this.#now()).catch(() => {});
      return;
    }
    this.#claims++;
    this.#claimRows += rows.length;
    this.#taken.atCommit += rows.length;
    const claimed = rows.map((r) => ({ ...r, attempts: 0 }));
    this.#repo
      .load(claimed, claim.token, claim.claimedAt)
      .then(({ jobs, subscriptions }) => this.#enqueue(jobs, subscriptions, new Date(claim.claimedAt)))
      .then(
        () => this.#claimDone(rows.length, true),
        (err: unknown) => {
          this.#claimDone(rows.length, false);
          this.#o.logger.warn(
            { err },
            'webhook deliveries claimed at their commit could not be read; due after their lease',
          );
        },
      );
  }

  /** Deliveries taken so far: by claims, and claimed by the transactions that queued them (accept). */
  get taken(): { byClaims: number; atCommit: number } {
    return { ...this.#taken };
  }

  /** Look for due deliveries now (call after committing deliveries). Cheap and coalesced. */
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
      const busy = this.#inflight.size > 0 || this.#queue.length > 0 || this.#records.busy;
      if (!busy && this.#claims === 0 && !this.#kickScheduled) {
        if (!(await this.#repo.anyDue(this.#now()))) return;
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
    await this.#wakeUps.stop();
    while (this.#claims > 0) await new Promise((r) => setTimeout(r, 5));
    const queued = this.#queue;
    this.#queue = [];
    for (const job of queued) this.#let(job, this.#held);
    await this.#repo.release(queued, this.#now()).catch(() => {});
    const pending = [...this.#inflight.values()];
    if (pending.length > 0) {
      const grace = new Promise((r) => setTimeout(r, this.#o.stopGraceMs ?? STOP_GRACE_MS).unref());
      await Promise.race([Promise.all(pending.map((p) => p.promise)), grace]);
      for (const p of this.#inflight.values()) p.abort.abort();
      await Promise.all([...this.#inflight.values()].map((p) => p.promise));
    }
    await this.#records.drain();
    this.#o.client.close();
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
    while (this.#dirty && !this.#stopped && this.#claims < this.#maxClaims) {
      const want = this.#room();
      if (want <= 0 || (want < this.#capacity && want < CLAIM_AT_LEAST * concurrency)) break;
      this.#claims++;
      this.#claimRows += want;
      const kicks = this.#kicks;
      this.#claimInto(want, kicks).then(
        () => this.#claimDone(want, true),
        (err: unknown) => {
          this.#claimDone(want, false);
          this.#o.logger.warn({ err }, 'webhook dispatcher could not claim deliveries; retrying on the next poll');
        },
      );
    }
  }

  /** Rows the local backlog holds at most: in flight and queued. */
  get #capacity(): number {
    return (1 + QUEUE_DEPTH) * this.#o.concurrency;
  }

  /** Room in the local backlog: in flight, queued, and asked for by claims still running. */
  #room(): number {
    return this.#capacity - (this.#inflight.size + this.#queue.length + this.#claimRows);
  }

  /** A claim (or an accepted hand-over) is done; after a failure the next wake-up or poll tries again. */
  #claimDone(rows: number, succeeded: boolean): void {
    this.#claims--;
    this.#claimRows -= rows;
    if (succeeded) this.#schedule();
    this.#wakeIdleWaiters();
  }

  /** Subscriptions holding so many rows here that claims taking their turn for them could exceed their share. */
  #full(): string[] {
    const { skipAbove } = this.#share;
    return [...this.#held].flatMap(([id, n]) => (n > skipAbove ? [id] : []));
  }

  /** Claims up to `want` rows into the queue and starts them; `kicks`: the kick count when it began. */
  async #claimInto(want: number, kicks: number): Promise<void> {
    const now = this.#now();
    const { jobs, subscriptions } = await this.#repo.claim({
      limit: want,
      perSubscription: this.#share.claimEach,
      skipSubscriptions: this.#full(),
      leaseMs: this.#o.leaseMs,
      now,
    });
    this.#taken.byClaims += jobs.length;
    await this.#enqueue(jobs, subscriptions, now);
    if (jobs.length < want) {
      // Nothing else is due now (for subscriptions with room); only a kick, a due timer or a
      // subscription getting room again makes the next claim worthwhile.
      if (kicks === this.#kicks) this.#dirty = false;
      this.#wakeUps.resetDueTimer(await this.#repo.nextDue(this.#full()));
    }
  }

  /** Queues claimed jobs (pausing subscriptions whose owner has lapsed first) and starts what has a slot. */
  async #enqueue(jobs: Job[], subscriptions: LoadedSubscription[], now: Date): Promise<void> {
    if (jobs.length > 0) await this.#pauseForOwners(subscriptions, now);
    for (const job of jobs) this.#count(job, this.#held, 1);
    this.#queue.push(...jobs);
    this.#drain();
  }

  #count(job: Job, counts: Map<string, number>, by: number): number {
    const n = (counts.get(job.subscription_id) ?? 0) + by;
    if (n > 0) counts.set(job.subscription_id, n);
    else counts.delete(job.subscription_id);
    return n;
  }

  /** A job leaves `counts`; a subscription that gets room to be claimed for again makes a claim worthwhile. */
  #let(job: Job, counts: Map<string, number>): void {
    const n = this.#count(job, counts, -1);
    if (counts === this.#held && n === this.#share.skipAbove) {
      // Counted as a kick, so that a claim running now does not clear it when it comes up short.
      this.#kicks++;
      this.#dirty = true;
    }
  }

  /**
   * Starts queued jobs, in order, while slots are free and their subscription is within its share;
   * hands back those whose lease is too far gone.
   */
  #drain(): void {
    if (this.#stopped) return;
    const stale: Job[] = [];
    const waiting: Job[] = [];
    const now = this.#now().getTime();
    for (const [i, job] of this.#queue.entries()) {
      if (this.#inflight.size >= this.#o.concurrency) {
        waiting.push(...this.#queue.slice(i));
        break;
      }
      if (now - job.claimedAt > this.#startWindowMs) stale.push(job);
      else if ((this.#sending.get(job.subscription_id) ?? 0) >= this.#share.slotsEach) waiting.push(job);
      else this.#start(job);
    }
    this.#queue = waiting;
    if (stale.length > 0) {
      for (const job of stale) this.#let(job, this.#held);
      // Due again at once, under a fresh claim (ours or another instance's); else after the lease.
      this.#repo.release(stale, this.#now()).then(
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

  /**
   * Expiry has no event: an active subscription whose owning token has expired (or was revoked) is
   * paused here, before anything is sent to it, and its claimed deliveries are recorded unsent.
   */
  async #pauseForOwners(subscriptions: LoadedSubscription[], now: Date): Promise<void> {
    const nowIso = now.toISOString();
    const byReason = new Map<PauseReason, LoadedSubscription[]>();
    for (const s of subscriptions) {
      const reason = s.status === 'active' ? ownerPauseReason(s, nowIso) : null;
      if (reason) byReason.set(reason, [...(byReason.get(reason) ?? []), s]);
    }
    for (const [reason, list] of byReason) {
      await this.#repo.stopSubscriptions(
        list.map((s) => s.id),
        'paused',
        reason,
        now,
      );
      for (const s of list) s.status = 'paused';
      this.#o.logger.warn({ subscriptions: list.map((s) => s.id), reason }, 'webhook subscriptions paused');
    }
  }

  #start(job: Job): void {
    const abort = new AbortController();
    this.#count(job, this.#sending, 1);
    const promise = this.#deliver(job, abort.signal)
      .catch((err: unknown) => this.#o.logger.error({ err, delivery: job.id }, 'webhook delivery bookkeeping failed'))
      .finally(() => {
        this.#inflight.delete(job.id);
        this.#let(job, this.#sending);
        this.#let(job, this.#held);
        this.#drain();
        // The last delivery in flight is done: no more records are coming to share a transaction.
        if (this.#inflight.size === 0) this.#records.flushNow();
        this.#schedule();
        this.#wakeIdleWaiters();
      });
    this.#inflight.set(job.id, { promise, abort });
  }

  async #deliver(job: Job, signal: AbortSignal): Promise<void> {
    const attempt = await sendAttempt(job, this.#o.client, () => this.#now(), signal);
    if (!attempt) {
      // Stopping: not an attempt of the receiver's making. Hand the delivery back at once.
      await this.#repo.release([job], this.#now());
      return;
    }
    // The slot is free once the receiver has answered; the claim holds the row until it is recorded.
    this.#records
      .add({ ...attempt, now: this.#now() })
      .catch((err: unknown) =>
        this.#o.logger.error(
          { err, delivery: job.id },
          'webhook attempt could not be recorded; it is sent again after its lease',
        ),
      );
  }

  /** Decides and records a batch of attempts; wakes up for the retries it scheduled. */
  async #writeBatch(batch: AttemptRecord[]): Promise<void> {
    const decided: DecidedAttempt[] = batch.map((r) => ({ ...r, decision: decideAttempt(r, this.#o.schedule) }));
    const bySubscription = new Map<string, DecidedAttempt[]>();
    for (const o of decided.filter((x) => x.sent)) {
      bySubscription.set(o.job.subscription_id, [...(bySubscription.get(o.job.subscription_id) ?? []), o]);
    }
    const health: [string, HealthDecision][] = [...bySubscription]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([id, list]) => {
        const attempts: SentAttempt[] = list.map((o) => ({ ...o.decision, now: o.now }));
        return [id, decideHealth(list[0]?.job.subscription, attempts, list.at(-1)?.now ?? this.#now())];
      });
    await this.#repo.recordBatch(decided, health, this.#now());
    for (const [id, decision] of health) {
      if (decision.kind === 'disable') {
        this.#o.logger.warn({ subscription: id, reason: decision.reason }, 'webhook subscription disabled');
      }
    }
    for (const o of decided) if (o.decision.nextAt) this.#wakeUps.wakeAt(Date.parse(o.decision.nextAt));
  }
}
