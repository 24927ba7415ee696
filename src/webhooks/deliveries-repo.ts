/**
 * The SQL of the deliveries log in the dashboard: one row per attempt of a subscription's
 * deliveries, and one delivery with every attempt (response excerpts included).
 */
import type { Db } from '../db/capabilities.ts';
import type { DeliveryDetail, DeliveryLogRow } from './schema.ts';

/** Newest first, one row per attempt. */
export async function attemptLog(db: Db, subscriptionId: string, limit: number): Promise<DeliveryLogRow[]> {
  const rows = await db
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
    .where('a.subscription_id', '=', subscriptionId)
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

/** One delivery with its attempts in order, or undefined when there is none with this id. */
export async function deliveryDetail(db: Db, deliveryId: string): Promise<DeliveryDetail | undefined> {
  const d = await db.selectFrom('webhook_deliveries').selectAll().where('id', '=', deliveryId).executeTakeFirst();
  if (!d) return undefined;
  const attempts = await db
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

export async function deliveryById(db: Db, id: string) {
  return db.selectFrom('webhook_deliveries').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Queues a delivery for an attempt now, unless an attempt of it is in flight (claimed); false then.
 */
export async function requeueDelivery(db: Db, id: string, autoRetry: boolean, now: string): Promise<boolean> {
  const updated = await db
    .updateTable('webhook_deliveries')
    .set({ status: 'pending', next_attempt_at: now, auto_retry: autoRetry, updated_at: now })
    .where('id', '=', id)
    .where('claim_token', 'is', null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}
