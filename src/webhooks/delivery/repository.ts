/**
 * Every statement the delivery worker runs: claiming due deliveries, handing them back, reading
 * their events and subscriptions, and recording attempts with their outcome.
 *
 * - Claiming: one UPDATE ... WHERE id IN (...) takes due pending rows, stamps them with a claim
 *   token and pushes next_attempt_at forward by a lease, so two instances never send the same
 *   attempt and a crashed instance's claims become due again when the lease runs out. On
 *   PostgreSQL the oldest due rows are locked with FOR UPDATE SKIP LOCKED; SQLite has one process
 *   and runs the same statement without row locks (claims left by a killed process are released at
 *   start). Among those oldest rows the claim takes turns across subscriptions (each subscription's
 *   first due row, then each one's second, ...) and at most `perSubscription` of any one, so that a
 *   backlog at one receiver does not fill the claim.
 * - Recording: attempts are inserted and their deliveries updated in one transaction per batch,
 *   each delivery guarded by its claim token.
 */
import { sql } from 'kysely';
import { newId, randomBase62 } from '../../core/ids.ts';
import type { Store } from '../../db/connect.ts';
import { disableSubscription } from '../service.ts';
import { deliveryBody } from '../signing.ts';
import { type StoppedStatus, stopSubscriptions } from '../subscription-repo.ts';
import type { AttemptDecision, HealthDecision } from './outcome-policy.ts';
import type { AttemptRecord, Claimed, Job, LoadedEvent, LoadedSubscription } from './types.ts';

/** A literal, not a parameter: SQLite uses the partial index (status = 'pending') only then. */
const PENDING = sql.lit('pending');
/** Events kept with their encoded bodies (they never change), the oldest dropped first. */
const EVENT_CACHE_SIZE = 64;
/** The claim chooses among this many times `limit` of the oldest due rows. */
const CLAIM_WINDOW = 4;

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

interface ClaimRequest {
  limit: number;
  /** At most this many rows of one subscription. */
  perSubscription: number;
  /** Subscriptions not to claim for (this instance holds enough of theirs already). */
  skipSubscriptions: readonly string[];
  leaseMs: number;
  now: Date;
}

/** An attempt with its decision, ready to be written. */
export interface DecidedAttempt extends AttemptRecord {
  decision: AttemptDecision;
}

export class DeliveryRepository {
  readonly #store: Store;
  readonly #events = new Map<string, LoadedEvent>();

  constructor(store: Store) {
    this.#store = store;
  }

  get #db() {
    return this.#store.db;
  }

  /** SQLite: one process owns the file, so claims still set were left by a process that was killed. */
  async releaseAbandoned(now: Date): Promise<void> {
    const iso = now.toISOString();
    await this.#db
      .updateTable('webhook_deliveries')
      .set({ claim_token: null, next_attempt_at: iso, updated_at: iso })
      .where('status', '=', PENDING)
      .where('claim_token', 'is not', null)
      .execute();
  }

  async anyDue(now: Date): Promise<boolean> {
    const due = await this.#db
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('status', '=', PENDING)
      .where('next_attempt_at', '<=', now.toISOString())
      .limit(1)
      .executeTakeFirst();
    return due !== undefined;
  }

  /**
   * When the earliest pending delivery is due (epoch ms), or null when none is pending; deliveries
   * of `skipSubscriptions` are not counted (they are not claimed before one of them has room).
   */
  async nextDue(skipSubscriptions: readonly string[] = []): Promise<number | null> {
    const next = await this.#db
      .selectFrom('webhook_deliveries')
      .select('next_attempt_at')
      .where('status', '=', PENDING)
      .$if(skipSubscriptions.length > 0, (q) => q.where('subscription_id', 'not in', skipSubscriptions))
      .orderBy('next_attempt_at')
      .limit(1)
      .executeTakeFirst();
    return next?.next_attempt_at ? Date.parse(next.next_attempt_at) : null;
  }

  /** Claims due deliveries (see above) and reads what sending them needs. */
  async claim(request: ClaimRequest): Promise<{ jobs: Job[]; subscriptions: LoadedSubscription[] }> {
    const { now, limit, skipSubscriptions } = request;
    const nowIso = now.toISOString();
    const token = randomBase62(16);
    const db = this.#db;
    const oldest = db
      .selectFrom('webhook_deliveries')
      .select(['id', 'subscription_id', 'next_attempt_at'])
      .where('status', '=', PENDING)
      .where('next_attempt_at', '<=', nowIso)
      .$if(skipSubscriptions.length > 0, (q) => q.where('subscription_id', 'not in', skipSubscriptions))
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(limit * CLAIM_WINDOW)
      .$if(this.#store.dialect === 'postgres', (q) => q.forUpdate().skipLocked());
    const turns = db
      .selectFrom(oldest.as('w'))
      .select([
        'w.id',
        'w.next_attempt_at',
        sql<number>`row_number() over (partition by ${sql.ref('w.subscription_id')} order by ${sql.ref('w.next_attempt_at')}, ${sql.ref('w.id')})`.as(
          'turn',
        ),
      ]);
    const chosen = db
      .selectFrom(turns.as('t'))
      .select('t.id')
      .where('t.turn', '<=', request.perSubscription)
      .orderBy('t.turn')
      .orderBy('t.next_attempt_at')
      .orderBy('t.id')
      .limit(limit);
    const claimed: Claimed[] = await db
      .updateTable('webhook_deliveries')
      .set({
        claim_token: token,
        next_attempt_at: new Date(now.getTime() + request.leaseMs).toISOString(),
        updated_at: nowIso,
      })
      .where('id', 'in', chosen)
      .returning(['id', 'event_id', 'subscription_id', 'event_type', 'attempts', 'auto_retry'])
      .execute();
    return this.load(claimed, token, now.getTime());
  }

  /**
   * Reads what sending claimed deliveries needs (a claim's, or those a transaction claimed as it
   * wrote them): subscriptions are read with every claim (URL, secret and status may have
   * changed); events never change.
   */
  async load(
    claimed: readonly Claimed[],
    token: string,
    claimedAt: number,
  ): Promise<{ jobs: Job[]; subscriptions: LoadedSubscription[] }> {
    if (claimed.length === 0) return { jobs: [], subscriptions: [] };
    const db = this.#db;
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
        ? db.selectFrom('events').selectAll().where('id', 'in', missing).execute()
        : Promise.resolve([]),
      db
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
    for (const row of events) {
      const loaded = { id: row.id, type: row.type, body: Buffer.from(deliveryBody(row)) };
      claimEvents.set(row.id, loaded);
      if (this.#events.size >= EVENT_CACHE_SIZE) this.#events.delete(this.#events.keys().next().value as string);
      this.#events.set(row.id, loaded);
    }
    const subsById = new Map(subscriptions.map((s) => [s.id, s]));
    const jobs = claimed.map((c) => ({
      ...c,
      token,
      claimedAt,
      event: claimEvents.get(c.event_id),
      subscription: subsById.get(c.subscription_id),
    }));
    return { jobs, subscriptions };
  }

  async stopSubscriptions(ids: readonly string[], status: StoppedStatus, reason: string, now: Date): Promise<void> {
    await stopSubscriptions(this.#db, ids, status, reason, now.toISOString());
  }

  /** Hands claimed deliveries back unattempted: due at once, unless claimed by someone else meanwhile. */
  async release(jobs: readonly Pick<Job, 'id' | 'token'>[], now: Date): Promise<void> {
    if (jobs.length === 0) return;
    const iso = now.toISOString();
    await this.#db
      .updateTable('webhook_deliveries')
      .set({ claim_token: null, next_attempt_at: iso, updated_at: iso })
      .where(
        'id',
        'in',
        jobs.map((j) => j.id),
      )
      .where('claim_token', 'in', [...new Set(jobs.map((j) => j.token))])
      .execute();
  }

  /**
   * Records a batch of attempts and the health of their subscriptions in one transaction;
   * `health` in subscription order. Rows are written in a stable order so that concurrent writers
   * lock them in the same order.
   */
  async recordBatch(
    attempts: readonly DecidedAttempt[],
    health: readonly (readonly [string, HealthDecision])[],
    now: Date,
  ): Promise<void> {
    const outcomes = [...attempts].sort((a, b) => (a.job.id < b.job.id ? -1 : 1));
    const nowIso = now.toISOString();
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
              created_at: o.decision.attemptAt,
              succeeded: o.decision.ok,
              response_status: o.result.status,
              duration_ms: o.result.durationMs,
              response_excerpt: o.result.excerpt,
              error: o.result.error,
              next_attempt_at: o.decision.nextAt,
            })),
          )
          .execute();
      }
      // One statement for the batch, each row guarded by its claim: a column's value as such when the
      // batch agrees on it (the usual case: all succeeded at the first attempt), else chosen by id.
      const byId = <T>(value: (o: DecidedAttempt) => T, integer = false) => {
        const first = value(outcomes[0] as DecidedAttempt);
        if (outcomes.every((o) => value(o) === first)) return first;
        return sql<T>`case ${sql.ref('id')} ${sql.join(
          outcomes.map((o) => sql`when ${o.job.id} then ${integer ? sql`cast(${value(o)} as integer)` : value(o)}`),
          sql` `,
        )} end`;
      };
      await trx
        .updateTable('webhook_deliveries')
        .set({
          status: byId((o) => o.decision.status),
          attempts: byId((o) => o.attempt, true),
          next_attempt_at: byId((o) => o.decision.nextAt),
          last_status: byId((o) => o.result.status, true),
          last_error: byId((o) => o.result.error),
          claim_token: null,
          updated_at: nowIso,
        })
        .where(
          'id',
          'in',
          outcomes.map((o) => o.job.id),
        )
        .where('claim_token', 'in', [...new Set(outcomes.map((o) => o.job.token))])
        .execute();
      for (const [id, decision] of health) {
        if (decision.kind === 'recovered') {
          await trx.updateTable('webhook_subscriptions').set({ failing_since: null }).where('id', '=', id).execute();
        } else if (decision.kind === 'failing') {
          await trx
            .updateTable('webhook_subscriptions')
            .set({ failing_since: decision.since })
            .where('id', '=', id)
            .where('failing_since', 'is', null)
            .execute();
        }
      }
      for (const [id, decision] of health) {
        if (decision.kind === 'disable') await disableSubscription(trx, id, decision.reason, nowIso);
      }
    });
  }
}
