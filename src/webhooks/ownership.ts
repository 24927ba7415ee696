/**
 * A webhook subscription belongs to the token that made it (owner_token_id; null: the shop, whose
 * subscriptions only admins see). A subscription whose owner is revoked or has expired stops
 * delivering: it is paused (status `paused`, disabled_reason `token_revoked` or `token_expired`)
 * and its queued deliveries are failed like a disabled one's, so an admin who resumes it can
 * redeliver them from the deliveries log. Revocation pauses at once (in its transaction); expiry
 * has no event, so the dispatcher checks the owner of every subscription it is about to deliver to
 * and pauses it there, and the admin views show such a subscription as paused before that.
 */
import type { Db } from '../db/capabilities.ts';
import { activeSubscriptionIdsOwnedBy, stopSubscriptions } from './subscription-repo.ts';

export type PauseReason = 'token_revoked' | 'token_expired';

/** The owner columns a query joins to a subscription (api_tokens as o on o.id = owner_token_id). */
export interface OwnerColumns {
  owner_token_id: string | null;
  /** The joined token's id: null when the owner token does not exist (any more). */
  owner_id: string | null;
  owner_revoked_at: string | null;
  owner_expires_at: string | null;
}

/** Why a subscription with this owner must not deliver at `nowIso`, or null when it may. */
export function ownerPauseReason(owner: OwnerColumns, nowIso: string): PauseReason | null {
  if (owner.owner_token_id === null) return null;
  if (owner.owner_id === null || owner.owner_revoked_at !== null) return 'token_revoked';
  if (owner.owner_expires_at !== null && owner.owner_expires_at <= nowIso) return 'token_expired';
  return null;
}

/** Pauses the active subscriptions a token owns (call it in the transaction that revokes it). */
export async function pauseSubscriptionsOwnedBy(
  db: Db,
  tokenId: string,
  reason: PauseReason,
  now: string,
): Promise<void> {
  await stopSubscriptions(db, await activeSubscriptionIdsOwnedBy(db, tokenId), 'paused', reason, now);
}
