/**
 * What a token owns: the orders it placed (orders.token_id) and the webhook subscriptions it made
 * (webhook_subscriptions.owner_token_id). Called inside the token change's transaction.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { OrderRepo } from '../orders/repo.ts';
import { pauseSubscriptionsOwnedBy } from '../webhooks/ownership.ts';
import { transferSubscriptions } from '../webhooks/subscription-repo.ts';

/** A revoked token's subscriptions stop delivering (paused, reason token_revoked). */
export async function pauseOwned(trx: Transaction<Database>, tokenId: string, now: string): Promise<void> {
  await pauseSubscriptionsOwnedBy(trx, tokenId, 'token_revoked', now);
}

/** A regenerated token's successor owns its orders and subscriptions from now on. */
export async function handOverOwned(
  trx: Transaction<Database>,
  fromTokenId: string,
  toTokenId: string,
  now: string,
): Promise<void> {
  await new OrderRepo(trx).handOver(fromTokenId, toTokenId);
  await transferSubscriptions(trx, fromTokenId, toTokenId, now);
}
