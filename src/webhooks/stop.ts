/**
 * Stopping subscriptions: `disabled` (410, 5 days of failures, an admin) or `paused` (the owning
 * token was revoked or expired, see ownership.ts). Either way new events are not queued for them and
 * their pending deliveries that are not in flight are failed with the reason, to be redelivered by
 * an admin if wanted. Explicit ones (test events, manual redeliveries) are left to run.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

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
