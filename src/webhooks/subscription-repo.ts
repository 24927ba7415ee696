/**
 * The SQL of stopping and handing over webhook subscriptions. Every function takes the caller's
 * connection or transaction, so a token change and its subscriptions' change commit together.
 *
 * Stopping: `disabled` (410, 5 days of failures, an admin) or `paused` (the owning token was revoked
 * or expired, see ownership.ts). Either way new events are not queued for them and their pending
 * deliveries that are not in flight are failed with the reason, to be redelivered by an admin if
 * wanted. Explicit ones (test events, manual redeliveries) are left to run.
 */
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/capabilities.ts';
import type { WebhookSubscriptionsTable } from '../db/schema.ts';

export type StoppedStatus = 'disabled' | 'paused';

export async function stopSubscriptions(
  db: Db,
  ids: readonly string[],
  status: StoppedStatus,
  reason: string,
  now: string,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('webhook_subscriptions')
    .set({ status, disabled_reason: reason, updated_at: now })
    .where('id', 'in', ids)
    // A pause never overrides a stop of another kind (an admin's disable, a 410).
    .$if(status === 'paused', (q) => q.where('status', '=', 'active'))
    .execute();
  await db
    .updateTable('webhook_deliveries')
    .set({
      status: 'failed',
      next_attempt_at: null,
      last_error: `not sent: subscription ${status} (${reason})`,
      updated_at: now,
    })
    .where('subscription_id', 'in', ids)
    .where('status', '=', 'pending')
    .where('claim_token', 'is', null)
    .where('auto_retry', '=', true)
    .execute();
}

/** The ids of the active subscriptions this token owns. */
export async function activeSubscriptionIdsOwnedBy(db: Db, tokenId: string): Promise<string[]> {
  const owned = await db
    .selectFrom('webhook_subscriptions')
    .select('id')
    .where('owner_token_id', '=', tokenId)
    .where('status', '=', 'active')
    .execute();
  return owned.map((s) => s.id);
}

/** Hands a token's subscriptions to its successor (a regenerated token is the same integration). */
export async function transferSubscriptions(db: Db, fromTokenId: string, toTokenId: string, now: string) {
  await db
    .updateTable('webhook_subscriptions')
    .set({ owner_token_id: toTokenId, updated_at: now })
    .where('owner_token_id', '=', fromTokenId)
    .execute();
}

/** Subscriptions with their owner token's state, oldest first; only `ownerTokenId`'s when given. */
export async function listSubscriptions(db: Db, ownerTokenId?: string) {
  return selectSubscriptions(db)
    .$if(ownerTokenId !== undefined, (q) => q.where('s.owner_token_id', '=', ownerTokenId as string))
    .execute();
}

/** One subscription with its owner token's state. */
export async function subscriptionById(db: Db, id: string) {
  return selectSubscriptions(db).where('s.id', '=', id).executeTakeFirst();
}

function selectSubscriptions(db: Db) {
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

export async function insertSubscription(db: Db, row: Insertable<WebhookSubscriptionsTable>): Promise<void> {
  await db.insertInto('webhook_subscriptions').values(row).execute();
}

export async function updateSubscription(
  db: Db,
  id: string,
  set: Updateable<WebhookSubscriptionsTable>,
): Promise<void> {
  await db.updateTable('webhook_subscriptions').set(set).where('id', '=', id).execute();
}
